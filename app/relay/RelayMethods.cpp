#include "relay/RelayMethods.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayServer.h"

#include "mock/ParamReader.h"
#include "mock/StateQueryFields.h"

#include <QJsonArray>

namespace icrelay {

namespace {

using icmock::ParamReader;
using icrp::ErrorCode;

constexpr icrp::Tiers kObservers = icrp::Tiers(icrp::Tier::Observer) | icrp::Tier::Admin;

ic::Error invalid(const ParamReader &p)
{
    return icrp::icrpError(ErrorCode::InvalidParams, p.error());
}

ic::Result<QJsonValue> relayStatus(const RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params, {});
    if (p.failed())
        return invalid(p);
    int running = 0, paused = 0, ended = 0, players = 0;
    for (const auto &g : server.games()->games()) {
        const QString state = g->state();
        running += state == QLatin1String("running");
        paused += state == QLatin1String("paused");
        ended += state == QLatin1String("ended");
        players += g->presentPlayers();
    }
    return QJsonValue(
        QJsonObject{{QStringLiteral("server"), RelayServer::serverName()},
                    {QStringLiteral("version"), QStringLiteral(IC_VERSION)},
                    {QStringLiteral("uptime_seconds"), server.games()->uptimeSeconds()},
                    {QStringLiteral("games"),
                     QJsonObject{{QStringLiteral("hosted"), int(server.games()->games().size())},
                                 {QStringLiteral("running"), running},
                                 {QStringLiteral("paused"), paused},
                                 {QStringLiteral("ended"), ended}}},
                    {QStringLiteral("players"), players},
                    {QStringLiteral("sessions"), server.identifiedCount()},
                    {QStringLiteral("tick_rate"), server.games()->tickRate()}});
}

ic::Result<QJsonValue> relayGames(const RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params, {});
    if (p.failed())
        return invalid(p);
    QJsonArray games;
    for (const auto &g : server.games()->games()) {
        if (c.grant.reaches(g->id()))
            games.append(g->summary());
    }
    return QJsonValue(QJsonObject{{QStringLiteral("games"), games}});
}

ic::Result<QJsonValue> matchInfo(const RelayCall &c)
{
    ParamReader p(c.params, {QStringLiteral("game_id")});
    if (p.failed())
        return invalid(p);
    return QJsonValue(c.game->matchInfo());
}

ic::Result<QJsonValue> stateQuery(const RelayCall &c)
{
    ParamReader p(c.params,
                  {QStringLiteral("game_id"), QStringLiteral("fields"), QStringLiteral("player")});
    QStringList fields = icmock::StateQueryFields::all();
    QString player;
    p.stringList(QStringLiteral("fields"), &fields, ParamReader::Optional,
                 icmock::StateQueryFields::all());
    p.string(QStringLiteral("player"), &player, ParamReader::Optional);
    if (p.failed())
        return invalid(p);
    int only = -1;
    if (!player.isEmpty()) {
        only = c.game->playerIndex(player);
        if (only < 0)
            return icrp::icrpError(
                ErrorCode::NotFound,
                QStringLiteral("No player named \"%1\" in game %2").arg(player, c.game->id()));
    }
    return QJsonValue(c.game->stateQuery(fields, only));
}

ic::Result<QJsonValue> matchEvents(RelayServer &server, const RelayCall &c)
{
    ParamReader p(c.params, {QStringLiteral("subscribe")});
    bool subscribe = true;
    p.boolean(QStringLiteral("subscribe"), &subscribe, ParamReader::Optional);
    if (p.failed())
        return invalid(p);
    server.setSubscribed(c.sessionId, RelayMethods::kMatchEventsTopic, subscribe);
    return QJsonValue(QJsonObject{
        {QStringLiteral("subscribed"), subscribe},
        {QStringLiteral("games"), c.grant.games.isEmpty()
                                      ? QJsonValue(QJsonValue::Null)
                                      : QJsonValue(QJsonArray::fromStringList(c.grant.games))},
        {QStringLiteral("types"),
         QJsonArray{QStringLiteral("game_start"), QStringLiteral("game_end"),
                    QStringLiteral("player_leave"), QStringLiteral("player_kick")}}});
}

} // namespace

const QString RelayMethods::kMatchEventsTopic = QStringLiteral("match.events");

void RelayMethods::registerAll(RelayServer &server)
{
    using Scope = RelayServer::Scope;
    RelayServer *s = &server;
    server.registerMethod(QStringLiteral("relay/status"), kObservers, Scope::Relay,
                          [s](const RelayCall &c) { return relayStatus(*s, c); });
    server.registerMethod(QStringLiteral("relay/games"), kObservers, Scope::Relay,
                          [s](const RelayCall &c) { return relayGames(*s, c); });
    server.registerMethod(QStringLiteral("ic/match.info"), kObservers, Scope::Game, matchInfo);
    server.registerMethod(QStringLiteral("ic/state.query"), kObservers, Scope::Game, stateQuery);
    server.registerMethod(QStringLiteral("relay/match.events"), kObservers, Scope::Relay,
                          [s](const RelayCall &c) { return matchEvents(*s, c); });
    // Each game's lifecycle goes to the sessions subscribed whose token reaches the game.
    QObject::connect(
        server.games(), &RelayGameHost::matchEvent, &server, [s](const QJsonObject &event) {
            const QString gameId = event.value(QStringLiteral("game_id")).toString();
            s->notifySubscribed(kMatchEventsTopic, QStringLiteral("relay/match.event"), event,
                                [&gameId](const RelayGrant &g) { return g.reaches(gameId); });
        });
    registerAdmin(server);
    registerConfig(server);
    registerReplay(server);
}

} // namespace icrelay
