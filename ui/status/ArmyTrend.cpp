#include "ui/status/ArmyTrend.h"
#include "ui/Tr.h"

#include "ui/match/FiguresChart.h"
#include "ui/match/TeamColors.h"

#include "common/GameTime.h"
#include "match/MatchModel.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace icui {

namespace {
constexpr int kLabelGap = 2;
/// The least part of its top the value axis spans (ArmyTrend::niceRange()).
constexpr double kLeastShare = 0.4;
} // namespace

ArmyTrend::ArmyTrend(icmatch::MatchModel *match, QWidget *parent) : QWidget(parent), m_match(match)
{
    setObjectName(QStringLiteral("armyTrend"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(Tr::tr("Army value over the match"));
    connect(match, &icmatch::MatchModel::figuresChanged, this, &ArmyTrend::readSeries);
    connect(match, &icmatch::MatchModel::matchReset, this, &ArmyTrend::readSeries);
    readSeries();
}

QList<int> ArmyTrend::teams() const
{
    QList<int> teams;
    for (const Line &line : m_lines)
        teams << line.team;
    return teams;
}

QList<QPointF> ArmyTrend::points(int team) const
{
    for (const Line &line : m_lines) {
        if (line.team == team)
            return line.points;
    }
    return {};
}

QString ArmyTrend::topLabel() const
{
    return QLocale().toString(qint64(m_top));
}

QString ArmyTrend::axisNote() const
{
    if (m_startSecond <= 0)
        return Tr::tr("army value");
    return Tr::tr("army value since %1, when the panel joined")
        .arg(ic::gameTimeText(qint64(m_startSecond)));
}

QString ArmyTrend::bottomLabel() const
{
    return QLocale().toString(qint64(m_bottom));
}

std::pair<double, double> ArmyTrend::niceRange(double low, double high)
{
    // Honest, not blown up: the axis spans 40 % of its top at least, so a line's height over
    // another shows the lead's share of the army (5,400 against 5,900 is a small lead: 3,500 to
    // 6,000, not 5,400 to 5,900); a wider spread runs from round values around the data (not
    // from 0, so no half-empty plot). The step is FiguresChart::niceTop()'s for the span (1, 2,
    // 2.5 or 5 × 10^k; at most 5 of them); both ends are its multiples, the bottom never below 0.
    low = std::max(0.0, low);
    high = std::max(low, high);
    const double span = std::max(high - low, kLeastShare * high);
    int intervals = 1;
    const double spanTop = FiguresChart::niceTop(span, &intervals);
    const double step = spanTop / std::max(1, intervals);
    const double top = std::max(step, std::ceil(high / step - 1e-9) * step);
    // The lowest value, or lower while the span is under 40 % of the (rounded) top.
    const double reach = std::min(low, top * (1 - kLeastShare));
    const double bottom = std::max(0.0, std::floor(reach / step + 1e-9) * step);
    return {bottom, std::max(top, bottom + step)};
}

QSize ArmyTrend::sizeHint() const
{
    return {200, 4 * fontMetrics().height()};
}

QSize ArmyTrend::minimumSizeHint() const
{
    return {60, 3 * fontMetrics().height()};
}

void ArmyTrend::readSeries()
{
    const int rate = m_match->info().tickRate;
    QList<Line> lines;
    double low = -1;
    double high = 0;
    m_lastSecond = 0;
    double first = -1;
    for (const icmatch::MatchModel::TeamTotals &team : m_match->teamTotals()) {
        Line line{team.team, {}};
        for (const icmatch::MatchSeries::Sample &sample : m_match->series().samples()) {
            const std::optional<qint64> value = sample.teams.value(team.team).armyValue;
            if (!value || rate <= 0)
                continue;
            const double second = double(sample.tick) / rate;
            line.points << QPointF(second, double(*value));
            high = std::max(high, double(*value));
            low = low < 0 ? double(*value) : std::min(low, double(*value));
            m_lastSecond = std::max(m_lastSecond, second);
            first = first < 0 ? second : std::min(first, second);
        }
        lines << line;
    }
    // Every team known at two moments at least, or nothing: half a picture would mislead.
    const bool drawable =
        lines.size() >= 2 && std::all_of(lines.cbegin(), lines.cend(),
                                         [](const Line &l) { return l.points.size() >= 2; });
    m_lines = drawable ? lines : QList<Line>();
    // What the panel saw, across the plot: a panel that joined late starts where it joined, to
    // the second (twenty-eighth newcomer: rounded down to 10 s, a panel that joined at 0:17
    // left the first seven tenths of the plot empty); figures from the first 10 s are the
    // match's start.
    m_startSecond = m_lines.isEmpty() || first < 10 ? 0 : std::floor(first);
    // A round bottom and top around the values, that the lines fill (not half a plot of air).
    std::tie(m_bottom, m_top) = niceRange(std::max(0.0, low), high);
    QStringList said;
    for (const Line &line : std::as_const(m_lines)) {
        said << Tr::tr("Team %1: %2")
                    .arg(line.team + 1)
                    .arg(QLocale().toString(qint64(line.points.constLast().y())));
    }
    setAccessibleDescription(said.join(QStringLiteral(", ")));
    setToolTip(m_startSecond > 0 ? axisNote() : QString());
    update();
    Q_EMIT linesChanged();
}

QRectF ArmyTrend::plotRect() const
{
    const int labels = fontMetrics().height() + kLabelGap;
    return QRectF(0.5, 0.5, width() - 1.0, height() - labels - 1.0);
}

void ArmyTrend::paintEvent(QPaintEvent *)
{
    if (m_lines.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    // The lines' room: between a band for the top's value and one for the bottom's, which the
    // lines never cross. A quiet frame, a line at the top's value, one at the bottom's and one
    // halfway: the plot reads as a plot, the card stays calm.
    const int band = fontMetrics().height() + 2;
    const QRectF lines = plot.adjusted(2, band, -2, -band);
    painter.setPen(QPen(palette().color(QPalette::Midlight), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    for (const double y : {lines.top(), lines.center().y(), lines.bottom()})
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    drawLines(painter, lines);
    // The scale: the top's value at the top-left over its line, the bottom's at the
    // bottom-left under its line, quiet (the bottom need not be 0).
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const QRectF labelRoom(plot.left() + 4, plot.top(), plot.width() - 8, plot.height());
    painter.drawText(labelRoom.adjusted(0, 0, 0, -(plot.height() - (lines.top() - plot.top()))),
                     Qt::AlignLeft | Qt::AlignVCenter, topLabel());
    painter.drawText(
        QRectF(labelRoom.left(), lines.bottom(), labelRoom.width(), plot.bottom() - lines.bottom()),
        Qt::AlignLeft | Qt::AlignVCenter, bottomLabel());
    // The clock under each end, in the same quiet colour.
    const QRectF labels(plot.left(), plot.bottom() + kLabelGap, plot.width(),
                        fontMetrics().height());
    const QString start = ic::gameTimeText(qint64(m_startSecond));
    const QString end = ic::gameTimeText(qint64(m_lastSecond));
    painter.drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, start);
    painter.drawText(labels, Qt::AlignRight | Qt::AlignVCenter, end);
    // The note between the two clocks, cut with "…" on a narrow card (whole in the tooltip).
    const int room = int(labels.width()) - 2 * (std::max(fontMetrics().horizontalAdvance(start),
                                                         fontMetrics().horizontalAdvance(end)) +
                                                fontMetrics().averageCharWidth());
    painter.drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter,
                     fontMetrics().elidedText(axisNote(), Qt::ElideRight, std::max(0, room)));
}

void ArmyTrend::drawLines(QPainter &painter, const QRectF &plot) const
{
    const double span = std::max(1.0, m_lastSecond - m_startSecond);
    const double range = std::max(1.0, m_top - m_bottom);
    for (const Line &line : m_lines) {
        QPainterPath path;
        for (const QPointF &p : line.points) {
            const QPointF at(plot.left() + plot.width() * (p.x() - m_startSecond) / span,
                             plot.bottom() - plot.height() * (p.y() - m_bottom) / range);
            if (path.elementCount() == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
        }
        painter.setPen(QPen(TeamColors::team(line.team, palette()), 2, Qt::SolidLine, Qt::RoundCap,
                            Qt::RoundJoin));
        painter.drawPath(path);
    }
}

} // namespace icui
