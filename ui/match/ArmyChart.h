#pragma once
// The Match page's chart: army value (or credits) of each player over game time, a line per
// player in their team's colour, from the match's series. Hidden figures have no points.

#include <QChartView>
#include <QWidget>

class QComboBox;
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

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    /// The chart's own drawing follows the palette (light or dark), as the widgets do.
    void applyPalette();

    icmatch::MatchModel *m_match;
    Measure m_measure = Measure::ArmyValue;
    QComboBox *m_measureBox = nullptr;
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr;
    QValueAxis *m_time = nullptr;
    QValueAxis *m_value = nullptr;
};

} // namespace icui
