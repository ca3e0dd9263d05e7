#include "mcp/ReplayAnalysis.h"
#include "mcp/McpJson.h"

#include <QHash>
#include <QJsonArray>
#include <QMap>

namespace icmcp {

namespace {

/// Name -> team, from the match's players.
QHash<QString, int> teams(const QJsonObject &match)
{
    QHash<QString, int> result;
    for (const QJsonValue &p : match.value(key("players")).toArray())
        result.insert(p[key("name")].toString(), p[key("team")].toInt());
    return result;
}

} // namespace

QJsonObject ReplayAnalysis::analyze(const QJsonObject &match)
{
    const int tickRate = qMax(1, match.value(key("tick_rate")).toInt(15));
    const QJsonArray army = armyByMinute(match);
    QJsonObject result{
        {key("match_id"), match.value(key("match_id"))},
        {key("map"), match.value(key("map"))},
        {key("mode"), match.value(key("mode"))},
        {key("ranked"), match.value(key("ranked"))},
        {key("duration_seconds"), match.value(key("duration_ticks")).toInt() / tickRate},
        {key("winner_team"), match.value(key("winner_team"))},
        {key("end_reason"), match.value(key("end_reason"))},
        {key("replay_id"), match.value(key("replay_id"))},
        {key("players"), players(match)},
        {key("army_by_minute"), army},
        {key("lead_changes"), leadChanges(army)},
        {key("combat"), combat(match)},
    };
    return result;
}

QJsonArray ReplayAnalysis::players(const QJsonObject &match)
{
    // Each player's highest army value of any minute, and the minute it came.
    QHash<QString, QPair<int, int>> peaks;
    for (const QJsonValue &minute : match.value(key("minutes")).toArray()) {
        for (const QJsonValue &p : minute[key("players")].toArray()) {
            auto &peak = peaks[p[key("name")].toString()];
            if (p[key("army_value")].toInt() > peak.first)
                peak = {p[key("army_value")].toInt(), minute[key("minute")].toInt()};
        }
    }
    QJsonArray result;
    for (const QJsonValue &v : match.value(key("players")).toArray()) {
        QJsonObject p = v.toObject();
        const auto peak = peaks.value(p.value(key("name")).toString(), {-1, -1});
        if (peak.first >= 0) {
            p.insert(key("army_value_peak"), peak.first);
            p.insert(key("army_value_peak_minute"), peak.second);
        }
        const int losses = p.value(key("losses")).toInt();
        p.insert(key("kill_loss_ratio"),
                 losses > 0 ? qRound(100.0 * p.value(key("kills")).toInt() / losses) / 100.0
                            : p.value(key("kills")).toDouble());
        result.append(p);
    }
    return result;
}

QJsonArray ReplayAnalysis::armyByMinute(const QJsonObject &match)
{
    const QHash<QString, int> teamOf = teams(match);
    QJsonArray result;
    for (const QJsonValue &minute : match.value(key("minutes")).toArray()) {
        QMap<int, int> byTeam;
        for (const QJsonValue &p : minute[key("players")].toArray())
            byTeam[teamOf.value(p[key("name")].toString())] += p[key("army_value")].toInt();
        QJsonArray teamsArmy;
        int leader = -1;
        int best = -1;
        bool tie = false;
        for (auto it = byTeam.begin(); it != byTeam.end(); ++it) {
            teamsArmy.append(QJsonObject{{key("team"), it.key()}, {key("army_value"), it.value()}});
            tie = it.value() == best;
            if (it.value() > best) {
                best = it.value();
                leader = it.key();
            }
        }
        result.append(QJsonObject{{key("minute"), minute[key("minute")]},
                                  {key("teams"), teamsArmy},
                                  {key("leader_team"), tie ? -1 : leader}});
    }
    return result;
}

QJsonArray ReplayAnalysis::leadChanges(const QJsonArray &armyByMinute)
{
    QJsonArray result;
    int current = -2;
    for (const QJsonValue &m : armyByMinute) {
        const int leader = m[key("leader_team")].toInt();
        if (leader != current && leader >= 0)
            result.append(
                QJsonObject{{key("minute"), m[key("minute")]}, {key("leader_team"), leader}});
        if (leader >= 0)
            current = leader;
    }
    return result;
}

QJsonObject ReplayAnalysis::combat(const QJsonObject &match)
{
    int engagements = 0;
    QJsonValue firstEngagement;
    QHash<QString, QMap<QString, int>> lost; // owner -> unit type -> count
    for (const QJsonValue &e : match.value(key("events")).toArray()) {
        const QString type = e[key("type")].toString();
        if (type == QLatin1String("engagement_start")) {
            if (engagements++ == 0)
                firstEngagement = e[key("tick")];
        } else if (type == QLatin1String("unit_destroyed")) {
            const QJsonObject data = e[key("data")].toObject();
            ++lost[data.value(key("owner")).toString()][data.value(key("unit_type")).toString()];
        }
    }
    QJsonObject losses;
    for (auto it = lost.begin(); it != lost.end(); ++it) {
        QJsonObject types;
        for (auto t = it->begin(); t != it->end(); ++t)
            types.insert(t.key(), t.value());
        losses.insert(it.key(), types);
    }
    return QJsonObject{{key("engagements"), engagements},
                       {key("first_engagement_tick"), firstEngagement},
                       {key("units_lost_by_type"), losses}};
}

} // namespace icmcp
