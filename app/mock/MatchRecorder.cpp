#include "mock/MatchRecorder.h"

#include "mock/MockGame.h"
#include "mock/MockLog.h"

namespace icmock {

using icrp::EventCategory;

MatchRecorder::MatchRecorder(MockGame &game, QObject *parent)
    : QObject(parent), m_game(game), m_shadow(game.sim()->options())
{
    catchUp(game.sim()->tick());
    connect(&game, &MockGame::ticked, this, &MatchRecorder::catchUp);
    connect(&game, &MockGame::inputApplied, this, &MatchRecorder::onInput);
}

MatchRecorder::~MatchRecorder() = default;

int MatchRecorder::ticksPerMinute() const
{
    return 60 * m_shadow.options().tickRate;
}

void MatchRecorder::catchUp(qint64 tick)
{
    while (m_shadow.tick() < tick && !m_shadow.ended()) {
        const qint64 before = m_shadow.tick();
        collect(m_shadow.step());
        if (m_shadow.tick() == before)
            break; // paused or static: it would not move on
        if (m_shadow.tick() % ticksPerMinute() == 0)
            noteMinute(int(m_shadow.tick() / ticksPerMinute()));
    }
}

void MatchRecorder::onInput(const SimInput &input)
{
    catchUp(input.tick);
    const QList<SimEvent> events = applySimInput(m_shadow, input);
    collect(events);
    if (events.isEmpty())
        return;
    const QString admin = QStringLiteral("admin");
    switch (input.kind) {
    case SimInput::Kind::Kick: // {player, reason, by}: as the live kick event
        m_events << FinishedMatch::Event{input.tick, admin, QStringLiteral("kick"),
                                         input.args.value(u"player").toString(), input.args};
        break;
    case SimInput::Kind::Pause:
    case SimInput::Kind::Resume: {
        const bool paused = input.kind == SimInput::Kind::Pause;
        m_events << FinishedMatch::Event{
            input.tick,
            admin,
            QStringLiteral("server_status"),
            QString(),
            {{QStringLiteral("message"),
              paused ? QStringLiteral("Match paused") : QStringLiteral("Match resumed")},
             {QStringLiteral("paused"), paused},
             {QStringLiteral("by"), input.args.value(u"by")}}};
        break;
    }
    case SimInput::Kind::Order:
    case SimInput::Kind::Command:
        break;
    }
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
    if (event.ownerPlayer >= 0 && event.ownerPlayer < m_shadow.players().size())
        return m_shadow.players().at(event.ownerPlayer).name;
    return {};
}

void MatchRecorder::noteMinute(int minute)
{
    const QList<PlayerState> &players = m_shadow.players();
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
    const int winner = m_shadow.winnerTeam();
    const QList<PlayerState> &players = m_shadow.players();
    for (int slot = 0; slot < players.size(); ++slot) {
        const PlayerState &p = players.at(slot);
        QString result = winner < 0
                             ? QStringLiteral("draw")
                             : (p.team == winner ? QStringLiteral("win") : QStringLiteral("loss"));
        if (!p.present)
            result = QStringLiteral("kicked");
        qint64 apmSum = 0;
        int minutes = 0;
        for (const FinishedMatch::Minute &n : m_minutes) {
            if (n.slot == slot) {
                apmSum += n.apm;
                ++minutes;
            }
        }
        out << FinishedMatch::Player{slot,         p.name,
                                     p.team,       p.faction,
                                     result,       p.armyValue,
                                     p.credits,    p.unitsAlive,
                                     p.structures, p.kills,
                                     p.losses,     p.harvested,
                                     p.spent,      minutes ? int(apmSum / minutes) : p.apm};
    }
    return out;
}

FinishedMatch MatchRecorder::finish()
{
    catchUp(m_game.sim()->tick());
    if (m_shadow.tick() != m_game.sim()->tick() ||
        m_shadow.winnerTeam() != m_game.sim()->winnerTeam())
        qCWarning(lcMock) << "the match history's copy of the match went its own way: tick"
                          << m_shadow.tick() << "instead of" << m_game.sim()->tick();
    const qint64 tick = m_shadow.tick();
    const int partial = int((tick + ticksPerMinute() - 1) / ticksPerMinute());
    if (partial > m_lastMinute)
        noteMinute(partial);
    FinishedMatch m;
    m.matchId = m_game.matchId();
    m.startedAt = m_game.startedAt();
    m.durationTicks = tick;
    m.tickRate = m_shadow.options().tickRate;
    m.map = m_shadow.mapName();
    m.mode = m_shadow.mode();
    m.ranked = m_game.options().ranked;
    m.seed = m_shadow.options().seed;
    m.winnerTeam = m_shadow.winnerTeam();
    m.endReason = m_shadow.matchInfoJson().value(u"end_reason").toString();
    m.replayId = m_game.matchId(); // ReplayService names its file after the match
    m.players = players();
    m.minutes = m_minutes;
    m.events = m_events;
    for (auto it = m_produced.cbegin(); it != m_produced.cend(); ++it)
        m.produced << FinishedMatch::Produced{it.key().first, it.key().second, it.value()};
    return m;
}

} // namespace icmock
