#pragma once
// `ic-tool mcp`'s way to the game: through the running IC Control Panel's gateway, as a paired
// program (docs/plugins/mcp.md). Pairing is not built yet, so every call ends in an error a
// person can act on: no panel running says to start it; a running panel says the MCP server
// cannot be allowed in yet.

#include "mcp/McpGame.h"

#include <QObject>

namespace iccli {

class McpPanelGame : public QObject, public icmcp::McpGame
{
    Q_OBJECT
public:
    explicit McpPanelGame(QObject *parent = nullptr);

    void call(const QString &method, const QJsonObject &params, Callback done) override;

private:
    static ic::Error unreachable(const QString &method);
};

} // namespace iccli
