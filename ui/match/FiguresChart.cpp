#include "ui/match/FiguresChart.h"

#include "common/GameTime.h"
#include "ui/match/ChartLook.h"

#include "ui/Tr.h"
#include "ui/match/TeamColors.h"

#include <QCategoryAxis>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

namespace icui {
namespace {

const char *const kTeamProperty = "icTeam";
const char *const kNthProperty = "icNth"; // -1 on a team's line

} // namespace

FiguresChart::FiguresChart(const Frame &frame, QWidget *parent)
    : QWidget(parent), m_shortestTimeStep(frame.shortestTimeStep)
{
    m_measureBox = new QComboBox(this);
    m_measureBox->setAccessibleName(Tr::tr("Chart shows"));
    m_measureBox->addItem(Tr::tr("Army value"));
    m_measureBox->addItem(Tr::tr("Credits"));
    connect(m_measureBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMeasure(index == 1 ? Measure::Credits : Measure::ArmyValue); });
    auto *label = new QLabel(frame.label, this);
    label->setBuddy(m_measureBox);

    m_chart = new QChart;
    // The key beside the measure names the teams; no legend and no axis titles (the measure's
    // box says what the values are): the plot keeps the room.
    m_chart->legend()->hide();
    m_chart->setLocalizeNumbers(true);          // "20,000" as the tables write it
    m_chart->setMargins(QMargins(2, 2, 16, 2)); // room for the last time label's right half
    m_time = new QCategoryAxis(m_chart);
    m_time->setTitleVisible(false); // the labels read as the clock does
    m_time->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_value = new QValueAxis(m_chart);
    m_value->setLabelFormat(QStringLiteral("%.0f"));
    m_value->setTitleVisible(false);
    // A label is whole or not drawn: Qt Charts cuts every label of a short axis to "..." when
    // its text is a pixel taller than the axis's height over the labels' number, less padding
    // (twenty-fourth newcomer: "10,000" and the rest at 960×620); uncut, it still leaves out a
    // label that would overlap the one below. valueIntervalsRoom() keeps them apart.
    m_value->setTruncateLabels(false);
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_value, Qt::AlignLeft);
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(frame.minimumHeight);
    m_view->setFocusPolicy(Qt::NoFocus); // nothing to do in it by keyboard, and no focus shown
    // The plot's height decides how many value labels fit: again whenever Qt Charts lays it
    // out anew (the view resized, also while the page was hidden — the twenty-third newcomer —
    // or the time axis's note shown or gone). Queued: not within its layout.
    connect(m_chart, &QChart::plotAreaChanged, this, &FiguresChart::followPlotHeight,
            Qt::QueuedConnection);

    m_key = new QLabel(this);
    m_key->setObjectName(QStringLiteral("chartKey"));
    m_key->setTextFormat(Qt::RichText);
    auto *top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_measureBox);
    top->addStretch(1);
    top->addWidget(m_key);
    if (frame.keyMargin > 0)
        top->addSpacing(frame.keyMargin);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    applyPalette();
}

QString FiguresChart::clockLabel(qint64 seconds)
{
    return ic::gameTimeText(seconds);
}

void FiguresChart::setMeasure(Measure measure)
{
    m_measure = measure;
    const QSignalBlocker blocker(m_measureBox);
    m_measureBox->setCurrentIndex(measure == Measure::Credits ? 1 : 0);
    rebuild();
}

void FiguresChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void FiguresChart::applyPalette()
{
    ChartLook::applyPalette(m_chart, m_view, palette());
    applyLineColors();
}

