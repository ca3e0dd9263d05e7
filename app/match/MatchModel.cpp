#include "match/MatchModel.h"

#include "icrp/client/IcrpClient.h"
#include "match/MatchLog.h"
#include "match/Tr.h"

#include <QJsonArray>
#include <QPointer>

namespace icmatch {
namespace {

const QStringList kFigureFields{QStringLiteral("players"),    QStringLiteral("resources"),
                                QStringLiteral("army_value"), QStringLiteral("units_alive"),
                                QStringLiteral("structures"), QStringLiteral("apm"),
                                QStringLiteral("power"),      QStringLiteral("game_time")};

/// Events kept per match for the memory: as many as the feed shows.
constexpr qsizetype kEventsKept = 2000;

/// Events the feed leaves out: one per tick, or figures for the Status page.
bool feedSkips(const QString &category)
{
    return category == QLatin1String("sim_state") || category == QLatin1String("telemetry");
}

} // namespace

MatchModel::MatchModel(icrp::IcrpClient *client, QObject *parent)
    : QObject(parent), m_client(client), m_feed(new MatchFeed(this))
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &MatchModel::refresh);
    if (!m_client)
        return; // a replay's model: fed by its owner
    connect(m_client, &icrp::IcrpClient::connected, this, &MatchModel::onConnected);
    connect(m_client, &icrp::IcrpClient::disconnected, this, [this] { m_timer.stop(); });
    connect(m_client, &icrp::IcrpClient::stateChanged, this, [this](icrp::IcrpClient::State s) {
        if (s == icrp::IcrpClient::State::Connecting)
            onConnecting();
    });
    connect(m_client, &icrp::IcrpClient::eventReceived, this, &MatchModel::onEvent);
    if (m_client->state() == icrp::IcrpClient::State::Connected)
        onConnected();
}

void MatchModel::setRefreshInterval(int ms)
{
    m_timer.setInterval(std::max(ms, 0));
    if (ms <= 0 || !m_client)
        m_timer.stop();
    else if (m_client->state() == icrp::IcrpClient::State::Connected)
        m_timer.start();
}

void MatchModel::refresh()
{
    if (!m_client || m_client->state() != icrp::IcrpClient::State::Connected)
        return;
    askInfo();
    askFigures();
}

void MatchModel::onConnecting()
{
    // Another game's match is not shown while this one has not answered (it may never).
    const QString endpoint = m_client->options().url.toString(QUrl::RemoveUserInfo);
    if (!m_endpoint.isEmpty() && endpoint != m_endpoint) {
        qCInfo(lcMatch) << "another game" << endpoint << ": the view starts again";
        m_timer.stop();
        remember();
        reset();
    }
    m_endpoint = endpoint;
}

void MatchModel::onConnected()
{
    onConnecting();
    qCDebug(lcMatch) << "connected; asking for the match";
    if (m_timer.interval() > 0)
        m_timer.start();
    refresh();
}

void MatchModel::askInfo()
{
    if (m_infoPending)
        return;
    m_infoPending = true;
    QPointer<MatchModel> self(this);
    m_client->call(QStringLiteral("ic/match.info"), QJsonObject{},
                   [self](const icrp::IcrpResult &r) {
                       if (!self)
                           return;
                       self->m_infoPending = false;
                       if (r.ok)
                           self->takeInfo(r.result.toObject());
                   });
}

void MatchModel::askFigures()
{
    if (m_figuresPending)
        return;
    m_figuresPending = true;
    queryFigures([this] { m_figuresPending = false; });
}

void MatchModel::queryFigures(std::function<void()> after)
{
    if (!m_client) {
        after(); // a replay's figures come from its owner
        return;
    }
    QPointer<MatchModel> self(this);
    m_client->call(
        QStringLiteral("ic/state.query"),
        QJsonObject{{QStringLiteral("fields"), QJsonArray::fromStringList(kFigureFields)}},
        [self, after = std::move(after)](const icrp::IcrpResult &r) {
            if (!self)
                return;
            if (r.ok)
                self->takeFigures(r.result.toObject());
            after();
        });
}

void MatchModel::takeInfo(const QJsonObject &json)
{
    MatchInfo info = MatchInfo::fromJson(json);
    // seed -1: nothing known yet (an event may have set the state before the first answer).
    if (m_info.seed >= 0 && info.isOtherMatchThan(m_info))
        reset();
    const bool ended = m_info.seed >= 0 && m_info.state != MatchInfo::State::Ended &&
                       info.state == MatchInfo::State::Ended;
    m_info = std::move(info);
    m_kicked.unite(m_kicksSeen.value(matchKey()));
    m_feed->setTickRate(m_info.tickRate);
    if (recall())
        Q_EMIT figuresChanged();
    Q_EMIT infoChanged();
    if (ended)
        announceEnd();
}

