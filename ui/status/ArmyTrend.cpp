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

namespace icui {

namespace {
constexpr int kLabelGap = 2;
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
    m_top = 1;
    m_lastSecond = 0;
    for (const icmatch::MatchModel::TeamTotals &team : m_match->teamTotals()) {
        Line line{team.team, {}};
        for (const icmatch::MatchSeries::Sample &sample : m_match->series().samples()) {
            const std::optional<qint64> value = sample.teams.value(team.team).armyValue;
            if (!value || rate <= 0)
                continue;
            const double second = double(sample.tick) / rate;
            line.points << QPointF(second, double(*value));
            m_top = std::max(m_top, double(*value));
            m_lastSecond = std::max(m_lastSecond, second);
        }
        lines << line;
    }
    // Every team known at two moments at least, or nothing: half a picture would mislead.
    const bool drawable =
        lines.size() >= 2 && std::all_of(lines.cbegin(), lines.cend(),
                                         [](const Line &l) { return l.points.size() >= 2; });
    m_lines = drawable ? lines : QList<Line>();
    // A round top, as the Match page's chart has, that the lines fill (not a tenth of air).
    m_top = FiguresChart::niceTop(m_top);
    QStringList said;
    for (const Line &line : std::as_const(m_lines)) {
        said << Tr::tr("Team %1: %2")
                    .arg(line.team + 1)
                    .arg(QLocale().toString(qint64(line.points.constLast().y())));
    }
    setAccessibleDescription(said.join(QStringLiteral(", ")));
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
    // The lines' room: under a band for the top's value, which a line at the top never
    // crosses. A quiet frame, a line at the top's value and one at its half: the plot reads as
    // a plot, the card stays calm.
    const QRectF lines = plot.adjusted(2, fontMetrics().height() + 2, -2, -1);
    painter.setPen(QPen(palette().color(QPalette::Midlight), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    for (const double y : {lines.top(), lines.center().y()})
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    drawLines(painter, lines);
    // The scale: the top's value at the top-left, over its line, quiet; 0 is the bottom edge.
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(
        QRectF(plot.left() + 4, plot.top(), plot.width() - 8, lines.top() - plot.top()),
        Qt::AlignLeft | Qt::AlignVCenter, topLabel());
    // The clock under each end, in the same quiet colour.
    const QRectF labels(plot.left(), plot.bottom() + kLabelGap, plot.width(),
                        fontMetrics().height());
    painter.drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, ic::gameTimeText(0));
    painter.drawText(labels, Qt::AlignRight | Qt::AlignVCenter,
                     ic::gameTimeText(qint64(m_lastSecond)));
    painter.drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter, Tr::tr("army value"));
}

void ArmyTrend::drawLines(QPainter &painter, const QRectF &plot) const
{
    const double span = std::max(1.0, m_lastSecond);
    for (const Line &line : m_lines) {
        QPainterPath path;
        for (const QPointF &p : line.points) {
            const QPointF at(plot.left() + plot.width() * p.x() / span,
                             plot.bottom() - plot.height() * p.y() / m_top);
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
