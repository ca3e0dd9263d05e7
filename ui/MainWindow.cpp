#include "ui/MainWindow.h"
#include "ui/GameSwitcher.h"
#include "ui/Tr.h"

#include "ui/TrayIcon.h"
#include "ui/appearance/Appearance.h"
#include "ui/appearance/DesktopColorScheme.h"
#include "ui/appearance/Icons.h"
#include "ui/appearance/PageListDelegate.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/ExternalLink.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/connectinfo/ConnectInfoPage.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connectors/ConnectorsPage.h"
#include "ui/history/HistoryPage.h"
#include "ui/log/LogPage.h"
#include "ui/match/MatchPage.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/password/PasswordPage.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/replay/ReplayWindow.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/status/StatusPage.h"
#include "ui/tools/ToolsPage.h"
#include "ui/tournament/TournamentPage.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/PanelCommandLine.h"
#include "panel/ProfileStore.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QMouseEvent>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QVBoxLayout>

namespace icui {

MainWindow::MainWindow(icpanel::Panel &panel, QWidget *parent) : QMainWindow(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(Tr::tr("IC Control Panel"));
    setAccessibleName(Tr::tr("IC Control Panel"));
    setWindowIcon(Icons::application());
    // Light or dark, as Settings say or as the desktop prefers (its answer comes a moment
    // later, and the window follows it then).
    m_appearance = new Appearance(m_panel.settings(), new DesktopColorScheme(this), this);
    // Before any page hears of a status change (slots run in the order connected): a status-bar
    // line about the status before goes; the one said now is about the new one (ActionFeedback).
    connect(&m_panel, &icpanel::Panel::statusChanged, this, [this](icpanel::Panel::Status s) {
        ActionFeedback::connectionStatusChanging(this, int(s));
    });

    m_keychainNotice = new QLabel(this);
    m_keychainNotice->setObjectName(QStringLiteral("keychainNotice"));
    m_keychainNotice->setAccessibleName(Tr::tr("Keychain notice"));
    m_keychainNotice->setWordWrap(true);
    m_keychainNotice->setFrameShape(QFrame::StyledPanel);
    m_keychainNotice->setMargin(8);
    // The palette's tooltip colours stand out in light and dark alike.
    m_keychainNotice->setBackgroundRole(QPalette::ToolTipBase);
    m_keychainNotice->setForegroundRole(QPalette::ToolTipText);
    m_keychainNotice->setAutoFillBackground(true);
    m_keychainNotice->hide();

    m_pageList = new QListWidget(this);
    m_pageList->setObjectName(QStringLiteral("pageList"));
    m_pageList->setAccessibleName(Tr::tr("Pages"));
    m_pageList->setSelectionMode(QAbstractItemView::SingleSelection);
    // Tall rows with the pages' coloured icons; the current page a rounded highlight.
    m_pageList->setItemDelegate(new PageListDelegate(m_pageList));
    m_pageList->setIconSize(QSize(PageListDelegate::iconSize, PageListDelegate::iconSize));
    m_pageList->setSpacing(1);
    m_pageList->setMouseTracking(true); // a faint highlight under the mouse
    m_pageList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    stylePageList();

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));

    m_status = new StatusPage(m_panel, m_pages);
    m_connections = new ConnectionsPage(m_panel, m_pages);
    m_password = new PasswordPage(m_panel, m_pages);
    m_connectInfo = new ConnectInfoPage(m_panel, m_pages);
    m_log = new LogPage(m_panel.log(), m_pages);
    m_tools = new ToolsPage(m_panel, m_pages);
    m_overlays = new OverlaysPage(m_panel, m_pages);
    m_match = new MatchPage(m_panel, m_pages);
    m_history = new HistoryPage(m_panel, m_pages);
    m_tournament = new TournamentPage(m_panel, m_pages);
    m_connectors = new ConnectorsPage(*m_panel.connectors(), m_pages);
    addPage(Page::Status, Tr::tr("Status"), m_status);
    addPage(Page::Connections, Tr::tr("Connections"), m_connections);
    addPage(Page::Password, Tr::tr("Password"), m_password);
    addPage(Page::ConnectInfo, Tr::tr("Connect Info"), m_connectInfo);
    addPage(Page::Log, Tr::tr("Log"), m_log);
    addPage(Page::Tools, Tr::tr("Tools"), m_tools);
    addPage(Page::Overlays, Tr::tr("Overlays"), m_overlays);
    addPage(Page::Match, Tr::tr("Match"), m_match);
    addPage(Page::History, Tr::tr("History"), m_history);
    addPage(Page::Tournament, Tr::tr("Tournament"), m_tournament);
    addPage(Page::OtherGames, Tr::tr("Other Games"), m_connectors);
    updatePageIcons();
    // As wide as the longest name needs (in the language shown), and no wider.
    m_pageList->setFixedWidth(m_pageList->sizeHintForColumn(0) + 2 * m_pageList->frameWidth() +
                              2 * m_pageList->spacing());
    connect(m_pageList, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(m_pageList, &QListWidget::currentRowChanged, this, &MainWindow::dropStaleLine);
    m_pageList->setCurrentRow(0);

    auto *body = new QHBoxLayout;
    body->addWidget(m_pageList);
    body->addWidget(m_pages, 1);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(createProfileBar());
    layout->addWidget(m_keychainNotice);
    layout->addLayout(body, 1);
    setCentralWidget(central);

    m_statusLine = new QLabel(this);
    m_statusLine->setObjectName(QStringLiteral("statusLine"));
    m_statusLine->setAccessibleName(Tr::tr("Connection status"));
    // On the right, so that the left side can say how each action ended (ActionFeedback).
    statusBar()->addPermanentWidget(m_statusLine);
    // A line cut to fit the bar is read in full in the Log (and in the line's tooltip).
    ActionFeedback::setWholeTextKeeper(statusBar(),
                                       [this](const QString &text) { keepInLog(text); });
    // …and a click on such a line opens the Log there (the pointer shows it can be clicked).
    statusBar()->installEventFilter(this);
    m_lineShown.start();
    connect(statusBar(), &QStatusBar::messageChanged, this, [this] { m_lineShown.restart(); });

    createMenus();
    m_tray = new TrayIcon(m_panel, this, this);
    m_tournament->setTrayIcon(m_tray); // a match that ends on a relay is notified there
    // With the window here, the gateway asks its user instead of refusing at once.
    m_prompts = new PromptPresenter(m_panel, this, m_tray, this);

    connect(&m_panel, &icpanel::Panel::statusChanged, this, &MainWindow::updateStatusLine);
    // "Connecting to …" goes once the status on the right says how it went.
    connect(&m_panel, &icpanel::Panel::statusChanged, this, [this](icpanel::Panel::Status s) {
        settleLine(int(s));
        ActionFeedback::connectionStatusChanged(this, int(s)); // after every page's word on it
    });
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, &MainWindow::updateStatusLine);
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, &MainWindow::fillProfiles);
    connect(m_panel.profiles(), &icpanel::ProfileStore::profilesChanged, this,
            &MainWindow::fillProfiles);
    connect(&m_panel, &icpanel::Panel::keychainUnavailable, this,
            &MainWindow::updateKeychainNotice);
    connect(&m_panel, &icpanel::Panel::passwordNeeded, this, &MainWindow::askForPassword);
    // Queued: the packages may arrive while a dialog is open or before the window is shown.
    connect(&m_panel, &icpanel::Panel::packagesOffered, this, &MainWindow::installPackages,
            Qt::QueuedConnection);
    connect(&m_panel, &icpanel::Panel::windowRequested, this, &MainWindow::bringToFront);
    connect(m_status, &StatusPage::passwordPageRequested, this,
            [this] { showPage(Page::Password); });
    connect(m_status, &StatusPage::settingsRequested, this, &MainWindow::openSettings);
    connect(m_status, &StatusPage::pageRequested, this, &MainWindow::showPage);
    connect(m_tools, &ToolsPage::overlayUrlWanted, this, [this] { showPage(Page::Overlays); });
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::updateGameBar);
    fillProfiles();
    updateStatusLine();
    updateKeychainNotice();

    setTabOrder(m_pageList, m_pages);
    m_gameSwitcher->setFocusFallback(m_pageList);
    setAcceptDrops(true);
    // Where the user left it when it was last closed (maximised, too), inside a screen there is
    // now: Qt moves a place no screen shows back onto one. Never closed before (or unreadable):
    // larger where the screen has room (the Status cards and the History list then show what
    // they hold), never smaller than the size every page is laid out for.
    const QByteArray saved = m_panel.settings()->mainWindowGeometry();
    if (saved.isEmpty() || !restoreGeometry(saved)) {
        if (const QScreen *shown = screen())
            setGeometry(firstGeometry(shown->availableGeometry()));
        else
            resize(leastSize());
    }
    // Quit (the menu, the tray, Ctrl+Q) may end the panel without closing the window first.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &MainWindow::rememberGeometry);
    // No smaller than that size (a smaller screen permitting), whichever page is shown: below
    // it the pages' own least sizes differ, and the window grew when the user switched to a
    // page that needed more (twentieth newcomer: 835×534, then 835×575 on the Match page).
    const QSize room = screen() ? screen()->availableGeometry().size() : leastSize();
    setMinimumSize(leastSize().boundedTo(room));
}

