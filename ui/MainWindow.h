#pragma once
// The control panel's main window: a status line that is always in view, a page list
// (Status, Connections, Password, Connect Info, Log, Tools, Overlays, Match, History, Tournament,
// Other Games)
// beside the pages, menus with shortcuts for every action (Edit ▸ Settings…, Ctrl+,), the tray
// icon and the Settings dialog; the status bar says how each window-level action ended.
// Workshop tool packages (.icpkg) dropped on the window or chosen with File → Install Tool… go
// to the Tools page's installer. It only shows and drives an icpanel::Panel; all logic lives
// there.

#include <QElapsedTimer>
#include <QMainWindow>
#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace icpanel {
class Panel;
}

namespace icui {

class ConnectInfoPage;
class ConnectionsPage;
class ConnectorsPage;
class GameSwitcher;
class LogPage;
class MatchPage;
class HistoryPage;
class OverlaysPage;
class PromptPresenter;
class PasswordPage;
class StatusPage;
class ToolsPage;
class TournamentPage;
class TrayIcon;
class Appearance;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Page {
        Status,
        Connections,
        Password,
        ConnectInfo,
        Log,
        Tools,
        Overlays,
        Match,
        History,
        Tournament,
        OtherGames
    };
    Q_ENUM(Page)

    explicit MainWindow(icpanel::Panel &panel, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showPage(Page page);
    /// A page chosen with its shortcut (Ctrl+1 … Ctrl+0) or the View menu: shown, and the focus
    /// on its row in the page list (never left on the Game box above the pages).
    void showPageFromKeyboard(Page page);
    Page currentPage() const;
    QWidget *pageWidget(Page page) const;

    StatusPage *statusPage() const { return m_status; }
    ConnectionsPage *connectionsPage() const { return m_connections; }
    PasswordPage *passwordPage() const { return m_password; }
    ConnectInfoPage *connectInfoPage() const { return m_connectInfo; }
    LogPage *logPage() const { return m_log; }
    ToolsPage *toolsPage() const { return m_tools; }
    OverlaysPage *overlaysPage() const { return m_overlays; }
    MatchPage *matchPage() const { return m_match; }
    HistoryPage *historyPage() const { return m_history; }
    TournamentPage *tournamentPage() const { return m_tournament; }
    ConnectorsPage *connectorsPage() const { return m_connectors; }
    /// The page named `name` on the command line (--page): status, connections, password,
    /// connect-info, log, tools, overlays, match, history, tournament, other-games; nullopt for
    /// another name.
    static std::optional<Page> pageNamed(const QString &name);
    /// The least size the window is laid out for: every page fits it in every language.
    static QSize leastSize() { return {960, 620}; }
    /// The size it would like to open at, room permitting.
    static QSize preferredFirstSize() { return {1280, 800}; }
    /// Where the window opens on a screen whose available area is `available`: the preferred
    /// size, at most 85 % of the area, never below leastSize(), centred in it.
    static QRect firstGeometry(const QRect &available);
    /// Keeps the window's place, size and state in the panel's settings, for the next start.
    void rememberGeometry();
    TrayIcon *trayIcon() const { return m_tray; }
    Appearance *appearance() const { return m_appearance; }
    PromptPresenter *prompts() const { return m_prompts; }
    /// The plain message shown while the keychain is missing (hidden otherwise).
    QLabel *keychainNotice() const { return m_keychainNotice; }

    /// Opens the Settings dialog (modal).
    void openSettings();
    /// Opens Connection ▸ Connect… (modal).
    void openConnectDialog();
    /// Connection ▸ Reconnect and ▸ Disconnect; the status bar says what was done.
    void reconnect();
    void disconnectFromGame();
    /// The profile switcher above the pages.
    QComboBox *profileSwitcher() const { return m_profileSwitcher; }
    /// Shows the window (also from the tray or minimised) in front of the others.
    void bringToFront();
    /// Shows the Tools page and offers each package in turn (the install dialog for each).
    void installPackages(const QStringList &packagePaths);
    /// A status-bar line shown at least this long (1 s) goes when another page is chosen: it
    /// was about the page left (the Log keeps it). A younger one came with the page (an action
    /// that opened it) and stays for its time.
    static int staleLineMs();

protected:
    /// The status bar: a click on a line cut to fit opens the Log, which has all of it.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;
    /// Closes the replay window and the relay games' windows too (top-level windows of their own).
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void addPage(Page page, const QString &title, QWidget *widget);
    void updatePageIcons();
    /// The page list's frame and colours, from the window's palette (again after a change).
    void stylePageList();
    void updateStatusLine();
    /// The connection's status (a Panel::Status) settled: a line about something under way goes,
    /// and a game chosen in the Game box says how its switch ended ('Connected to "Demo".').
    void settleLine(int status);
    /// Another page was chosen: a line about the page before goes (staleLineMs()).
    void dropStaleLine();
    /// "profile — state — IC Control Panel".
    void updateTitle();
    /// A status-bar line that was cut: its whole text goes to the Log (not twice).
    void keepInLog(const QString &text);
    /// The "Game:" bar above the pages (m_gameBar).
    QWidget *createProfileBar();
    /// Greys the bar on a page with a game choice of its own (Other Games).
    void updateGameBar();
    void fillProfiles();
    void openDocument(const QString &file);
    void updateKeychainNotice();
    void askForPassword(const QString &profileName);
    void showAbout();

    icpanel::Panel &m_panel;
    QLabel *m_keychainNotice = nullptr;
    QListWidget *m_pageList = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_statusLine = nullptr;
    /// Since when the status bar's left line shows (restarted at each new line).
    QElapsedTimer m_lineShown;
    QComboBox *m_profileSwitcher = nullptr;
    /// The game chosen in the Game box until its connection settles (empty: no switch under
    /// way): the status bar then says how the switch ended.
    QString m_switchingTo;
    GameSwitcher *m_gameSwitcher = nullptr; // the same box
    QWidget *m_gameBar = nullptr;
    QLabel *m_gameLabel = nullptr;
    QPushButton *m_connectButton = nullptr;
    QLabel *m_gameBarHint = nullptr;
    StatusPage *m_status = nullptr;
    ConnectionsPage *m_connections = nullptr;
    PasswordPage *m_password = nullptr;
    ConnectInfoPage *m_connectInfo = nullptr;
    LogPage *m_log = nullptr;
    ToolsPage *m_tools = nullptr;
    OverlaysPage *m_overlays = nullptr;
    MatchPage *m_match = nullptr;
    HistoryPage *m_history = nullptr;
    TournamentPage *m_tournament = nullptr;
    ConnectorsPage *m_connectors = nullptr;
    TrayIcon *m_tray = nullptr;
    Appearance *m_appearance = nullptr;
    PromptPresenter *m_prompts = nullptr;
};

} // namespace icui
