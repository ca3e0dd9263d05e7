#include "panel/PanelControlPair.h"
#include "panel/Tr.h"

#include "panel/Panel.h"
#include "panel/PanelLog.h"

#include "common/ForeignText.h"
#include "host/ToolHost.h"
#include "tools/ToolRegistry.h"

#include <QTimer>
#include <memory>

namespace icpanel {

namespace controlpair {
constexpr auto kPair = QLatin1String("mcp-pair");
constexpr auto kToken = QLatin1String("mcp-token");
/// How long a token may take to come from the keychain; within ic-tool's 10 s.
constexpr int kTokenWithinMs = 8000;
constexpr int kTokenPollMs = 25;

/// The entry's name: "MCP server (<client>)", the client's name without control characters.
QString entryName(const QString &client)
{
    QString clean;
    for (const char32_t c : client.trimmed().left(60).toUcs4()) {
        if (!ic::ForeignText::isForbidden(c, false))
            clean += QString::fromUcs4(&c, 1);
    }
    return clean.isEmpty() ? Tr::tr("MCP server") : Tr::tr("MCP server (%1)").arg(clean);
}

QJsonObject pairedAnswer(const ictools::InstalledTool &tool, bool created)
{
    return {{QStringLiteral("tool"), tool.id},
            {QStringLiteral("name"), tool.name},
            {QStringLiteral("tier"), icrp::tierName(tool.granted.tier)},
            {QStringLiteral("created"), created}};
}

/// Answers with the tool's token once the host has it (read from or made in the keychain).
void replyWithToken(Panel *panel, const PanelControl::Reply &reply, int waitedMs)
{
    ichost::ToolHost *host = panel->host();
    const ictools::InstalledTool *tool = panel->tools()->find(PanelControlPair::kToolId);
    if (!host || !tool)
        return reply(QJsonObject{{QStringLiteral("paired"), false}});
    const QString token = host->toolToken(tool->id);
    if (!token.isEmpty())
        return reply({{QStringLiteral("paired"), true},
                      {QStringLiteral("tool"), tool->id},
                      {QStringLiteral("tier"), icrp::tierName(tool->granted.tier)},
                      {QStringLiteral("token"), token}});
    if (waitedMs >= kTokenWithinMs)
        return reply(PanelControl::error(
            Tr::tr("The MCP server's token did not come from the keychain in time: see the "
                   "panel's Log page, then start the MCP server again.")));
    QTimer::singleShot(kTokenPollMs, panel, [panel, reply, waitedMs] {
        replyWithToken(panel, reply, waitedMs + kTokenPollMs);
    });
}
} // namespace controlpair

using namespace controlpair;

bool PanelControlPair::handles(const QString &command)
{
    return command == kPair || command == kToken;
}

void PanelControlPair::answer(Panel *panel, const QJsonObject &request,
                              const PanelControl::Reply &reply)
{
    if (request.value(QLatin1String("command")).toString() == kPair)
        return pair(panel, request, reply);
    token(panel, reply);
}

void PanelControlPair::pair(Panel *panel, const QJsonObject &request,
                            const PanelControl::Reply &reply)
{
    const QString tierText =
        request.value(QLatin1String("tier")).toString(QStringLiteral("observer"));
    const auto tier = icrp::parseTier(tierText);
    if (!tier || (*tier != icrp::Tier::Observer && *tier != icrp::Tier::Admin))
        return reply(PanelControl::error(
            Tr::tr("The MCP server can be paired as observer or admin, not \"%1\"")
                .arg(tierText.left(20))));
    if (!panel->host())
        return reply(PanelControl::error(
            Tr::tr("The panel's gateway is not running, so nothing can be paired with it: see "
                   "the panel's Log page.")));
    ictools::ToolGrant grant;
    grant.tier = *tier;
    grant.categories = {icrp::EventCategory::Match};
    ictools::ToolRegistry *tools = panel->tools();
    const ictools::InstalledTool *known = tools->find(kToolId);
    if (known && !known->paired)
        return reply(PanelControl::error(
            Tr::tr("A tool \"%1\" from a package is installed: uninstall it first (ic-tool "
                   "uninstall %1), then pair the MCP server again.")
                .arg(kToolId)));
    const bool created = !known;
    const QString client = request.value(QLatin1String("name")).toString();
    const QString name = entryName(client);
    // Named again (--name) when already there, e.g. let in from the window as "<client> via
    // ic-tool mcp": the user's name replaces it.
    const bool renamed = known && !client.trimmed().isEmpty() && known->name != name;
    const bool regranted = known && known->granted != grant;
    if (created) {
        if (const auto added = tools->addPairedProgram(kToolId, name, grant); !added)
            return reply(PanelControl::error(added.error().message));
    }
    if (renamed) {
        if (const auto set = tools->renamePaired(kToolId, name); !set)
            return reply(PanelControl::error(set.error().message));
    }
    if (regranted) {
        if (const auto set = tools->setGrant(kToolId, grant); !set)
            return reply(PanelControl::error(set.error().message));
        panel->host()->closeToolSessions(
            kToolId, QStringLiteral("Its permissions were changed in IC Control Panel"));
    }
    qCInfo(lcPanel).noquote() << "ic-tool paired the MCP server as" << icrp::tierName(*tier)
                              << (renamed ? "and named it again" : "");
    panel->noteToolsChanged(); // its token is read from or made in the keychain
    QJsonObject answer = pairedAnswer(*tools->find(kToolId), created);
    answer.insert(QStringLiteral("renamed"), renamed);
    reply(answer);
}

void PanelControlPair::token(Panel *panel, const PanelControl::Reply &reply)
{
    replyWithToken(panel, reply, 0);
}

} // namespace icpanel
