#include "cli/McpPanelGame.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/ErrorCode.h"
#include "mcp/McpLog.h"

#include <QTimer>

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

ic::Error gatewayGone(const QString &why)
{
    return ic::Error{QStringLiteral("mcp.gateway"),
                     Tr::tr("IC Control Panel's gateway cannot be reached: %1 The next call "
                            "connects again; if this stays, see the panel's Log page.")
                         .arg(why)};
}

ic::Result<QJsonObject> resultOf(const icrp::IcrpResult &r)
{
    if (r.ok)
        return r.result.toObject();
    if (r.code == icrp::IcrpResult::NotConnected)
        return gatewayGone(Tr::tr("the connection ended before the game answered."));
    if (r.code == icrp::IcrpResult::TimedOut)
        return ic::Error{QStringLiteral("mcp.timeout"),
                         Tr::tr("The game did not answer in time: ask again in a moment.")};
    return icrp::icrpError(icrp::ErrorCode(r.code), r.message);
}
} // namespace mcppanel

using namespace mcppanel;

McpPanelGame::McpPanelGame(std::function<QString()> clientName, QObject *parent)
    : QObject(parent), m_clientName(std::move(clientName))
{
}

McpPanelGame::~McpPanelGame()
{
    if (m_client)
        m_client->disconnect(this);
}

void McpPanelGame::call(const QString &method, const QJsonObject &params, Callback done)
{
    const Pending call{method, params, std::move(done)};
    if (m_client && m_client->state() == icrp::IcrpClient::State::Connected)
        return send(call);
    m_pending.append(call);
    if (m_client)
        return; // answered once it is connected (or failed)
    if (const auto opened = open(); !opened) {
        // Answered from the event loop, as a real call would be: never inside the caller.
        QTimer::singleShot(0, this, [this, error = opened.error()] { failPending(error); });
    }
}

void McpPanelGame::connectIfPaired()
{
    if (m_client || !PanelLink::find())
        return;
    if (const auto opened = open(); !opened)
        qCInfo(lcMcp).noquote() << "not connecting yet:" << opened.error().code;
}

ic::Result<void> McpPanelGame::open()
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
    const QString client = m_clientName ? m_clientName() : QString();
    options.clientName = client.isEmpty() ? QStringLiteral("ic-tool mcp")
                                          : QStringLiteral("%1 via ic-tool mcp").arg(client);
    options.clientVersion = QStringLiteral(IC_VERSION);
    options.subscriptions = {QStringLiteral("match")};
    options.autoReconnect = false; // the next call connects again
    m_client = new icrp::IcrpClient(this);
    m_client->setOptions(options);
    connect(m_client, &icrp::IcrpClient::connected, this, &McpPanelGame::onConnected);
    connect(m_client, &icrp::IcrpClient::stateChanged, this, [this](icrp::IcrpClient::State s) {
        if (s == icrp::IcrpClient::State::Disconnected)
            onDisconnected();
    });
    connect(m_client, &icrp::IcrpClient::eventReceived, this, [this](const QString &category) {
        if (category == QLatin1String("match"))
            Q_EMIT matchChanged();
    });
    qCInfo(lcMcp).noquote() << "connecting to the panel's gateway on port" << panel->hostPort
                            << "as" << options.toolId << icrp::tierName(options.tier);
    m_client->open();
    return ic::success();
}

void McpPanelGame::send(const Pending &call)
{
    m_client->call(call.method, call.params,
                   [done = call.done](const icrp::IcrpResult &r) { done(resultOf(r)); });
}

void McpPanelGame::failPending(const ic::Error &error)
{
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &call : pending)
        call.done(error);
}

void McpPanelGame::onConnected()
{
    qCInfo(lcMcp) << "in the panel's gateway";
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &call : pending)
        send(call);
}

void McpPanelGame::onDisconnected()
{
    const QString why = m_client ? m_client->lastError() : QString();
    qCInfo(lcMcp).noquote() << "left the panel's gateway:" << why;
    if (m_client) {
        m_client->disconnect(this);
        m_client->deleteLater();
    }
    m_client = nullptr;
    failPending(gatewayGone(why.isEmpty() ? Tr::tr("the connection ended.") : why));
}

} // namespace iccli
