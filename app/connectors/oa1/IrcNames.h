#pragma once
// What an IRC nick and a channel name may be, in one place: the panel's OA1 settings
// (connectors/ConnectorKinds.cpp) and `ic-tool bridge irc` check them the same way. A nick is
// RFC 2812's (a letter or one of []\`_^{|} first, then also digits and -), at most 30
// characters; a channel starts with # or &, has at least one more character and no space,
// comma, BEL, CR, LF or NUL (a space would turn the rest into a JOIN key).

#include <QString>

namespace connectors::oa1 {

class IrcNames
{
public:
    static bool isValidNick(const QString &nick);
    static bool isValidChannel(const QString &channel);
};

} // namespace connectors::oa1
