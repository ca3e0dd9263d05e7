#pragma once
// ic-tool mcp's requests on the panel's control socket (PanelControl): the MCP server as a
// paired program of its own (tool id "mcp", no package files), docs/plugins/mcp.md "Pairing".
//   {"command":"mcp-pair","tier":"observer"|"admin","name":CLIENT} → {"tool":"mcp",
//     "name":…, "tier":…, "created":bool, "renamed":bool}: the user typed `ic-tool mcp --pair`
//     (their consent, as `ic-tool install --yes` is); the panel makes or keeps the tool entry
//     (the tier as asked; named "MCP server (CLIENT)" when CLIENT is given, also when it was
//     there under another name) and its token in the keychain. The token is not in this answer.
//   {"command":"mcp-token"} → {"paired":false} or {"paired":true,"tool":"mcp","tier":…,
//     "token":…}: `ic-tool mcp` asks at its start for the token it identifies with at the
//     gateway (the socket only this user may open; the same trust as install --yes).

#include "panel/PanelControl.h"

namespace icpanel {

class Panel;

class PanelControlPair
{
public:
    /// The MCP server's tool id.
    static inline const QString kToolId = QStringLiteral("mcp");

    /// Whether `command` is one of these requests.
    static bool handles(const QString &command);
    /// Answers `request` for `panel` through `reply`.
    static void answer(Panel *panel, const QJsonObject &request, const PanelControl::Reply &reply);

private:
    static void pair(Panel *panel, const QJsonObject &request, const PanelControl::Reply &reply);
    static void token(Panel *panel, const PanelControl::Reply &reply);
};

} // namespace icpanel
