#pragma once
// The Status page's Match card: who leads and by how much (the teams' army values from the
// MatchModel), each team's army value and credits, the clock, map and state; "No match
// running" while there is none; who won once it ended. A click opens the Match page.

#include "ui/status/StatusCard.h"

namespace icpanel {
class Panel;
}

namespace icui {

class MatchCard : public StatusCard
{
    Q_OBJECT
public:
    explicit MatchCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// Reads the match again (the card does it whenever the match or the connection changes).
    void refresh();

private:
    /// The big line while the match runs: the leading team and its margin.
    QString leaderLine() const;
    QStringList teamLines() const;
    QString clockLine() const;

    icpanel::Panel &m_panel;
};

} // namespace icui
