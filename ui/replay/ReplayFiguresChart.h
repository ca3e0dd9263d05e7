#pragma once
// The replay window's chart of the whole match: army value or credits at the end of every
// minute from the match history (HistoryFiguresChart: 0:00 to the match's end, all at once, the
// match being over), and a vertical cursor at the replay's current moment with its clock
// ("0:18") at the top. The cursor moves as the replay plays and jumps when it seeks; the lines
// stay whole.

#include "ui/history/HistoryFiguresChart.h"

class QGraphicsLineItem;
class QGraphicsSimpleTextItem;

namespace icui {

class ReplayFiguresChart : public HistoryFiguresChart
{
    Q_OBJECT
public:
    explicit ReplayFiguresChart(QWidget *parent = nullptr);

    /// Puts the cursor at `seconds` of game time (clamped to the time axis).
    void setCursorSeconds(double seconds);
    double cursorSeconds() const { return m_cursorSeconds; }
    /// The cursor's line, in the chart's coordinates (from the plot's top to its bottom).
    QGraphicsLineItem *cursor() const { return m_cursor; }
    /// The cursor's clock at the top of its line.
    QGraphicsSimpleTextItem *cursorLabel() const { return m_label; }
    /// Where `seconds` falls across the plot, in the chart's coordinates.
    double xAt(double seconds) const;

protected:
    void rebuild() override;
    void changeEvent(QEvent *event) override;

private:
    void placeCursor();
    void colorCursor();

    QGraphicsLineItem *m_cursor = nullptr;
    QGraphicsSimpleTextItem *m_label = nullptr;
    double m_cursorSeconds = 0;
};

} // namespace icui
