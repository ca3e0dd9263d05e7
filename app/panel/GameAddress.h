#pragma once
// A game's address as a person types it in Connection ▸ Connect… ("127.0.0.1:19710",
// "ws://tournament-pc:19710/", "[::1]:19710") or as a saved profile or the command line holds
// it: ws:// or wss:// (none typed: ws:// is added, and the path "/"), a host name or IP address
// without spaces, and a port from 1 to 65535 (none given: the game's own 19710 for ws://). A
// wrong one is refused with a message that names every problem at once ("Start the address
// with ws://, wss:// or the host name, not “htp//”. A host name cannot contain spaces. The port
// must be 1 to 65535."), the error code "profile.url". The Connect dialog checks as the user
// types; ProfileStore and Panel check again, so that no such address is saved or connected to.

#include "common/Result.h"

#include <QString>
#include <QUrl>

namespace icpanel {

class GameAddress
{
public:
    /// The URL `typed` stands for, or what is wrong with it.
    static ic::Result<QUrl> parse(const QString &typed);
    /// The same rules for a URL already made (a profile's): a scheme is required.
    static ic::Result<void> check(const QUrl &url);
    /// True when `typed` names no scheme, so that ws:// is added.
    static bool hasNoScheme(const QString &typed);

private:
    GameAddress() = delete;
};

} // namespace icpanel
