#include "mcp/McpTools.h"
#include "mcp/McpJson.h"

#include "mcp/BuildOrderAdvice.h"
#include "mcp/McpArguments.h"
#include "mcp/McpSchema.h"
#include "mcp/ReplayAnalysis.h"

namespace icmcp {

namespace {

struct ToolInfo
{
    const char *name;
    const char *title;
    const char *description;
};

constexpr ToolInfo kTools[] = {
    {"analyze_replay", "Analyze a finished match",
     "Analyzes one finished match from the game's history: each player's end figures (army "
     "value, credits, units, structures, kills, losses, APM), army peak and the minute of it, "
     "the teams' army value minute by minute and where the lead changed hands, the engagements, "
     "and the unit types each player lost. Result: {match_id, map, mode, ranked, "
     "duration_seconds, winner_team, end_reason, replay_id, players[], army_by_minute[], "
     "lead_changes[], combat}. Team numbers (winner_team, players[].team, leader_team; -1 a "
     "tie) are the game's, from 0: team 0 is what the panel and the players call Team 1. Get "
     "match ids from query_match_history."},
    {"suggest_build_order", "Suggest a build order",
     "Suggests an opening build order for a player from their career in the game's history "
     "(ic/player.style): an opening, then the unit types they produce most, paced by how fast "
     "they usually expand. Result: {player, faction, steps[{build, why}], based_on{matches, "
     "win_rate, aggression, expansion_pace, preferred_units, apm_by_phase}}."},
    {"explain_unit_stats", "Explain a unit's stats",
     "The game's figures for one unit or building type (cost, hit points, damage against "
     "infantry and armour, rate of fire, range, speed, sight, build time, power), from the "
     "game's unit catalogue. Result: the catalogue entry {unit_type, faction, kind, cost, ...}."},
    {"query_match_history", "Query the match history",
     "Lists finished matches the game kept, newest first, filtered by player, map or ranked "
     "(ic/match.history). Result: {matches[{match_id, started_at, duration_ticks, tick_rate, "
     "map, mode, ranked, winner_team, end_reason, replay_id, players[{name, team, faction, "
     "result, army_value, credits, units, structures, kills, losses, apm}]}], more}; with "
     "match_id, that one match with its minutes[] and events[]. For the next page pass the last "
     "match_id as before. Team numbers (winner_team, players[].team) are the game's, from 0: "
     "team 0 is what the panel and the players call Team 1."},
};

} // namespace

QJsonObject McpTools::schema(const QString &name)
{
    if (name == QLatin1String("analyze_replay"))
        return McpSchema::object({McpSchema::string("match_id", "The match to analyze, as "
                                                                "query_match_history gives it")},
                                 {QStringLiteral("match_id")});
    if (name == QLatin1String("suggest_build_order"))
        return McpSchema::object(
            {McpSchema::string("player", "The player's exact name"),
             McpSchema::string("faction", "soviet or allies; default: the one played most")},
            {QStringLiteral("player")});
    if (name == QLatin1String("explain_unit_stats"))
        return McpSchema::object(
            {McpSchema::string("unit_type", "A unit or building type, e.g. heavy_tank")},
            {QStringLiteral("unit_type")});
    return McpSchema::object(
        {McpSchema::string("player", "Only matches this player played in (exact name)"),
         McpSchema::string("map", "Only matches on this map (exact name)"),
         McpSchema::boolean("ranked", "true: only ranked matches; false: only unranked ones"),
         McpSchema::integer("limit", "How many matches, 1-100 (default 20)", 1, 100),
         McpSchema::string("before", "The last match_id of an earlier answer: the next page"),
         McpSchema::string("match_id", "One match whole (goes alone, without the others)")},
        {});
}

QJsonArray McpTools::list() const
{
    QJsonArray result;
    for (const ToolInfo &t : kTools) {
        result.append(QJsonObject{
            {key("name"), QLatin1String(t.name)},
            {key("title"), QLatin1String(t.title)},
            {key("description"), QLatin1String(t.description)},
            {key("inputSchema"), schema(QLatin1String(t.name))},
            {key("annotations"),
             QJsonObject{{key("readOnlyHint"), true}, {key("openWorldHint"), false}}},
        });
    }
    return result;
}

bool McpTools::has(const QString &name) const
{
    for (const ToolInfo &t : kTools) {
        if (name == QLatin1String(t.name))
            return true;
    }
    return false;
}

void McpTools::call(const QString &name, const QJsonObject &arguments, Done done)
{
    if (auto valid = McpArguments::check(schema(name), arguments); !valid) {
        done(valid.error());
        return;
    }
    if (name == QLatin1String("analyze_replay"))
        analyzeReplay(arguments, std::move(done));
    else if (name == QLatin1String("suggest_build_order"))
        suggestBuildOrder(arguments, std::move(done));
    else if (name == QLatin1String("explain_unit_stats"))
        explainUnitStats(arguments, std::move(done));
    else
        queryMatchHistory(arguments, std::move(done));
}

void McpTools::analyzeReplay(const QJsonObject &arguments, Done done)
{
    m_game.call(QStringLiteral("ic/match.history"),
                QJsonObject{{key("match_id"), arguments.value(key("match_id"))}},
                [done](ic::Result<QJsonObject> r) {
                    if (!r)
                        return done(r.error());
                    const QJsonArray matches = r->value(key("matches")).toArray();
                    done(ReplayAnalysis::analyze(matches.first().toObject()));
                });
}

void McpTools::suggestBuildOrder(const QJsonObject &arguments, Done done)
{
    const QString faction = arguments.value(key("faction")).toString();
    m_game.call(QStringLiteral("ic/player.style"),
                QJsonObject{{key("player"), arguments.value(key("player"))}},
                [done, faction](ic::Result<QJsonObject> r) {
                    if (!r)
                        return done(r.error());
                    done(BuildOrderAdvice::suggest(*r, faction));
                });
}

void McpTools::explainUnitStats(const QJsonObject &arguments, Done done)
{
    m_game.call(QStringLiteral("ic/unit.catalog"),
                QJsonObject{{key("unit_type"), arguments.value(key("unit_type"))}},
                [done](ic::Result<QJsonObject> r) {
                    if (!r && r.error().code == QLatin1String("icrp.method-not-found"))
                        return done(ic::Error{
                            r.error().code,
                            QStringLiteral("This game does not offer its unit catalogue "
                                           "(ic/unit.catalog) yet: ask about the units in a "
                                           "match instead (analyze_replay).")});
                    done(std::move(r));
                });
}

void McpTools::queryMatchHistory(const QJsonObject &arguments, Done done)
{
    m_game.call(QStringLiteral("ic/match.history"), arguments, std::move(done));
}

} // namespace icmcp
