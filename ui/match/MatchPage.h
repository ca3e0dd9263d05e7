#pragma once
// The Match page: what a match monitor or a tournament admin watches. A header (map, mode,
// clock, state, a ranked badge with the observer delay), a scoreboard (each team's army value
// and credits, who leads and by how much), the players in team colours, army value or credits
// over time per team and player, the event feed, and — connected as admin — Pause,
// announcements, Kick and the match settings. At the end a summary (winner, duration, final
// army values) and Export to CSV.

#include <QWidget>

class QLabel;
class QPushButton;
class QShortcut;
class QTableView;

namespace icpanel {
class Panel;
}
namespace icmatch {
class MatchModel;
}

namespace icui {

class AnswerPlace;
class ArmyChart;
class MatchAdminBox;
class MatchFeedBox;
class MatchView;
class MessageBar;
class PlayersTable;
class ScoreboardStrip;

class MatchPage : public QWidget
{
    Q_OBJECT
public:
    explicit MatchPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    MatchView *view() const { return m_view; }
    QLabel *header() const;
    QLabel *rankedBadge() const { return m_ranked; }
    QLabel *summary() const { return m_summary; }
    QTableView *playersTable() const;
    PlayersTable *players() const;
    /// "Players:" beside the table; Alt+P focuses the table (and selects a player).
    QLabel *playersLabel() const { return m_playersLabel; }
    ScoreboardStrip *scoreboard() const;
    ArmyChart *chart() const;
    MatchFeedBox *feedBox() const;
    MatchAdminBox *adminBox() const { return m_admin; }
    QPushButton *exportButton() const { return m_export; }
    /// Export's outcome ("Match exported to …", Open File, Open Folder) above the admin box.
    MessageBar *exportBar() const { return m_exportBar; }
    /// Where Export's outcome and the admin box's answers show, kept from the start.
    AnswerPlace *answerPlace() const { return m_answers; }

    /// Asks where, then writes the figures and the series as CSV.
    void exportCsv();
    /// Ctrl+E while the page is shown: Export CSV… (the page's QShortcut, `exportShortcut`).
    QShortcut *exportShortcut() const { return m_exportShortcut; }
    /// The focus to the players table, nobody selected, its first row current (Kick with
    /// nobody selected: Down then selects the first player).
    void focusPlayers();
    /// The player selected in the table (empty when none).
    QString selectedPlayer() const;
    /// "Team 1 won (CommanderZod, Volkov) by annihilation after 18:00 …", empty before the end.
    QString summaryText() const;

private:
    void updateHeader();
    void updateSummary();
    void makeLayout();
    void makeTabOrder();
    void makeExportShortcut();

    icpanel::Panel &m_panel;
    icmatch::MatchModel *m_match;
    MatchView *m_view = nullptr;
    QLabel *m_ranked = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_export = nullptr;
    QShortcut *m_exportShortcut = nullptr;
    QLabel *m_playersLabel = nullptr;
    MatchAdminBox *m_admin = nullptr;
    MessageBar *m_exportBar = nullptr;
    AnswerPlace *m_answers = nullptr;
};

} // namespace icui
