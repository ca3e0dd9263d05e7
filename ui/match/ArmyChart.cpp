#include "ui/match/ArmyChart.h"
#include "common/GameTime.h"

#include "match/MatchModel.h"
#include "ui/Tr.h"
#include "ui/appearance/Appearance.h"
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

/// Seconds between labels of the time axis: the smallest round step giving at most 6 labels.
qint64 timeStep(qint64 endSeconds)
{
    static constexpr std::array<qint64, 12> kSteps{10,  15,  30,   60,   120,  300,
                                                   600, 900, 1200, 1800, 3600, 7200};
    for (qint64 step : kSteps) {
        if (endSeconds <= step * 6)
            return step;
    }
    return (endSeconds / 6 / 3600 + 1) * 3600;
}

} // namespace

ArmyChart::ArmyChart(icmatch::MatchModel *match, QWidget *parent) : QWidget(parent), m_match(match)
{
    m_measureBox = new QComboBox(this);
    m_measureBox->setAccessibleName(Tr::tr("Chart shows"));
    m_measureBox->addItem(Tr::tr("Army value"));
    m_measureBox->addItem(Tr::tr("Credits"));
    connect(m_measureBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMeasure(index == 1 ? Measure::Credits : Measure::ArmyValue); });

    m_chart = new QChart;
    // The key beside the measure names the teams; the players' strokes are in the players
    // table (PlayerKeyProxy). No legend and no axis titles: the plot keeps the room.
    m_chart->legend()->hide();
    m_chart->setLocalizeNumbers(true);          // "20,000" as the table writes it
    m_chart->setMargins(QMargins(2, 2, 16, 2)); // room for the last time label's right half
    m_time = new QCategoryAxis(m_chart);
    m_time->setTitleVisible(false); // the labels read as the clock does
    m_time->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_value = new QValueAxis(m_chart);
    m_value->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_value, Qt::AlignLeft);
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(160);
    m_view->setFocusPolicy(Qt::NoFocus); // nothing to do in it by keyboard, and no focus shown

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(Tr::tr("Chart:"), this));
    top->addWidget(m_measureBox);
    top->addStretch(1);
    m_key = new QLabel(this);
    m_key->setObjectName(QStringLiteral("chartKey"));
    m_key->setTextFormat(Qt::RichText);
    top->addWidget(m_key);
    top->addSpacing(8); // apart from what the splitter puts beside the chart
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    applyPalette();
    connect(match, &icmatch::MatchModel::figuresChanged, this, &ArmyChart::rebuild);
    connect(match, &icmatch::MatchModel::matchReset, this, &ArmyChart::rebuild);
    connect(match, &icmatch::MatchModel::infoChanged, this, &ArmyChart::updateTimeRange);
    rebuild();
}

QString ArmyChart::clockLabel(qint64 seconds)
{
    return ic::gameTimeText(seconds);
}

void ArmyChart::setMeasure(Measure measure)
{
    m_measure = measure;
    const QSignalBlocker blocker(m_measureBox);
    m_measureBox->setCurrentIndex(measure == Measure::Credits ? 1 : 0);
    rebuild();
}

void ArmyChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void ArmyChart::applyPalette()
{
    const QPalette p = palette();
    const QColor text = p.color(QPalette::Text);
    const QColor line = p.color(QPalette::Mid);
    m_chart->setBackgroundBrush(p.base());
    m_chart->setBackgroundPen(QPen(line));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_time), static_cast<QAbstractAxis *>(m_value)}) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(line);
        axis->setGridLineColor(Appearance::isDark(p) ? line.darker(130) : line.lighter(130));
    }
    m_view->setBackgroundBrush(p.window());
    applyLineColors();
}

void ArmyChart::applyLineColors()
{
    const QPalette p = palette();
    for (QAbstractSeries *s : m_chart->series()) {
        auto *series = qobject_cast<QLineSeries *>(s);
        const int team = s->property(kTeamProperty).toInt();
        const int nth = s->property(kNthProperty).toInt();
        QPen pen;
        pen.setCapStyle(Qt::RoundCap);
        if (nth < 0) {
            pen.setColor(TeamColors::team(team, p));
            pen.setWidthF(3.5);
        } else {
            pen.setColor(TeamColors::player(team, nth, p));
            pen.setWidthF(1.5);
            pen.setStyle(TeamColors::playerLineStyle(nth));
        }
        series->setPen(pen);
    }
    QList<int> teams = m_teamLines.keys();
    std::sort(teams.begin(), teams.end());
    QStringList key;
    for (int team : std::as_const(teams)) {
        key << QStringLiteral("<span style=\"color:%1\">&#x2501;&#x2501;</span>&nbsp;%2")
                   .arg(TeamColors::team(team, p).name(),
                        Tr::tr("Team %1").arg(team + 1).toHtmlEscaped());
    }
    if (m_key)
        m_key->setText(key.join(QStringLiteral("&nbsp;&nbsp;&nbsp;")));
}

