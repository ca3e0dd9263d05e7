#include "relay/RelayGame.h"

#include "mock/SkirmishSim.h"
#include "mock/StateQueryAnswer.h"

#include <QCryptographicHash>

namespace icrelay {

RelayGame::RelayGame(Setup setup) : m_setup(std::move(setup))
{
    icmock::SkirmishSim::Options options;
    options.seed = m_setup.seed;
    options.tickRate = m_setup.tickRate;
    options.durationTicks = m_setup.durationTicks;
    m_sim = std::make_unique<icmock::SkirmishSim>(options);
    // A relay sends no ic/event (docs/icrp-spec.md §19.3): nobody takes a per-tick state diff,
    // so the simulation builds none (its figures and events are the same without).
    m_sim->setStateDiffs(false);
}

RelayGame::~RelayGame() = default;

QString RelayGame::state() const
{
    if (m_sim->ended())
        return QStringLiteral("ended");
    return m_sim->paused() ? QStringLiteral("paused") : QStringLiteral("running");
}

bool RelayGame::ended() const
{
    return m_sim->ended();
}

qint64 RelayGame::tick() const
{
    return m_sim->tick();
}

int RelayGame::presentPlayers() const
{
    if (m_sim->ended())
        return 0;
    const auto &players = m_sim->players();
    return int(std::count_if(players.cbegin(), players.cend(),
                             [](const icmock::PlayerState &p) { return p.present; }));
}

QList<icmock::SimEvent> RelayGame::step()
{
    QList<icmock::SimEvent> events = m_sim->step();
    note(events, false);
    return events;
}

bool RelayGame::setPaused(bool paused, const QString &by)
{
    return !apply(paused ? icmock::SimInput::Kind::Pause : icmock::SimInput::Kind::Resume,
                  {{QStringLiteral("by"), by}})
                .isEmpty();
}

bool RelayGame::kick(const QString &player, const QString &reason)
{
    const int index = playerIndex(player);
    if (index < 0)
        return false;
    // The simulation knows the seat by its own name (what a replay plays again); the relay's
    // name goes with it, so the replay file says whom the relay's admin kicked or banned.
    const auto events = apply(icmock::SimInput::Kind::Kick,
                              {{QStringLiteral("player"), m_sim->players().at(index).name},
                               {QStringLiteral("relay_player"), m_setup.players.value(index)},
                               {QStringLiteral("reason"), reason},
                               {QStringLiteral("by"), QStringLiteral("relay")}});
    note(events, true);
    return !events.isEmpty();
}

QList<icmock::SimEvent> RelayGame::apply(icmock::SimInput::Kind kind, const QJsonObject &args)
{
    icmock::SimInput input;
    input.tick = m_sim->tick();
    input.kind = kind;
    input.args = args;
    QList<icmock::SimEvent> events = icmock::applySimInput(*m_sim, input);
    if (!events.isEmpty())
        m_inputs << input;
    return events;
}

icmock::MatchReplay RelayGame::replay() const
{
    icmock::MatchReplay r;
    r.replayId = m_setup.id + QStringLiteral("-") +
                 m_setup.startedAt.toUTC().toString(QStringLiteral("yyyyMMddTHHmmssZ"));
    r.matchId = m_setup.id;
    r.startedAt = m_setup.startedAt.toUTC().toString(Qt::ISODate);
    r.map = m_setup.map;
    r.mode = m_sim->mode();
    r.ranked = m_setup.ranked;
    r.options.seed = m_setup.seed;
    r.options.tickRate = m_setup.tickRate;
    r.options.durationTicks = m_setup.durationTicks;
    r.endTick = m_sim->tick();
    r.winnerTeam = m_sim->ended() ? m_sim->winnerTeam() : -1;
    for (const QJsonValue &p : roster())
        r.players.append(QJsonObject{{QStringLiteral("name"), p[QStringLiteral("name")]},
                                     {QStringLiteral("team"), p[QStringLiteral("team")]},
                                     {QStringLiteral("faction"), p[QStringLiteral("faction")]}});
    r.inputs = m_inputs;
    return r;
}

QString RelayGame::relayName(const QString &simName) const
{
    return m_setup.players.value(m_sim->playerIndex(simName), simName);
}

QList<QJsonObject> RelayGame::takeEvents()
{
    return std::exchange(m_events, {});
}

void RelayGame::note(const QList<icmock::SimEvent> &events, bool kicked)
{
    for (const icmock::SimEvent &e : events) {
        if (e.category != icrp::EventCategory::Match)
            continue;
        QString type = e.type;
        QJsonObject data;
        if (e.type == QLatin1String("game_start")) {
            data = {{QStringLiteral("map"), m_setup.map},
                    {QStringLiteral("mode"), m_sim->mode()},
                    {QStringLiteral("ranked"), m_setup.ranked},
                    {QStringLiteral("players"), roster()}};
        } else if (e.type == QLatin1String("game_end")) {
            QJsonArray winners;
            for (const QJsonValue &w : e.data.value(QStringLiteral("winners")).toArray())
                winners.append(relayName(w.toString()));
            data = {{QStringLiteral("winner_team"), e.data.value(QStringLiteral("winner_team"))},
                    {QStringLiteral("winners"), winners},
                    {QStringLiteral("reason"), e.data.value(QStringLiteral("reason"))},
                    {QStringLiteral("scores"), e.data.value(QStringLiteral("scores"))},
                    {QStringLiteral("duration_seconds"), gameSeconds()},
                    {QStringLiteral("ranked"), m_setup.ranked},
                    {QStringLiteral("players"), roster()}};
        } else if (e.type == QLatin1String("player_leave")) {
            type = kicked ? QStringLiteral("player_kick") : type;
            data = {{QStringLiteral("player"),
                     relayName(e.data.value(QStringLiteral("player")).toString())},
                    {QStringLiteral("reason"), e.data.value(QStringLiteral("reason"))}};
        } else {
            continue;
        }
        m_events.append(
            {{QStringLiteral("game_id"), m_setup.id},
             {QStringLiteral("type"), type},
             {QStringLiteral("at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
             {QStringLiteral("game_time_seconds"), gameSeconds()},
             {QStringLiteral("data"), data}});
    }
}

void RelayGame::announce(const QString &message)
{
    m_sim->chat(QStringLiteral("Relay"), message, QStringLiteral("all"));
    m_announcements << message;
    while (m_announcements.size() > kMaxAnnouncements)
        m_announcements.removeFirst();
}

QString RelayGame::identityKey(const QString &player)
{
    const QByteArray hash = QCryptographicHash::hash(
        QByteArrayLiteral("ic-relay-mock player ") + player.toUtf8(), QCryptographicHash::Sha256);
    return QStringLiteral("ick1:") + QString::fromLatin1(hash.left(8).toHex());
}

QString RelayGame::presentPlayerWithKey(const QString &key) const
{
    const auto &seats = m_sim->players();
    for (int i = 0; i < seats.size() && i < m_setup.players.size(); ++i) {
        if (seats.at(i).present && identityKey(m_setup.players.at(i)) == key)
            return m_setup.players.at(i);
    }
    return {};
}

int RelayGame::playerIndex(const QString &name) const
{
    return int(m_setup.players.indexOf(name));
}

double RelayGame::gameSeconds() const
{
    return double(m_sim->tick()) / std::max(1, m_setup.tickRate);
}

QJsonObject RelayGame::renamed(QJsonObject player) const
{
    const int index = m_sim->playerIndex(player.value(QStringLiteral("name")).toString());
    if (index >= 0 && index < m_setup.players.size())
        player.insert(QStringLiteral("name"), m_setup.players.at(index));
    return player;
}

QJsonArray RelayGame::roster() const
{
    QJsonArray players;
    const auto &seats = m_sim->players();
    for (int i = 0; i < seats.size(); ++i)
        players.append(
            QJsonObject{{QStringLiteral("name"), m_setup.players.value(i)},
                        {QStringLiteral("identity_key"), identityKey(m_setup.players.value(i))},
                        {QStringLiteral("faction"), seats.at(i).faction},
                        {QStringLiteral("team"), seats.at(i).team},
                        {QStringLiteral("present"), seats.at(i).present}});
    return players;
}

QJsonObject RelayGame::summary() const
{
    QJsonArray teams;
    const auto &seats = m_sim->players();
    for (int team = 0; team < 2; ++team) {
        QJsonArray names;
        for (int i = 0; i < seats.size(); ++i) {
            if (seats.at(i).team == team)
                names.append(m_setup.players.value(i));
        }
        teams.append(
            QJsonObject{{QStringLiteral("team"), team}, {QStringLiteral("players"), names}});
    }
    QJsonObject row{
        {QStringLiteral("id"), m_setup.id},
        {QStringLiteral("map"), m_setup.map},
        {QStringLiteral("mode"), m_sim->mode()},
        {QStringLiteral("state"), state()},
        {QStringLiteral("ranked"), m_setup.ranked},
        {QStringLiteral("started_at"), m_setup.startedAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("duration_seconds"), gameSeconds()},
        {QStringLiteral("players"), roster()},
        {QStringLiteral("teams"), teams}};
    if (m_sim->ended())
        row.insert(QStringLiteral("winner_team"), m_sim->winnerTeam());
    return row;
}

QJsonObject RelayGame::matchInfo() const
{
    const QJsonObject sim = m_sim->matchInfoJson();
    QJsonObject info{
        {QStringLiteral("game_id"), m_setup.id},
        {QStringLiteral("map"), m_setup.map},
        {QStringLiteral("mode"), m_sim->mode()},
        {QStringLiteral("seed"), qint64(m_setup.seed)},
        {QStringLiteral("state"), state()},
        {QStringLiteral("game_time_ticks"), m_sim->tick()},
        {QStringLiteral("tick_rate"), m_setup.tickRate},
        {QStringLiteral("ranked"), m_setup.ranked},
        {QStringLiteral("trust_label"),
         m_setup.ranked ? QStringLiteral("ranked") : QStringLiteral("unranked")},
        {QStringLiteral("players"), roster()},
        {QStringLiteral("local_seat"), QStringLiteral("spectator")},
        {QStringLiteral("started_at"), m_setup.startedAt.toUTC().toString(Qt::ISODateWithMs)}};
    if (!m_announcements.isEmpty())
        info.insert(QStringLiteral("announcements"), QJsonArray::fromStringList(m_announcements));
    if (m_setup.durationTicks > 0)
        info.insert(QStringLiteral("duration_seconds"),
                    double(m_setup.durationTicks) / std::max(1, m_setup.tickRate));
    if (m_sim->ended()) {
        QJsonArray winners;
        for (int i = 0; i < m_sim->players().size(); ++i) {
            if (m_sim->players().at(i).team == m_sim->winnerTeam())
                winners.append(m_setup.players.value(i));
        }
        info.insert(QStringLiteral("winner_team"), m_sim->winnerTeam());
        info.insert(QStringLiteral("winners"), winners);
        info.insert(QStringLiteral("end_reason"), sim.value(QStringLiteral("end_reason")));
    }
    return info;
}

QJsonObject RelayGame::stateQuery(const QStringList &fields, int onlyPlayer) const
{
    QJsonObject answer = icmock::StateQueryAnswer::fullView(*m_sim, fields, onlyPlayer);
    if (answer.contains(QStringLiteral("players"))) {
        QJsonArray players;
        for (const QJsonValue &p : answer.value(QStringLiteral("players")).toArray())
            players.append(renamed(p.toObject()));
        answer.insert(QStringLiteral("players"), players);
    }
    answer.insert(QStringLiteral("game_id"), m_setup.id);
    return answer;
}

} // namespace icrelay
