#pragma once
// The Status page's Tools card: the tools connected to the panel's gateway, one per row with a
// green dot and its name ("×2" when two sessions; pages and programs, and programs let in
// once), and the panel's own programs that stopped (failed or stopped by the user) with an
// amber dot. A click opens the Tools page.

#include "ui/status/StatusCard.h"

namespace icpanel {
class Panel;
}

namespace icui {

class DotList;
struct LiveSessions;

class ToolsCard : public StatusCard
{
    Q_OBJECT
public:
    explicit ToolsCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    void refresh(const LiveSessions &live);
    /// One row per connected tool, then the stopped programs.
    DotList *rows() const { return m_rows; }

private:
    icpanel::Panel &m_panel;
    DotList *m_rows = nullptr;
};

} // namespace icui
