#include "ui/status/LiveSessions.h"
#include "ui/Tr.h"

#include "host/OverlayAudience.h"
#include "host/ToolHost.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

namespace icui {

LiveSessions LiveSessions::read(const icpanel::Panel &panel)
{
    using Kind = ichost::OverlayAudience::Kind;
    LiveSessions live;
    const ichost::ToolHost *host = panel.host();
    if (!host || !host->isListening())
        return live;
    const ictools::ToolRegistry *tools = panel.tools();
    for (const icrp::IcrpSessionInfo &session : host->sessions()) {
        if (!session.identified)
            continue;
        const Kind kind = ichost::OverlayAudience::of(session);
        if (kind == Kind::Preview)
            continue; // the Overlays page's own
        const QString &id = session.grant.toolId;
        if (!tools || !tools->find(id)) {
            live.allowedOnce << (session.clientName.isEmpty() ? Tr::tr("a program")
                                                              : session.clientName);
            continue;
        }
        ++live.outside[id];
        if (kind == Kind::Obs)
            ++live.obs[id];
        else if (kind == Kind::Browser)
            ++live.browsers[id];
    }
    return live;
}

} // namespace icui
