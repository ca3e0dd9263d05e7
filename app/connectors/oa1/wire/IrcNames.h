#pragma once
// What an IRC nick and a channel name may be, in one place: the panel's OA1 settings
// (connectors/ConnectorKinds.cpp) and `ic-tool bridge irc` check them the same way. A nick is
// RFC 2812's (a letter or one of []\`_^{|} first, then also digits and -), at most 30
// characters; a channel starts with # or &, has at least one more character and no space,
// comma, BEL, CR, LF or NUL (a space would turn the rest into a JOIN key). splitServer() reads
// the --server of `ic-tool bridge irc` and ic-oa1-mock.

#include <QString>

namespace icconnectors::oa1 {

class IrcNames
{
public:
    static bool isValidNick(const QString &nick);
    static bool isValidChannel(const QString &channel);
    /// "HOST:PORT", "HOST", "[IPV6]:PORT" or "[IPV6]" into *host (brackets removed) and *port
    /// (6667 when left out); false when it is none of them (an IPv6 address needs brackets).
    static bool splitServer(const QString &text, QString *host, quint16 *port);
};

} // namespace icconnectors::oa1
