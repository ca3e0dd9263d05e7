#include "cli/McpPanelGame.h"
#include "cli/Tr.h"

#include "cli/PanelLink.h"
#include "icrp/protocol/IcrpAuth.h"
#include "mcp/McpLog.h"

namespace iccli {

namespace mcppanel {
const QString kToolId = QStringLiteral("mcp");
/// The gateway waits up to 60 s for the user's answer; the identify waits a little longer.
constexpr std::chrono::milliseconds kAnswerWithin{75'000};

ic::Error noPanel()
{
    return ic::Error{
        QStringLiteral("mcp.no-panel"),
        iccli::Tr::tr("IC Control Panel is not running, and this MCP server reaches the game only "
                      "through it. Start IC Control Panel (ic-panel; ic-panel --demo runs a "
                      "simulated match), then ask again.")};
}

ic::Error declined(const QString &client)
{
    return ic::Error{
        QStringLiteral("mcp.declined"),
        iccli::Tr::tr(
            "The panel's user declined this MCP server (%1) in IC Control Panel's window, or "
            "did not answer within a minute. To allow it: run ic-tool mcp --pair in a "
            "terminal (then it gets in without a question), or ask again after a minute and "
            "choose Allow Once or Always Allow in the window (the panel does not ask about "
            "the same client again within a minute).")
            .arg(client)};
}

ic::Error cannotAsk()
{
    return ic::Error{
        QStringLiteral("mcp.headless"),
        iccli::Tr::tr(
            "IC Control Panel runs without a window (ic-panel --headless), so nobody can "
            "allow this MCP server there. Pair it from a terminal: run ic-tool mcp --pair "
            "(--tier admin to let it see what an admin sees), then ask again.")};
}

ic::Error notAsked(const QString &why)
{
    return ic::Error{
        QStringLiteral("mcp.not-asked"),
        iccli::Tr::tr("IC Control Panel did not ask its user whether this MCP server may "
                      "in: %1. Ask again in a minute, or pair it from a terminal with "
                      "ic-tool mcp --pair.")
            .arg(why)};
}

/// The gateway's reason for not asking, from its refusal ("… The panel did not ask its user:
/// WHY; try again later", docs/icrp-spec.md §18.2); empty when it is another refusal.
QString notAskedReason(const QString &refusal)
{
    const QLatin1String lead("The panel did not ask its user: ");
    const qsizetype from = refusal.indexOf(lead);
    if (from < 0)
        return {};
    const QString rest = refusal.mid(from + lead.size());
    return rest.left(rest.indexOf(QLatin1String("; try again later")));
}

} // namespace mcppanel

using namespace mcppanel;

McpPanelGame::McpPanelGame(std::function<QString()> clientName, QObject *parent)
    : McpGatewayGame([this] { return locate(); }, parent), m_clientName(std::move(clientName))
{
}

void McpPanelGame::call(const QString &method, const QJsonObject &params, Callback done)
{
    McpGatewayGame::call(method, params, [this, done](ic::Result<QJsonObject> result) {
        done(result ? std::move(result) : ic::Result<QJsonObject>(refusal(result.error())));
    });
}

void McpPanelGame::connectIfPaired()
{
    if (!PanelLink::find())
        return;
    m_quiet = true;
    connectNow();
    m_quiet = false;
}

QString McpPanelGame::pairedTier() const
{
    const auto panel = PanelLink::find();
    if (!panel)
        return {};
    const auto answer =
        PanelLink::ask(*panel, {{QStringLiteral("command"), QStringLiteral("mcp-token")}});
    if (!answer || !answer->value(QLatin1String("paired")).toBool())
        return {};
    return answer->value(QLatin1String("tier")).toString();
}

QString McpPanelGame::sessionName() const
{
    const QString client = m_clientName ? m_clientName() : QString();
    return client.isEmpty() ? QStringLiteral("ic-tool mcp")
                            : QStringLiteral("%1 via ic-tool mcp").arg(client);
}

ic::Result<icrp::IcrpClient::Options> McpPanelGame::locate()
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
    const bool paired = answer->value(QLatin1String("paired")).toBool();
    if (!paired && m_quiet)
        return ic::Error{QStringLiteral("mcp.not-paired"), QStringLiteral("not paired")};
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(panel->hostPort));
    options.toolId = kToolId;
    if (paired) {
        options.tier = icrp::parseTier(answer->value(QLatin1String("tier")).toString())
                           .value_or(icrp::Tier::Observer);
        options.toolId = answer->value(QLatin1String("tool")).toString(kToolId);
        options.password = answer->value(QLatin1String("token")).toString();
    } else {
        qCInfo(lcMcp) << "not paired: asking the panel's user to let this server in";
        options.tier = icrp::Tier::Observer;
        // The gateway asks a program it does not know for no token (§18.2), but the client
        // answers every challenge: a throw-away word, never checked, in place of one.
        options.password = icrp::IcrpAuth::randomBase64(16);
        options.handshakeTimeout = kAnswerWithin; // the identify waits for the answer
    }
    m_asking = !paired;
    options.clientName = sessionName();
    options.clientVersion = QStringLiteral(IC_VERSION);
    options.subscriptions = {QStringLiteral("match")};
    options.autoReconnect = false; // the next call connects again
    return options;
}

ic::Error McpPanelGame::refusal(const ic::Error &error) const
{
    if (!m_asking || error.code != QLatin1String("mcp.gateway"))
        return error;
    // The gateway's own sentences (docs/icrp-spec.md §18.2), inside "the gateway went away".
    if (error.message.contains(QLatin1String("denied this program")))
        return declined(sessionName());
    if (const QString reason = notAskedReason(error.message); !reason.isEmpty())
        return notAsked(reason);
    if (error.message.contains(QLatin1String("ic-panel without --headless")))
        return cannotAsk();
    return error;
}

} // namespace iccli
