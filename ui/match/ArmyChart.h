#pragma once
// The Match page's chart: army value (or credits) over game time, from the match's series. A
// bold line per team in its colour (the sum over the players still in the match) and a thin
// line per player in a shade of it, dashed or dotted to tell teammates apart (a key above names
// the teams; the players table shows each player's stroke: PlayerKeyProxy). The time axis
// reads m:ss like the clock and starts at the first figures the panel has, rounded down to
// 10 s: a panel that joined late (or came back from another game) draws what it saw across the
// plot, not as a sliver at its right edge, and says so under the axis ("since 4:50, when the
// panel joined"). A replay's chart starts at 0:00 (setFromFirstFigures(false)). Hidden figures
// have no points. The widget is FiguresChart's.

#include "ui/match/FiguresChart.h"

namespace icmatch {
class MatchModel;
}

namespace icui {

class ArmyChart : public FiguresChart
{
    Q_OBJECT
public:
    explicit ArmyChart(icmatch::MatchModel *match, QWidget *parent = nullptr);

    /// Whether the time axis starts at the first figures (live, the default) or at 0:00.
    void setFromFirstFigures(bool on);
    /// The second the time axis starts at (0, or the first figures' rounded down to 10 s).
    qint64 startSeconds() const;
    /// While hidden (the Match page behind another page), figures only mark the lines stale;
    /// they are rebuilt when the chart is shown again. Off by default: the replay window's
    /// chart, a fallback behind the whole match's, stays current.
    void setRebuiltOnlyWhenShown(bool on) { m_onlyWhenShown = on; }

protected:
    void rebuild() override;
    void showEvent(QShowEvent *event) override;

private:
    /// rebuild(), or while hidden with setRebuiltOnlyWhenShown() only noted and done when
    /// shown: a chart nobody sees redraws nothing at every figure (issue 30).
    void rebuildWhenShown();

    /// The team lines, then the players', each with the points of the chosen measure.
    void rebuildLines(double secondsPerTick, double &top);
    /// startSeconds() to the clock's next round step (a minute at least) while the match runs, to
    /// its end once it ended; labelled at each step and at an ended match's end.
    void updateTimeRange();

    icmatch::MatchModel *m_match;
    bool m_fromFirstFigures = true;
    bool m_onlyWhenShown = false;
    bool m_stale = false; ///< figures came while hidden
};

} // namespace icui
