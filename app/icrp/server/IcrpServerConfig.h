#pragma once
// Everything IcrpServer needs to know that is not a method: where to listen, what to offer,
// and the limits of docs/icrp-spec.md §13 (defaults as there).

#include "common/DefaultPorts.h"
#include "icrp/protocol/Tier.h"
#include "icrp/protocol/VersionRange.h"
#include "icrp/server/GuessThrottle.h"

#include <QHash>
#include <QHostAddress>
#include <QString>
#include <QStringList>
#include <chrono>
#include <functional>

namespace icrp {

struct IcrpServerConfig
{
    QHostAddress bindAddress = QHostAddress(QHostAddress::LocalHost);
    /// 0 takes a free port; IcrpServer::port() tells which.
    quint16 port = ic::kGameIcrpPort;
    /// Shown in the hello as "server", e.g. "ic-remote-mock 0.1.0".
    QString serverName = QStringLiteral("icrp-server");
    VersionRange versions = VersionRange::supported();
    /// Tiers this server grants at all (the hello's "tiers").
    Tiers offeredTiers = Tiers(Tier::Observer) | Tier::Admin | Tier::Mod;
    /// Ranked: mod and debug are refused with -32006 whatever offeredTiers says.
    bool ranked = false;
    /// Identified WebSocket sessions at once; the next one is refused (-32007, close 4003).
    int maxConnections = 8;
    /// WebSocket connections that have not identified yet, counted apart from maxConnections.
    /// When this many wait, a new connection takes the place of one that has stalled (close
    /// 4003): no ic/identify handshakeStallTime after its hello, or its identify refused. While
    /// none has, a burst (OBS opening a scene's browser sources at once) is let in beyond this,
    /// up to max(maxPendingHandshakes, maxConnections) handshakes; past that the one that got
    /// least far (no identify yet before one waiting for its verdict), the oldest first, gives
    /// way. So connections that never identify cannot keep the owner out, and clients that are
    /// identifying are not dropped for newer ones.
    int maxPendingHandshakes = 16;
    /// How long after its hello a connection may take to send its ic/identify before a
    /// newcomer may take its place (it still has the rest of identifyTimeout otherwise).
    std::chrono::milliseconds handshakeStallTime{5'000};
    QHash<Tier, int> requestsPerTick{
        {Tier::Observer, 10}, {Tier::Admin, 50}, {Tier::Mod, 50}, {Tier::Debug, 50}};
    /// Reported in the identify result; with driveTicks, also the rate of the budget reset.
    int tickRate = 15;
    /// True: the server resets request budgets on its own timer at tickRate. False: the owner
    /// calls IcrpServer::beginTick() on every simulation tick.
    bool driveTicks = true;
    /// Largest WebSocket message and HTTP body, in bytes.
    qint64 maxMessageSize = 1024 * 1024;
    std::chrono::milliseconds identifyTimeout{10'000};
    /// A kept-alive HTTP connection waiting longer than this for its next request is closed.
    std::chrono::milliseconds httpIdleTimeout{30'000};
    /// Bytes written to one connection and not yet taken by its peer (answers, events, pongs,
    /// HTTP responses); past it the connection is closed.
    qint64 maxUnsentBytes = 16 * 1024 * 1024;
    /// Open sockets at once; at the cap the oldest HTTP or silent one makes room.
    int maxOpenSockets = 256;
    std::chrono::milliseconds httpChallengeLifetime{60'000};
    std::chrono::milliseconds httpTokenIdleLifetime{600'000};
    /// Failed identifications, from any address, are answered one at a time with a growing
    /// delay (GuessThrottle); a right password is never held.
    GuessThrottle::Policy failedAuth;
    /// Host header names accepted besides 127.0.0.1, localhost, [::1] and the bind address
    /// (DNS-rebinding guard). When bound to a non-loopback address every host is accepted.
    QStringList extraAllowedHosts;
    /// Asked for any other host name (lower case, without the port, which must still be the
    /// server's): true lets it in. The overlay host admits "<installed-tool-id>.localhost".
    std::function<bool(const QString &hostName)> hostAllowed;
    /// Browser Origin check for WebSocket upgrades and HTTP; empty Origin (native clients) is
    /// passed to it as an empty string. Default: allow all.
    std::function<bool(const QString &origin)> originAllowed;
};

} // namespace icrp
