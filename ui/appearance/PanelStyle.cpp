#include "ui/appearance/PanelStyle.h"

#include "ui/appearance/Appearance.h"

#include <QPainter>
#include <QStyleOption>

namespace icui {

PanelStyle::PanelStyle(QStyle *base) : QProxyStyle(base) {}

int PanelStyle::styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                          QStyleHintReturn *returnData) const
{
    if (hint == SH_DialogButtonBox_ButtonsHaveIcons)
        return 0;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

QColor PanelStyle::darkIndicatorFrame(const QPalette &palette, bool enabled)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    // Half way from the base to the text when enabled, a quarter when disabled.
    const qreal share = enabled ? 0.5 : 0.25;
    const auto mix = [share](int from, int to) { return int(from + (to - from) * share); };
    return QColor(mix(base.red(), text.red()), mix(base.green(), text.green()),
                  mix(base.blue(), text.blue()));
}

bool PanelStyle::redrawsFrames(const QStyleOption *option) const
{
    if (!option || !Appearance::isDark(option->palette))
        return false;
    if (nameOf(this).compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        return false;
    // Fusion's focus frame (the highlight colour) is visible already.
    return !(option->state & State_HasFocus && option->state & State_KeyboardFocusChange);
}

void PanelStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                               QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element != PE_IndicatorCheckBox || !redrawsFrames(option))
        return;
    // Where Fusion draws its frame: half a pixel in, one pixel smaller.
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->translate(0.5, 0.5);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(darkIndicatorFrame(option->palette, option->state & State_Enabled));
    painter->drawRect(option->rect.adjusted(0, 0, -1, -1));
    painter->restore();
}

QString PanelStyle::nameOf(const QStyle *style)
{
    if (const auto *own = qobject_cast<const PanelStyle *>(style))
        return own->baseStyle()->name();
    return style ? style->name() : QString();
}

} // namespace icui
