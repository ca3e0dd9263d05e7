#include "mcp/McpGatewayGame.h"
#include "mcp/Tr.h"

#include "icrp/protocol/ErrorCode.h"
#include "mcp/McpLog.h"
#include "mcp/McpRefusals.h"

#include <QTimer>

namespace icmcp {

namespace {

ic::Result<QJsonObject> resultOf(const icrp::IcrpResult &r, icrp::Tier tier)
{
    if (r.ok)
        return r.result.toObject();
    if (r.code == icrp::IcrpResult::NotConnected)
        return McpGatewayGame::gatewayGone(
            Tr::tr("the connection ended before the game answered."));
    if (r.code == icrp::IcrpResult::TimedOut)
        return ic::Error{QStringLiteral("mcp.timeout"),
                         Tr::tr("The game did not answer in time: ask again in a moment.")};
    return McpRefusals::withGrant(icrp::icrpError(icrp::ErrorCode(r.code), r.message), tier);
}

} // namespace

McpGatewayGame::McpGatewayGame(Locate locate, QObject *parent)
    : QObject(parent), m_locate(std::move(locate))
{
}

McpGatewayGame::~McpGatewayGame()
{
    if (m_client)
        m_client->disconnect(this);
}

ic::Error McpGatewayGame::gatewayGone(const QString &why)
{
    return ic::Error{QStringLiteral("mcp.gateway"),
                     Tr::tr("IC Control Panel's gateway cannot be reached: %1 The next call "
                            "connects again; if this stays, see the panel's Log page.")
                         .arg(why)};
}

void McpGatewayGame::call(const QString &method, const QJsonObject &params, Callback done)
{
    const Pending call{method, params, std::move(done)};
    if (m_notice) {
        // Once: the session was ended in the panel (kicked); the next call connects again.
        QTimer::singleShot(
            0, this, [done = call.done, error = *std::exchange(m_notice, {})] { done(error); });
        return;
    }
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

void McpGatewayGame::connectNow()
{
    if (m_client)
        return;
    if (const auto opened = open(); !opened)
        qCInfo(lcMcp).noquote() << "not connecting yet:" << opened.error().code;
}

ic::Result<void> McpGatewayGame::open()
{
    const auto options = m_locate();
    if (!options)
        return options.error();
    m_client = new icrp::IcrpClient(this);
    m_client->setOptions(*options);
    connect(m_client, &icrp::IcrpClient::connected, this, &McpGatewayGame::onConnected);
    connect(m_client, &icrp::IcrpClient::stateChanged, this, [this](icrp::IcrpClient::State s) {
        if (s == icrp::IcrpClient::State::Disconnected)
            onDisconnected();
    });
    connect(m_client, &icrp::IcrpClient::eventReceived, this, [this](const QString &category) {
        if (category == QLatin1String("match"))
            Q_EMIT matchChanged();
    });
    qCInfo(lcMcp).noquote() << "connecting to the panel's gateway at" << options->url.toString()
                            << "as" << options->toolId << icrp::tierName(options->tier);
    m_client->open();
    return ic::success();
}

void McpGatewayGame::send(const Pending &call)
{
    m_client->call(call.method, call.params,
                   [done = call.done, tier = m_client->options().tier](const icrp::IcrpResult &r) {
                       done(resultOf(r, tier));
                   });
}

void McpGatewayGame::failPending(const ic::Error &error)
{
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &call : pending)
        call.done(error);
}

void McpGatewayGame::onConnected()
{
    qCInfo(lcMcp) << "in the panel's gateway";
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &call : pending)
        send(call);
}

void McpGatewayGame::onDisconnected()
{
    const QString why = m_client ? m_client->lastError() : QString();
    const bool ended =
        m_client && m_client->lastFailure() == icrp::IcrpClient::Failure::SessionInvalidated;
    qCInfo(lcMcp).noquote() << "left the panel's gateway:" << why;
    if (m_client) {
        m_client->disconnect(this);
        m_client->deleteLater();
    }
    m_client = nullptr;
    if (ended && m_pending.isEmpty())
        m_notice = McpRefusals::ended(); // the next call says so, the one after connects
    else
        failPending(ended ? McpRefusals::ended()
                          : gatewayGone(why.isEmpty() ? Tr::tr("the connection ended.") : why));
}

} // namespace icmcp
