#pragma once
// The MCP tools (D071): analyze_replay, suggest_build_order, explain_unit_stats and
// query_match_history, each a JSON Schema for its arguments and a structured result, built on
// the game's ICRP methods through an McpGame. docs/plugins/mcp.md documents each.

#include "common/Result.h"
#include "mcp/McpGame.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icmcp {

class McpTools
{
public:
    using Done = std::function<void(ic::Result<QJsonObject>)>;

    explicit McpTools(McpGame &game) : m_game(game) {}

    /// tools/list's `tools`: name, title, description, inputSchema.
    QJsonArray list() const;
    bool has(const QString &name) const;
    /// Runs tool `name`; `done` gets its structured result, or an error whose message the
    /// model and the person see (wrong arguments, no game, the game's refusal).
    void call(const QString &name, const QJsonObject &arguments, Done done);

private:
    static QJsonObject schema(const QString &name);
    void analyzeReplay(const QJsonObject &arguments, Done done);
    void suggestBuildOrder(const QJsonObject &arguments, Done done);
    void explainUnitStats(const QJsonObject &arguments, Done done);
    void queryMatchHistory(const QJsonObject &arguments, Done done);

    McpGame &m_game;
};

} // namespace icmcp
