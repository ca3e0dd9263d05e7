#pragma once
// The Status page's Tools card: the tools connected to the panel's gateway by name (pages and
// programs, and programs let in once), and the panel's own programs that stopped (failed or
// stopped by the user). A click opens the Tools page.

#include "ui/status/StatusCard.h"

namespace icpanel {
class Panel;
}

namespace icui {

struct LiveSessions;

class ToolsCard : public StatusCard
{
    Q_OBJECT
public:
    explicit ToolsCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    void refresh(const LiveSessions &live);

private:
    icpanel::Panel &m_panel;
};

} // namespace icui
