#include "connectors/oa1/IrcNames.h"

#include <QRegularExpression>

namespace connectors::oa1 {

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

} // namespace connectors::oa1
