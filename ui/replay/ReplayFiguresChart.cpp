#include "ui/replay/ReplayFiguresChart.h"

#include "ui/Tr.h"

#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <algorithm>
#include <cmath>

namespace icui {
namespace {

constexpr double kCursorZ = 100; // above the lines
constexpr double kVeilZ = 50;    // above the lines, under the cursor
constexpr int kVeilAlpha = 175;  // of 255: the lines under it show, faint

/// Where (x, …) goes in `points` (in time order); `same`: a point at that time is there.
qsizetype placeOf(const QList<QPointF> &points, double x, bool *same)
{
    const auto at = std::lower_bound(points.cbegin(), points.cend(), x,
                                     [](const QPointF &p, double v) { return p.x() < v; });
    *same = at != points.cend() && qFuzzyCompare(at->x() + 1, x + 1);
    return at - points.cbegin();
}

/// Puts (x, y) into `points` in time order, replacing a point at the same time.
void mergeInto(QList<QPointF> &points, double x, double y)
{
    bool same = false;
    const qsizetype index = placeOf(points, x, &same);
    if (same)
        points[index] = QPointF(x, y);
    else
        points.insert(index, QPointF(x, y));
}

/// The same into `line` (one point: the series redraws once).
void mergePoint(QLineSeries *line, double x, double y)
{
    bool same = false;
    const int index = int(placeOf(line->points(), x, &same));
    if (same)
        line->replace(index, QPointF(x, y));
    else
        line->insert(index, QPointF(x, y));
}

} // namespace

ReplayFiguresChart::ReplayFiguresChart(QWidget *parent) : HistoryFiguresChart(parent)
{
    setObjectName(QStringLiteral("replayFiguresChart"));
    view()->setAccessibleName(Tr::tr("Figures of the whole match"));
    QChart *chart = view()->chart();
    m_cursor = new QGraphicsLineItem(chart);
    m_cursor->setZValue(kCursorZ);
    m_label = new QGraphicsSimpleTextItem(chart);
    m_label->setZValue(kCursorZ);
    m_veil = new QGraphicsRectItem(chart);
    m_veil->setZValue(kVeilZ);
    m_veil->setPen(Qt::NoPen);
    m_veilLabel = new QGraphicsSimpleTextItem(Tr::tr("not played yet"), chart);
    m_veilLabel->setZValue(kVeilZ + 1);
    connect(chart, &QChart::plotAreaChanged, this, &ReplayFiguresChart::placeCursor);
    connect(timeAxis(), &QValueAxis::rangeChanged, this, &ReplayFiguresChart::placeCursor);
    colorCursor();
    placeCursor();
}

void ReplayFiguresChart::setCursorSeconds(double seconds)
{
    const double min = timeAxis()->min();
    m_cursorSeconds = std::clamp(seconds, min, std::max(timeAxis()->max(), min));
    placeCursor();
}

double ReplayFiguresChart::xAt(double seconds) const
{
    const QRectF plot = view()->chart()->plotArea();
    const double min = timeAxis()->min();
    const double span = timeAxis()->max() - min;
    return span > 0 ? plot.left() + (seconds - min) / span * plot.width() : plot.left();
}

void ReplayFiguresChart::rebuild()
{
    HistoryFiguresChart::rebuild();
    // The history calls a match under two minutes too short to chart (a minute or two of
    // points); a replay fills its lines in with every moment it shows, so its plot stands.
    const bool drawn = std::any_of(teamLines().cbegin(), teamLines().cend(),
                                   [](const QLineSeries *line) { return line->count() >= 2; });
    if (drawn && view()->isHidden()) {
        placeholder()->hide();
        view()->show();
        valueAxis()->setLabelsVisible(true);
    }
    m_top = 1;
    for (QLineSeries *line : teamLines())
        for (const QPointF &p : line->points())
            m_top = std::max(m_top, p.y());
    // All moments into each line at once: a series redraws at each change, and a long replay
    // has seen thousands of them (a switch of measure redraws them all).
    for (auto line = playerLines().cbegin(); line != playerLines().cend(); ++line) {
        const QString name = line.key();
        m_top = std::max(m_top, mergeMoments(line.value(), [&name](const Moment &moment) {
                             return moment.players.value(name);
                         }));
    }
    for (auto line = teamLines().cbegin(); line != teamLines().cend(); ++line) {
        const int team = line.key();
        m_top = std::max(m_top, mergeMoments(line.value(), [team](const Moment &moment) {
                             return moment.teams.value(team);
                         }));
    }
    if (!m_moments.isEmpty() && !teamLines().isEmpty())
        setValueRange(m_top);
    if (m_cursor)
        setCursorSeconds(m_cursorSeconds);
}

double ReplayFiguresChart::playedUpTo() const
{
    return m_moments.isEmpty() ? timeAxis()->min() : m_moments.lastKey();
}

void ReplayFiguresChart::addMoment(double seconds, const Moment &moment)
{
    const bool further = m_moments.isEmpty() || seconds > m_moments.lastKey();
    m_moments.insert(seconds, moment);
    if (further)
        placeVeil();
    const double top = mergeMoment(seconds, moment);
    if (top > m_top) {
        m_top = top;
        setValueRange(m_top);
    }
}

void ReplayFiguresChart::clearMoments()
{
    m_moments.clear();
    placeVeil();
}

double ReplayFiguresChart::mergeMoment(double seconds, const Moment &moment)
{
    double top = 0;
    for (auto it = moment.players.cbegin(); it != moment.players.cend(); ++it) {
        QLineSeries *line = playerLines().value(it.key());
        const std::optional<double> value = valueOf(it.value());
        if (line && value) {
            mergePoint(line, seconds, *value);
            top = std::max(top, *value);
        }
    }
    for (auto it = moment.teams.cbegin(); it != moment.teams.cend(); ++it) {
        QLineSeries *line = teamLines().value(it.key());
        const std::optional<double> value = valueOf(it.value());
        if (line && value) {
            mergePoint(line, seconds, *value);
            top = std::max(top, *value);
        }
    }
    return top;
}

double ReplayFiguresChart::mergeMoments(QLineSeries *line,
                                        const std::function<Figure(const Moment &)> &figureOf)
{
    if (m_moments.isEmpty())
        return 0;
    double top = 0;
    QList<QPointF> points = line->points();
    for (auto it = m_moments.cbegin(); it != m_moments.cend(); ++it) {
        if (const std::optional<double> value = valueOf(figureOf(it.value()))) {
            mergeInto(points, it.key(), *value);
            top = std::max(top, *value);
        }
    }
    line->replace(points);
    return top;
}

std::optional<double> ReplayFiguresChart::valueOf(const Figure &figure) const
{
    const std::optional<qint64> &v =
        measure() == Measure::Credits ? figure.credits : figure.armyValue;
    return v ? std::optional<double>(double(*v)) : std::nullopt;
}

std::optional<double> ReplayFiguresChart::valueAt(const QLineSeries *line, double seconds)
{
    const QList<QPointF> points = line ? line->points() : QList<QPointF>{};
    for (int i = 0; i < points.size(); ++i) {
        const QPointF &p = points.at(i);
        if (qFuzzyCompare(p.x() + 1, seconds + 1))
            return p.y();
        if (p.x() > seconds) {
            if (i == 0)
                return std::nullopt;
            const QPointF &q = points.at(i - 1);
            return q.y() + (p.y() - q.y()) * (seconds - q.x()) / (p.x() - q.x());
        }
    }
    return std::nullopt;
}

void ReplayFiguresChart::changeEvent(QEvent *event)
{
    HistoryFiguresChart::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_cursor)
        colorCursor();
}

