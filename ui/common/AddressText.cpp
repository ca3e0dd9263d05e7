#include "ui/common/AddressText.h"

#include <QRegularExpression>

namespace icui {

QString AddressText::keptWhole(const QString &text)
{
    // A URL of any scheme (without a trailing full stop, comma, colon or bracket), an IPv4
    // address with or without its port, or localhost with its port.
    static const QRegularExpression address(
        QStringLiteral(R"([A-Za-z][A-Za-z0-9+.\-]*://[^\s]*[^\s.,;:)]|)"
                       R"(\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b|\blocalhost:\d+\b)"));
    QString out;
    qsizetype from = 0;
    for (auto it = address.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(from, match.capturedStart() - from);
        const QString whole = match.captured();
        for (qsizetype i = 0; i < whole.size(); ++i) {
            if (i > 0)
                out += QChar(0x2060); // WORD JOINER
            out += whole.at(i);
        }
        from = match.capturedEnd();
    }
    return out + text.mid(from);
}

} // namespace icui
