#include "cli/McpPanelGame.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"
#include "mcp/McpLog.h"

#include <QTimer>

namespace iccli {

McpPanelGame::McpPanelGame(QObject *parent) : QObject(parent) {}

void McpPanelGame::call(const QString &method, const QJsonObject &params, Callback done)
{
    Q_UNUSED(params)
    // Answered from the event loop, as a real call would be: never inside the caller.
    QTimer::singleShot(0, this, [method, done = std::move(done)] { done(unreachable(method)); });
}

ic::Error McpPanelGame::unreachable(const QString &method)
{
    const auto panel = PanelLink::find();
    if (!panel) {
        qCInfo(lcMcp) << "no panel running for" << method;
        return ic::Error{
            QStringLiteral("mcp.no-panel"),
            Tr::tr("IC Control Panel is not running, and this MCP server reaches the game only "
                   "through it. Start IC Control Panel (ic-panel; ic-panel --demo runs a "
                   "simulated match), then ask again.")};
    }
    qCInfo(lcMcp) << "panel running (pid" << panel->pid << "), but not paired, for" << method;
    return ic::Error{
        QStringLiteral("mcp.not-paired"),
        Tr::tr("IC Control Panel is running, but this version of ic-tool mcp cannot be "
               "allowed into its gateway yet: it lists its tools, resources and prompts, and "
               "reaches the game in a later version (docs/plugins/mcp.md, \"Pairing\").")};
}

} // namespace iccli