void ReplayFiguresChart::placeCursor()
{
    if (!m_cursor)
        return;
    const QRectF plot = view()->chart()->plotArea();
    const double x = std::round(xAt(m_cursorSeconds)) + 0.5; // a crisp line
    m_cursor->setLine(x, plot.top(), x, plot.bottom());
    m_label->setText(clockLabel(qint64(m_cursorSeconds)));
    // Right of the line, or left of it near the plot's right edge.
    const double width = m_label->boundingRect().width();
    const double left = x + 4 + width > plot.right() ? x - 4 - width : x + 4;
    m_label->setPos(left, plot.top() + 2);
    const bool shown = plot.width() > 0 && timeAxis()->max() > timeAxis()->min();
    m_cursor->setVisible(shown);
    m_label->setVisible(shown);
    placeVeil();
}

void ReplayFiguresChart::placeVeil()
{
    if (!m_veil)
        return;
    const QRectF plot = view()->chart()->plotArea();
    const double left = std::clamp(xAt(playedUpTo()), plot.left(), plot.right());
    const QRectF veil(left, plot.top(), plot.right() - left, plot.height());
    m_veil->setRect(veil);
    const bool shown = veil.width() >= 1 && timeAxis()->max() > timeAxis()->min();
    m_veil->setVisible(shown);
    // At its top right, under the cursor's clock; only where it fits whole.
    const QRectF text = m_veilLabel->boundingRect();
    m_veilLabel->setPos(plot.right() - 4 - text.width(), plot.top() + 4 + text.height());
    m_veilLabel->setVisible(shown && text.width() + 8 <= veil.width());
}

void ReplayFiguresChart::colorCursor()
{
    const QColor color = palette().color(QPalette::Active, QPalette::Text);
    QPen pen(color);
    pen.setWidthF(2);
    pen.setCapStyle(Qt::FlatCap);
    m_cursor->setPen(pen);
    m_label->setBrush(color);
    // The window's colour over the plot's: a shaded region, its lines faint under it.
    QColor veil = palette().color(QPalette::Active, QPalette::Window);
    veil.setAlpha(kVeilAlpha);
    m_veil->setBrush(veil);
    m_veilLabel->setBrush(palette().color(QPalette::Active, QPalette::PlaceholderText));
}

} // namespace icui