QRect MainWindow::firstGeometry(const QRect &available)
{
    QSize size = leastSize();
    if (available.isValid()) {
        const QSize roomy(available.width() * 85 / 100, available.height() * 85 / 100);
        size = preferredFirstSize().boundedTo(roomy).expandedTo(leastSize());
    }
    QRect placed(QPoint(0, 0), size);
    if (available.isValid())
        placed.moveCenter(available.center());
    return placed;
}

namespace {
/// The local .icpkg files among dropped URLs.
QStringList packagePaths(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() &&
            url.toLocalFile().endsWith(QLatin1String(".icpkg"), Qt::CaseInsensitive))
            paths << url.toLocalFile();
    }
    return paths;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!packagePaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = packagePaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // The drag source waits for the drop to finish: offer the packages after it returns.
    QMetaObject::invokeMethod(
        this, [this, paths] { installPackages(paths); }, Qt::QueuedConnection);
}

void MainWindow::bringToFront()
{
    if (isMinimized())
        showNormal();
    else
        show();
    raise();
    activateWindow();
}

void MainWindow::installPackages(const QStringList &packagePaths)
{
    showPage(Page::Tools);
    bringToFront();
    for (const QString &path : packagePaths)
        m_tools->installPackage(path);
}

MainWindow::~MainWindow() = default;

