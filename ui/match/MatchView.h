#pragma once
// What the Match page and a replay's window both show of a match: a header line, the
// scoreboard, the players in team colours (PlayersTable, its keys through PlayerKeyProxy),
// and army value or credits over time beside the event feed in a splitter. Whoever embeds it
// adds its own widgets beside the header, below the scoreboard and a label for the players.

#include <QWidget>

class QBoxLayout;
class QHBoxLayout;
class QLabel;
class QSplitter;

namespace icmatch {
class MatchModel;
}

namespace icui {

class ArmyChart;
class MatchFeedBox;
class PlayersTable;
class ScoreboardStrip;

class MatchView : public QWidget
{
    Q_OBJECT
public:
    explicit MatchView(icmatch::MatchModel *match, QWidget *parent = nullptr);

    /// Large and bold, plain text (names come from the game); its owner sets the text.
    QLabel *header() const { return m_header; }
    ScoreboardStrip *scoreboard() const { return m_scoreboard; }
    PlayersTable *players() const { return m_table; }
    ArmyChart *chart() const { return m_chart; }
    MatchFeedBox *feedBox() const { return m_feed; }

    /// `widget` right of the header (a badge, buttons).
    void addBesideHeader(QWidget *widget);
    /// `widget` between the scoreboard and the players.
    void addBelowScoreboard(QWidget *widget);
    /// `label` left of the players table; its Alt letter focuses the table.
    void setPlayersLabel(QLabel *label);
    /// `area` where the chart is, beside the feed (it may hold the chart itself).
    void setChartArea(QWidget *area);

private:
    void makeLayout();

    QLabel *m_header = nullptr;
    ScoreboardStrip *m_scoreboard = nullptr;
    PlayersTable *m_table = nullptr;
    ArmyChart *m_chart = nullptr;
    QSplitter *m_lower = nullptr;
    MatchFeedBox *m_feed = nullptr;
    QBoxLayout *m_layout = nullptr;
    QHBoxLayout *m_top = nullptr;
    QHBoxLayout *m_playersRow = nullptr;
};

} // namespace icui
