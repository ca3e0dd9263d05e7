#pragma once
// `ic-tool mcp`: an MCP server (Model Context Protocol 2025-06-18) over stdio for an LLM client
// that launches it ({"command": "ic-tool", "args": ["mcp"]}). Newline-delimited JSON-RPC on
// standard input and output, logs on standard error only; ends when standard input closes.
// The server core is icmcp::McpServer; the game is reached through the panel (McpPanelGame).
// `ic-tool mcp --pair` pairs it with the running panel ahead of time (PanelControlPair).

#include "cli/Command.h"

namespace icmcp {
class McpServer;
class McpStdioTransport;
} // namespace icmcp

namespace iccli {

class McpPanelGame;

class McpCommand final : public Command
{
    Q_OBJECT
public:
    McpCommand(Console &console, const QProcessEnvironment &environment, QObject *parent = nullptr);
    ~McpCommand() override;

    QString name() const override { return QStringLiteral("mcp"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    /// --pair: asks the running panel to pair the server (tool "mcp") at `tier`.
    void pair(const QString &tier, const QString &clientName);
    /// --http: the running panel's MCP endpoint and the Authorization header an HTTP client
    /// needs (the paired tool's token: printed only when asked for, as ic-tool url does).
    void printHttpSettings();
    /// Serves MCP on standard input and output.
    void serve();

    McpPanelGame *m_game = nullptr;
    icmcp::McpServer *m_server = nullptr;
    icmcp::McpStdioTransport *m_transport = nullptr;
    bool m_connectTried = false;
    bool m_tierTold = false;
};

} // namespace iccli
