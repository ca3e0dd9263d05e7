#include "ui/match/ArmyChart.h"

#include "match/MatchModel.h"
#include "ui/Tr.h"

#include <QLineSeries>
#include <algorithm>
#include <cmath>

namespace icui {

ArmyChart::ArmyChart(icmatch::MatchModel *match, QWidget *parent)
    : FiguresChart({.label = Tr::tr("Chart:"),
                    // Low: a message bar or the end's summary takes its height from the
                    // chart and the feed, never from a 620 px window (issue 26).
                    .minimumHeight = 96,
                    .keyMargin = 8, // apart from what the splitter puts beside the chart
                    .shortestTimeStep = 10},
                   parent),
      m_match(match)
{
    connect(match, &icmatch::MatchModel::figuresChanged, this, &ArmyChart::rebuildWhenShown);
    connect(match, &icmatch::MatchModel::matchReset, this, &ArmyChart::rebuildWhenShown);
    connect(match, &icmatch::MatchModel::infoChanged, this, &ArmyChart::updateTimeRange);
    rebuild();
}

void ArmyChart::rebuild()
{
    const int rate = m_match->info().tickRate;
    const double secondsPerTick = rate > 0 ? 1.0 / rate : 0.0;
    double top = 1;
    rebuildLines(secondsPerTick, top);
    applyLineColors();
    updateTimeRange();
    setValueRange(top);
}

void ArmyChart::rebuildWhenShown()
{
    m_stale = m_onlyWhenShown && !isVisible();
    if (!m_stale)
        rebuild();
}

void ArmyChart::showEvent(QShowEvent *event)
{
    if (m_stale) {
        m_stale = false;
        rebuild();
    }
    FiguresChart::showEvent(event);
}

void ArmyChart::rebuildLines(double secondsPerTick, double &top)
{
    const auto &samples = m_match->series().samples();
    const auto pick = [this, secondsPerTick, &top](QList<QPointF> &points, qint64 tick,
                                                   const icmatch::MatchSeries::Values &v) {
        const std::optional<qint64> value = measure() == Measure::Credits ? v.credits : v.armyValue;
        if (!value)
            return;
        points << QPointF(double(tick) * secondsPerTick, double(*value));
        top = std::max(top, double(*value));
    };
    QHash<int, QLineSeries *> teams;
    for (const icmatch::MatchModel::TeamTotals &t : m_match->teamTotals()) {
        QLineSeries *series = teamLines().take(t.team);
        if (!series)
            series = addLine(Tr::tr("Team %1").arg(t.team + 1), t.team, -1);
        QList<QPointF> points;
        for (const icmatch::MatchSeries::Sample &sample : samples)
            pick(points, sample.tick, sample.teams.value(t.team));
        series->replace(points);
        series->setPointsVisible(points.size() == 1); // one sample (the replay's start): a dot
        teams.insert(t.team, series);
    }
    QHash<QString, QLineSeries *> players;
    QHash<int, int> seen; // the nth player of each team
    for (const icmatch::PlayerFigures &p : m_match->players()) {
        QLineSeries *series = playerLines().take(p.name);
        if (!series)
            series = addLine(p.name, p.team, seen.value(p.team));
        seen[p.team]++;
        QList<QPointF> points;
        for (const icmatch::MatchSeries::Sample &sample : samples)
            pick(points, sample.tick, sample.players.value(p.name));
        series->replace(points);
        series->setPointsVisible(points.size() == 1);
        players.insert(p.name, series);
    }
    // Lines of teams and players no longer in the view (a new match began) go.
    qDeleteAll(teamLines());
    qDeleteAll(playerLines());
    teamLines() = std::move(teams);
    playerLines() = std::move(players);
}

void ArmyChart::setFromFirstFigures(bool on)
{
    m_fromFirstFigures = on;
    updateTimeRange();
}

qint64 ArmyChart::startSeconds() const
{
    const int rate = m_match->info().tickRate;
    const auto &samples = m_match->series().samples();
    if (!m_fromFirstFigures || samples.isEmpty() || rate <= 0)
        return 0;
    // Rounded down to 10 s: "since 4:50"; figures from the first 10 s are the match's start.
    return samples.constFirst().tick / rate / 10 * 10;
}

void ArmyChart::updateTimeRange()
{
    const icmatch::MatchInfo &info = m_match->info();
    const double secondsPerTick = info.tickRate > 0 ? 1.0 / info.tickRate : 0.0;
    const bool ended = info.state == icmatch::MatchInfo::State::Ended;
    const qint64 last = std::max<qint64>(m_match->figuresTick(), ended ? info.gameTimeTicks : 0);
    const double endSeconds = double(std::max<qint64>(last, 0)) * secondsPerTick;
    // Running: up to the next round step from the clock (room to grow, at least a minute);
    // ended: the axis ends with the match, labelled there.
    const qint64 start = startSeconds();
    const qint64 seconds =
        std::max<qint64>(qint64(std::ceil(endSeconds)), start + (ended ? 1 : 60));
    const qint64 step = timeStep(seconds - start);
    setTimeRange(ended ? seconds : (seconds + step - 1) / step * step, start);
    setTimeNote(start > 0 ? Tr::tr("since %1, when the panel joined").arg(clockLabel(start))
                          : QString());
}

} // namespace icui
