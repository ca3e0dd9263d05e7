#pragma once
// A past match's figures over time on the History page: army value or credits at the match's
// start (minute 0, when the game gives it) and at the end of every minute (ic/match.history's
// minutes; the last one partial, at the match's end), only the figures the game gave (no point
// is made up: without a minute 0 a line starts at its first minute), a bold line per team in its
// colour (the sum of its players) and a thin one per player in a shade of it, dashed or dotted to
// tell teammates apart, on an m:ss time axis from 0:00 to the match's end — the Match page's chart
// (FiguresChart). Until a match is chosen, when the game kept no minutes of it, or when it lasted
// under two minutes (one or two points a minute apart would tell nothing: "too short to chart"),
// a sentence stands where the plot would be (placeholder()) instead of an empty frame.

#include "history/HistoryMatch.h"
#include "ui/match/FiguresChart.h"

class QLabel;

namespace icui {

class HistoryFiguresChart : public FiguresChart
{
    Q_OBJECT
public:
    explicit HistoryFiguresChart(QWidget *parent = nullptr);

    /// Shows `match`'s minutes (none: an empty chart).
    void setMatch(const ichistory::HistoryMatch &match);
    /// The sentence shown instead of the plot while there is nothing to draw.
    QLabel *placeholder() const { return m_placeholder; }

protected:
    void rebuild() override;

private:
    ichistory::HistoryMatch m_match;
    QLabel *m_placeholder = nullptr;
};

} // namespace icui
