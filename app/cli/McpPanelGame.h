#pragma once
// `ic-tool mcp`'s way to the game: through the running IC Control Panel's gateway, as the
// paired program "mcp" (docs/plugins/mcp.md, "Pairing"). At its start and whenever it has no
// session, it asks the panel's control socket for the tool's token ({"command":"mcp-token"},
// never a file or an argument) and identifies at the panel's host port as that tool, at the
// tier it was paired with, so the game's fog and ranked delay apply to every answer. Calls made
// while it connects wait for the session; a failure ends each in a sentence a person can act
// on: no panel running, not paired (`ic-tool mcp --pair`), the gateway refused or went away
// (the next call connects again).

#include "mcp/McpGatewayGame.h"

namespace iccli {

/// The session itself (calls waiting while it connects, a lost gateway) is McpGatewayGame's,
/// shared with the panel's Streamable HTTP endpoint; this finds the panel and the token.
class McpPanelGame : public icmcp::McpGatewayGame
{
    Q_OBJECT
public:
    /// `clientName` gives the MCP client's name (from its initialize) when it connects.
    explicit McpPanelGame(std::function<QString()> clientName, QObject *parent = nullptr);

    /// Connects now when the panel runs and the server is paired (quietly otherwise): the
    /// session is there for the first call and for the live match's updates.
    void connectIfPaired();

private:
    /// The gateway's options from the running panel, or no panel / not paired.
    static ic::Result<icrp::IcrpClient::Options> locate(const std::function<QString()> &clientName);
};

} // namespace iccli
