#include "ui/history/HistoryFiguresChart.h"

#include "ui/Tr.h"
#include "ui/appearance/Appearance.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/TeamColors.h"

#include <QCategoryAxis>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

namespace icui {
namespace {

const char *const kTeamProperty = "icTeam";
const char *const kNthProperty = "icNth"; // -1 on a team's line

qint64 timeStep(qint64 endSeconds)
{
    static constexpr std::array<qint64, 9> kSteps{60, 120, 300, 600, 900, 1200, 1800, 3600, 7200};
    for (qint64 step : kSteps) {
        if (endSeconds <= step * 6)
            return step;
    }
    return (endSeconds / 6 / 3600 + 1) * 3600;
}

} // namespace

HistoryFiguresChart::HistoryFiguresChart(QWidget *parent) : QWidget(parent)
{
    m_measureBox = new QComboBox(this);
    m_measureBox->setAccessibleName(Tr::tr("Chart shows"));
    m_measureBox->addItem(Tr::tr("Army value"));
    m_measureBox->addItem(Tr::tr("Credits"));
    connect(m_measureBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMeasure(index == 1 ? Measure::Credits : Measure::ArmyValue); });
    auto *label = new QLabel(Tr::tr("Cha&rt:"), this);
    label->setBuddy(m_measureBox);

    m_chart = new QChart;
    m_chart->legend()->hide();
    m_chart->setLocalizeNumbers(true);
    m_chart->setMargins(QMargins(2, 2, 16, 2));
    m_time = new QCategoryAxis(m_chart);
    m_time->setTitleVisible(false);
    m_time->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_value = new QValueAxis(m_chart);
    m_value->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_value, Qt::AlignLeft);
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(140);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setAccessibleName(Tr::tr("Figures over time"));

    m_key = new QLabel(this);
    m_key->setTextFormat(Qt::RichText);
    auto *top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_measureBox);
    top->addStretch(1);
    top->addWidget(m_key);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    applyPalette();
}

void HistoryFiguresChart::setMatch(const ichistory::HistoryMatch &match)
{
    m_match = match;
    rebuild();
}

void HistoryFiguresChart::setMeasure(Measure measure)
{
    m_measure = measure;
    const QSignalBlocker blocker(m_measureBox);
    m_measureBox->setCurrentIndex(measure == Measure::Credits ? 1 : 0);
    rebuild();
}

void HistoryFiguresChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

QLineSeries *HistoryFiguresChart::addLine(const QString &name, int team, int nth)
{
    auto *series = new QLineSeries(m_chart);
    series->setName(name);
    series->setProperty(kTeamProperty, team);
    series->setProperty(kNthProperty, nth);
    m_chart->addSeries(series);
    series->attachAxis(m_time);
    series->attachAxis(m_value);
    return series;
}

void HistoryFiguresChart::rebuild()
{
    m_chart->removeAllSeries(); // deletes them
    m_playerLines.clear();
    m_teamLines.clear();
    const qint64 end = std::max<qint64>(m_match.durationSeconds(), 60);
    const auto seconds = [end](int minute) { return double(std::min<qint64>(minute * 60LL, end)); };
    const bool credits = m_measure == Measure::Credits;
    double top = 1;
    QHash<int, int> seen;
    for (const ichistory::HistoryPlayer &p : std::as_const(m_match.players)) {
        if (!m_teamLines.contains(p.team))
            m_teamLines.insert(p.team, addLine(Tr::tr("Team %1").arg(p.team + 1), p.team, -1));
        m_playerLines.insert(p.name, addLine(p.name, p.team, seen[p.team]++));
    }
    for (const ichistory::MinuteFigures &minute : std::as_const(m_match.minutes)) {
        QHash<int, double> sums;
        for (const ichistory::MinutePlayer &p : minute.players) {
            const double value = double(credits ? p.credits : p.armyValue);
            if (QLineSeries *line = m_playerLines.value(p.name)) {
                line->append(seconds(minute.minute), value);
                sums[line->property(kTeamProperty).toInt()] += value;
            }
            top = std::max(top, value);
        }
        for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
            m_teamLines.value(it.key())->append(seconds(minute.minute), it.value());
            top = std::max(top, it.value());
        }
    }
    applyPalette();
    setTimeRange(end);
    setValueRange(top, !m_match.minutes.isEmpty());
}

void HistoryFiguresChart::setValueRange(double top, bool hasFigures)
{
    // Whole numbers only, each once: a tick between two integers would read "1, 1" (%.0f).
    m_value->setTickCount(5);
    m_value->setRange(0, top * 1.1);
    m_value->applyNiceNumbers();
    const double span = m_value->max() - m_value->min();
    if (span < m_value->tickCount() - 1) {
        const int whole = std::max(1, int(std::ceil(span)));
        m_value->setRange(0, whole);
        m_value->setTickCount(whole + 1);
    }
    m_value->setLabelsVisible(hasFigures); // nothing drawn: no numbers to read either
}

void HistoryFiguresChart::setTimeRange(qint64 end)
{
    for (const QString &label : m_time->categoriesLabels())
        m_time->remove(label);
    m_time->setStartValue(0);
    const qint64 step = timeStep(end);
    for (qint64 at = 0; at <= end; at += step) {
        if (at == 0 || (end - at) * 2 >= step)
            m_time->append(ArmyChart::clockLabel(at), double(at));
    }
    m_time->append(ArmyChart::clockLabel(end), double(end));
    m_time->setRange(0, double(end));
}

void HistoryFiguresChart::applyPalette()
{
    const QPalette p = palette();
    const QColor text = p.color(QPalette::Text);
    const QColor grid = p.color(QPalette::Mid);
    m_chart->setBackgroundBrush(p.base());
    m_chart->setBackgroundPen(QPen(grid));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_time), static_cast<QAbstractAxis *>(m_value)}) {
        axis->setLabelsColor(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(Appearance::isDark(p) ? grid.darker(130) : grid.lighter(130));
    }
    m_view->setBackgroundBrush(p.window());
    for (QAbstractSeries *s : m_chart->series()) {
        const int team = s->property(kTeamProperty).toInt();
        const int nth = s->property(kNthProperty).toInt();
        QPen pen;
        pen.setCapStyle(Qt::RoundCap);
        pen.setColor(nth < 0 ? TeamColors::team(team, p) : TeamColors::player(team, nth, p));
        pen.setWidthF(nth < 0 ? 3.5 : 1.5);
        if (nth >= 0)
            pen.setStyle(TeamColors::playerLineStyle(nth));
        static_cast<QLineSeries *>(s)->setPen(pen);
    }
    QList<int> teams = m_teamLines.keys();
    std::sort(teams.begin(), teams.end());
    QStringList key;
    for (int team : std::as_const(teams)) {
        key << QStringLiteral("<span style=\"color:%1\">&#x2501;&#x2501;</span>&nbsp;%2")
                   .arg(TeamColors::team(team, p).name(),
                        Tr::tr("Team %1").arg(team + 1).toHtmlEscaped());
    }
    m_key->setText(key.join(QStringLiteral("&nbsp;&nbsp;&nbsp;")));
}

} // namespace icui
