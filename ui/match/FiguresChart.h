#pragma once
// What the Match page's ArmyChart and the History page's HistoryFiguresChart share: army value
// (or credits) over game time, chosen in a box above the plot. A bold line per team in its
// colour and a thin line per player in a shade of it, dashed or dotted to tell teammates apart;
// a key beside the box names the teams (the chart's own legend would take a row). The time axis
// reads m:ss like the clock and starts at 0:00. The colours follow the palette (light, dark).
// A subclass says where the points come from (rebuild()) and how the time range is chosen.

#include <QChartView>
#include <QHash>
#include <QWidget>

class QCategoryAxis;
class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace icui {

class FiguresChart : public QWidget
{
    Q_OBJECT
public:
    enum class Measure { ArmyValue, Credits };

    void setMeasure(Measure measure);
    Measure measure() const { return m_measure; }
    QComboBox *measureBox() const { return m_measureBox; }
    QChartView *view() const { return m_view; }
    /// The line of `player`, nullptr when it has none.
    QLineSeries *line(const QString &player) const { return m_playerLines.value(player); }
    /// The line of team `team` (0, 1, …), nullptr when it has none.
    QLineSeries *teamLine(int team) const { return m_teamLines.value(team); }
    /// The time axis: labels "0:00", "1:00", … from the start of the match.
    QCategoryAxis *timeAxis() const { return m_time; }
    QValueAxis *valueAxis() const { return m_value; }
    /// "m:ss" (or "h:mm:ss") of `seconds` of game time.
    static QString clockLabel(qint64 seconds);
    /// The top of the value axis for values up to `peak`: the first multiple at or above it of
    /// the smallest step of 1, 2, 2.5 or 5 × 10^k (whole) that gets there in at most 5
    /// intervals (10,000 for 9,500; 8,000 for 7,000; 3 for 3). `intervals` gets their number.
    static double niceTop(double peak, int *intervals = nullptr, int maxIntervals = 5);
    /// How many intervals the value axis has room for: each label about a line and a half of
    /// the plot's height as laid out last, at most 5 (a short chart at the least size: fewer
    /// labels, each whole and none left out, the twenty-second and twenty-fourth newcomers).
    int valueIntervalsRoom() const;

protected:
    /// How a subclass's chart looks where the two differ.
    struct Frame
    {
        QString label;               ///< the measure box's label ("Chart:")
        int minimumHeight = 140;     ///< the plot's
        int keyMargin = 0;           ///< room right of the teams' key
        qint64 shortestTimeStep = 0; ///< seconds between time labels, at least
    };

    FiguresChart(const Frame &frame, QWidget *parent);

    /// Puts the points of measure() into the lines (addLine(), playerLines(), teamLines()).
    virtual void rebuild() = 0;
    void changeEvent(QEvent *event) override;

    /// A line of `team`'s colour: its `nth` player's (a shade, dashed or dotted), -1 the team's.
    QLineSeries *addLine(const QString &name, int team, int nth);
    /// The team `line` (from addLine()) is drawn for.
    static int lineTeam(const QLineSeries *line);
    QHash<QString, QLineSeries *> &playerLines() { return m_playerLines; }
    QHash<int, QLineSeries *> &teamLines() { return m_teamLines; }
    /// Removes (and deletes) every line.
    void clearLines();
    /// Colours and widths of the lines (and the teams' key) for the palette now.
    void applyLineColors();

    /// Seconds between labels of the time axis: the smallest round step (the frame's shortest
    /// at least) giving at most 6 labels up to `endSeconds`.
    qint64 timeStep(qint64 endSeconds) const;
    /// `startSeconds` (0:00 by default) to `endSeconds`, labelled at the start, at each
    /// timeStep() of the span and at the end.
    void setTimeRange(qint64 endSeconds, qint64 startSeconds = 0);
    /// A small line under the time axis ("since 4:50, when the panel joined"); empty: none.
    void setTimeNote(const QString &note);
    /// 0 to niceTop(`top`), a tick at each of its steps: whole numbers only, each once.
    void setValueRange(double top);

private:
    void applyPalette();
    /// setValueRange() again when the plot's height has room for another number of labels.
    void followPlotHeight();

    Measure m_measure = Measure::ArmyValue;
    qint64 m_shortestTimeStep = 0;
    QComboBox *m_measureBox = nullptr;
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr;
    QCategoryAxis *m_time = nullptr;
    QValueAxis *m_value = nullptr;
    QLabel *m_key = nullptr;
    QHash<QString, QLineSeries *> m_playerLines;
    QHash<int, QLineSeries *> m_teamLines;
    qint64 m_timeEnd = -1;
    qint64 m_timeStart = 0;
    double m_valueTop = -1; ///< what setValueRange() was given last (-1: nothing yet)
    int m_valueRoom = 0;    ///< valueIntervalsRoom() when it was applied
};

} // namespace icui
