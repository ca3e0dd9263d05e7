#include "connectors/oa1/wire/IrcNames.h"

#include <QRegularExpression>

namespace icconnectors::oa1 {

bool IrcNames::isValidNick(const QString &nick)
{
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z\\[\\]\\\\`_^{|}][A-Za-z0-9\\[\\]\\\\`_^{|}-]{0,29}$"));
    return pattern.match(nick).hasMatch();
}

bool IrcNames::isValidChannel(const QString &channel)
{
    static const QRegularExpression pattern(QStringLiteral("^[#&][^ ,\\x07\\r\\n\\x00]+$"));
    return pattern.match(channel).hasMatch();
}

bool IrcNames::splitServer(const QString &text, QString *host, quint16 *port)
{
    const qsizetype close = text.lastIndexOf(QLatin1Char(']'));
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    const bool bracketed = text.startsWith(QLatin1Char('['));
    if (bracketed && (close < 0 || (close + 1 < text.size() && colon != close + 1)))
        return false;
    const bool hasPort = bracketed ? close + 1 < text.size() : colon >= 0;
    bool ok = true;
    const uint number = hasPort ? text.mid(colon + 1).toUInt(&ok) : 6667;
    *host = bracketed ? text.mid(1, close - 1) : hasPort ? text.left(colon) : text;
    *port = quint16(number);
    return ok && number > 0 && number <= 65535 && !host->isEmpty() &&
           (bracketed || !host->contains(QLatin1Char(':')));
}

} // namespace icconnectors::oa1
