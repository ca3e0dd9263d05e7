#include "mock/MatchRecorder.h"

#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

namespace icmock {

using icrp::EventCategory;

MatchRecorder::MatchRecorder(MockGame &game, QObject *parent) : QObject(parent), m_game(game)
{
    connect(&game, &MockGame::simEventsHappened, this, &MatchRecorder::onSimEvents);
    connect(&game, &MockGame::adminEventPublished, this, &MatchRecorder::onAdminEvent);
    // Minute 0: each player's figures at the match's start, the first point of every line.
    if (game.sim()->tick() == 0)
        noteMinute(0);
}

MatchRecorder::~MatchRecorder() = default;

int MatchRecorder::ticksPerMinute() const
{
    return 60 * m_game.sim()->options().tickRate;
}

void MatchRecorder::onSimEvents(const QList<SimEvent> &events)
{
    collect(events);
    const qint64 tick = m_game.sim()->tick();
    const int minute = int(tick / ticksPerMinute());
    if (tick > 0 && tick % ticksPerMinute() == 0 && minute > m_lastMinute)
        noteMinute(minute);
}

void MatchRecorder::onAdminEvent(const QString &type, qint64 tick, const QJsonObject &data)
{
    m_events << FinishedMatch::Event{tick, QStringLiteral("admin"), type,
                                     data.value(u"player").toString(), data};
}

void MatchRecorder::collect(const QList<SimEvent> &events)
{
    for (const SimEvent &e : events) {
        switch (e.category) {
        case EventCategory::Match:
        case EventCategory::Combat:
        case EventCategory::Admin:
            m_events << FinishedMatch::Event{e.tick, icrp::categoryName(e.category), e.type,
                                             subjectOf(e), e.data};
            break;
        case EventCategory::Economy:
            if (e.type == QLatin1String("unit_produced") && e.ownerPlayer >= 0)
                ++m_produced[{e.ownerPlayer, e.data.value(u"unit_type").toString()}];
            break;
        default:
            break;
        }
    }
}

QString MatchRecorder::subjectOf(const SimEvent &event) const
{
    for (const char *key : {"player", "owner"}) {
        const QJsonValue v = event.data.value(QLatin1String(key));
        if (v.isString())
            return v.toString();
    }
    const QList<PlayerState> &players = m_game.sim()->players();
    if (event.ownerPlayer >= 0 && event.ownerPlayer < players.size())
        return players.at(event.ownerPlayer).name;
    return {};
}

void MatchRecorder::noteMinute(int minute)
{
    const QList<PlayerState> &players = m_game.sim()->players();
    for (int slot = 0; slot < players.size(); ++slot) {
        const PlayerState &p = players.at(slot);
        m_minutes << FinishedMatch::Minute{slot,      minute,       p.armyValue,
                                           p.credits, p.unitsAlive, p.structures,
                                           p.apm,     p.kills,      p.losses};
    }
    m_lastMinute = minute;
}

QList<FinishedMatch::Player> MatchRecorder::players() const
{
    QList<FinishedMatch::Player> out;
    const int winner = m_game.sim()->winnerTeam();
    const QList<PlayerState> &players = m_game.sim()->players();
    for (int slot = 0; slot < players.size(); ++slot) {
        const PlayerState &p = players.at(slot);
        QString result = winner < 0
                             ? QStringLiteral("draw")
                             : (p.team == winner ? QStringLiteral("win") : QStringLiteral("loss"));
        if (!p.present)
            result = QStringLiteral("kicked");
        out << FinishedMatch::Player{
            slot,         p.name,
            p.team,       p.faction,
            result,       p.armyValue,
            p.credits,    p.unitsAlive,
            p.structures, p.kills,
            p.losses,     p.harvested,
            p.spent,      FinishedMatch::averageApm(m_minutes, slot, p.apm)};
    }
    return out;
}

FinishedMatch MatchRecorder::finish()
{
    const SkirmishSim &sim = *m_game.sim();
    const qint64 tick = sim.tick();
    const int partial = int((tick + ticksPerMinute() - 1) / ticksPerMinute());
    if (partial > m_lastMinute)
        noteMinute(partial);
    FinishedMatch m;
    m.matchId = m_game.matchId();
    m.startedAt = m_game.startedAt();
    m.durationTicks = tick;
    m.tickRate = sim.options().tickRate;
    m.map = sim.mapName();
    m.mode = sim.mode();
    m.ranked = m_game.options().ranked;
    m.seed = sim.options().seed;
    m.winnerTeam = sim.winnerTeam();
    m.endReason = sim.matchInfoJson().value(u"end_reason").toString();
    m.replayId = m_game.matchId(); // ReplayService names its file after the match
    m.players = players();
    m.minutes = m_minutes;
    m.events = m_events;
    for (auto it = m_produced.cbegin(); it != m_produced.cend(); ++it)
        m.produced << FinishedMatch::Produced{it.key().first, it.key().second, it.value()};
    return m;
}

} // namespace icmock
