// MockGame: ic/state.query and ic/state.snapshot (ic/state.subscribe and unsubscribe are built
// into IcrpServer). Fog-filtered sessions see the match from the game's local seat: from a
// player's seat their own credits only, enemies reduced to what their side can see; from a
// spectator's seat (MockOptions::spectator) everything, as the full view.

#include "mock/MockGame.h"

#include "mock/ParamReader.h"
#include "mock/SkirmishSim.h"
#include "mock/StateQueryAnswer.h"
#include "mock/StateQueryFields.h"

#include "icrp/server/IcrpServer.h"

#include <QJsonArray>

namespace icmock {

void MockGame::registerStateMethods()
{
    m_server->registerMethod(
        QStringLiteral("ic/state.query"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleStateQuery(c, r); });
    m_server->registerMethod(QStringLiteral("ic/state.snapshot"), icrp::access::Everyone,
                             [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) {
                                 handleStateSnapshot(c, r);
                             });
}

QJsonObject MockGame::playerView(int player, bool fogFiltered) const
{
    if (!fogFiltered || m_options.spectator)
        return m_sim->playerJson(player);
    const int team = localTeam();
    QJsonObject o = m_sim->playerJson(player, team, m_sim->localPlayer());
    // Defence in depth: whatever the sim's view says, another player's credits never leave.
    if (player != m_sim->localPlayer())
        o.remove(QStringLiteral("resources"));
    if (m_sim->teamOf(player) != team)
        o.remove(QStringLiteral("power"));
    return o;
}

qint64 MockGame::observerClock() const
{
    return m_sim->tick() + m_ticksSinceEnd;
}

const DelayedViews::View *MockGame::delayedView(const icrp::IcrpCall &call) const
{
    if (!call.grant.fogFiltered || call.grant.eventDelay.count() <= 0)
        return nullptr;
    const qint64 delayTicks = call.grant.eventDelay.count() * gameTickRate() / 1000;
    return m_delayedViews.viewFor(observerClock(), delayTicks);
}

void MockGame::recordDelayedView()
{
    DelayedViews::View view;
    view.tick = m_sim->tick();
    for (int i = 0; i < m_sim->players().size(); ++i)
        view.players.append(playerView(i, true));
    view.snapshot = seatSnapshot();
    view.roster = roster();
    view.ended = m_sim->ended();
    m_delayedViews.setHorizon(qint64(m_config.rankedObserverDelaySeconds) * gameTickRate());
    m_delayedViews.record(std::move(view));
}

void MockGame::handleStateQuery(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("fields"), QStringLiteral("player")});
    QStringList fields = StateQueryFields::all();
    QString playerName;
    p.stringList(QStringLiteral("fields"), &fields, ParamReader::Optional, StateQueryFields::all());
    p.string(QStringLiteral("player"), &playerName, ParamReader::Optional);
    if (p.failed())
        return p.reject(responder);

    int only = -1;
    if (!playerName.isEmpty()) {
        only = m_sim->playerIndex(playerName);
        if (only < 0)
            return responder.error(
                icrp::ErrorCode::NotFound,
                QStringLiteral("No player named \"%1\" in this match").arg(playerName));
    }

    // The full view has the same shape as a replay's ic/replay.state.
    if (!call.grant.fogFiltered)
        return responder.result(StateQueryAnswer::fullView(*m_sim, fields, only));
    // A ranked observer is answered from the match as it was the observer delay ago.
    const DelayedViews::View *late = delayedView(call);
    const qint64 tick = late ? late->tick : m_sim->tick();
    QJsonObject result;
    if (fields.contains(QLatin1String("game_time"))) {
        result.insert(QStringLiteral("game_time_ticks"), tick);
        result.insert(QStringLiteral("game_time_seconds"), double(tick) / gameTickRate());
    }
    const QStringList statKeys = StateQueryFields::statKeys(fields);
    if (fields.contains(QLatin1String("players")) || !statKeys.isEmpty()) {
        QJsonArray players;
        for (int i = 0; i < m_sim->players().size(); ++i) {
            if (only >= 0 && i != only)
                continue;
            const QJsonObject full =
                late ? late->players.at(i).toObject() : playerView(i, call.grant.fogFiltered);
            players.append(StateQueryFields::pick(full, statKeys));
        }
        result.insert(QStringLiteral("players"), players);
    }
    responder.result(result);
}

void MockGame::handleStateSnapshot(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {});
    if (p.failed())
        return p.reject(responder);
    if (!call.grant.fogFiltered)
        return responder.result(m_sim->snapshotJson());
    if (const DelayedViews::View *late = delayedView(call))
        return responder.result(late->snapshot);
    responder.result(seatSnapshot());
}

QJsonObject MockGame::seatSnapshot() const
{
    if (m_options.spectator)
        return m_sim->snapshotJson();
    QJsonObject snapshot = m_sim->snapshotJson(localTeam(), m_sim->localPlayer());
    QJsonArray players;
    for (int i = 0; i < m_sim->players().size(); ++i)
        players.append(playerView(i, true));
    snapshot.insert(QStringLiteral("players"), players);
    return snapshot;
}

} // namespace icmock
