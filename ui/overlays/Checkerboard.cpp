#include "ui/overlays/Checkerboard.h"

#include <QPaintEvent>
#include <QPainter>

namespace icui {

Checkerboard::Checkerboard(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("checkerboard"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

std::pair<QColor, QColor> Checkerboard::colours(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    return dark ? std::pair{QColor(0x4a, 0x4a, 0x4a), QColor(0x33, 0x33, 0x33)}
                : std::pair{QColor(0xf2, 0xf2, 0xf2), QColor(0xc8, 0xc8, 0xc8)};
}

void Checkerboard::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    const auto [light, dark] = colours(palette());
    const QRect area = event->rect();
    for (int y = area.top() / kSquare * kSquare; y <= area.bottom(); y += kSquare) {
        for (int x = area.left() / kSquare * kSquare; x <= area.right(); x += kSquare)
            painter.fillRect(x, y, kSquare, kSquare, ((x + y) / kSquare) % 2 ? dark : light);
    }
}

} // namespace icui
