#include "ui/replay/ReplayTimeline.h"

#include <QMouseEvent>
#include <QStyle>
#include <QStyleOptionSlider>

namespace icui {

ReplayTimeline::ReplayTimeline(QWidget *parent) : QSlider(Qt::Horizontal, parent) {}

int ReplayTimeline::valueAt(int x) const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    const QRect groove =
        style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
    const QRect handle =
        style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
    const int span = groove.width() - handle.width();
    const int at = x - groove.x() - handle.width() / 2;
    return QStyle::sliderValueFromPosition(minimum(), maximum(), at, span, option.upsideDown);
}

void ReplayTimeline::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && isEnabled()) {
        QStyleOptionSlider option;
        initStyleOption(&option);
        const QRect handle =
            style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
        // Off the handle: the handle comes to the click first, so the press below grabs it.
        if (!handle.contains(event->position().toPoint()))
            setValue(valueAt(event->position().toPoint().x()));
    }
    QSlider::mousePressEvent(event);
}

} // namespace icui
