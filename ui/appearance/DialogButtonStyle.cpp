#include "ui/appearance/DialogButtonStyle.h"

namespace icui {

DialogButtonStyle::DialogButtonStyle(QStyle *base) : QProxyStyle(base) {}

int DialogButtonStyle::styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                                 QStyleHintReturn *returnData) const
{
    if (hint == SH_DialogButtonBox_ButtonsHaveIcons)
        return 0;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

QString DialogButtonStyle::nameOf(const QStyle *style)
{
    if (const auto *own = qobject_cast<const DialogButtonStyle *>(style))
        return own->baseStyle()->name();
    return style ? style->name() : QString();
}

} // namespace icui
