#pragma once
// The Match page's chart: army value (or credits) over game time, from the match's series. A
// bold line per team in its colour (the sum over the players still in the match) and a thin
// line per player in a shade of it, dashed or dotted to tell teammates apart (a key above names
// the teams; the players table shows each player's stroke: PlayerKeyProxy). The time axis
// reads m:ss like the clock and starts at 0:00: a panel that joined late shows the start of
// the match empty, not squeezed. Hidden figures have no points.

#include <QChartView>
#include <QHash>
#include <QWidget>

class QCategoryAxis;
class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace icmatch {
class MatchModel;
}

namespace icui {

class ArmyChart : public QWidget
{
    Q_OBJECT
public:
    enum class Measure { ArmyValue, Credits };

    explicit ArmyChart(icmatch::MatchModel *match, QWidget *parent = nullptr);

    void setMeasure(Measure measure);
    Measure measure() const { return m_measure; }
    QComboBox *measureBox() const { return m_measureBox; }
    QChartView *view() const { return m_view; }
    /// The line of `player`, nullptr when it has none.
    QLineSeries *line(const QString &player) const;
    /// The line of team `team` (0, 1, …), nullptr when it has none.
    QLineSeries *teamLine(int team) const;
    /// The time axis: labels "0:00", "1:00", … from the start of the match.
    QCategoryAxis *timeAxis() const { return m_time; }
    /// "m:ss" (or "h:mm:ss") of `seconds` of game time.
    static QString clockLabel(qint64 seconds);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    /// The team lines, then the players', each with the points of the chosen measure.
    void rebuildLines(double secondsPerTick, double &top);
    QLineSeries *addLine(const QString &name);
    /// The time axis for the match now (setTimeRange()).
    void updateTimeRange();
    /// 0:00 to the clock's next round step (a minute at least) while the match runs, to its
    /// end once it ended; labelled at each step and at an ended match's end.
    void setTimeRange(double endSeconds, bool ended);
    void applyPalette();
    /// Colours and widths of the lines (and the teams' key) for the palette now.
    void applyLineColors();

    icmatch::MatchModel *m_match;
    Measure m_measure = Measure::ArmyValue;
    QComboBox *m_measureBox = nullptr;
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr;
    QCategoryAxis *m_time = nullptr;
    QValueAxis *m_value = nullptr;
    /// The teams' colours, beside the measure's box (the chart's own legend would take a row).
    QLabel *m_key = nullptr;
    QHash<QString, QLineSeries *> m_playerLines;
    QHash<int, QLineSeries *> m_teamLines;
    qint64 m_timeEnd = -1;
};

} // namespace icui
