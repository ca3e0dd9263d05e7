#pragma once
// One game of a community relay in a window of its own, shown as the Match page shows the local
// game (MatchView: header, scoreboard, players in team colours, army value over time, the event
// feed), fed through the relay by a RelayGameFeed. The Match page stays on the local game, so two
// games can be watched side by side. Opened from the Tournament page's Open, which has the
// admin actions (this window has none). The line under the title bar says the game is watched
// as an observer through the relay, which sees every team (no fog of war); a message bar takes
// its place while the relay reconnects (the view stays as last seen) or when the game cannot be
// shown, saying why and what to do. Escape and Ctrl+W close it.
//
// A top-level window (not a transient of the main window, as the replay window); `home` is the
// page that opened it: it is placed beside that page's window the first time, moved down and
// right by a title bar's height from any game window already there (two opened in a row never
// cover each other exactly), always within the screen's available area. A window for a game
// opened before (in this run of the panel) comes back where it was when closed. Closing hides it
// and stops its questions to the relay; shown again, it asks again. Its owner deletes it.
// showEarlier() gives it what the relay said of the game before it was opened.

#include "relayclient/RelayAnnouncement.h"
#include "relayclient/RelayMatchEvent.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace icmatch {
class MatchModel;
}
namespace icrelayclient {
class RelayConnection;
class RelayGameFeed;
} // namespace icrelayclient

namespace icui {

class MatchView;
class MessageBar;

class RelayGameWindow : public QWidget
{
    Q_OBJECT
public:
    RelayGameWindow(icrelayclient::RelayConnection *c, const QString &relayName,
                    const QString &gameId, QWidget *home = nullptr);
    ~RelayGameWindow() override;

    MatchView *view() const { return m_view; }
    icmatch::MatchModel *match() const;
    QString gameId() const;
    QString relayName() const;
    icrelayclient::RelayGameFeed *feed() const { return m_feed; }
    QLabel *header() const;
    QLabel *rankedBadge() const { return m_ranked; }
    /// The end in one sentence, below the scoreboard once the game has ended.
    QLabel *summary() const { return m_summary; }
    /// "Watched as an observer through the relay …", where the message bar shows when there is
    /// a message.
    QLabel *observerLine() const { return m_observer; }
    MessageBar *messageBar() const { return m_bar; }
    /// What the relay said of this game before the window was opened (the Tournament page's
    /// RelayEventLog::eventsOf() and announcementsOf()): in its Events before anything later.
    void showEarlier(const QList<icrelayclient::RelayMatchEvent> &events,
                     const QList<icrelayclient::RelayAnnouncement> &announcements);

protected:
    /// Shown: asks the relay for the game (again); the first time, placed (placeFirstTime).
    void showEvent(QShowEvent *event) override;
    /// Hidden or closed: no more questions to the relay; where it is is remembered.
    void hideEvent(QHideEvent *event) override;
    /// The bar shown or hidden: the observer line goes or comes back in its place.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void makeWidgets();
    void makeLayout();
    QLayout *makeBarPlace();
    void connectFeed();
    void addShortcuts();
    void updateHeader();
    void updateSummary();
    void relayStateChanged();
    void showUnavailable(const QString &message);
    /// Where it was when this game's window last closed; else right of the home page's window
    /// where its screen has room, else over it; then clear of the other game windows.
    void placeFirstTime();
    /// The first place of a window not opened before.
    QRect firstPlace(const QRect &avail) const;
    /// Down and right by a title bar's height while another game window has that corner.
    QRect clearOfOthers(QRect place, const QRect &avail) const;
    /// A title bar's height: the cascade's step.
    int titleBarHeight() const;
    /// The key of this game's remembered place.
    QString placeKey() const;

    QPointer<QWidget> m_home;
    icrelayclient::RelayGameFeed *m_feed;
    MatchView *m_view = nullptr;
    MessageBar *m_bar = nullptr;
    QLabel *m_observer = nullptr;
    QLabel *m_ranked = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_playersLabel = nullptr;
    QGridLayout *m_barPlace = nullptr;
    bool m_placed = false;
    /// The bar says the relay is reconnecting (it goes when the relay is back).
    bool m_sayingReconnect = false;
};

} // namespace icui
