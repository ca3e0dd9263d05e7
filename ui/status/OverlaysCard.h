#pragma once
// The Status page's Overlays card: how many of the installed overlays are live in OBS (OBS
// Studio's browser source is connected to the gateway with the overlay's token, told by its
// User-Agent: ichost::OverlayAudience), which are open only in another browser, which are not
// in OBS, and which preview on the Overlays page reported a problem (it did not load, its
// script threw). The panel's own previews are not counted. A click opens the Overlays page.

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

Q_SIGNALS:
    /// A preview's problem() came or went (the card wants to be refreshed).
    void previewProblemChanged();

private:
    /// "Kill Feed\t<what its preview says>" for each preview with a problem.
    QStringList previewProblems(const OverlaysPage *page);

    icpanel::Panel &m_panel;
};

} // namespace icui
