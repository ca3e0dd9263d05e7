#pragma once
// The History page (issue 29): what the game keeps of past matches. Matches (newest first,
// filtered by player, map and ranked, a match's players and figures over time), a player's
// career (win rate by faction, APM and army-value trends, style in words) and, for admin, mod
// and debug connections, read-only SQL over the game's gameplay database. Every call goes to the
// game asynchronously through ichistory::HistoryService; outcomes show in the page's message bar.
// A tab's message belongs to that tab: choosing another tab hides it (an error or a warning
// comes back with its tab; the next success there clears it, as before). When the connected
// game's match ends, the matches (and replays) are asked for again by themselves.

#include <QHash>
#include <QWidget>

class QTabWidget;
class QVBoxLayout;

namespace icpanel {
class Panel;
}

namespace icui {

class HistoryMatchesTab;
class HistoryPlayerTab;
class HistoryQueryTab;
class HistoryReplaysTab;
class MessageBar;
class ReplayWindow;

class HistoryPage : public QWidget
{
    Q_OBJECT
public:
    /// The page's calls go over the panel's game session (Panel::history()).
    explicit HistoryPage(icpanel::Panel &panel, QWidget *parent = nullptr);
    ~HistoryPage() override; // the replay window, a top-level window of its own, goes with it

    QTabWidget *tabs() const { return m_tabs; }
    HistoryMatchesTab *matchesTab() const { return m_matches; }
    HistoryPlayerTab *playerTab() const { return m_player; }
    HistoryQueryTab *queryTab() const { return m_query; }
    HistoryReplaysTab *replaysTab() const { return m_replays; }
    /// `tab`'s bar (each tab has its own); the shown tab's without one.
    MessageBar *messageBar(QWidget *tab = nullptr) const;
    /// The replay window (nullptr until Open Replay was first pressed).
    ReplayWindow *replayWindow() const { return m_replay; }
    /// Opens `replayId` in the replay window: where the user last put a replay window, else
    /// beside the main window (ReplayWindow::showEvent()).
    void openReplay(const QString &replayId);

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// Connected: the matches (first time shown, or after a reconnect) and the Query tab's
    /// access for the tier granted.
    void updateForConnection();
    /// Another game was chosen: nothing of the one before stays listed.
    void gameChosen();
    /// The game's match ended: the game has stored it, so the lists are asked for again.
    void matchEnded();
    void tabChosen(int index);
    /// The Player tab shows the player the Matches tab is filtered by (when that changed).
    void carryPlayerOver();
    /// Where the focus goes when `tab` is chosen: the list, the name box, the SQL box.
    QWidget *firstInput(QWidget *tab) const;
    /// Shows `tab`'s bar (with what it has to say) and hides the others'.
    void showBarOf(QWidget *tab);

    icpanel::Panel &m_panel;
    QTabWidget *m_tabs = nullptr;
    HistoryMatchesTab *m_matches = nullptr;
    HistoryPlayerTab *m_player = nullptr;
    HistoryQueryTab *m_query = nullptr;
    HistoryReplaysTab *m_replays = nullptr;
    ReplayWindow *m_replay = nullptr;
    bool m_loadedForConnection = false;
    /// The replays were listed over an earlier connection: list them again when shown.
    bool m_replaysStale = false;
    QString m_listedGame;    // the game whose matches the page lists (or asked for)
    QString m_carriedPlayer; // the Matches tab's player last carried to the Player tab
    QHash<QWidget *, MessageBar *> m_bars; // each tab's own bar
    QWidget *m_parking = nullptr;          // holds the bars of the tabs not shown
    QVBoxLayout *m_layout = nullptr;
};

} // namespace icui
