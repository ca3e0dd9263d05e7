#pragma once
// The MCP resources (D071): the live match, the match history, one match whole, a replay's
// state at any tick and a player's style — JSON documents read through the game's ICRP methods.
// URIs (docs/plugins/mcp.md):
//   ic://match/live                      ic/match.info + ic/state.query (subscribable)
//   ic://match/history                   ic/match.history
//   ic://match/history/{match_id}        ic/match.history {match_id}
//   ic://replay/{replay_id}/tick/{tick}  ic/replay.load, ic/replay.seek, ic/replay.state
//   ic://player/{player}/style           ic/player.style

#include "common/Result.h"
#include "mcp/McpGame.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icmcp {

class McpResources
{
public:
    using Done = std::function<void(ic::Result<QJsonObject>)>;

    static inline const QString kLiveMatch = QStringLiteral("ic://match/live");

    explicit McpResources(McpGame &game) : m_game(game) {}

    /// resources/list's `resources`.
    QJsonArray list() const;
    /// resources/templates/list's `resourceTemplates`.
    QJsonArray templates() const;
    /// Whether `uri` names one of the resources (or templates, filled in).
    static bool known(const QString &uri);
    /// The document at `uri`; an unknown URI is the error "mcp.resource-not-found".
    void read(const QString &uri, Done done);

private:
    void readLiveMatch(Done done);
    void readReplayTick(const QString &replayId, int tick, Done done);

    McpGame &m_game;
};

} // namespace icmcp
