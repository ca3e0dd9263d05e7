#include "ui/appearance/Icons.h"

#include <QFile>
#include <QPixmap>

namespace icui {

QIcon Icons::application()
{
    return QIcon(QStringLiteral(":/icons/ic-control-panel.svg"));
}

QIcon Icons::page(const QString &name)
{
    const QString file = QStringLiteral(":/icons/page-%1.svg").arg(name);
    // Through Qt's SVG icon engine: each size and pixel ratio is rendered from the drawing.
    return QFile::exists(file) ? QIcon(file) : QIcon();
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

} // namespace icui
