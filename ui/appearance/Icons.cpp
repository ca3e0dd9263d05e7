#include "ui/appearance/Icons.h"

#include <QFile>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace icui {

QIcon Icons::application()
{
    return QIcon(QStringLiteral(":/icons/ic-control-panel.svg"));
}

QIcon Icons::page(const QString &name, const QPalette &palette)
{
    return recoloured(QStringLiteral(":/icons/page-%1.svg").arg(name),
                      palette.color(QPalette::WindowText));
}

QIcon Icons::tray(Tray state)
{
    switch (state) {
    case Tray::Connected:
        return QIcon(QStringLiteral(":/icons/tray-connected.svg"));
    case Tray::Connecting:
        return QIcon(QStringLiteral(":/icons/tray-connecting.svg"));
    case Tray::Disconnected:
        break;
    }
    return QIcon(QStringLiteral(":/icons/tray-disconnected.svg"));
}

QIcon Icons::status(Status kind)
{
    switch (kind) {
    case Status::Success:
        return QIcon(QStringLiteral(":/icons/status-success.svg"));
    case Status::Warning:
        return QIcon(QStringLiteral(":/icons/status-warning.svg"));
    case Status::Error:
        return QIcon(QStringLiteral(":/icons/status-error.svg"));
    case Status::Question:
        return QIcon(QStringLiteral(":/icons/status-question.svg"));
    case Status::Information:
        break;
    }
    return QIcon(QStringLiteral(":/icons/status-information.svg"));
}

QPixmap Icons::statusPixmap(Status kind, int size, qreal devicePixelRatio)
{
    return status(kind).pixmap(QSize(size, size), devicePixelRatio);
}

QIcon Icons::recoloured(const QString &file, const QColor &colour)
{
    QFile svgFile(file);
    if (!svgFile.open(QIODevice::ReadOnly))
        return {};
    // The glyphs are drawn in "currentColor"; it becomes the palette's text colour here.
    QByteArray svg = svgFile.readAll();
    svg.replace("currentColor", colour.name().toLatin1());
    QSvgRenderer renderer(svg);
    QIcon icon;
    for (const int size : {16, 24, 32, 48}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace icui
