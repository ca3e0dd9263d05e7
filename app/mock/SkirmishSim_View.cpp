// SkirmishSim: the spatial grid, per-player stats, the per-tick state diff, telemetry, the end
// of the match, and the fog-filtered views (visibleTo, playerJson, snapshotJson, stateDiffFor).

#include "mock/SkirmishSim.h"

#include "mock/SimMath.h"
#include "mock/UnitCatalog.h"

#include <QJsonArray>
#include <array>

namespace icmock {

using icrp::EventCategory;
using simmath::posJson;
using simmath::within;

namespace {
constexpr int kMaxSight = 500; // the largest sight in UnitCatalog

/// Each team's score at the time limit: its army value plus the cost of its buildings standing.
std::array<qint64, 2> teamScores(const QList<PlayerState> &players, const QList<UnitState> &units)
{
    std::array<qint64, 2> score{0, 0};
    for (const PlayerState &p : players)
        score[size_t(p.team)] += p.armyValue;
    for (const UnitState &u : units) {
        if (u.building && u.hp > 0)
            score[size_t(u.team)] += u.cost;
    }
    return score;
}
} // namespace

void SkirmishSim::rebuildGrid()
{
    const auto cellOf = [](const QPoint &p) {
        const int cx = qBound(0, p.x() / kGridCell, kGridSide - 1);
        const int cy = qBound(0, p.y() / kGridCell, kGridSide - 1);
        return cy * kGridSide + cx;
    };
    m_gridStart.fill(0);
    int alive = 0;
    for (const UnitState &u : std::as_const(m_units)) {
        if (u.hp > 0) {
            ++m_gridStart[cellOf(u.position) + 1];
            ++alive;
        }
    }
    for (size_t c = 1; c < m_gridStart.size(); ++c)
        m_gridStart[c] += m_gridStart[c - 1];
    m_gridEntries.resize(size_t(alive));
    std::array<int, kGridSide * kGridSide> next{};
    std::copy(m_gridStart.begin(), m_gridStart.end() - 1, next.begin());
    for (int i = 0; i < m_units.size(); ++i) {
        const UnitState &u = m_units.at(i);
        if (u.hp <= 0)
            continue;
        const UnitType &type = UnitCatalog::at(u.typeIndex);
        GridEntry &g = m_gridEntries[size_t(next[cellOf(u.position)]++)];
        g.index = i;
        g.position = u.position;
        g.team = u.team;
        g.sight = type.sight;
        g.infantry = type.isInfantry();
        g.passive = u.building && !type.isArmed();
    }
}

void SkirmishSim::updateStats()
{
    for (PlayerState &p : m_players) {
        p.armyValue = 0;
        p.unitsAlive = 0;
        p.structures = 0;
        p.powerProduced = 0;
        p.powerConsumed = 0;
    }
    for (const UnitState &u : std::as_const(m_units)) {
        if (u.hp <= 0)
            continue;
        PlayerState &p = m_players[u.owner];
        if (u.building) {
            ++p.structures;
            const int power = UnitCatalog::at(u.typeIndex).power;
            if (power > 0)
                p.powerProduced += power;
            else
                p.powerConsumed -= power;
        } else {
            ++p.unitsAlive;
            p.armyValue += u.cost;
        }
    }
    // APM: actions over the last game minute (scaled up while the match is younger)
    const qint64 elapsed = m_tick / m_options.tickRate;
    const qint64 window = qBound(qint64(15), elapsed, qint64(60));
    for (int i = 0; i < m_players.size(); ++i) {
        qint64 sum = 0;
        for (int n : std::as_const(m_ai.at(i).actionsPerSecond))
            sum += n;
        m_players[i].apm = int(sum * 60 / window);
    }
}

SimEvent SkirmishSim::makeStateDiff()
{
    QJsonArray changed;
    for (UnitState &u : m_units) {
        if (!u.reported) {
            changed.append(QJsonObject{{QStringLiteral("id"), u.id},
                                       {QStringLiteral("position"), posJson(u.position)},
                                       {QStringLiteral("health"), u.health},
                                       {QStringLiteral("type"), u.type},
                                       {QStringLiteral("owner"), m_players.at(u.owner).name},
                                       {QStringLiteral("building"), u.building}});
        } else if (u.position != u.reportedPosition || u.health != u.reportedHealth) {
            changed.append(QJsonObject{{QStringLiteral("id"), u.id},
                                       {QStringLiteral("position"), posJson(u.position)},
                                       {QStringLiteral("health"), u.health}});
        } else {
            continue;
        }
        u.reported = true;
        u.reportedPosition = u.position;
        u.reportedHealth = u.health;
    }
    for (const QJsonObject &gone : std::as_const(m_destroyedNow))
        changed.append(gone);
    QJsonObject resources;
    for (PlayerState &p : m_players) {
        if (p.credits != p.reportedCredits) {
            resources.insert(p.name, p.credits);
            p.reportedCredits = p.credits;
        }
    }
    return event(EventCategory::SimState, QStringLiteral("state_diff"),
                 {{QStringLiteral("changed"), changed}, {QStringLiteral("resources"), resources}});
}

void SkirmishSim::markReported()
{
    for (UnitState &u : m_units) {
        u.reported = true;
        u.reportedPosition = u.position;
        u.reportedHealth = u.health;
    }
    for (PlayerState &p : m_players)
        p.reportedCredits = p.credits;
}

void SkirmishSim::emitTelemetry(QList<SimEvent> &out)
{
    Rng &rng = m_telemetryRng;
    const qint64 n = m_units.size();
    qint64 fpsTenths = 600 - n * 2 - rng.range(0, 30);
    if (rng.chance(1, 25))
        fpsTenths -= rng.range(80, 200); // a hitch
    const qint64 tickHundredths = 180 + n * 3 + rng.range(0, 60);
    qint64 latency = 32 + rng.range(0, 18);
    if (rng.chance(1, 30))
        latency += rng.range(40, 120); // a spike
    const qint64 memory = 512LL * 1024 * 1024 + n * 262144 + m_tick * 64 + rng.range(0, 4 << 20);
    out << event(EventCategory::Telemetry, QStringLiteral("fps"),
                 {{QStringLiteral("fps"), double(qMax<qint64>(fpsTenths, 50)) / 10.0}});
    out << event(EventCategory::Telemetry, QStringLiteral("tick_time"),
                 {{QStringLiteral("ms"), double(tickHundredths) / 100.0}});
    out << event(EventCategory::Telemetry, QStringLiteral("network_latency"),
                 {{QStringLiteral("ms"), latency}});
    out << event(EventCategory::Telemetry, QStringLiteral("memory_usage"),
                 {{QStringLiteral("bytes"), memory}});
}

void SkirmishSim::checkEnd(QList<SimEvent> &out)
{
    if (m_ended)
        return;
    int structures[2] = {0, 0};
    for (const PlayerState &p : std::as_const(m_players))
        structures[p.team] += p.structures;
    const std::array<qint64, 2> score = teamScores(m_players, m_units);
    int winner = -1;
    QString reason;
    if (structures[0] == 0 || structures[1] == 0) {
        reason = QStringLiteral("annihilation");
        winner = structures[0] > 0 ? 0 : structures[1] > 0 ? 1 : -1;
    } else if (m_options.durationTicks > 0 && m_tick >= m_options.durationTicks) {
        reason = QStringLiteral("time_limit");
        winner = score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : -1;
    } else {
        return;
    }
    m_ended = true;
    m_winnerTeam = winner;
    m_endReason = reason;
    for (int p = 0; p < m_players.size(); ++p) {
        if (m_players.at(p).present && m_chatRng.chance(2, 3))
            say(p, banter(Banter::End), false, out);
    }
    out << endEvent(winner, reason);
}

SimEvent SkirmishSim::endEvent(int winnerTeam, const QString &reason)
{
    QJsonArray winners;
    for (const PlayerState &p : std::as_const(m_players)) {
        if (p.team == winnerTeam)
            winners.append(p.name);
    }
    // What decides a match at the time limit, for every end: team 1's score, then team 2's.
    const std::array<qint64, 2> score = teamScores(m_players, m_units);
    return event(EventCategory::Match, QStringLiteral("game_end"),
                 {{QStringLiteral("winner_team"), winnerTeam},
                  {QStringLiteral("winners"), winners},
                  {QStringLiteral("reason"), reason},
                  {QStringLiteral("duration_ticks"), m_tick},
                  {QStringLiteral("scores"), QJsonArray{score[0], score[1]}}});
}

bool SkirmishSim::visibleTo(int team, const QPoint &pos) const
{
    const int cx0 = qBound(0, (pos.x() - kMaxSight) / kGridCell, kGridSide - 1);
    const int cx1 = qBound(0, (pos.x() + kMaxSight) / kGridCell, kGridSide - 1);
    const int cy0 = qBound(0, (pos.y() - kMaxSight) / kGridCell, kGridSide - 1);
    const int cy1 = qBound(0, (pos.y() + kMaxSight) / kGridCell, kGridSide - 1);
    for (int cy = cy0; cy <= cy1; ++cy) {
        for (int cx = cx0; cx <= cx1; ++cx) {
            const int cell = cy * kGridSide + cx;
            for (int k = m_gridStart[size_t(cell)]; k < m_gridStart[size_t(cell) + 1]; ++k) {
                const GridEntry &g = m_gridEntries[size_t(k)];
                if (g.team == team && within(g.position, pos, g.sight))
                    return true;
            }
        }
    }
    return false;
}

bool SkirmishSim::unitVisibleTo(int team, const UnitState &unit) const
{
    return unit.team == team || visibleTo(team, unit.position);
}

QJsonObject SkirmishSim::unitJson(const UnitState &u) const
{
    return {{QStringLiteral("id"), u.id},
            {QStringLiteral("owner"), m_players.at(u.owner).name},
            {QStringLiteral("type"), u.type},
            {QStringLiteral("building"), u.building},
            {QStringLiteral("position"), posJson(u.position)},
            {QStringLiteral("health"), u.health},
            {QStringLiteral("hp"), u.hp},
            {QStringLiteral("max_hp"), u.maxHp}};
}

QJsonObject SkirmishSim::playerJson(int player, std::optional<int> viewerTeam,
                                    std::optional<int> viewerPlayer) const
{
    if (player < 0 || player >= m_players.size())
        return {};
    const PlayerState &p = m_players.at(player);
    QJsonObject o{{QStringLiteral("name"), p.name},
                  {QStringLiteral("faction"), p.faction},
                  {QStringLiteral("team"), p.team},
                  {QStringLiteral("present"), p.present}};
    const bool fullView = !viewerTeam.has_value();
    const bool sameTeam = viewerTeam && *viewerTeam == p.team;
    if (fullView || sameTeam) {
        o.insert(QStringLiteral("army_value"), p.armyValue);
        o.insert(QStringLiteral("units_alive"), p.unitsAlive);
        o.insert(QStringLiteral("structures"), p.structures);
        o.insert(QStringLiteral("apm"), p.apm);
        o.insert(QStringLiteral("kills"), p.kills);
        o.insert(QStringLiteral("losses"), p.losses);
        o.insert(QStringLiteral("power"),
                 QJsonObject{{QStringLiteral("produced"), p.powerProduced},
                             {QStringLiteral("consumed"), p.powerConsumed}});
    } else {
        int units = 0;
        int structures = 0;
        for (const UnitState &u : m_units) {
            if (u.owner != player || u.hp <= 0 || !visibleTo(*viewerTeam, u.position))
                continue;
            if (u.building)
                ++structures;
            else
                ++units;
        }
        o.insert(QStringLiteral("visible_units"), units);
        o.insert(QStringLiteral("visible_structures"), structures);
    }
    if (fullView || (viewerPlayer && *viewerPlayer == player))
        o.insert(QStringLiteral("resources"), p.credits);
    return o;
}

QJsonObject SkirmishSim::snapshotJson(std::optional<int> viewerTeam,
                                      std::optional<int> viewerPlayer) const
{
    QJsonArray players;
    for (int i = 0; i < m_players.size(); ++i)
        players.append(playerJson(i, viewerTeam, viewerPlayer));
    QJsonArray units;
    for (const UnitState &u : m_units) {
        if (u.hp > 0 && (!viewerTeam || unitVisibleTo(*viewerTeam, u)))
            units.append(unitJson(u));
    }
    return {{QStringLiteral("tick"), m_tick},     {QStringLiteral("game_time_ticks"), m_tick},
            {QStringLiteral("map"), mapName()},   {QStringLiteral("mode"), mode()},
            {QStringLiteral("players"), players}, {QStringLiteral("units"), units}};
}

QJsonObject SkirmishSim::stateDiffFor(const SimEvent &diff, int viewerTeam, int viewerPlayer) const
{
    if (diff.category != EventCategory::SimState)
        return {};
    QJsonArray changed;
    const QJsonArray all = diff.data.value(QStringLiteral("changed")).toArray();
    for (const QJsonValue &v : all) {
        const QJsonObject entry = v.toObject();
        const int id = entry.value(QStringLiteral("id")).toInt();
        const int owner = id > 0 && id < m_ownerById.size() ? m_ownerById.at(id) : -1;
        if (owner < 0)
            continue;
        bool keep = m_players.at(owner).team == viewerTeam;
        if (!keep) {
            const QJsonArray pos = entry.value(QStringLiteral("position")).toArray();
            keep = visibleTo(viewerTeam, QPoint(pos.at(0).toInt(), pos.at(1).toInt()));
        }
        if (keep)
            changed.append(entry);
    }
    QJsonObject resources;
    if (viewerPlayer >= 0 && viewerPlayer < m_players.size()) {
        const QString &name = m_players.at(viewerPlayer).name;
        const QJsonObject credits = diff.data.value(QStringLiteral("resources")).toObject();
        if (credits.contains(name))
            resources.insert(name, credits.value(name));
    }
    return {{QStringLiteral("changed"), changed}, {QStringLiteral("resources"), resources}};
}

} // namespace icmock
