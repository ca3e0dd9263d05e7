#pragma once
// The Tournament page: every game of every relay the panel is connected to (issue 32), in one
// live table over icrelayclient::TournamentModel, sorted and filtered (text over relay, game,
// map and players; state), with the admin's actions on the selected game — Open (a
// RelayGameWindow per game, raised when open; Enter and a double-click open too), Announce…,
// Pause / Resume, Kick…, Ban… (asks first: it kicks from every game of the relay), Settings…
// (relay/config.get and .set), Download Replay (ended games) — and relay-wide ones: Add Relay…,
// Remove Relay… (asks first), Announce to All…. Below the table the relays' match events, with
// Export Results CSV…; a match that ends is notified (tray, status bar). Every answer shows in
// the page's message bar (errors with what to do next) and the status bar. Nothing waits: every
// call is answered later on the event loop. With no relay yet the page says what a relay is and
// offers Add Relay….

#include "common/Result.h"
#include "relayclient/RelayGameInfo.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QRect>
#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace icpanel {
class Panel;
class RelayHost;
} // namespace icpanel
namespace icrelayclient {
class RelayConnection;
class TournamentModel;
struct RelayMatchEvent;
} // namespace icrelayclient

namespace icui {

class MessageBar;
class RelayGameWindow;
class RelayReplayDownload;
class TournamentFilter;
class TrayIcon;

class TournamentPage : public QWidget
{
    Q_OBJECT
public:
    explicit TournamentPage(icpanel::Panel &panel, QWidget *parent = nullptr);
    ~TournamentPage() override;

    /// Where a match's end is notified (besides the status bar); the window sets it once made.
    void setTrayIcon(TrayIcon *tray) { m_tray = tray; }

    icrelayclient::TournamentModel *model() const { return m_model; }
    TournamentFilter *filter() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QListView *eventsView() const { return m_events; }
    MessageBar *messageBar() const { return m_bar; }
    /// The text shown while no relay is added, with its own Add Relay… button.
    QWidget *emptyState() const { return m_empty; }
    QComboBox *relayBox() const { return m_relayBox; }
    QLineEdit *filterField() const { return m_filterText; }
    QComboBox *stateBox() const { return m_stateBox; }
    QPushButton *addRelayButton() const { return m_addRelay; }
    QPushButton *removeRelayButton() const { return m_removeRelay; }
    QPushButton *announceAllButton() const { return m_announceAll; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *announceButton() const { return m_announce; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *kickButton() const { return m_kick; }
    QPushButton *banButton() const { return m_ban; }
    QPushButton *settingsButton() const { return m_settings; }
    QPushButton *downloadButton() const { return m_download; }
    QPushButton *exportButton() const { return m_export; }

    /// Selects the row of `gameId` on `relayName` (false when it is not shown).
    bool selectGame(const QString &relayName, const QString &gameId);
    /// The selected game's relay and id (empty when none).
    QString selectedRelay() const;
    QString selectedGameId() const;
    /// The open window of that game, else nullptr.
    RelayGameWindow *gameWindow(const QString &relayName, const QString &gameId) const;
    /// Closes every game window opened from the page (the main window closes).
    void closeGameWindows();
    /// The file the last replay download saved (empty before one has).
    QString lastReplayPath() const { return m_lastReplayPath; }

    // The actions (the buttons'); each answers in the message bar and the status bar.
    void addRelay();
    void removeRelay();
    void announceToAll();
    void openSelected();
    void announceSelected();
    void togglePause();
    void kickSelected();
    void banSelected();
    void editSettings();
    void downloadReplay();
    void exportResults();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *createEmptyState();
    QWidget *createContent();
    QLayout *createToolbar();
    QLayout *createGameButtons();
    QWidget *createEventsBox();
    void connectHost();

    /// A relay added, removed or its connection changed: the model follows, the combo too.
    void followRelay(const QString &name);
    void fillRelays();
    void showRelayState();
    void updateActions();
    /// Asks the model for the army balance of the rows on screen only (coalesced).
    void scheduleVisibleRows();
    void reportVisibleRows();
    void onMatchEnded(const QString &relayName, const icrelayclient::RelayMatchEvent &event);
    void onCertificateUntrusted(const QString &name, const QString &fingerprint, bool changed);
    /// Closes the open game windows of `relayName` (its connection went or was replaced).
    void closeWindowsOf(const QString &relayName);
    /// The key of a game's window in m_windows.
    static QString windowKey(const QString &relayName, const QString &gameId);
    /// "game-003 on Demo Relay ended: Team 2 won".
    static QString endSentence(const QString &relayName, const icrelayclient::RelayMatchEvent &e);

    /// The selected row in global coordinates (a question is placed clear of it).
    QRect selectedRowArea() const;
    /// The selected row's game (nullopt when none is selected).
    std::optional<icrelayclient::RelayGameInfo> selectedGame() const;
    /// The connection of `relayName` while it is Connected, else nullptr.
    icrelayclient::RelayConnection *liveConnection(const QString &relayName) const;
    /// Why admin actions on `relayName` are off (empty when they may be used).
    QString adminUnavailable(const QString &relayName) const;
    /// The relay the toolbar's relay-wide actions are about.
    QString currentRelay() const;

    void sayOk(const QString &text);
    void sayError(const QString &text);
    void sayInfo(const QString &text);
    /// A relay's error as it is, then what to do next.
    void sayRelayError(const QString &what, const ic::Error &error);
    /// The connection for an action on `relayName`, or nullptr after saying why there is none.
    icrelayclient::RelayConnection *connectionFor(const QString &relayName);
    /// The settings dialog over what relay/config.get gave.
    void askSettings(const QString &relayName, const QJsonObject &settings);
    /// Sends the settings the user changed (relay/config.set).
    void saveSettings(const QString &relayName, const QJsonObject &changes);
    /// The download's file: a file dialog in the folder last used for replays.
    QString askReplayPath(const QString &relayName, const QString &gameId);

    icpanel::Panel &m_panel;
    icpanel::RelayHost *m_relays = nullptr;
    TrayIcon *m_tray = nullptr;
    icrelayclient::TournamentModel *m_model = nullptr;
    TournamentFilter *m_filter = nullptr;
    /// The connection the model was given for each relay.
    QHash<QString, QPointer<icrelayclient::RelayConnection>> m_added;
    QHash<QString, QPointer<RelayGameWindow>> m_windows;
    QPointer<RelayReplayDownload> m_downloadRun;
    QString m_lastReplayPath;
    QTimer *m_visibleTimer = nullptr;

    QStackedWidget *m_stack = nullptr;
    QWidget *m_empty = nullptr;
    QWidget *m_content = nullptr;
    MessageBar *m_bar = nullptr;
    QComboBox *m_relayBox = nullptr;
    QLabel *m_relayState = nullptr;
    QLineEdit *m_filterText = nullptr;
    QComboBox *m_stateBox = nullptr;
    QPushButton *m_addRelay = nullptr;
    QPushButton *m_emptyAddRelay = nullptr;
    QPushButton *m_removeRelay = nullptr;
    QPushButton *m_announceAll = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_announce = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_kick = nullptr;
    QPushButton *m_ban = nullptr;
    QPushButton *m_settings = nullptr;
    QPushButton *m_download = nullptr;
    QListView *m_events = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace icui
