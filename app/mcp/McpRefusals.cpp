#include "mcp/McpRefusals.h"
#include "mcp/Tr.h"

#include "icrp/protocol/ErrorCode.h"

namespace icmcp {

ic::Error McpRefusals::ended()
{
    return ic::Error{
        QStringLiteral("mcp.kicked"),
        Tr::tr("IC Control Panel ended this MCP server's session: its user kicked it on the "
               "Connections page (or reset its token, changed its tier, disabled or "
               "uninstalled it on the Tools page). This call was not sent to the game. The next "
               "call connects again if the panel still lets it in; to keep it out, disable "
               "\"mcp\" on the panel's Tools page if it is paired there, or choose Deny when "
               "the panel asks about it again.")};
}

ic::Error McpRefusals::withGrant(const ic::Error &error, icrp::Tier tier)
{
    if (tier == icrp::Tier::Admin)
        return error;
    const icrp::ErrorCode code = icrp::errorCodeOf(error);
    const QString told = error.message.trimmed();
    const QString sep =
        told.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ");
    if (code == icrp::ErrorCode::PermissionDenied)
        return ic::Error{
            error.code,
            told + sep +
                Tr::tr("This MCP server has the %1 tier, and this needs the admin tier. To "
                       "grant it, run ic-tool mcp --pair --tier admin in a terminal (the model "
                       "then sees what an admin sees, without the fog of war), then ask again.")
                    .arg(icrp::tierName(tier))};
    if (code == icrp::ErrorCode::DisabledInRanked)
        return ic::Error{
            error.code,
            told + sep +
                Tr::tr("In a ranked match this MCP server's %1 tier sees it only once the "
                       "observer delay has passed: ask again then. Only the admin tier sees it "
                       "sooner (ic-tool mcp --pair --tier admin; in ranked play that is for the "
                       "game's operator only).")
                    .arg(icrp::tierName(tier))};
    return error;
}

} // namespace icmcp
