#include "mock/ReplayService.h"

#include "mock/MockGame.h"
#include "mock/ParamReader.h"
#include "mock/ReplayCursor.h"
#include "mock/ReplayLog.h"
#include "mock/SkirmishSim.h"
#include "mock/StateQueryAnswer.h"
#include "mock/StateQueryFields.h"

#include "icrp/server/IcrpServer.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace icmock {

namespace {

constexpr int kReplayListDefault = 20;
constexpr int kReplayListMax = 100;

QJsonObject replayEventJson(const SimEvent &e)
{
    return {{QStringLiteral("category"), icrp::categoryName(e.category)},
            {QStringLiteral("type"), e.type},
            {QStringLiteral("tick"), e.tick},
            {QStringLiteral("data"), e.data}};
}

QJsonObject replayListEntry(const MatchReplay &r)
{
    return {{QStringLiteral("replay_id"), r.replayId},
            {QStringLiteral("match_id"), r.matchId},
            {QStringLiteral("started_at"), r.startedAt},
            {QStringLiteral("map"), r.map},
            {QStringLiteral("mode"), r.mode},
            {QStringLiteral("duration_ticks"), r.endTick},
            {QStringLiteral("tick_rate"), r.options.tickRate},
            {QStringLiteral("winner_team"), r.winnerTeam},
            {QStringLiteral("players"), r.players}};
}

} // namespace

ReplayService::ReplayService(MockGame &game, QObject *parent)
    : QObject(parent), m_game(game),
      m_library(QDir(game.dataDir()).filePath(QStringLiteral("replays")))
{
    connect(&m_game, &MockGame::inputApplied, this, &ReplayService::onInputApplied);
    connect(&m_game, &MockGame::matchEnded, this, &ReplayService::onMatchEnded);
    connect(&m_game, &MockGame::ticked, this, [this] {
        if (m_game.sim() && m_game.sim()->ended())
            ++m_ticksSinceEnd;
    });
}

qint64 ReplayService::secondsUntilVisible(const icrp::IcrpCall &call,
                                          const MatchReplay &replay) const
{
    if (!replay.ranked || replay.matchId != m_game.matchId() || !call.grant.fogFiltered ||
        call.grant.eventDelay.count() <= 0)
        return 0;
    const int rate = m_game.gameTickRate();
    const qint64 delayTicks = call.grant.eventDelay.count() * rate / 1000;
    const qint64 waitTicks = delayTicks - m_ticksSinceEnd;
    return waitTicks <= 0 ? 0 : (waitTicks + rate - 1) / rate;
}

ReplayService::~ReplayService() = default;

void ReplayService::onInputApplied(const SimInput &input)
{
    if (!m_saved)
        m_inputs.append(input);
}

MatchReplay ReplayService::recorded() const
{
    MatchReplay r;
    const SkirmishSim *sim = m_game.sim();
    r.replayId = m_game.matchId();
    r.matchId = m_game.matchId();
    r.startedAt = m_game.startedAt().toString(Qt::ISODate);
    r.ranked = m_game.options().ranked;
    r.startAtTicks = qint64(m_game.options().startAtSeconds) * m_game.gameTickRate();
    r.inputs = m_inputs;
    if (!sim)
        return r;
    r.map = sim->mapName();
    r.mode = sim->mode();
    r.options = sim->options();
    r.endTick = sim->tick();
    r.winnerTeam = sim->winnerTeam();
    for (const PlayerState &p : sim->players())
        r.players.append(QJsonObject{{QStringLiteral("name"), p.name},
                                     {QStringLiteral("team"), p.team},
                                     {QStringLiteral("faction"), p.faction}});
    return r;
}

void ReplayService::onMatchEnded()
{
    if (m_saved || !m_game.sim())
        return;
    m_saved = true;
    const MatchReplay replay = recorded();
    if (const auto saved = m_library.save(replay); !saved) {
        qCWarning(lcMockReplay).noquote() << saved.error().message;
        return;
    }
    const QString path = QDir(m_library.folder()).filePath(MatchReplay::fileName(replay.replayId));
    qCInfo(lcMockReplay).noquote()
        << "replay" << replay.replayId << "saved:" << path << "-" << replay.inputs.size()
        << "inputs," << replay.endTick << "ticks";
    Q_EMIT replaySaved(replay.replayId, path);
}

void ReplayService::registerMethods(icrp::IcrpServer &server)
{
    using Effect = icrp::IcrpServer::Effect;
    server.registerMethod(
        QStringLiteral("ic/replay.list"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleList(c, r); },
        Effect::ReadOnly);
    server.registerMethod(
        QStringLiteral("ic/replay.load"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleLoad(c, r); },
        Effect::ReadOnly);
    server.registerMethod(
        QStringLiteral("ic/replay.seek"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleSeek(c, r); },
        Effect::ReadOnly);
    server.registerMethod(
        QStringLiteral("ic/replay.state"), icrp::access::Everyone,
        [this](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) { handleState(c, r); },
        Effect::ReadOnly);
    connect(&server, &icrp::IcrpServer::sessionClosed, this,
            [this](const QString &sessionId) { m_cursors.remove(sessionId); });
}

