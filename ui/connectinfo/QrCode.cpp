#include "ui/connectinfo/QrCode.h"
#include "ui/Tr.h"

#include <QCoreApplication>
#include <QPainter>
#include <algorithm>
#include <memory>
#include <qrencode.h>

namespace icui {

namespace {

constexpr int kQuietZone = 4;

struct QrFree
{
    void operator()(QRcode *code) const { QRcode_free(code); }
};
using QrPtr = std::unique_ptr<QRcode, QrFree>;

QrPtr encode(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return QrPtr(QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1));
}

} // namespace

QImage QrCode::render(const QString &text, int scale, QString *error)
{
    const QrPtr code = encode(text);
    if (!code || code->width <= 0) {
        if (error)
            *error = Tr::tr("The address is too long for a QR code.");
        return {};
    }
    scale = std::max(1, scale);
    const int side = (code->width + 2 * kQuietZone) * scale;
    // A QR code is content, not decoration: scanners need dark modules on a light ground
    // whatever the colour scheme, so these two colours are fixed on purpose.
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            if (code->data[y * code->width + x] & 0x1)
                painter.fillRect((x + kQuietZone) * scale, (y + kQuietZone) * scale, scale, scale,
                                 Qt::black);
        }
    }
    return image;
}

int QrCode::moduleCount(const QString &text)
{
    const QrPtr code = encode(text);
    return code ? code->width : 0;
}

} // namespace icui
