#include "cli/McpCommand.h"
#include "cli/Tr.h"

#include "cli/McpPanelGame.h"
#include "cli/PanelLink.h"
#include "mcp/McpServer.h"
#include "mcp/McpStdioTransport.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace iccli {

McpCommand::McpCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

McpCommand::~McpCommand() = default;

QString McpCommand::help() const
{
    return Tr::tr("Usage: ic-tool mcp\n"
                  "       ic-tool mcp --pair [--tier observer|admin] [--name NAME]\n"
                  "\n"
                  "Runs an MCP (Model Context Protocol) server on standard input and output, for "
                  "an AI assistant that launches it. It offers the tools analyze_replay, "
                  "suggest_build_order,\n"
                  "explain_unit_stats and query_match_history, resources for the live match, "
                  "the match history,\n"
                  "replays and player styles, and coaching prompts. It reaches the game only "
                  "through a running\n"
                  "IC Control Panel, as the paired tool \"mcp\"; not paired yet, its first call "
                  "asks in the panel's\n"
                  "window (Allow Once / Always Allow / Deny). Log lines go to standard error; "
                  "it ends when standard input closes.\n"
                  "\n"
                  "--pair lets it into the running panel's gateway ahead of time (typing it is "
                  "your consent):\n"
                  "the panel keeps the tool \"mcp\" and its token in the keychain; observer tier "
                  "(the game's fog\n"
                  "and ranked delay apply) unless --tier admin. --name names the assistant on the "
                  "panel's Tools page\n"
                  "(\"MCP server (NAME)\"), also when it was paired before under another name.\n"
                  "Undo it with the Tools page's Uninstall or ic-tool uninstall mcp.\n"
                  "\n"
                  "In the assistant's MCP settings:\n"
                  "  {\"command\": \"ic-tool\", \"args\": [\"mcp\"]}\n"
                  "\n"
                  "docs/plugins/mcp.md has the set-up for common assistants.\n") +
           Tr::tr("\n"
                  "ic-tool mcp --http prints the settings of an assistant that speaks MCP over "
                  "HTTP instead:\n"
                  "the running panel's endpoint and the header with the paired tool's token "
                  "(pair first).\n"
                  "The token is a secret: paste it into the assistant's own settings only.\n");
}

void McpCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption pairOption(QStringLiteral("pair"), Tr::tr("Pair with the panel."));
    const QCommandLineOption tierOption(QStringLiteral("tier"), Tr::tr("Tier."),
                                        QStringLiteral("TIER"), QStringLiteral("observer"));
    const QCommandLineOption nameOption(QStringLiteral("name"), Tr::tr("Name."),
                                        QStringLiteral("NAME"));
    const QCommandLineOption httpOption(QStringLiteral("http"),
                                        Tr::tr("Print the settings for MCP over HTTP."));
    parser.addOptions({pairOption, tierOption, nameOption, httpOption});
    if (!parseArguments(parser, arguments))
        return;
    if (!parser.positionalArguments().isEmpty()) {
        usageError(Tr::tr("ic-tool mcp takes no arguments: an MCP client starts it and talks "
                          "to it on standard input and output."));
        return;
    }
    if (parser.isSet(pairOption))
        return pair(parser.value(tierOption), parser.value(nameOption));
    if (parser.isSet(httpOption))
        return printHttpSettings();
    if (parser.isSet(tierOption) || parser.isSet(nameOption)) {
        usageError(Tr::tr("--tier and --name go with --pair: ic-tool mcp --pair --tier admin"));
        return;
    }
    serve();
}

