#include "ui/replay/ReplayChartBox.h"

#include "history/HistoryService.h"
#include "history/ReplayDeck.h"
#include "match/MatchModel.h"
#include "ui/Tr.h"
#include "ui/match/ArmyChart.h"
#include "ui/replay/ReplayFiguresChart.h"

#include <QComboBox>
#include <QLabel>
#include <QLoggingCategory>
#include <QPointer>
#include <QSlider>
#include <QStackedWidget>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

Q_LOGGING_CATEGORY(lcReplayChart, "icpanel.ui.replaychart")

namespace icui {

ReplayChartBox::ReplayChartBox(ArmyChart *live, icmatch::MatchModel *match,
                               ichistory::ReplayDeck *deck, ichistory::HistoryService *history,
                               QSlider *timeline, QWidget *parent)
    : QWidget(parent), m_match(match), m_deck(deck), m_history(history), m_timeline(timeline),
      m_live(live)
{
    setObjectName(QStringLiteral("replayChartBox"));
    m_whole = new ReplayFiguresChart(this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_live);
    m_stack->addWidget(m_whole);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("replayChartNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->hide();
    auto *layout = new QVBoxLayout(this);
    // The splitter's handle is thin: without a gap the key ran into the feed's title ("Team
    // 2Events", the thirteenth newcomer).
    const int gap = std::max(12, style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing));
    layout->setContentsMargins(0, 0, gap, 0);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_note);

    // The measure chosen in either chart is the other's too.
    const auto follow = [this](FiguresChart *from, FiguresChart *to) {
        connect(from->measureBox(), &QComboBox::currentIndexChanged, this, [from, to] {
            if (to->measure() != from->measure())
                to->setMeasure(from->measure());
        });
    };
    follow(m_live, m_whole);
    follow(m_whole, m_live);
    connect(m_deck, &ichistory::ReplayDeck::loaded, this, &ReplayChartBox::askHistory);
    connect(m_deck, &ichistory::ReplayDeck::tickChanged, this, &ReplayChartBox::followTick);
    connect(m_deck, &ichistory::ReplayDeck::restarted, this, [this] { m_seeking = true; });
    connect(m_match, &icmatch::MatchModel::figuresChanged, this, &ReplayChartBox::takeMoment);
    // Moved by the user (the deck's own moves come with its signals blocked): a jump at once.
    connect(timeline, &QSlider::valueChanged, this, [this](int tick) {
        m_seeking = true;
        moveCursor(tick);
    });
}

void ReplayChartBox::moveCursor(qint64 tick)
{
    m_whole->setCursorSeconds(double(tick) / std::max(m_deck->tickRate(), 1));
}

QWidget *ReplayChartBox::shownChart() const
{
    return m_stack->currentWidget();
}

bool ReplayChartBox::showsWholeMatch() const
{
    return m_stack->currentWidget() == m_whole;
}

void ReplayChartBox::askHistory()
{
    const int generation = ++m_generation;
    m_seeking = false;
    m_stack->setCurrentWidget(m_live); // until the history answers
    m_whole->clearMoments();
    m_note->hide();
    // The replay's id is its match's match_id (ic/replay.load's answer may name it too).
    QString matchId = m_deck->loadAnswer().value(u"match_id").toString();
    if (matchId.isEmpty())
        matchId = m_deck->replayId();
    QPointer<ReplayChartBox> self(this);
    m_history->match(matchId, [self, generation](const ic::Result<ichistory::HistoryMatch> &r) {
        if (self && generation == self->m_generation)
            self->takeMatch(r);
    });
}

void ReplayChartBox::takeMatch(const ic::Result<ichistory::HistoryMatch> &match)
{
    if (!match) {
        qCInfo(lcReplayChart).noquote()
            << "no history for the replay's match:" << match.error().code;
        showFallback(Tr::tr("The match history does not have this match, so the chart fills in "
                            "as the replay plays. %1")
                         .arg(match.error().message));
        return;
    }
    if (match->minutes.isEmpty()) {
        showFallback(Tr::tr("The match history has no figures per minute for this match, so "
                            "the chart fills in as the replay plays."));
        return;
    }
    m_whole->setMatch(*match);
    moveCursor(m_deck->tick());
    m_stack->setCurrentWidget(m_whole);
    m_note->hide();
}

void ReplayChartBox::showFallback(const QString &why)
{
    m_stack->setCurrentWidget(m_live);
    m_note->setText(why);
    m_note->show();
}

void ReplayChartBox::takeMoment()
{
    const qint64 tick = m_match->figuresTick();
    if (tick < 0 || !m_deck->isLoaded())
        return;
    ReplayFiguresChart::Moment moment;
    for (const icmatch::PlayerFigures &p : m_match->players())
        moment.players.insert(p.name, {p.armyValue, p.credits});
    for (const icmatch::MatchModel::TeamTotals &t : m_match->teamTotals())
        moment.teams.insert(t.team, {t.armyValue, t.credits});
    m_whole->addMoment(double(tick) / std::max(m_deck->tickRate(), 1), moment);
}

void ReplayChartBox::followTick(qint64 tick)
{
    if (!m_seeking) {
        moveCursor(tick);
        return;
    }
    // The deck replays a seek back from 0:00 in steps, each with this signal: the cursor
    // stays at the target until the deck is at rest (after this signal's step is done).
    QMetaObject::invokeMethod(this, &ReplayChartBox::settleCursor, Qt::QueuedConnection);
}

void ReplayChartBox::settleCursor()
{
    if (!m_seeking || m_deck->isBusy() || m_timeline->isSliderDown())
        return; // still under way, or the user still drags the timeline
    m_seeking = false;
    moveCursor(m_deck->tick());
}

} // namespace icui