QLineSeries *ArmyChart::line(const QString &player) const
{
    return m_playerLines.value(player);
}

QLineSeries *ArmyChart::teamLine(int team) const
{
    return m_teamLines.value(team);
}

QLineSeries *ArmyChart::addLine(const QString &name)
{
    auto *series = new QLineSeries(m_chart);
    series->setName(name);
    m_chart->addSeries(series);
    series->attachAxis(m_time);
    series->attachAxis(m_value);
    return series;
}

void ArmyChart::rebuild()
{
    const int rate = m_match->info().tickRate;
    const double secondsPerTick = rate > 0 ? 1.0 / rate : 0.0;
    double top = 1;
    rebuildLines(secondsPerTick, top);
    applyLineColors();
    updateTimeRange();
    m_value->setRange(0, top * 1.1);
    m_value->applyNiceNumbers();
    m_value->setTitleVisible(false); // the measure's box above says what it is
}

void ArmyChart::rebuildLines(double secondsPerTick, double &top)
{
    const auto &samples = m_match->series().samples();
    const auto pick = [this, secondsPerTick, &top](QList<QPointF> &points, qint64 tick,
                                                   const icmatch::MatchSeries::Values &v) {
        const std::optional<qint64> value = m_measure == Measure::Credits ? v.credits : v.armyValue;
        if (!value)
            return;
        points << QPointF(double(tick) * secondsPerTick, double(*value));
        top = std::max(top, double(*value));
    };
    QHash<int, QLineSeries *> teams;
    for (const icmatch::MatchModel::TeamTotals &t : m_match->teamTotals()) {
        QLineSeries *series = m_teamLines.take(t.team);
        if (!series) {
            series = addLine(Tr::tr("Team %1").arg(t.team + 1));
            series->setProperty(kTeamProperty, t.team);
            series->setProperty(kNthProperty, -1);
        }
        QList<QPointF> points;
        for (const icmatch::MatchSeries::Sample &sample : samples)
            pick(points, sample.tick, sample.teams.value(t.team));
        series->replace(points);
        teams.insert(t.team, series);
    }
    QHash<QString, QLineSeries *> players;
    QHash<int, int> seen; // the nth player of each team
    for (const icmatch::PlayerFigures &p : m_match->players()) {
        QLineSeries *series = m_playerLines.take(p.name);
        if (!series) {
            series = addLine(p.name);
            series->setProperty(kTeamProperty, p.team);
            series->setProperty(kNthProperty, seen.value(p.team));
        }
        seen[p.team]++;
        QList<QPointF> points;
        for (const icmatch::MatchSeries::Sample &sample : samples)
            pick(points, sample.tick, sample.players.value(p.name));
        series->replace(points);
        players.insert(p.name, series);
    }
    // Lines of teams and players no longer in the view (a new match began) go.
    for (QLineSeries *gone : std::as_const(m_teamLines))
        delete gone;
    for (QLineSeries *gone : std::as_const(m_playerLines))
        delete gone;
    m_teamLines = std::move(teams);
    m_playerLines = std::move(players);
}

void ArmyChart::updateTimeRange()
{
    const icmatch::MatchInfo &info = m_match->info();
    const double secondsPerTick = info.tickRate > 0 ? 1.0 / info.tickRate : 0.0;
    const bool ended = info.state == icmatch::MatchInfo::State::Ended;
    const qint64 last = std::max<qint64>(m_match->figuresTick(), ended ? info.gameTimeTicks : 0);
    setTimeRange(double(std::max<qint64>(last, 0)) * secondsPerTick, ended);
}

void ArmyChart::setTimeRange(double endSeconds, bool ended)
{
    // Running: up to the next round step from the clock (room to grow, at least a minute);
    // ended: the axis ends with the match, labelled there.
    const qint64 seconds = std::max<qint64>(qint64(std::ceil(endSeconds)), ended ? 1 : 60);
    const qint64 step = timeStep(seconds);
    const qint64 end = ended ? seconds : (seconds + step - 1) / step * step;
    if (end == m_timeEnd)
        return;
    m_timeEnd = end;
    for (const QString &label : m_time->categoriesLabels())
        m_time->remove(label);
    m_time->setStartValue(0);
    QList<qint64> ticks;
    for (qint64 at = 0; at <= end; at += step)
        ticks << at;
    if (ticks.constLast() != end) {
        if (ticks.size() > 1 && (end - ticks.constLast()) * 2 < step)
            ticks.removeLast(); // too close to the end's label: they would overlap
        ticks << end;
    }
    for (qint64 at : std::as_const(ticks))
        m_time->append(clockLabel(at), double(at));
    m_time->setRange(0, double(end));
}

} // namespace icui
