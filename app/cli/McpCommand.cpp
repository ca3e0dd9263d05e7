#include "cli/McpCommand.h"
#include "cli/Tr.h"

#include "cli/McpPanelGame.h"
#include "mcp/McpServer.h"
#include "mcp/McpStdioTransport.h"

#include <QCommandLineParser>

namespace iccli {

McpCommand::McpCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

McpCommand::~McpCommand() = default;

QString McpCommand::help() const
{
    return Tr::tr("Usage: ic-tool mcp\n"
                  "\n"
                  "Runs an MCP (Model Context Protocol) server on standard input and output, for "
                  "an AI assistant that launches it. It offers the tools analyze_replay, "
                  "suggest_build_order,\n"
                  "explain_unit_stats and query_match_history, resources for the live match, "
                  "the match history,\n"
                  "replays and player styles, and coaching prompts. It reaches the game only "
                  "through a running\n"
                  "IC Control Panel. Log lines go to standard error; it ends when standard "
                  "input closes.\n"
                  "\n"
                  "In the assistant's MCP settings:\n"
                  "  {\"command\": \"ic-tool\", \"args\": [\"mcp\"]}\n"
                  "\n"
                  "docs/plugins/mcp.md has the set-up for common assistants.\n");
}

void McpCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseArguments(parser, arguments))
        return;
    if (!parser.positionalArguments().isEmpty()) {
        usageError(Tr::tr("ic-tool mcp takes no arguments: an MCP client starts it and talks "
                          "to it on standard input and output."));
        return;
    }
    m_game = new McpPanelGame(this);
    m_server = new icmcp::McpServer(*m_game, QStringLiteral(IC_VERSION), this);
    m_transport = new icmcp::McpStdioTransport(0, 1, this);
    connect(m_transport, &icmcp::McpStdioTransport::received, m_server, &icmcp::McpServer::receive);
    connect(m_transport, &icmcp::McpStdioTransport::overlong, m_server,
            [this] { m_server->rejectOverlong(icmcp::McpStdioTransport::kMaxLine); });
    connect(m_server, &icmcp::McpServer::message, m_transport, &icmcp::McpStdioTransport::send);
    connect(m_transport, &icmcp::McpStdioTransport::closed, this, [this] { finish(Success); });
}

} // namespace iccli
