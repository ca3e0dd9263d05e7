#pragma once
// Where the replay window charts the figures: the whole match from the match history
// (ReplayFiguresChart, ic/match.history with the replay's match_id), its cursor at the replay's
// moment — moving as it plays, jumping when it seeks (a seek back does not sweep it from 0:00
// while the deck replays up to there). When the history has no figures for the match, the chart
// the Match page shows (ArmyChart over the replay's MatchModel), filling in as the replay plays,
// with a line saying why. The measure (army value or credits) is the same in both. The lines
// are the history's figures (its minute 0 when it has one, then the end of each minute) and
// every moment the replay has shown (the figures of the replay's MatchModel, as its table and
// scoreboard show them), merged by time: at the cursor a line says what the table says. Nothing
// is made up. A gap on its right keeps the teams' key apart from the feed's title.

#include "common/Result.h"
#include "history/HistoryMatch.h"

#include <QWidget>

class QLabel;
class QSlider;
class QStackedWidget;

namespace ichistory {
class HistoryService;
class ReplayDeck;
} // namespace ichistory

namespace icmatch {
class MatchModel;
}

namespace icui {

class ArmyChart;
class ReplayFiguresChart;

class ReplayChartBox : public QWidget
{
    Q_OBJECT
public:
    /// Takes `live` in (the MatchView's chart, fed by the replay's MatchModel `match`); the
    /// cursor jumps to where `timeline` is moved; `match`'s figures join the whole match's lines.
    ReplayChartBox(ArmyChart *live, icmatch::MatchModel *match, ichistory::ReplayDeck *deck,
                   ichistory::HistoryService *history, QSlider *timeline,
                   QWidget *parent = nullptr);

    ArmyChart *liveChart() const { return m_live; }
    ReplayFiguresChart *wholeChart() const { return m_whole; }
    /// The chart shown: the whole match's, or the live one as the fallback.
    QWidget *shownChart() const;
    bool showsWholeMatch() const;
    /// Why the whole match is not charted; hidden when it is.
    QLabel *note() const { return m_note; }
    /// The history's answer for the replay's match: its minutes charted whole, or the fallback.
    void takeMatch(const ic::Result<ichistory::HistoryMatch> &match);

private:
    void askHistory();
    /// The whole match's cursor at `tick` of the replay.
    void moveCursor(qint64 tick);
    void followTick(qint64 tick);
    /// The deck has come to rest after a seek: the cursor goes where it stands.
    void settleCursor();
    void showFallback(const QString &why);
    /// The replay's MatchModel has figures: they join the whole match's lines at their time.
    void takeMoment();

    icmatch::MatchModel *m_match;
    ichistory::ReplayDeck *m_deck;
    ichistory::HistoryService *m_history;
    QSlider *m_timeline;
    ArmyChart *m_live;
    ReplayFiguresChart *m_whole = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_note = nullptr;
    int m_generation = 0;   ///< bumped per replay: an earlier replay's answer is dropped
    bool m_seeking = false; ///< a seek is under way: the cursor waits at its target
};

} // namespace icui
