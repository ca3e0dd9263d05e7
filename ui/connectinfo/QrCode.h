#pragma once
// A QR code of a short text (the connection URI), made with libqrencode and drawn into a
// QImage: one module per `scale` pixels with the four-module quiet zone the standard asks for.

#include <QImage>
#include <QString>

namespace icui {

class QrCode
{
public:
    /// Encodes `text` (UTF-8, error correction level M). An empty image with *error set when
    /// the text cannot be encoded (too long, out of memory).
    static QImage render(const QString &text, int scale, QString *error = nullptr);

    /// Modules per side of the code for `text` without the quiet zone, 0 when it cannot be
    /// encoded (for tests and layout).
    static int moduleCount(const QString &text);

private:
    QrCode() = delete;
};

} // namespace icui