void FiguresChart::applyLineColors()
{
    QPalette p = palette();
    p.setCurrentColorGroup(QPalette::Active); // as the plot's (ChartLook::applyPalette())
    for (QAbstractSeries *s : m_chart->series()) {
        const int team = s->property(kTeamProperty).toInt();
        const int nth = s->property(kNthProperty).toInt();
        const bool teamLine = nth < 0;
        static_cast<QLineSeries *>(s)->setPen(ChartLook::linePen(
            teamLine ? TeamColors::team(team, p) : TeamColors::player(team, nth, p), teamLine,
            teamLine ? Qt::SolidLine : TeamColors::playerLineStyle(nth)));
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

QLineSeries *FiguresChart::addLine(const QString &name, int team, int nth)
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

int FiguresChart::lineTeam(const QLineSeries *line)
{
    return line->property(kTeamProperty).toInt();
}

void FiguresChart::clearLines()
{
    m_chart->removeAllSeries(); // deletes them
    m_playerLines.clear();
    m_teamLines.clear();
}

qint64 FiguresChart::timeStep(qint64 endSeconds) const
{
    static constexpr std::array<qint64, 12> kSteps{10,  15,  30,   60,   120,  300,
                                                   600, 900, 1200, 1800, 3600, 7200};
    for (qint64 step : kSteps) {
        if (step >= m_shortestTimeStep && endSeconds <= step * 6)
            return step;
    }
    return (endSeconds / 6 / 3600 + 1) * 3600;
}

void FiguresChart::setTimeRange(qint64 endSeconds, qint64 startSeconds)
{
    startSeconds = std::clamp<qint64>(startSeconds, 0, std::max<qint64>(0, endSeconds - 1));
    if (endSeconds == m_timeEnd && startSeconds == m_timeStart)
        return;
    m_timeEnd = endSeconds;
    m_timeStart = startSeconds;
    for (const QString &label : m_time->categoriesLabels())
        m_time->remove(label);
    m_time->setStartValue(double(startSeconds));
    const qint64 step = timeStep(endSeconds - startSeconds);
    // The start, then the round steps after it (not one too close to the start's label).
    QList<qint64> ticks{startSeconds};
    for (qint64 at = (startSeconds / step + 1) * step; at <= endSeconds; at += step) {
        if ((at - startSeconds) * 2 >= step)
            ticks << at;
    }
    if (ticks.constLast() != endSeconds) {
        if (ticks.size() > 1 && (endSeconds - ticks.constLast()) * 2 < step)
            ticks.removeLast(); // too close to the end's label: they would overlap
        ticks << endSeconds;
    }
    for (qint64 at : std::as_const(ticks))
        m_time->append(clockLabel(at), double(at));
    m_time->setRange(double(startSeconds), double(endSeconds));
}

void FiguresChart::setTimeNote(const QString &note)
{
    if (m_time->titleText() == note && m_time->isTitleVisible() == !note.isEmpty())
        return;
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_time->setTitleFont(small);
    m_time->setTitleBrush(palette().color(QPalette::PlaceholderText));
    m_time->setTitleText(note);
    m_time->setTitleVisible(!note.isEmpty());
}

double FiguresChart::niceTop(double peak, int *intervals, int maxIntervals)
{
    maxIntervals = std::max(1, maxIntervals);
    // The smallest step of 1, 2, 2.5 or 5 × 10^k (whole numbers only) that reaches the peak in
    // at most 5 intervals; the top is the first multiple of it at or above the peak: 10,000
    // for 9,500, not 15,000.
    static constexpr std::array<double, 4> kMantissas{1, 2, 2.5, 5};
    const double high = std::max(1.0, peak);
    for (double power = 1;; power *= 10) {
        for (double mantissa : kMantissas) {
            const double step = mantissa * power;
            if (step != std::floor(step))
                continue;
            const double count = std::max(1.0, std::ceil(high / step - 1e-9));
            if (count <= maxIntervals) {
                if (intervals)
                    *intervals = int(count);
                return count * step;
            }
        }
    }
}

int FiguresChart::valueIntervalsRoom() const
{
    // Each label about a line and a half of the plot's height: the plot as Qt Charts laid it
    // out last (the view less the margins, the time axis's labels and its note when it has
    // one: the twenty-fourth newcomer's 80 px of 148 had room for 3, not 5); before its first
    // layout, the view less about three lines.
    const int line = fontMetrics().height();
    const double laidOut = m_chart->plotArea().height();
    const double plot = laidOut > 0 ? laidOut : m_view->height() - 3 * line;
    return std::clamp(int(plot * 2 / (3 * line)), 1, 5);
}

void FiguresChart::followPlotHeight()
{
    if (m_valueTop >= 0 && valueIntervalsRoom() != m_valueRoom)
        setValueRange(m_valueTop);
}

void FiguresChart::setValueRange(double top)
{
    m_valueTop = top;
    m_valueRoom = valueIntervalsRoom();
    int intervals = 1;
    const double max = niceTop(top, &intervals, m_valueRoom);
    m_value->setRange(0, max);
    m_value->setTickCount(intervals + 1);
}

} // namespace icui
