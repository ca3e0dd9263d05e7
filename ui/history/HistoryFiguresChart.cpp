#include "ui/history/HistoryFiguresChart.h"

#include "ui/Tr.h"

#include "common/GameTime.h"

#include <QBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>

namespace icui {

namespace {
/// The shortest match charted (seconds): at least three of the game's once-a-minute figures.
constexpr qint64 kShortest = 120;
} // namespace

HistoryFiguresChart::HistoryFiguresChart(QWidget *parent)
    : FiguresChart({.label = Tr::tr("Cha&rt:"), .minimumHeight = 140, .shortestTimeStep = 60},
                   parent)
{
    view()->setAccessibleName(Tr::tr("Figures over time"));
    m_placeholder = new QLabel(this);
    m_placeholder->setObjectName(QStringLiteral("historyChartPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);
    m_placeholder->setMinimumHeight(view()->minimumHeight());
    if (auto *box = qobject_cast<QBoxLayout *>(layout()))
        box->addWidget(m_placeholder, 1);
    rebuild();
}

void HistoryFiguresChart::setMatch(const ichistory::HistoryMatch &match)
{
    m_match = match;
    rebuild();
}

void HistoryFiguresChart::rebuild()
{
    clearLines();
    // The last minute is partial: its figures are those at the match's end, not at the end of
    // a whole minute (a 40 s match has one, at 0:40).
    const qint64 end =
        std::max<qint64>(m_match.durationSeconds(), m_match.minutes.isEmpty() ? 60 : 1);
    const auto seconds = [end](int minute) { return double(std::min<qint64>(minute * 60LL, end)); };
    const bool credits = measure() == Measure::Credits;
    double top = 1;
    QHash<int, int> seen;
    for (const ichistory::HistoryPlayer &p : std::as_const(m_match.players)) {
        if (!teamLines().contains(p.team))
            teamLines().insert(p.team, addLine(Tr::tr("Team %1").arg(p.team + 1), p.team, -1));
        playerLines().insert(p.name, addLine(p.name, p.team, seen[p.team]++));
    }
    for (const ichistory::MinuteFigures &minute : std::as_const(m_match.minutes)) {
        QHash<int, double> sums;
        for (const ichistory::MinutePlayer &p : minute.players) {
            const double value = double(credits ? p.credits : p.armyValue);
            if (QLineSeries *line = playerLines().value(p.name)) {
                line->append(seconds(minute.minute), value);
                sums[lineTeam(line)] += value;
            }
            top = std::max(top, value);
        }
        for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
            teamLines().value(it.key())->append(seconds(minute.minute), it.value());
            top = std::max(top, it.value());
        }
    }
    applyLineColors();
    setTimeRange(end);
    setValueRange(top);
    // Under two minutes the game's once-a-minute figures are one or two points: lines between
    // them would tell nothing (the sixteenth newcomer: a 50 s match drawn as a straight line).
    const bool tooShort = !m_match.minutes.isEmpty() && m_match.durationSeconds() < kShortest;
    const bool empty = m_match.minutes.isEmpty() || tooShort;
    valueAxis()->setLabelsVisible(!empty); // nothing drawn: no numbers
    // Nothing to draw: a sentence instead of an empty frame with a lone "1:00".
    m_placeholder->setText(
        m_match.matchId.isEmpty() ? Tr::tr("Choose a match above to see its figures over time.")
        : tooShort
            ? Tr::tr("This match lasted %1, too short to chart: the game keeps its figures once "
                     "a minute. Its final figures are in the table.")
                  .arg(ic::gameTimeText(m_match.durationSeconds()))
            : Tr::tr("The game kept no figures over time for this match."));
    m_placeholder->setVisible(empty);
    view()->setVisible(!empty);
}

} // namespace icui
