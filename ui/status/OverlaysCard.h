#pragma once
// The Status page's Overlays card: how many of the installed overlays are live in OBS (a page
// outside the panel is connected to the gateway with the overlay's token), which are installed
// but not connected, and which preview on the Overlays page reported a problem (it did not
// load, its script threw). A click opens the Overlays page.

#include "ui/status/StatusCard.h"

namespace icpanel {
class Panel;
}

namespace icui {

class OverlaysPage;
struct LiveSessions;

class OverlaysCard : public StatusCard
{
    Q_OBJECT
public:
    explicit OverlaysCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// Reads the overlays, their sessions and `page`'s previews (nullptr: none made yet).
    void refresh(const OverlaysPage *page, const LiveSessions &live);

private:
    /// "Kill Feed\t<what its preview says>" for each preview with a problem.
    static QStringList previewProblems(const OverlaysPage *page, const icpanel::Panel &panel);

    icpanel::Panel &m_panel;
};

} // namespace icui