void McpCommand::pair(const QString &tier, const QString &clientName)
{
    if (tier != QLatin1String("observer") && tier != QLatin1String("admin")) {
        usageError(Tr::tr("--tier is observer or admin"));
        return;
    }
    const auto panel = PanelLink::find();
    if (!panel) {
        console().err(Tr::tr("ic-tool mcp: IC Control Panel is not running. Start it (ic-panel), "
                             "then pair again: the panel keeps the pairing."));
        finish(IcrpError);
        return;
    }
    const auto answer =
        PanelLink::ask(*panel, {{QStringLiteral("command"), QStringLiteral("mcp-pair")},
                                {QStringLiteral("tier"), tier},
                                {QStringLiteral("name"), clientName}});
    if (!answer) {
        console().err(QStringLiteral("ic-tool mcp: %1").arg(answer.error().message));
        finish(IcrpError);
        return;
    }
    const QString id = answer->value(QLatin1String("tool")).toString();
    const QString paired = answer->value(QLatin1String("tier")).toString();
    const QString named = answer->value(QLatin1String("name")).toString();
    if (answer->value(QLatin1String("created")).toBool())
        console().out(Tr::tr("Paired the MCP server with IC Control Panel as the tool \"%1\" "
                             "(%2), tier %3: its token is in the keychain.")
                          .arg(id, named, paired));
    else if (answer->value(QLatin1String("renamed")).toBool())
        console().out(Tr::tr("The MCP server was already paired as the tool \"%1\"; it is named "
                             "\"%2\" on the panel's Tools page now, and its tier is %3.")
                          .arg(id, named, paired));
    else
        console().out(Tr::tr("The MCP server was already paired as the tool \"%1\" (\"%2\" on "
                             "the panel's Tools page); its tier is %3 now.")
                          .arg(id, named, paired));
    console().out(Tr::tr("An assistant that starts ic-tool mcp now reaches the game through the "
                         "panel. To undo it: Uninstall on the panel's Tools page, or ic-tool "
                         "uninstall %1.")
                      .arg(id));
    finish(Success);
}

void McpCommand::printHttpSettings()
{
    const auto panel = PanelLink::find();
    const auto answer =
        panel ? PanelLink::ask(*panel, {{QStringLiteral("command"), QStringLiteral("mcp-token")}})
              : ic::Result<QJsonObject>(panel.error());
    if (!panel) {
        console().err(Tr::tr("ic-tool mcp: IC Control Panel is not running. Start it (ic-panel): "
                             "the MCP endpoint is on its host port."));
        return finish(IcrpError);
    }
    if (!answer) {
        console().err(QStringLiteral("ic-tool mcp: %1").arg(answer.error().message));
        return finish(IcrpError);
    }
    if (!answer->value(QLatin1String("paired")).toBool()) {
        console().err(Tr::tr("ic-tool mcp: the MCP server is not paired yet: run ic-tool mcp "
                             "--pair first (or choose Always Allow when the panel asks)."));
        return finish(IcrpError);
    }
    const QString url = QStringLiteral("http://127.0.0.1:%1/mcp").arg(panel->hostPort);
    const QString header =
        QStringLiteral("Bearer ") + answer->value(QLatin1String("token")).toString();
    const QJsonObject server{
        {QStringLiteral("type"), QStringLiteral("http")},
        {QStringLiteral("url"), url},
        {QStringLiteral("headers"), QJsonObject{{QStringLiteral("Authorization"), header}}}};
    console().out(Tr::tr("URL: %1").arg(url));
    console().out(QStringLiteral("Authorization: %1").arg(header));
    console().outRaw(QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("mcpServers"),
                                   QJsonObject{{QStringLiteral("iron-curtain"), server}}}})
            .toJson(QJsonDocument::Indented)));
    finish(Success);
}

void McpCommand::serve()
{
    m_game =
        new McpPanelGame([this] { return m_server ? m_server->clientName() : QString(); }, this);
    m_server = new icmcp::McpServer(*m_game, QStringLiteral(IC_VERSION), this);
    m_transport = new icmcp::McpStdioTransport(0, 1, this);
    connect(m_transport, &icmcp::McpStdioTransport::received, m_server,
            [this](const QByteArray &line) {
                // Before initialize is answered: its instructions say the tier really granted.
                if (!m_tierTold) {
                    m_tierTold = true;
                    m_server->setGrantedTier(m_game->pairedTier());
                }
                m_server->receive(line);
                // The session starts once the client said who it is (the name the panel shows).
                if (!m_connectTried && m_server->initialized()) {
                    m_connectTried = true;
                    m_game->connectIfPaired();
                }
            });
    connect(m_transport, &icmcp::McpStdioTransport::overlong, m_server,
            [this] { m_server->rejectOverlong(icmcp::McpStdioTransport::kMaxLine); });
    connect(m_server, &icmcp::McpServer::message, m_transport, &icmcp::McpStdioTransport::send);
    connect(m_game, &McpPanelGame::matchChanged, m_server,
            [this] { m_server->resourceChanged(QStringLiteral("ic://match/live")); });
    connect(m_transport, &icmcp::McpStdioTransport::closed, this, [this] { finish(Success); });
}

} // namespace iccli
