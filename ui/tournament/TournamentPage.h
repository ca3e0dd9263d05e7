#pragma once
// The Tournament page: every game of every relay the panel is connected to (issue 32), in one
// live table over icrelayclient::TournamentModel, sorted and filtered (text over relay, game,
// map and players; state), with the admin's actions on the selected game — Open (a
// RelayGameWindow per game, raised when open; Enter and a double-click open too), Announce…,
// Pause / Resume, Kick…, Ban… (asks first: it kicks from every game of the relay), Settings…
// (relay/config.get and .set), Download Replay (ended games) — and relay-wide ones: Add Relay…,
// Remove Relay… (asks first), Announce to All…. Below the table the relays' match events (with
// the page's own admin actions as lines of their own), with Export Results CSV… (its bar offers
// Open File and Open Folder); a match that ends is notified (tray, status bar). Every answer
// shows in the page's message bar (errors with what to do next) and the status bar; the bar has
// its place kept above the table (an AnswerPlace), so the rows never move when it comes or goes,
// and a bar about a state that passed goes ("Added X…" once X fails or reconnects, "…connecting…"
// once connected). Nothing waits: every call is answered later on the event loop. With no relay
// yet the page says what a relay is and offers Add Relay….
// The selection never moves to another game by itself: when the selected row leaves the view
// (filtered out, or no longer listed) nothing is selected and the game's buttons are off; the
// bar says so when the user had acted on that game. A filter that hides every game says so over
// the table, with Clear Filter. The columns fit the table's width (State and Duration are always
// in view; relay, map, players and balance are cut short with "…", whole in their tooltip).

#include "common/Result.h"
#include "relayclient/RelayGameInfo.h"

#include <QHash>
#include <QJsonArray>
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

class AnswerPlace;
class ElidedLabel;
class MessageBar;
class RelayGameWindow;
class RelaySettingsDialog;
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
    /// The message bar's place (kept from the start: the table never moves).
    AnswerPlace *answerPlace() const { return m_answerPlace; }
    /// Over the table while the filter hides every game: "No game matches …" and Clear Filter.
    QWidget *noMatchNote() const { return m_noMatch; }
    QLabel *noMatchText() const { return m_noMatchText; }
    QPushButton *clearFilterButton() const { return m_clearFilter; }

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
    /// Sign In Again… (a relay refused its token): the Add Relay dialog for that relay, which
    /// keeps its name, address and trusted certificate and replaces the token.
    void signInAgain(const QString &relayName);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    /// Tab (not a click) into the table with no game chosen chooses one.
    void chooseARowOnKeyboardFocus(Qt::FocusReason reason);
    QWidget *createEmptyState();
    QWidget *createContent();
    /// The games table (m_table) in `content`, and what the table's and models' signals do.
    void createTable(QWidget *content);
    void connectTable();
    /// The relay row (choice, state, relay-wide buttons) over the filter row.
    QLayout *createToolbar();
    QLayout *createRelayRow();
    QLayout *createFilterRow();
    QLayout *createGameButtons();
    QWidget *createEventsBox();
    void connectHost();

    // selection, columns, the no-match note and bars that went stale (TournamentPage_View.cpp)
    /// The filter is about to drop rows: a selected (or current) one among them is let go first,
    /// so that the view does not move the selection to a neighbour.
    void onRowsLeaving(const QModelIndex &parent, int first, int last);
    /// After the drop: says so when the user had acted on the game that left.
    void onRowsLeft();
    /// The game the user acted on last (its bar may be about it).
    void actedOn(const QString &relayName, const QString &gameId);
    /// Column widths for the table's width now: State, Duration, Ranked, Game and Mode whole;
    /// relay, map, players and balance share the rest (cut short with "…").
    void fitColumns();
    QWidget *createNoMatchNote();
    void updateNoMatch();
    /// A bar about `name`'s connection under way, to go when it no longer says the truth.
    void noteRelayBar(const QString &name, bool untilConnected);
    /// `name`'s connection changed: a bar noted for it goes when it is no longer true.
    void dropStaleBar(const QString &name);
    /// Lift Ban in the settings dialog: relay/admin.ban with banned false.
    void liftBan(QPointer<RelaySettingsDialog> dialog, const QString &relayName,
                 const QString &identityKey, const QString &player);
    /// An admin action's answer as a line in Match events too.
    void logAction(const QString &relayName, const QString &gameId, const QString &text);

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
    /// The relay refused its token: the bar says so with Sign In Again….
    void onTokenRefused(const QString &name, const QString &message);
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
    void sayWarning(const QString &text);
    /// Sign In Again… in the context menu of the Relay box and of the games table.
    void addSignInAgainMenu();
    /// Tab goes as the page reads: the relay's row, the filters, the table, its buttons.
    void makeTabOrder();
    /// After Remove Relay…: whether the relay revoked the removed token.
    void sayRevoked(const QString &name, const ic::Result<void> &outcome);
    /// A relay's error as it is, then what to do next (on `relay`: where Sign In Again… goes).
    void sayRelayError(const QString &relay, const QString &what, const ic::Error &error);
    /// The connection for an action on `relayName`, or nullptr after saying why there is none.
    icrelayclient::RelayConnection *connectionFor(const QString &relayName);
    /// The settings dialog over what relay/config.get gave.
    void askSettings(const QString &relayName, const QJsonObject &settings, const QJsonArray &bans);
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
    /// windowKey() of the game the user acted on last (cleared when another is chosen).
    QString m_actedOn;
    /// windowKey() of the selected game that is leaving the view (set in onRowsLeaving).
    QString m_leaving;
    /// A bar about a relay's connection under way: the relay, the text, and whether it goes
    /// once connected (else once the relay fails or reconnects).
    QString m_barRelay;
    QString m_barText;
    bool m_barUntilConnected = false;

    QStackedWidget *m_stack = nullptr;
    QWidget *m_empty = nullptr;
    QWidget *m_content = nullptr;
    MessageBar *m_bar = nullptr;
    AnswerPlace *m_answerPlace = nullptr;
    QWidget *m_noMatch = nullptr;
    QLabel *m_noMatchText = nullptr;
    QPushButton *m_clearFilter = nullptr;
    QComboBox *m_relayBox = nullptr;
    ElidedLabel *m_relayState = nullptr;
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
