#pragma once
// A past match's figures over time on the History page: army value or credits at the end of
// every minute (ic/match.history's minutes), a bold line per team in its colour (the sum of its
// players) and a thin one per player in a shade of it, dashed or dotted to tell teammates apart,
// on an m:ss time axis from 0:00 to the match's end — as the Match page's ArmyChart draws them.

#include "history/HistoryMatch.h"

#include <QChartView>
#include <QHash>
#include <QWidget>

class QCategoryAxis;
class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace icui {

class HistoryFiguresChart : public QWidget
{
    Q_OBJECT
public:
    enum class Measure { ArmyValue, Credits };

    explicit HistoryFiguresChart(QWidget *parent = nullptr);

    /// Shows `match`'s minutes (none: an empty chart).
    void setMatch(const ichistory::HistoryMatch &match);
    void setMeasure(Measure measure);
    QComboBox *measureBox() const { return m_measureBox; }
    QChartView *view() const { return m_view; }
    /// The line of `player` / of team `team`, nullptr when none.
    QLineSeries *line(const QString &player) const { return m_playerLines.value(player); }
    QLineSeries *teamLine(int team) const { return m_teamLines.value(team); }
    QCategoryAxis *timeAxis() const { return m_time; }
    QValueAxis *valueAxis() const { return m_value; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QLineSeries *addLine(const QString &name, int team, int nth);
    void setTimeRange(qint64 endSeconds);
    /// 0 to a nice number above `top`, integer ticks only; no labels when nothing is drawn.
    void setValueRange(double top, bool hasFigures);
    void applyPalette();

    ichistory::HistoryMatch m_match;
    Measure m_measure = Measure::ArmyValue;
    QComboBox *m_measureBox = nullptr;
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr;
    QCategoryAxis *m_time = nullptr;
    QValueAxis *m_value = nullptr;
    QLabel *m_key = nullptr;
    QHash<QString, QLineSeries *> m_playerLines;
    QHash<int, QLineSeries *> m_teamLines;
};

} // namespace icui