void MatchModel::takeFigures(const QJsonObject &answer)
{
    const qint64 tick = qint64(answer.value(u"game_time_ticks").toDouble());
    if (tick < m_figuresTick && m_client) {
        qCInfo(lcMatch) << "the game's clock went back from" << m_figuresTick << "to" << tick
                        << ": a new match";
        reset();
        askInfo();
    }
    m_figuresTick = tick;
    m_players.clear();
    for (const QJsonValue &p : answer.value(u"players").toArray()) {
        PlayerFigures figures = m_departed.live(PlayerFigures::fromJson(p.toObject()));
        figures.kicked = !figures.present && m_kicked.contains(figures.name);
        m_players << figures;
    }
    sumAndRecord(tick);
    recall();
    Q_EMIT figuresChanged();
}

void MatchModel::sumAndRecord(qint64 tick)
{
    m_teamTotals = sumTeams(m_players);
    QHash<QString, MatchSeries::Values> players;
    for (const PlayerFigures &p : std::as_const(m_players))
        players.insert(p.name, {p.armyValue, p.credits});
    QHash<int, MatchSeries::Values> teams;
    for (const TeamTotals &t : std::as_const(m_teamTotals))
        teams.insert(t.team, {t.armyValue, t.credits});
    m_series.add(tick, players, teams);
}

void MatchModel::takeLeave(const QString &player, bool kicked)
{
    if (kicked) {
        m_kicked.insert(player);
        if (m_info.seed >= 0)
            m_kicksSeen[matchKey()].insert(player);
    }
    for (PlayerFigures &p : m_players) {
        if (p.name == player) {
            p.present = false;
            p.kicked = p.kicked || kicked;
            m_departed.depart(p.name);
        }
    }
    m_teamTotals = sumTeams(m_players);
    Q_EMIT figuresChanged();
}

void MatchModel::onEvent(const QString &category, const QString &type, qint64 tick,
                         const QJsonObject &data)
{
    if (type == QLatin1String("game_start")) {
        reset();
        refresh();
    }
    if (!feedSkips(category))
        feedEvent(category, type, tick, markDeparted(data));
    // An admin's kick names the player (a remote session's names a session instead).
    if (category == QLatin1String("admin") && type == QLatin1String("kick") &&
        data.contains(u"player"))
        takeLeave(data.value(u"player").toString(), true);
    if (category != QLatin1String("match"))
        return;
    if (type == QLatin1String("pause") || type == QLatin1String("resume")) {
        m_info.state =
            type == QLatin1String("pause") ? MatchInfo::State::Paused : MatchInfo::State::Running;
        Q_EMIT infoChanged();
    } else if (type == QLatin1String("player_join")) {
        m_departed.rejoin(data.value(u"player").toString());
        m_kicked.remove(data.value(u"player").toString());
        m_kicksSeen[matchKey()].remove(data.value(u"player").toString());
    } else if (type == QLatin1String("player_leave")) {
        takeLeave(data.value(u"player").toString(), false);
    } else if (type == QLatin1String("game_end")) {
        m_info.state = MatchInfo::State::Ended;
        m_info.winnerTeam = data.value(u"winner_team").toInt(-1);
        m_info.winners.clear();
        for (const QJsonValue &w : data.value(u"winners").toArray())
            m_info.winners << w.toString();
        m_info.endReason = data.value(u"reason").toString();
        Q_EMIT infoChanged();
        announceEnd();
    }
}

QJsonObject MatchModel::markDeparted(const QJsonObject &data) const
{
    // The units of a player who left stay and return fire: the feed says whose they were.
    const QString killer = data.value(u"killed_by").toString();
    if (killer.isEmpty() || !m_departed.contains(killer))
        return data;
    QJsonObject marked = data;
    marked.insert(QStringLiteral("killer_gone"),
                  m_kicked.contains(killer) ? QStringLiteral("kicked") : QStringLiteral("left"));
    return marked;
}

void MatchModel::announceEnd()
{
    if (m_endAnnounced)
        return;
    m_endAnnounced = true;
    // Said with the final figures: after the answer to this question (or at once when it
    // fails), unless another match has begun meanwhile.
    m_endPending = true;
    queryFigures([this] {
        if (!m_endPending)
            return;
        m_endPending = false;
        Q_EMIT matchEnded();
    });
}

void MatchModel::reset()
{
    m_endAnnounced = false;
    m_endPending = false;
    m_info = {};
    m_players.clear();
    m_kicked.clear();
    m_departed.clear();
    m_teamTotals.clear();
    m_series.clear();
    m_feed->clear();
    m_events.clear();
    m_figuresTick = -1;
    Q_EMIT matchReset();
}

void MatchModel::feedEvent(const QString &category, const QString &type, qint64 tick,
                           const QJsonObject &data)
{
    m_feed->append(category, type, tick, data);
    if (!m_client)
        return; // a replay is never switched away from
    m_events.append({category, type, tick, data});
    if (m_events.size() > kEventsKept + kEventsKept / 8)
        m_events.remove(0, m_events.size() - kEventsKept);
}

