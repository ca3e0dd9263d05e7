#pragma once
// Who is connected to the panel's gateway, for the Status page's cards: per installed tool the
// sessions from outside the panel (OBS, a browser, a program), and the programs let in once.
// The Overlays page's own preview of an overlay opens a session of that overlay too; it is
// counted off (one per preview that loaded its URL), so "live" means a page outside the panel.

#include <QHash>
#include <QString>
#include <QStringList>

namespace icpanel {
class Panel;
}

namespace icui {

class OverlaysPage;

struct LiveSessions
{
    /// Installed tool id → its sessions from outside the panel.
    QHash<QString, int> outside;
    /// The programs connected without an installed tool (allowed once), by the name they gave.
    QStringList allowedOnce;

    /// The gateway's sessions now; `overlays` may be nullptr (no preview made yet).
    static LiveSessions read(const icpanel::Panel &panel, const OverlaysPage *overlays);
    int count(const QString &toolId) const { return outside.value(toolId); }
};

} // namespace icui
