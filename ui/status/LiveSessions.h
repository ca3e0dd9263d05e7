#pragma once
// Who is connected to the panel's gateway, for the Status page's cards: per installed tool its
// sessions by audience (ichost::OverlayAudience: OBS, another browser, a program), and the
// programs let in once. The Overlays page's own previews are told apart by their User-Agent and
// not counted: "live" means a page outside the panel.

#include <QHash>
#include <QString>
#include <QStringList>

namespace icpanel {
class Panel;
}

namespace icui {

struct LiveSessions
{
    /// Installed tool id → its sessions from outside the panel (OBS, browsers, programs).
    QHash<QString, int> outside;
    /// Installed tool id → its sessions from OBS Studio.
    QHash<QString, int> obs;
    /// Installed tool id → its sessions from another web browser.
    QHash<QString, int> browsers;
    /// The programs connected without an installed tool (allowed once), by the name they gave.
    QStringList allowedOnce;

    /// The gateway's sessions now.
    static LiveSessions read(const icpanel::Panel &panel);
    int count(const QString &toolId) const { return outside.value(toolId); }
    int inObs(const QString &toolId) const { return obs.value(toolId); }
    int inBrowsers(const QString &toolId) const { return browsers.value(toolId); }
};

} // namespace icui
