#include "ui/status/LiveSessions.h"
#include "ui/Tr.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"

#include "host/ToolHost.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

namespace icui {

LiveSessions LiveSessions::read(const icpanel::Panel &panel, const OverlaysPage *overlays)
{
    LiveSessions live;
    const ichost::ToolHost *host = panel.host();
    if (!host || !host->isListening())
        return live;
    const ictools::ToolRegistry *tools = panel.tools();
    for (const icrp::IcrpSessionInfo &session : host->sessions()) {
        if (!session.identified)
            continue;
        const QString &id = session.grant.toolId;
        if (tools && tools->find(id))
            ++live.outside[id];
        else
            live.allowedOnce << (session.clientName.isEmpty() ? Tr::tr("a program")
                                                              : session.clientName);
    }
    if (!overlays)
        return live;
    for (const OverlayPreview *preview : overlays->previews()) {
        if (!preview->url().isEmpty() && live.outside.value(preview->toolId()) > 0)
            --live.outside[preview->toolId()];
    }
    return live;
}

} // namespace icui
