#pragma once
// `ic-tool mcp`'s way to the game: through the running IC Control Panel's gateway, as the
// paired program "mcp" (docs/plugins/mcp.md, "Pairing"). At its start and whenever it has no
// session, it asks the panel's control socket for the tool's token ({"command":"mcp-token"},
// never a file or an argument) and identifies at the panel's host port as that tool, at the
// tier it was paired with, so the game's fog and ranked delay apply to every answer.
//
// Not paired yet, the first call that needs the game connects as a program the panel does not
// know (docs/icrp-spec.md §18.2): client.toolId "mcp", no token, client.name "<MCP client> via
// ic-tool mcp", observer, subscribed to "match"; the window asks its user (Allow Once / Always
// Allow / Deny) while the call waits. Always Allow also pairs the server as the tool "mcp"
// (mcp-pair on the control socket, at the tier granted), so the next start gets in without a
// question. A refusal reaches the waiting calls as a sentence a person can act on: the user
// declined, a headless panel cannot ask (`ic-tool mcp --pair`), the panel did not ask (why).

#include "mcp/McpGatewayGame.h"

namespace iccli {

/// The session itself (calls waiting while it connects, a lost gateway) is McpGatewayGame's,
/// shared with the panel's Streamable HTTP endpoint; this finds the panel and the token, and
/// asks to be let in when there is none.
class McpPanelGame : public icmcp::McpGatewayGame
{
    Q_OBJECT
public:
    /// `clientName` gives the MCP client's name (from its initialize) when it connects.
    explicit McpPanelGame(std::function<QString()> clientName, QObject *parent = nullptr);

    void call(const QString &method, const QJsonObject &params, Callback done) override;
    /// Connects now when the panel runs and the server is paired (quietly otherwise, without
    /// asking anyone): the session is there for the first call and the live match's updates.
    void connectIfPaired();
    /// The tier the running panel paired this server with ("observer", "admin"), or "" when
    /// no panel runs or it is not paired (the first call then asks in the window).
    QString pairedTier() const;

private:
    /// The gateway's options from the running panel: as the paired tool, or asking to be let
    /// in (unless m_quiet); no panel / not paired otherwise.
    ic::Result<icrp::IcrpClient::Options> locate();
    /// "<MCP client> via ic-tool mcp", the name the panel shows.
    QString sessionName() const;
    /// The error a call of an asking session gets, in place of "the gateway went away".
    ic::Error refusal(const ic::Error &error) const;

    std::function<QString()> m_clientName;
    /// The last session located asks to be let in (not paired).
    bool m_asking = false;
    /// connectIfPaired(): do not ask.
    bool m_quiet = false;
};

} // namespace iccli
