#include "common/ForeignText.h"

#include <QStringView>

namespace ic {

bool ForeignText::isForbidden(char32_t c, bool allowNewline)
{
    if (c == U'\t' || (allowNewline && c == U'\n'))
        return false;
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069);
}

qsizetype ForeignText::firstForbidden(const QString &text, bool allowNewline)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        // Every forbidden character is in the BMP: no surrogate pair to decode.
        if (isForbidden(text.at(i).unicode(), allowNewline))
            return i;
    }
    return -1;
}

QString ForeignText::escape(char32_t c)
{
    // \xNN for ASCII controls; \uNNNN above (still valid inside a JSON string).
    if (c < 0x80)
        return QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

QString ForeignText::escaped(const QString &text, bool allowNewline)
{
    if (firstForbidden(text, allowNewline) < 0)
        return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (isForbidden(c.unicode(), allowNewline))
            out += escape(c.unicode());
        else
            out += c;
    }
    return out;
}

} // namespace ic
