#pragma once
// The Status page's Match card: who leads and by how much (the teams' army values from the
// MatchModel), a tug-of-war bar split in the teams' colours by army value, each team's players,
// army value and credits on a row with its colour, the clock, map and state, and the teams' army
// values over the match so far (ArmyTrend) in the card's spare height; "No match running"
// while there is none; who won once it ended. When the game hides army values (an observer) it
// shows no bar and says why. Once it ended, the trend of the match stays (until another begins). A
// click opens the Match page.

#include "match/MatchModel.h"
#include "ui/status/StatusCard.h"

#include <QFont>
#include <QHash>

namespace icpanel {
class Panel;
}

namespace icui {

class ArmyTrend;
class DotList;
class TugOfWarBar;

class MatchCard : public StatusCard
{
    Q_OBJECT
public:
    explicit MatchCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// Reads the match again (the card does it whenever the match or the connection changes).
    void refresh();

    /// The teams' army values as one bar (hidden while they are unknown or hidden).
    TugOfWarBar *bar() const { return m_bar; }
    /// One row per team: its colour, "Team 1 — CommanderZod, Volkov" (wrapped onto two lines
    /// when needed, the players beyond them counted; the tooltip has them all, and who left),
    /// "army 6,300 · credits 9,900" (on a narrow card "army 6,300" over "credits 9,900", for every
    /// team alike).
    DotList *teamRows() const { return m_teams; }
    /// Clock, state and map.
    QLabel *clockLabel() const { return m_clock; }
    /// Each team's army value over the match, under the clock, in the card's spare height.
    ArmyTrend *trend() const { return m_trend; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The big line while the match runs: the leading team and its margin.
    QString leaderLine() const;
    /// "Team 2 won by 1,200 army value" (by the final army values; only "Team 2 won" at the
    /// time limit, where the score decided and is said under it, or when they are hidden).
    QString wonLine(int winner) const;
    /// Why no team is said to lead while the figures are hidden (empty: they are not).
    QString hiddenReason() const;
    void showTeams();
    /// The trend, and the card's spare height for it, or neither.
    void showTrend(bool shown);
    /// "Team 1 — CommanderZod, Volkov" on at most two lines in the room `state` leaves on the
    /// row; the players beyond them counted ("Team 1 — CommanderZod, Volkov, +2").
    QString teamTitle(const icmatch::MatchModel::TeamTotals &team, const QString &state) const;
    /// The width left for a team's names beside `state`.
    int nameRoom(const QString &state) const;
    /// nameRoom() beside figures of five digits in the shape of `state` (or `state` itself when
    /// wider), so the names and lines keep their layout while the figures change.
    int steadyRoom(const QString &state) const;
    /// Whether `text` wrapped at `room` pixels takes at most two lines, no word wider than it.
    bool fitsTwoLines(const QString &text, int room) const;
    /// The width of one line of `text` in the rows' font, as QFontMetrics::boundingRect().
    int lineWidth(const QString &text) const;
    /// Forgets the measures below when they may have changed (the rows' font).
    void forgetMeasures() const;
    /// Every player of the team, those who left said so.
    QString teamToolTip(const icmatch::MatchModel::TeamTotals &team) const;

    QString clockLine() const;

    icpanel::Panel &m_panel;
    TugOfWarBar *m_bar = nullptr;
    DotList *m_teams = nullptr;
    QLabel *m_clock = nullptr;
    ArmyTrend *m_trend = nullptr;
    // Measured text, kept: the card is refreshed with every figure and every ping, and the
    // names and the widest figures measure the same each time (laying text out was most of
    // what the idle Status page cost). Keyed by the text (and the room); the font they were
    // measured in (and the screen's DPI) is kept beside them.
    mutable QHash<QString, int> m_lineWidths;
    mutable QHash<QString, bool> m_fits;
    mutable QFont m_measuredFont;
    mutable int m_measuredDpi = 0;
};

} // namespace icui