std::optional<MainWindow::Page> MainWindow::pageNamed(const QString &name)
{
    // --page's names are in the pages' order (PanelCommandLine::pageNames).
    const qsizetype index = icpanel::PanelCommandLine::pageNames().indexOf(name.toLower());
    return index < 0 ? std::nullopt : std::optional<Page>(static_cast<Page>(index));
}

void MainWindow::addPage(Page page, const QString &title, QWidget *widget)
{
    Q_ASSERT(static_cast<int>(page) == m_pages->count());
    m_pages->addWidget(widget);
    auto *item = new QListWidgetItem(title, m_pageList);
    item->setData(Qt::AccessibleTextRole, title);
    widget->setAccessibleName(title);
}

void MainWindow::updatePageIcons()
{
    // The glyphs take the palette's text colour: drawn again when light and dark change.
    if (!m_pageList)
        return; // a palette change while the window is still being built
    const QStringList names = icpanel::PanelCommandLine::pageNames();
    for (int row = 0; row < m_pageList->count(); ++row)
        m_pageList->item(row)->setIcon(Icons::page(names.value(row)));
}

void MainWindow::stylePageList()
{
    if (!m_pageList)
        return;
    // Keyboard users see where they are by the ring the page list's delegate draws inside the
    // current row while the list has the focus; nothing is drawn around the list. A style sheet
    // fixes the colours it resolves when it is set (the list then keeps a light palette after a
    // live switch to dark), so it is made again from each new palette.
    const QPalette p = palette();
    const QString sheet =
        QStringLiteral("#pageList { border: 2px solid %1; border-radius: 6px; background: %2; "
                       "color: %3; padding: 3px 0px; }")
            .arg(p.color(QPalette::Midlight).name(), p.color(QPalette::Base).name(),
                 p.color(QPalette::Text).name());
    if (sheet == m_pageList->styleSheet())
        return;
    m_pageList->setStyleSheet(QString());
    m_pageList->setPalette(p);
    m_pageList->setStyleSheet(sheet);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        stylePageList();
        updatePageIcons();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(Tr::tr("&File"));
    QAction *installTool = file->addAction(Tr::tr("&Install Tool…"));
    installTool->setObjectName(QStringLiteral("actionInstallTool"));
    installTool->setShortcut(QKeySequence::Open);
    connect(installTool, &QAction::triggered, this, [this] {
        showPage(Page::Tools);
        m_tools->chooseAndInstall();
    });
    file->addSeparator();
    QAction *quit = file->addAction(Tr::tr("&Quit"));
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, qApp, &QApplication::quit);

    // Where desktop applications keep it (Firefox, GNOME's): Edit ▸ Settings…, Ctrl+,.
    QMenu *edit = menuBar()->addMenu(Tr::tr("&Edit"));
    QAction *settings = edit->addAction(Tr::tr("&Settings…"));
    settings->setObjectName(QStringLiteral("settingsAction"));
    QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!settingsKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        settingsKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    settings->setShortcuts(settingsKeys);
    settings->setMenuRole(QAction::PreferencesRole);
    connect(settings, &QAction::triggered, this, &MainWindow::openSettings);

    QMenu *connection = menuBar()->addMenu(Tr::tr("&Connection"));
    QAction *connectAction = connection->addAction(Tr::tr("&Connect…"));
    connectAction->setObjectName(QStringLiteral("actionConnect"));
    connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(connectAction, &QAction::triggered, this, &MainWindow::openConnectDialog);
    QAction *reconnect = connection->addAction(Tr::tr("&Reconnect"));
    reconnect->setObjectName(QStringLiteral("actionReconnect"));
    reconnect->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(reconnect, &QAction::triggered, this, &MainWindow::reconnect);
    QAction *disconnectAction = connection->addAction(Tr::tr("&Disconnect"));
    disconnectAction->setObjectName(QStringLiteral("actionDisconnect"));
    disconnectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(disconnectAction, &QAction::triggered, this, &MainWindow::disconnectFromGame);

    QMenu *view = menuBar()->addMenu(Tr::tr("&View"));
    // Ctrl+1 … Ctrl+9 as they come, Ctrl+0 for Other Games (as before there were more than
    // ten pages) and Ctrl+T for the Tournament page.
    const QList<std::tuple<Page, QString, QKeySequence>> pages = {
        {Page::Status, Tr::tr("&Status"), QKeySequence(Qt::CTRL | Qt::Key_1)},
        {Page::Connections, Tr::tr("&Connections"), QKeySequence(Qt::CTRL | Qt::Key_2)},
        {Page::Password, Tr::tr("&Password"), QKeySequence(Qt::CTRL | Qt::Key_3)},
        {Page::ConnectInfo, Tr::tr("Connect &Info"), QKeySequence(Qt::CTRL | Qt::Key_4)},
        {Page::Log, Tr::tr("&Log"), QKeySequence(Qt::CTRL | Qt::Key_5)},
        {Page::Tools, Tr::tr("&Tools"), QKeySequence(Qt::CTRL | Qt::Key_6)},
        {Page::Overlays, Tr::tr("&Overlays"), QKeySequence(Qt::CTRL | Qt::Key_7)},
        {Page::Match, Tr::tr("&Match"), QKeySequence(Qt::CTRL | Qt::Key_8)},
        {Page::History, Tr::tr("&History"), QKeySequence(Qt::CTRL | Qt::Key_9)},
        {Page::Tournament, Tr::tr("To&urnament"), QKeySequence(Qt::CTRL | Qt::Key_T)},
        {Page::OtherGames, Tr::tr("Other &Games"), QKeySequence(Qt::CTRL | Qt::Key_0)},
    };
    for (const auto &[page, title, keys] : pages) {
        QAction *action = view->addAction(title);
        action->setShortcut(keys);
        const Page target = page;
        connect(action, &QAction::triggered, this,
                [this, target] { showPageFromKeyboard(target); });
    }

    QMenu *help = menuBar()->addMenu(Tr::tr("&Help"));
    const QList<std::tuple<QString, QString, QString>> docs = {
        {Tr::tr("&Documentation"), QStringLiteral("README.md"), QStringLiteral("actionDocs")},
        {Tr::tr("ICRP &Reference"), QStringLiteral("icrp-spec.md"),
         QStringLiteral("actionIcrpReference")},
        {Tr::tr("&Security"), QStringLiteral("security.md"), QStringLiteral("actionSecurityDoc")},
    };
    for (const auto &[title, document, name] : docs) {
        QAction *action = help->addAction(title);
        action->setObjectName(name);
        if (document == QLatin1String("README.md"))
            action->setShortcut(QKeySequence::HelpContents);
        connect(action, &QAction::triggered, this, [this, document] { openDocument(document); });
    }
    help->addSeparator();
    QAction *about = help->addAction(Tr::tr("&About IC Control Panel"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::showPage(Page page)
{
    m_pageList->setCurrentRow(static_cast<int>(page));
}

void MainWindow::showPageFromKeyboard(Page page)
{
    showPage(page);
    // Ctrl+N (or the View menu) left the focus where it was, often the Game box at the top,
    // where the next arrow key or letter chose another game. It goes to the page list's row of
    // the page just shown, as a click there puts it: the ring shows where the user is, the
    // arrows go on through the pages, Tab enters the page, and no Return or Space can press a
    // page's first button (on some pages an action) that the user has not seen yet.
    m_pageList->setFocus(Qt::ShortcutFocusReason);
}

MainWindow::Page MainWindow::currentPage() const
{
    return static_cast<Page>(m_pages->currentIndex());
}

QWidget *MainWindow::pageWidget(Page page) const
{
    return m_pages->widget(static_cast<int>(page));
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(m_panel, this);
    if (ModalDialog::exec(dialog) == QDialog::Accepted)
        ActionFeedback::say(this, Tr::tr("Settings saved."));
}

void MainWindow::reconnect()
{
    const QString profile = m_panel.currentProfile().name;
    if (profile.isEmpty()) {
        ActionFeedback::say(this, Tr::tr("No game to reconnect to: add one with Connect…"));
        return;
    }
    m_panel.reconnect();
    ActionFeedback::sayUntilSettled(this, Tr::tr("Reconnecting to \"%1\"…").arg(profile));
}

void MainWindow::disconnectFromGame()
{
    const bool wasConnected = m_panel.status() != icpanel::Panel::Status::Idle &&
                              m_panel.status() != icpanel::Panel::Status::Disconnected;
    m_panel.disconnectFromGame();
    ActionFeedback::say(
        this, wasConnected ? Tr::tr("Disconnected from \"%1\".").arg(m_panel.currentProfile().name)
                           : Tr::tr("Not connected: nothing to disconnect."));
}

int MainWindow::staleLineMs()
{
    return 1000;
}

void MainWindow::dropStaleLine()
{
    // As KeePassXC's: a line says how an action on this page ended ("Uninstalled Mytool…");
    // on another page it reads as news about that one. One the page came with stays.
    if (statusBar()->currentMessage().isEmpty() || m_lineShown.elapsed() < staleLineMs())
        return;
    statusBar()->clearMessage();
}

void MainWindow::updateStatusLine()
{
    m_statusLine->setText(m_panel.statusText());
    // The line on the left gets the room left of the new text, not the room there was.
    if (QLayout *bar = statusBar()->layout())
        bar->activate();
    ActionFeedback::refit(this);
    updateTitle();
}

void MainWindow::settleLine(int statusValue)
{
    using Status = icpanel::Panel::Status;
    const auto status = Status(statusValue);
    if (status == Status::Connecting || status == Status::Authenticating)
        return;
    // Seventeenth newcomer: switching back to Demo said nothing. "Switched to …: connecting…"
    // went as soon as the connection settled (a game on this machine: within a moment, before
    // it was read) and nothing said how it ended. The switch ends when the chosen game has
    // answered (or not), not when the game left closes its connection, and says how.
    if (!m_switchingTo.isEmpty() && (status == Status::Idle || status == Status::Disconnected))
        return;
    ActionFeedback::settle(this);
    const QString game = m_switchingTo;
    if (game.isEmpty() || game != m_panel.currentProfile().name) {
        m_switchingTo.clear();
        return;
    }
    if (status == Status::WaitingForUser && m_panel.awaitingPassword())
        return; // Password Needed asks now; its answer ends the switch
    m_switchingTo.clear();
    if (status == Status::Connected)
        ActionFeedback::say(this, Tr::tr("Connected to \"%1\".").arg(game));
    else if (status == Status::Reconnecting)
        ActionFeedback::say(this, Tr::tr("\"%1\" is not answering yet; the panel keeps trying "
                                         "(the Status page says why).")
                                      .arg(game));
    else
        ActionFeedback::say(
            this, Tr::tr("Switched to \"%1\", not connected: the Status page says why.").arg(game));
}

void MainWindow::keepInLog(const QString &text)
{
    // Already there when the panel logged it itself (its own errors): once is enough.
    const auto &entries = m_panel.log()->entries();
    for (qsizetype i = entries.size() - 1; i >= 0 && i >= entries.size() - 5; --i) {
        if (entries.at(i).message == text)
            return;
    }
    m_panel.log()->info(text);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != statusBar())
        return QMainWindow::eventFilter(watched, event);
    // ActionFeedback gives the bar the whole text as its tooltip while a cut line shows.
    const bool cut = !statusBar()->toolTip().isEmpty() && !statusBar()->currentMessage().isEmpty();
    if (event->type() == QEvent::ToolTipChange) {
        if (cut)
            statusBar()->setCursor(Qt::PointingHandCursor);
        else
            statusBar()->unsetCursor();
    } else if (event->type() == QEvent::MouseButtonRelease && cut) {
        const auto *click = static_cast<QMouseEvent *>(event);
        if (click->button() == Qt::LeftButton &&
            click->position().x() < ActionFeedback::messageWidth(statusBar()))
            showPage(Page::Log);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::updateTitle()
{
    using Status = icpanel::Panel::Status;
    const QString profile = m_panel.currentProfile().name;
    if (profile.isEmpty()) {
        setWindowTitle(Tr::tr("IC Control Panel"));
        return;
    }
    QString state;
    switch (m_panel.status()) {
    case Status::Idle:
        state = Tr::tr("Not connected");
        break;
    case Status::Connecting:
    case Status::Authenticating:
        state = Tr::tr("Connecting");
        break;
    case Status::Connected:
        state = Tr::tr("Connected");
        break;
    case Status::Reconnecting:
        state = Tr::tr("Reconnecting");
        break;
    case Status::Refused:
        state = Tr::tr("Refused");
        break;
    case Status::WaitingForUser:
        // As the status bar and the Status page say: the panel waits for the password.
        state = m_panel.awaitingPassword() ? Tr::tr("Password needed") : Tr::tr("Disconnected");
        break;
    case Status::Disconnected:
        state = Tr::tr("Disconnected");
        break;
    }
    setWindowTitle(Tr::tr("%1 — %2 — IC Control Panel").arg(profile, state));
}

QWidget *MainWindow::createProfileBar()
{
    m_gameSwitcher = new GameSwitcher(this);
    m_profileSwitcher = m_gameSwitcher;
    m_profileSwitcher->setObjectName(QStringLiteral("profileSwitcher"));
    m_profileSwitcher->setAccessibleName(Tr::tr("Game to connect to"));
    m_profileSwitcher->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_profileSwitcher->setMinimumContentsLength(16);
    m_profileSwitcher->view()->setAccessibleName(Tr::tr("Saved games"));
    m_gameLabel = new QLabel(Tr::tr("&Game:"), this);
    m_gameLabel->setBuddy(m_profileSwitcher);
    // activated: only the user's choice connects, not the list being refilled.
    connect(m_profileSwitcher, &QComboBox::activated, this, [this](int index) {
        const QString name = m_profileSwitcher->itemData(index).toString();
        if (name.isEmpty() || name == m_panel.currentProfile().name)
            return;
        if (const auto connecting = m_panel.connectProfile(name); !connecting) {
            ActionFeedback::say(this, connecting.error().message);
            MessageBox::warning(this, Tr::tr("Cannot Connect"), connecting.error().message);
            return;
        }
        m_switchingTo = name;
        ActionFeedback::sayUntilSettled(this, Tr::tr("Switched to \"%1\": connecting…").arg(name));
    });
    m_connectButton = new QPushButton(Tr::tr("Connect…"), this);
    m_connectButton->setObjectName(QStringLiteral("connectButton"));
    m_connectButton->setToolTip(Tr::tr("Connect to another game or add one (Ctrl+K)"));
    connect(m_connectButton, &QPushButton::clicked, this, &MainWindow::openConnectDialog);
    m_gameBarHint =
        new QLabel(Tr::tr("Iron Curtain only: this page connects other games itself."), this);
    m_gameBarHint->setObjectName(QStringLiteral("gameBarHint"));
    m_gameBarHint->setForegroundRole(QPalette::PlaceholderText);
    m_gameBarHint->hide();
    m_gameBar = new QWidget(this);
    m_gameBar->setObjectName(QStringLiteral("gameBar"));
    auto *bar = new QHBoxLayout(m_gameBar);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_gameLabel);
    bar->addWidget(m_profileSwitcher);
    bar->addWidget(m_connectButton);
    bar->addWidget(m_gameBarHint);
    bar->addStretch(1);
    return m_gameBar;
}

void MainWindow::updateGameBar()
{
    // A page that has a game choice of its own (Other Games) must not offer the Iron Curtain
    // one; the bar keeps its place (greyed, with a word why), so the pages below do not jump.
    const bool own = m_pages->currentWidget()->property("hidesGameBar").toBool();
    m_gameLabel->setEnabled(!own);
    m_profileSwitcher->setEnabled(!own);
    m_connectButton->setEnabled(!own);
    m_gameBarHint->setVisible(own);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (ReplayWindow *replay = m_history ? m_history->replayWindow() : nullptr)
        replay->close(); // on stream, the overlays go back to the live game as it closes
    if (m_tournament)
        m_tournament->closeGameWindows();
    rememberGeometry();
    QMainWindow::closeEvent(event);
}

void MainWindow::rememberGeometry()
{
    if (isVisible())
        m_panel.settings()->setMainWindowGeometry(saveGeometry());
}

void MainWindow::fillProfiles()
{
    const QSignalBlocker blocker(m_profileSwitcher);
    m_profileSwitcher->clear();
    const QString current = m_panel.currentProfile().name;
    for (const QString &name : m_panel.profiles()->names())
        m_profileSwitcher->addItem(name, name);
    if (m_profileSwitcher->count() == 0)
        m_profileSwitcher->addItem(Tr::tr("No game yet: use Connect…"), QString());
    // No game chosen yet: the box says so, as the Game card does, rather than naming the first.
    m_profileSwitcher->setPlaceholderText(Tr::tr("Choose a game…"));
    const int index = m_profileSwitcher->findData(current);
    m_profileSwitcher->setCurrentIndex(current.isEmpty() && index < 0 ? -1 : qMax(0, index));
}

void MainWindow::openConnectDialog()
{
    ConnectDialog dialog(m_panel, this);
    if (ModalDialog::exec(dialog) == QDialog::Accepted)
        ActionFeedback::say(this, // it closes once the game has accepted
                            Tr::tr("Connected to \"%1\".").arg(m_panel.currentProfile().name));
}

void MainWindow::openDocument(const QString &file)
{
    const QUrl url = ExternalLink::documentation(file);
    if (url.isValid()) {
        ExternalLink::open(url, this); // a failure is said in the status bar
        return;
    }
    MessageBox::warning(this, Tr::tr("Documentation Not Found"),
                        Tr::tr("The panel could not open %1. The documentation is in the docs "
                               "folder of the IC Control Panel sources.")
                            .arg(file));
}

void MainWindow::updateKeychainNotice()
{
    const QString notice = m_panel.keychainNotice();
    m_keychainNotice->setText(notice);
    m_keychainNotice->setVisible(!notice.isEmpty());
}

void MainWindow::askForPassword(const QString &profileName)
{
    // An open Connect… says it itself, beside its own password field: no second prompt over it.
    if (qobject_cast<ConnectDialog *>(QApplication::activeModalWidget()))
        return;
    const std::optional<QString> password = PasswordPrompt::getPassword(
        this, Tr::tr("Password Needed"),
        Tr::tr("No password is stored for \"%1\". Enter the game's ICRP password (it is kept in "
               "the keychain):")
            .arg(profileName));
    if (password && !password->isEmpty())
        m_panel.connectWithPassword(profileName, *password, true);
}

void MainWindow::showAbout()
{
    MessageBox::information(
        this, Tr::tr("About IC Control Panel"),
        Tr::tr("<p><b>IC Control Panel</b> %1</p><p>Connects to an Iron Curtain "
               "game's remote protocol (ICRP), shows who is connected, and keeps "
               "the password in the keychain.</p>")
            .arg(QStringLiteral(IC_VERSION)));
}

} // namespace icui
