#include "relay/DeviceCommand.h"

#include "relay/DeviceGrantStore.h"

#include <QTextStream>

namespace icrelay {

namespace {

/// Refuses a decision on a code that is not waiting any more.
ic::Result<void> stillWaiting(const DeviceGrant &g, const QDateTime &now)
{
    if (g.state != DeviceGrant::State::Pending)
        return ic::Error{QStringLiteral("relay.user-code-decided"),
                         QStringLiteral("The code %1 was %2 already")
                             .arg(g.userCode, DeviceGrantStore::stateName(g.state))};
    if (g.isExpired(now))
        return ic::Error{QStringLiteral("relay.user-code-expired"),
                         QStringLiteral("The code %1 expired at %2; the device has to start again")
                             .arg(g.userCode, g.expires.toUTC().toString(Qt::ISODate))};
    return ic::success();
}

} // namespace

int DeviceCommand::run(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err)
{
    const bool approve = command.action == RelayCommandLine::Action::Approve;
    DeviceGrantStore store(command.options.dataDir);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto decided = store.update(command.userCode, [&](DeviceGrant &g) {
        if (auto waiting = stillWaiting(g, now); !waiting)
            return waiting;
        g.decided = now;
        if (!approve) {
            g.state = DeviceGrant::State::Denied;
            return ic::success();
        }
        g.state = DeviceGrant::State::Approved;
        g.tier = command.tierGiven                   ? command.tier
                 : g.scope == QLatin1String("admin") ? icrp::Tier::Admin
                                                     : icrp::Tier::Observer;
        g.tokenLifetimeSeconds =
            command.expiresInSeconds > 0 ? command.expiresInSeconds : kDefaultLifetimeSeconds;
        g.games = command.games;
        return ic::success();
    });
    if (!decided) {
        err << "ic-relay-mock: " << decided.error().message << Qt::endl;
        return 1;
    }
    if (!approve) {
        out << QStringLiteral("Denied %1 (%2): the device is told access_denied at its next poll.")
                   .arg(decided->userCode, decided->clientId)
            << Qt::endl;
        return 0;
    }
    out << QStringLiteral("Approved %1 (%2): tier %3, for %4 s, reaching %5. The relay gives the "
                          "device its token at its next poll.")
               .arg(decided->userCode, decided->clientId, icrp::tierName(decided->tier))
               .arg(decided->tokenLifetimeSeconds)
               .arg(decided->games.isEmpty() ? QStringLiteral("all games")
                                             : decided->games.join(QLatin1Char(',')))
        << Qt::endl;
    return 0;
}

} // namespace icrelay