void MatchModel::remember()
{
    if (!m_client || m_info.seed < 0 || m_series.samples().isEmpty())
        return;
    qCInfo(lcMatch) << "keeping" << m_series.samples().size() << "samples and" << m_events.size()
                    << "events of the match on" << m_endpoint;
    m_memory.keep(matchKey(), {m_series, m_events});
}

bool MatchModel::recall()
{
    if (!m_client || m_info.seed < 0 || m_figuresTick < 0 || m_memory.size() == 0)
        return false;
    std::optional<MatchMemory::Seen> seen = m_memory.take(matchKey());
    if (!seen || seen->series.samples().isEmpty())
        return false;
    const qint64 last = seen->series.samples().constLast().tick;
    if (last > m_figuresTick) {
        qCInfo(lcMatch) << "the game's clock is behind the match seen before:" << m_figuresTick
                        << "<" << last << ": another match, starting empty";
        return false;
    }
    qCInfo(lcMatch) << "the match seen before: its chart and feed continue from tick"
                    << seen->series.samples().constFirst().tick;
    for (const MatchSeries::Sample &s : m_series.samples()) {
        if (s.tick > last)
            seen->series.add(s.tick, s.players, s.teams);
    }
    m_series = std::move(seen->series);
    QList<MatchMemory::Event> since = std::move(m_events);
    m_events.clear();
    m_feed->clear();
    for (const QList<MatchMemory::Event> *events : {&seen->events, &since}) {
        for (const MatchMemory::Event &e : *events)
            feedEvent(e.category, e.type, e.tick, e.data);
    }
    return true;
}

QString MatchModel::matchKey() const
{
    return QStringList{m_endpoint, QString::number(m_info.seed), m_info.map, m_info.mode}.join(
        u'\n');
}

QList<MatchModel::TeamTotals> MatchModel::sumTeams(const QList<PlayerFigures> &players)
{
    QMap<int, QList<const PlayerFigures *>> teams;
    for (const PlayerFigures &p : players)
        teams[p.team] << &p;
    QMap<int, QStringList> departed;
    for (const PlayerFigures &p : players) {
        if (!p.present)
            departed[p.team] << p.name;
    }
    QList<TeamTotals> out;
    for (auto it = teams.cbegin(); it != teams.cend(); ++it) {
        // A sum over the team's players, absent when any of them is hidden.
        const auto total = [&members = it.value()](std::optional<qint64> PlayerFigures::*field) {
            std::optional<qint64> sum = 0;
            for (const PlayerFigures *p : members) {
                if (p->present)
                    sum = sum && p->*field ? std::optional<qint64>(*sum + *(p->*field))
                                           : std::nullopt;
            }
            return sum;
        };
        TeamTotals t;
        t.team = it.key();
        for (const PlayerFigures *p : it.value()) {
            if (p->present)
                t.players << p->name;
        }
        t.departed = departed.value(it.key());
        t.armyValue = total(&PlayerFigures::armyValue);
        t.credits = total(&PlayerFigures::credits);
        t.units = total(&PlayerFigures::units);
        t.structures = total(&PlayerFigures::structures);
        out << t;
    }
    return out;
}

int MatchModel::observerDelaySeconds() const
{
    if (!m_client)
        return 0;
    return m_client->welcome().value(u"observerDelaySeconds").toInt();
}

bool MatchModel::seesEverything() const
{
    if (!m_client)
        return true; // a replay shows every player
    const QString tier = m_client->welcome().value(u"tier").toString();
    return !tier.isEmpty() && tier != QLatin1String("observer");
}

QString MatchModel::adminUnavailableReason() const
{
    // A replay's model (no client) is not connected to a game either.
    if (!m_client || m_client->state() != icrp::IcrpClient::State::Connected)
        return Tr::tr("Not connected to a game. Connect first (Status page).");
    const QString tier = m_client->welcome().value(u"tier").toString();
    if (tier != QLatin1String("admin") && tier != QLatin1String("debug"))
        return Tr::tr("The panel is connected as %1; this needs the admin tier. Choose admin "
                      "in Settings and reconnect.")
            .arg(tier);
    return {};
}

void MatchModel::showReplay(const MatchInfo &info)
{
    reset();
    m_info = info;
    m_feed->setTickRate(m_info.tickRate);
    Q_EMIT infoChanged();
}

void MatchModel::restartReplay()
{
    MatchInfo info = m_info;
    info.state = MatchInfo::State::Running;
    info.winnerTeam.reset();
    info.winners.clear();
    info.endReason.clear();
    showReplay(info);
}

void MatchModel::replayEvent(const QString &category, const QString &type, qint64 tick,
                             const QJsonObject &data)
{
    if (type == QLatin1String("game_start")) {
        m_feed->append(category, type, tick, data); // not a new match: the replay's own start
        return;
    }
    onEvent(category, type, tick, data);
}

} // namespace icmatch
