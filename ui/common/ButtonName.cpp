#include "ui/common/ButtonName.h"

namespace icui {

QString buttonName(const QString &name)
{
    QString shown = name.trimmed();
    if (shown.size() > ButtonNameLength) {
        shown.truncate(ButtonNameLength - 1);
        if (!shown.isEmpty() && shown.back().isHighSurrogate())
            shown.chop(1);                       // never half a character
        shown = shown.trimmed() + QChar(0x2026); // "…"
    }
    shown.replace(u'&', QStringLiteral("&&")); // a name's "&" is not an accelerator
    return shown;
}

} // namespace icui