void ReplayService::handleList(const icrp::IcrpCall &call,
                               const icrp::IcrpResponder &responder) const
{
    ParamReader p(call.params, {QStringLiteral("limit"), QStringLiteral("before")});
    QString before;
    p.string(QStringLiteral("before"), &before, ParamReader::Optional);
    qint64 limit = kReplayListDefault;
    p.integer(QStringLiteral("limit"), &limit, ParamReader::Optional, 1, kReplayListMax);
    if (p.failed())
        return p.reject(responder);

    const QList<MatchReplay> &all = m_library.list();
    qsizetype first = 0;
    if (!before.isEmpty()) {
        const auto it = std::find_if(all.begin(), all.end(),
                                     [&before](const auto &r) { return r.replayId == before; });
        if (it == all.end())
            return responder.error(icrp::ErrorCode::NotFound,
                                   QStringLiteral("No replay \"%1\" to list the ones before: "
                                                  "take \"before\" from an earlier "
                                                  "ic/replay.list answer")
                                       .arg(before));
        first = (it - all.begin()) + 1;
    }
    QJsonArray replays;
    for (qsizetype i = first; i < all.size() && replays.size() < limit; ++i)
        replays.append(replayListEntry(all.at(i)));
    responder.result(QJsonObject{{QStringLiteral("replays"), replays},
                                 {QStringLiteral("more"), first + replays.size() < all.size()}});
}

void ReplayService::handleLoad(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("replay_id")});
    QString replayId;
    p.string(QStringLiteral("replay_id"), &replayId, ParamReader::Required);
    if (p.failed())
        return p.reject(responder);
    std::shared_ptr<const MatchReplay> replay = m_library.load(replayId);
    if (!replay)
        return responder.error(icrp::ErrorCode::NotFound,
                               QStringLiteral("No replay \"%1\": ic/replay.list names the "
                                              "replays this game keeps")
                                   .arg(replayId));
    if (const qint64 wait = secondsUntilVisible(call, *replay); wait > 0)
        return responder.error(icrp::ErrorCode::DisabledInRanked,
                               QStringLiteral("This ranked match's replay opens to observers once "
                                              "the observer delay has passed after its end: try "
                                              "again in %1 game seconds")
                                   .arg(wait));
    auto cursor = std::make_shared<ReplayCursor>(replay);
    m_cursors.insert(call.sessionId, cursor);
    qCDebug(lcMockReplay).noquote() << "session" << call.sessionId << "loaded replay" << replayId;
    responder.result(QJsonObject{{QStringLiteral("replay_id"), replay->replayId},
                                 {QStringLiteral("tick"), cursor->tick()},
                                 {QStringLiteral("end_tick"), replay->endTick},
                                 {QStringLiteral("tick_rate"), replay->options.tickRate},
                                 {QStringLiteral("map"), replay->map},
                                 {QStringLiteral("mode"), replay->mode},
                                 {QStringLiteral("players"), replay->players}});
}

ReplayCursor *ReplayService::cursorOf(const icrp::IcrpCall &call,
                                      const icrp::IcrpResponder &responder) const
{
    ReplayCursor *cursor = m_cursors.value(call.sessionId).get();
    if (!cursor)
        responder.error(icrp::ErrorCode::NotFound,
                        QStringLiteral("No replay is loaded: call ic/replay.load first"));
    return cursor;
}

void ReplayService::handleSeek(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    ParamReader p(call.params, {QStringLiteral("tick")});
    if (p.failed())
        return p.reject(responder);
    ReplayCursor *cursor = cursorOf(call, responder);
    if (!cursor)
        return;
    qint64 tick = 0;
    if (!p.integer(QStringLiteral("tick"), &tick, ParamReader::Required, 0, cursor->endTick()))
        return p.reject(responder);
    const ReplayCursor::SeekResult seek = cursor->seek(tick);
    QJsonArray events;
    for (const SimEvent &e : seek.events)
        events.append(replayEventJson(e));
    responder.result(QJsonObject{{QStringLiteral("tick"), cursor->tick()},
                                 {QStringLiteral("end_tick"), cursor->endTick()},
                                 {QStringLiteral("events"), events},
                                 {QStringLiteral("events_truncated"), seek.truncated}});
}

void ReplayService::handleState(const icrp::IcrpCall &call,
                                const icrp::IcrpResponder &responder) const
{
    ParamReader p(call.params, {QStringLiteral("fields")});
    QStringList fields = StateQueryFields::all();
    p.stringList(QStringLiteral("fields"), &fields, ParamReader::Optional, StateQueryFields::all());
    if (p.failed())
        return p.reject(responder);
    const ReplayCursor *cursor = cursorOf(call, responder);
    if (!cursor)
        return;
    QJsonObject answer = StateQueryAnswer::fullView(cursor->sim(), fields);
    answer.insert(QStringLiteral("replay_id"), cursor->replay().replayId);
    responder.result(answer);
}

} // namespace icmock
