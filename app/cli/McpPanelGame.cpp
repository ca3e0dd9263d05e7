#include "cli/McpPanelGame.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"
#include "mcp/McpLog.h"

namespace iccli {

namespace mcppanel {
const QString kToolId = QStringLiteral("mcp");

ic::Error noPanel()
{
    return ic::Error{
        QStringLiteral("mcp.no-panel"),
        Tr::tr("IC Control Panel is not running, and this MCP server reaches the game only "
               "through it. Start IC Control Panel (ic-panel; ic-panel --demo runs a "
               "simulated match), then ask again.")};
}

ic::Error notPaired()
{
    return ic::Error{
        QStringLiteral("mcp.not-paired"),
        Tr::tr("IC Control Panel is running, but this MCP server is not paired with it yet. "
               "Run ic-tool mcp --pair in a terminal (--tier admin to let it see what an admin "
               "sees), then ask again. Allowing it from the panel's window when it first asks "
               "is to come in a later version.")};
}

} // namespace mcppanel

using namespace mcppanel;

McpPanelGame::McpPanelGame(std::function<QString()> clientName, QObject *parent)
    : McpGatewayGame([clientName = std::move(clientName)] { return locate(clientName); }, parent)
{
}

void McpPanelGame::connectIfPaired()
{
    if (PanelLink::find())
        connectNow();
}

ic::Result<icrp::IcrpClient::Options>
McpPanelGame::locate(const std::function<QString()> &clientName)
{
    const auto panel = PanelLink::find();
    if (!panel) {
        qCInfo(lcMcp) << "no panel running";
        return noPanel();
    }
    const auto answer =
        PanelLink::ask(*panel, {{QStringLiteral("command"), QStringLiteral("mcp-token")}});
    if (!answer)
        return answer.error();
    if (!answer->value(QLatin1String("paired")).toBool()) {
        qCInfo(lcMcp) << "panel running (pid" << panel->pid << "), not paired";
        return notPaired();
    }
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(panel->hostPort));
    options.tier = icrp::parseTier(answer->value(QLatin1String("tier")).toString())
                       .value_or(icrp::Tier::Observer);
    options.toolId = answer->value(QLatin1String("tool")).toString(kToolId);
    options.password = answer->value(QLatin1String("token")).toString();
    const QString client = clientName ? clientName() : QString();
    options.clientName = client.isEmpty() ? QStringLiteral("ic-tool mcp")
                                          : QStringLiteral("%1 via ic-tool mcp").arg(client);
    options.clientVersion = QStringLiteral(IC_VERSION);
    options.subscriptions = {QStringLiteral("match")};
    options.autoReconnect = false; // the next call connects again
    return options;
}

} // namespace iccli
