// RelayMethods, the admin tier's: relay/admin.pause, relay/admin.kick (per game) and
// relay/admin.announce (one game, or every game of the relay for a token that reaches them all).
#include "relay/RelayMethods.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayLog.h"
#include "relay/RelayServer.h"

#include "mock/ParamReader.h"

namespace icrelay {

namespace {

using icmock::ParamReader;
using icrp::ErrorCode;

constexpr icrp::Tiers kAdmins = icrp::Tiers(icrp::Tier::Admin);
constexpr int kMaxTextLength = 500;

ic::Error badParams(const ParamReader &p)
{
    return icrp::icrpError(ErrorCode::InvalidParams, p.error());
}

QString by(const RelayCall &c)
{
    return QStringLiteral("%1 (token %2, session %3)")
        .arg(c.clientName.isEmpty() ? QStringLiteral("?") : c.clientName, c.grant.tokenId,
             c.sessionId);
}

ic::Result<QJsonValue> adminPause(const RelayCall &c)
{
    ParamReader p(c.params, {QStringLiteral("game_id"), QStringLiteral("paused")});
    bool paused = true;
    p.boolean(QStringLiteral("paused"), &paused, ParamReader::Optional);
    if (p.failed())
        return badParams(p);
    if (c.game->ended())
        return icrp::icrpError(
            ErrorCode::InvalidParams,
            QStringLiteral("Game %1 has ended; it cannot be paused or resumed").arg(c.game->id()));
    const bool changed = c.game->setPaused(paused, by(c));
    if (changed)
        qCInfo(lcRelayAdmin).noquote() << by(c) << (paused ? "paused" : "resumed") << c.game->id();
    return QJsonValue(QJsonObject{{QStringLiteral("game_id"), c.game->id()},
                                  {QStringLiteral("state"), c.game->state()},
                                  {QStringLiteral("changed"), changed}});
}

ic::Result<QJsonValue> adminKick(RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params,
                  {QStringLiteral("game_id"), QStringLiteral("player"), QStringLiteral("reason")});
    QString player;
    QString reason;
    p.string(QStringLiteral("player"), &player, ParamReader::Required);
    p.string(QStringLiteral("reason"), &reason, ParamReader::Optional, {}, kMaxTextLength);
    if (p.failed())
        return badParams(p);
    if (!c.game->kick(player, reason.isEmpty() ? QStringLiteral("kicked by admin") : reason))
        return icrp::icrpError(ErrorCode::NotFound,
                               QStringLiteral("No player named \"%1\" in game %2 (or already gone)")
                                   .arg(player, c.game->id()));
    server.games()->publish(*c.game); // the player_kick event goes out now
    qCInfo(lcRelayAdmin).noquote() << by(c) << "kicked" << player << "from" << c.game->id();
    return QJsonValue(QJsonObject{{QStringLiteral("game_id"), c.game->id()},
                                  {QStringLiteral("player"), player},
                                  {QStringLiteral("kicked"), true}});
}

ic::Result<QJsonValue> adminAnnounce(RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params, {QStringLiteral("message"), QStringLiteral("game_id")});
    QString message;
    QString gameId;
    p.string(QStringLiteral("message"), &message, ParamReader::Required, {}, kMaxTextLength);
    p.string(QStringLiteral("game_id"), &gameId, ParamReader::Optional);
    if (p.failed())
        return badParams(p);
    QList<RelayGame *> games;
    if (!gameId.isEmpty()) {
        if (!c.grant.reaches(gameId))
            return icrp::icrpError(
                ErrorCode::PermissionDenied,
                QStringLiteral("Permission denied: token %1 reaches only the games "
                               "%2; %3 is not among them")
                    .arg(c.grant.tokenId, c.grant.games.join(QStringLiteral(", ")), gameId));
        RelayGame *game = server.games()->game(gameId);
        if (!game)
            return icrp::icrpError(
                ErrorCode::NotFound,
                QStringLiteral("No game \"%1\" on this relay (relay/games lists them)")
                    .arg(gameId));
        games << game;
    } else {
        if (!c.grant.games.isEmpty())
            return icrp::icrpError(
                ErrorCode::PermissionDenied,
                QStringLiteral("Permission denied: token %1 reaches only some games; "
                               "an announcement to the whole relay needs a token for "
                               "all games (or name a game_id)")
                    .arg(c.grant.tokenId));
        for (const auto &g : server.games()->games())
            games << g.get();
    }
    for (RelayGame *g : std::as_const(games))
        g->announce(message);
    QJsonObject note{{QStringLiteral("message"), message},
                     {QStringLiteral("game_id"),
                      gameId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(gameId)}};
    server.notify(QStringLiteral("relay/announcement"), note,
                  [gameId](const RelayGrant &g) { return gameId.isEmpty() || g.reaches(gameId); });
    qCInfo(lcRelayAdmin).noquote()
        << by(c) << "announced to" << (gameId.isEmpty() ? QStringLiteral("every game") : gameId);
    return QJsonValue(QJsonObject{{QStringLiteral("games"), int(games.size())}});
}

} // namespace

void RelayMethods::registerAdmin(RelayServer &server)
{
    using Scope = RelayServer::Scope;
    RelayServer *s = &server;
    server.registerMethod(QStringLiteral("relay/admin.pause"), kAdmins, Scope::Game, adminPause);
    server.registerMethod(QStringLiteral("relay/admin.kick"), kAdmins, Scope::Game,
                          [s](const RelayCall &c) { return adminKick(*s, c); });
    server.registerMethod(QStringLiteral("relay/admin.announce"), kAdmins, Scope::Relay,
                          [s](const RelayCall &c) { return adminAnnounce(*s, c); });
}

} // namespace icrelay
