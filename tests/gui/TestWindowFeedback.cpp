// Feedback after every action (issue 9): the Status page says why the connection failed and
// offers what helps, the title names the profile and state, Connect… and the profile switcher
// move the panel to another game, the Connections page tells rows apart and says when the game
// is full, the Log folds repeats and makes errors stand out, File ▸ Quit, Help ▸ docs and a
// visible focus frame. The real window over a real Panel and ic-remote-mock under Xvfb.

#include "ResultCheck.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/ExternalLink.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/connectinfo/ConnectInfoPage.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/log/LogPage.h"
#include "ui/status/StatusPage.h"

#include "panel/ConnectionsModel.h"
#include "panel/LogModel.h"
#include "panel/ProfileStore.h"

#include "icrp/client/IcrpClient.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using icpanel::Panel;

class TestWindowFeedback : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup();

    void gameThatQuitIsSaidAndRetriedNow();
    void wrongPasswordLeadsToThePasswordPage();
    void titleNamesProfileAndState();
    void connectDialogAddsAGameAndConnects();
    void connectDialogRefusesABadAddress();
    void profileSwitcherMovesToAnotherGame();
    void sessionsCanBeToldApartAndFit();
    void fullGameIsSaid();
    void kickAsksInPlainWordsAndLeavesNoRowSelected();
    void logFoldsRepeatsAndShowsErrors();
    void fileMenuQuitsAndHelpOpensTheDocs();
    void pageListShowsKeyboardFocus();
    void logFoldsTheRetryCycle();
    void retryNowWhileTheGameIsDownFoldsInTheLog();
    void windowActionsSayHowTheyEnded();
    void inProgressLineGoesWhenTheGameIsDown();
    void reconnectedLineGoesWhenTheGameDrops();
    void connectInfoFieldsKeepTheirWidth();
    void statusLineStaysLeftOfTheConnectionState();
    void connectDialogWrapsTheAddressHint();

private:
    /// Waits until the Log says the password the fixture gave was kept: the keychain does it
    /// in its own time, and on a loaded machine its line came between failures that fold.
    bool passwordKept();
    /// A game reading `config` (its [remote] table) from a file under the test folder.
    std::unique_ptr<icmock::MockGame> gameWithConfig(const QByteArray &remote);
    std::unique_ptr<icrp::IcrpClient> observer(const QString &url, const QString &name);
    QString windowTitleState() const;
};

void TestWindowFeedback::cleanup()
{
    tearDownWindow();
    icui::ExternalLink::setRecordOnly(false);
}

std::unique_ptr<icmock::MockGame> TestWindowFeedback::gameWithConfig(const QByteArray &remote)
{
    const QString path = m_dir->filePath(QStringLiteral("config.toml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return nullptr;
    file.write("[remote]\nenabled = true\npassword = \"" + m_passwords.constFirst().toUtf8() +
               "\"\n" + remote);
    file.close();
    icmock::MockOptions options;
    options.port = 0;
    options.configPath = path;
    auto game = std::make_unique<icmock::MockGame>(options);
    if (!game->start())
        return nullptr;
    return game;
}

std::unique_ptr<icrp::IcrpClient> TestWindowFeedback::observer(const QString &url,
                                                               const QString &name)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(url);
    options.tier = icrp::Tier::Observer;
    options.password = m_passwords.constFirst();
    options.clientName = name;
    options.autoReconnect = false;
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    if (!connected.wait(5000))
        return nullptr;
    return client;
}

void TestWindowFeedback::gameThatQuitIsSaidAndRetriedNow()
{
    // A panel that would wait a long time before trying again by itself.
    tearDownWindow();
    setUpWindow([](Panel::Options &o) {
        o.initialBackoffMs = 60'000;
        o.maxBackoffMs = 60'000;
    });
    const quint16 port = m_game->port();
    m_game->stop();
    icui::StatusPage *status = m_window->statusPage();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QVERIFY2(status->hintLabel()->text().contains(QLatin1String("quit")),
             qPrintable(status->hintLabel()->text()));
    QCOMPARE(status->reconnectButton()->text(), status->tr("Retry &Now"));
    QVERIFY(status->reconnectButton()->isEnabled());

    // The game is back: Retry Now does not wait out the minute.
    icmock::MockOptions options;
    options.port = port;
    options.password = m_passwords.constFirst();
    m_game = std::make_unique<icmock::MockGame>(options);
    IC_VERIFY_OK(m_game->start());
    QTest::mouseClick(status->reconnectButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QVERIFY(status->hintLabel()->isHidden());
    QCOMPARE(status->reconnectButton()->text(), status->tr("&Reconnect"));
}

void TestWindowFeedback::wrongPasswordLeadsToThePasswordPage()
{
    // The keychain's own password is refused (a typed one would give way to it).
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_passwords << QStringLiteral("not-it");
    m_panel->storePassword(QStringLiteral("not-it"));
    QTRY_COMPARE(storedPassword(), QStringLiteral("not-it"));
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    icui::StatusPage *status = m_window->statusPage();
    QVERIFY2(status->hintLabel()->text().contains(QLatin1String("password")),
             qPrintable(status->hintLabel()->text()));
    QVERIFY(status->actionButton()->isVisible());
    QTest::mouseClick(status->actionButton(), Qt::LeftButton);
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Password);
}

void TestWindowFeedback::titleNamesProfileAndState()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Test Game — Connected — IC Control Panel"));
    m_panel->disconnectFromGame();
    QCOMPARE(m_window->windowTitle(),
             QStringLiteral("Test Game — Disconnected — IC Control Panel"));
}

void TestWindowFeedback::connectDialogAddsAGameAndConnects()
{
    icmock::MockOptions options;
    options.port = 0;
    options.password = QStringLiteral("second-Secret-4kTz81");
    m_passwords << options.password;
    icmock::MockGame second(options);
    IC_VERIFY_OK(second.start());

    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionConnect"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_K));
    // Issue 26, error messages: it opened on the game in use, so a new address overwrote it.
    QString opensOn, name, address, placeholder, hint;
    bool savedGameListed = false, sameSize = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto *dialog = qobject_cast<icui::ConnectDialog *>(&d);
        if (!dialog)
            return int(QDialog::Rejected);
        // A new, empty game; the saved one is still in the list for editing.
        opensOn = dialog->profileBox()->currentText();
        savedGameListed = dialog->profileBox()->findText(QStringLiteral("Test Game")) >= 0;
        name = dialog->nameEdit()->text();
        address = dialog->urlEdit()->text();
        placeholder = dialog->urlEdit()->placeholderText();
        const QSize before = dialog->sizeHint();
        // Typed without ws://: the panel adds it and says so, on a line kept for it.
        dialog->urlEdit()->setText(QUrl(second.url()).authority());
        hint = dialog->addressHint()->text();
        sameSize = dialog->sizeHint() == before;
        dialog->nameEdit()->setText(QStringLiteral("Second PC"));
        dialog->tierBox()->setCurrentText(QStringLiteral("admin"));
        dialog->passwordEdit()->setText(options.password);
        dialog->accept();
        return dialog->result();
    });
    action->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->currentProfile().name, QStringLiteral("Second PC"), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!second.server()->sessions().isEmpty(), 5000);
    QCOMPARE(m_window->profileSwitcher()->currentText(), QStringLiteral("Second PC"));
    QVERIFY(m_panel->profiles()->contains(QStringLiteral("Second PC")));
    QCOMPARE(opensOn, QStringLiteral("New game…"));
    QVERIFY(savedGameListed);
    QCOMPARE(name, QStringLiteral("Game 2"));
    QVERIFY(address.isEmpty());
    QCOMPARE(placeholder, QStringLiteral("e.g. ws://127.0.0.1:19710/"));
    QVERIFY2(hint.contains(QLatin1String("ws:// added")), qPrintable(hint));
    QVERIFY2(hint.contains(second.url()), qPrintable(hint));
    QVERIFY(sameSize);
    QCOMPARE(m_panel->profiles()->profile(QStringLiteral("Second PC"))->url, QUrl(second.url()));
    // The game in use before is as it was.
    QCOMPARE(m_panel->profiles()->profile(QStringLiteral("Test Game"))->url, QUrl(m_game->url()));
    verifyNoPasswordLeaks();
    m_panel->disconnectFromGame();
    second.stop();
}

void TestWindowFeedback::connectDialogRefusesABadAddress()
{
    QString problem, hint;
    bool connectEnabled = true, edited = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto *dialog = qobject_cast<icui::ConnectDialog *>(&d);
        if (!dialog)
            return int(QDialog::Rejected);
        // A saved game is edited by choosing it in the list.
        QComboBox *games = dialog->profileBox();
        games->setCurrentIndex(games->findText(QStringLiteral("Test Game")));
        if (dialog->urlEdit()->text() != m_game->url() || !dialog->nameEdit()->isReadOnly())
            return int(QDialog::Rejected);
        edited = true;
        dialog->urlEdit()->setText(QStringLiteral("http://example.org/"));
        problem = dialog->problem();
        hint = dialog->addressHint()->text();
        dialog->accept(); // refused: stays open
        connectEnabled = dialog->result() == QDialog::Accepted;
        return int(QDialog::Rejected);
    });
    m_window->openConnectDialog();
    QVERIFY(edited);
    QVERIFY2(problem.contains(QLatin1String("ws://")), qPrintable(problem));
    QVERIFY2(hint.isEmpty(), qPrintable(hint)); // a scheme was typed: nothing is added
    QVERIFY(!connectEnabled);
    // Nothing changed: still the same game, still connected.
    QCOMPARE(m_panel->currentProfile().url.toString(), m_game->url());
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
}

void TestWindowFeedback::profileSwitcherMovesToAnotherGame()
{
    icmock::MockOptions options;
    options.port = 0;
    options.password = m_passwords.constFirst();
    icmock::MockGame second(options);
    IC_VERIFY_OK(second.start());
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Other Game");
    profile.url = QUrl(second.url());
    IC_VERIFY_OK(m_panel->profiles()->save(profile));

    QComboBox *switcher = m_window->profileSwitcher();
    QTRY_VERIFY(switcher->findText(QStringLiteral("Other Game")) >= 0);
    QCOMPARE(switcher->currentText(), QStringLiteral("Test Game"));
    // Nothing is stored for the other game yet: the window asks (answered through the seam).
    icui::PasswordPrompt::setNextAnswer(m_passwords.constFirst());
    switcher->setFocus();
    // Chosen with the keyboard, as a user would: an arrow opens the list (it chooses nothing
    // by itself), Return in the open list chooses.
    const int target = switcher->findText(QStringLiteral("Other Game"));
    QTest::keyClick(switcher, Qt::Key_Down);
    QCOMPARE(switcher->currentText(), QStringLiteral("Test Game"));
    QTRY_VERIFY(switcher->view()->isVisible());
    switcher->view()->setCurrentIndex(switcher->model()->index(target, 0));
    QTest::keyClick(switcher->view(), Qt::Key_Return);
    QTRY_COMPARE(m_panel->currentProfile().name, QStringLiteral("Other Game"));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Switched to \"Other Game\": connecting…"));
    QTRY_VERIFY_WITH_TIMEOUT(!second.server()->sessions().isEmpty(), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    // The line about the attempt goes with it, for one that says how the switch ended.
    QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("Connected to \"Other Game\"."));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Other Game — Connected — IC Control Panel"));
    m_panel->disconnectFromGame();
    second.stop();
}

void TestWindowFeedback::sessionsCanBeToldApartAndFit()
{
    auto first = observer(m_game->url(), QStringLiteral("kill-feed"));
    auto second = observer(m_game->url(), QStringLiteral("kill-feed"));
    QVERIFY(first && second);
    m_window->showPage(icui::MainWindow::Page::Connections);
    QTableView *table = m_window->connectionsPage()->table();
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 3, 5000);

    // Two copies of one tool are numbered; the session id is only in the tooltip.
    QStringList shown;
    for (int row = 0; row < 3; ++row) {
        const QModelIndex client =
            table->model()->index(row, icpanel::ConnectionsModel::ClientColumn);
        if (!client.data().toString().startsWith(QLatin1String("kill-feed")))
            continue;
        shown << client.data().toString();
        const QString id = client.data(icpanel::ConnectionsModel::SessionIdRole).toString();
        QVERIFY2(!client.data().toString().contains(id.left(6)), qPrintable(shown.last()));
        QVERIFY2(client.data(Qt::ToolTipRole).toString().contains(id.left(8)),
                 qPrintable(client.data(Qt::ToolTipRole).toString()));
    }
    std::sort(shown.begin(), shown.end());
    QCOMPARE(shown, (QStringList{QStringLiteral("kill-feed #1"), QStringLiteral("kill-feed #2")}));
    QCOMPARE(table->model()->columnCount(), int(icpanel::ConnectionsModel::ColumnCount));
    // The counters say what they count (on two lines, so the columns stay narrow).
    QCOMPARE(table->model()
                 ->headerData(icpanel::ConnectionsModel::MessagesInColumn, Qt::Horizontal)
                 .toString(),
             QStringLiteral("Messages\nin"));
    QCOMPARE(table->model()
                 ->headerData(icpanel::ConnectionsModel::MessagesOutColumn, Qt::Horizontal)
                 .toString(),
             QStringLiteral("Messages\nout"));

    // At the window's default size every column fits: no sideways scrolling.
    m_window->resize(960, 620);
    QTRY_VERIFY(table->horizontalScrollBar()->maximum() == 0);
    QTRY_COMPARE(m_window->connectionsPage()->capacityLabel()->text(),
                 QStringLiteral("3 of 8 connections"));
}

void TestWindowFeedback::fullGameIsSaid()
{
    auto full = gameWithConfig("max_connections = 2\n");
    QVERIFY(full);
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Small Game");
    profile.url = QUrl(full->url());
    IC_VERIFY_OK(m_panel->profiles()->save(profile));
    m_panel->connectWithPassword(profile.name, m_passwords.constFirst(), false);
    QTRY_VERIFY_WITH_TIMEOUT(!full->server()->sessions().isEmpty(), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    auto tool = observer(full->url(), QStringLiteral("overlay"));
    QVERIFY(tool);
    m_window->showPage(icui::MainWindow::Page::Connections);
    QLabel *capacity = m_window->connectionsPage()->capacityLabel();
    QTRY_VERIFY2_WITH_TIMEOUT(
        capacity->text().startsWith(QStringLiteral("2 of 2 — the game is full")),
        qPrintable(capacity->text() + QLatin1String(" / ") + m_panel->statusText()), 5000);
    QVERIFY(capacity->isVisible());
    m_panel->disconnectFromGame();
}

void TestWindowFeedback::kickAsksInPlainWordsAndLeavesNoRowSelected()
{
    auto tool = observer(m_game->url(), QStringLiteral("second-client"));
    QVERIFY(tool);
    m_window->showPage(icui::MainWindow::Page::Connections);
    icui::ConnectionsPage *page = m_window->connectionsPage();
    QTRY_VERIFY_WITH_TIMEOUT(sessionRow(QStringLiteral("second-client")) >= 0, 5000);
    page->table()->selectRow(sessionRow(QStringLiteral("second-client")));
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QSignalSpy closed(tool.get(), &icrp::IcrpClient::disconnected);
    QTest::mouseClick(page->kickButton(), Qt::LeftButton);
    QCOMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Kick second-client"));
    QVERIFY2(!icui::MessageBox::lastText().contains(QLatin1String("4011")),
             qPrintable(icui::MessageBox::lastText()));
    QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("second-client")));
    QVERIFY(closed.wait(5000));
    QTRY_COMPARE(sessionRow(QStringLiteral("second-client")), -1);
    // The panel's own row did not take the kicked row's place in the selection.
    QVERIFY(!page->table()->selectionModel()->hasSelection());
    QVERIFY(!page->kickButton()->isEnabled());
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Kicked second-client."));
}

bool TestWindowFeedback::passwordKept()
{
    const auto stored = [this] {
        const auto entries = m_panel->log()->entries();
        return std::any_of(entries.cbegin(), entries.cend(), [](const auto &e) {
            return e.message.startsWith(QLatin1String("Stored the password"));
        });
    };
    return QTest::qWaitFor(stored, 10000);
}

void TestWindowFeedback::logFoldsRepeatsAndShowsErrors()
{
    // The game goes away: the panel's attempts to reach it fold into one line.
    QVERIFY(passwordKept());
    m_game->stop();
    icpanel::LogModel *log = m_panel->log();
    QTRY_VERIFY_WITH_TIMEOUT(!log->entries().isEmpty() && log->entries().constLast().repeats >= 3,
                             15000);
    const QString repeated = log->entries().constLast().message;
    const auto same = std::count_if(log->entries().cbegin(), log->entries().cend(),
                                    [&](const auto &e) { return e.message == repeated; });
    QCOMPARE(same, 1);
    m_panel->disconnectFromGame(); // no more attempts while the rows are looked at

    log->error(QStringLiteral("Something failed"));
    log->info(QStringLiteral("Something worked"));
    m_window->showPage(icui::MainWindow::Page::Log);
    QTreeView *view = m_window->logPage()->view();
    QAbstractItemModel *shown = view->model();
    const auto rowOf = [shown](const QString &start) {
        for (int row = 0; row < shown->rowCount(); ++row) {
            if (shown->index(row, icpanel::LogModel::MessageColumn)
                    .data()
                    .toString()
                    .startsWith(start))
                return row;
        }
        return -1;
    };
    const int errorRow = rowOf(QStringLiteral("Something failed"));
    const int infoRow = rowOf(QStringLiteral("Something worked"));
    QVERIFY(errorRow >= 0 && infoRow >= 0);
    const QModelIndex folded = shown->index(rowOf(repeated), icpanel::LogModel::MessageColumn);
    QVERIFY2(folded.data().toString().contains(QStringLiteral("(×")),
             qPrintable(folded.data().toString()));
    // An error stands out: an icon, another colour, bold; an info line has none of it.
    const QModelIndex errorLevel = shown->index(errorRow, icpanel::LogModel::LevelColumn);
    const QModelIndex infoLevel = shown->index(infoRow, icpanel::LogModel::LevelColumn);
    QVERIFY(!errorLevel.data(Qt::DecorationRole).isNull());
    QVERIFY(infoLevel.data(Qt::DecorationRole).isNull());
    QVERIFY(errorLevel.data(Qt::ForegroundRole).isValid());
    QVERIFY(!infoLevel.data(Qt::ForegroundRole).isValid());
    QVERIFY(errorLevel.data(Qt::FontRole).value<QFont>().bold());
    // The time is shown whole, not squeezed to "12…".
    const QModelIndex time = shown->index(infoRow, icpanel::LogModel::TimeColumn);
    const QFont font =
        time.data(Qt::FontRole).isValid() ? time.data(Qt::FontRole).value<QFont>() : view->font();
    QVERIFY(view->header()->sectionSize(icpanel::LogModel::TimeColumn) >
            QFontMetrics(font).horizontalAdvance(time.data().toString()));
    const QModelIndex level = shown->index(errorRow, icpanel::LogModel::LevelColumn);
    QFont bold = view->font();
    bold.setBold(true);
    QVERIFY(view->header()->sectionSize(icpanel::LogModel::LevelColumn) >
            QFontMetrics(bold).horizontalAdvance(level.data().toString()) + 16);
}

void TestWindowFeedback::fileMenuQuitsAndHelpOpensTheDocs()
{
    QVERIFY(!m_window->menuBar()->actions().isEmpty());
    QMenu *file = m_window->menuBar()->actions().constFirst()->menu();
    QVERIFY(file);
    QCOMPARE(file->title(), file->tr("&File"));
    auto *quit = m_window->findChild<QAction *>(QStringLiteral("actionQuit"));
    QVERIFY(quit);
    QVERIFY(file->actions().contains(quit));
    QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));

    icui::ExternalLink::setRecordOnly(true);
    auto *docs = m_window->findChild<QAction *>(QStringLiteral("actionDocs"));
    auto *reference = m_window->findChild<QAction *>(QStringLiteral("actionIcrpReference"));
    QVERIFY(docs && reference);
    docs->trigger();
    QVERIFY(icui::ExternalLink::lastUrl().isLocalFile());
    QVERIFY(QFileInfo(icui::ExternalLink::lastUrl().toLocalFile()).isFile());
    QVERIFY(icui::ExternalLink::lastUrl().path().endsWith(QLatin1String("/README.md")));
    reference->trigger();
    QVERIFY(icui::ExternalLink::lastUrl().path().endsWith(QLatin1String("/icrp-spec.md")));
}

void TestWindowFeedback::pageListShowsKeyboardFocus()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *pageList = m_window->findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(pageList);
    m_window->statusPage()->reconnectButton()->setFocus();
    QTRY_VERIFY(!pageList->hasFocus());
    const QImage without = pageList->grab().toImage();
    pageList->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(pageList->hasFocus());
    const QImage with = pageList->grab().toImage();
    QVERIFY(with != without);
}

void TestWindowFeedback::logFoldsTheRetryCycle()
{
    // An attempt and its failure, again and again (Retry Now while the game is down): one line.
    icpanel::LogModel log;
    const QString attempt = QStringLiteral("Connecting to ws://127.0.0.1:19710/ as admin.");
    const QString refused = QStringLiteral("Connection refused at ws://127.0.0.1:19710/.");
    log.info(attempt);
    log.warning(refused);
    log.warning(refused);
    for (int i = 0; i < 3; ++i) {
        log.info(attempt);
        log.warning(refused);
    }
    QCOMPARE(log.rowCount(), 1);
    const QString line = log.index(0, icpanel::LogModel::MessageColumn).data().toString();
    QVERIFY2(line.startsWith(attempt) && line.contains(refused) && line.contains(u"×5"),
             qPrintable(line));
    QCOMPARE(log.index(0, icpanel::LogModel::LevelColumn).data().toString(),
             QStringLiteral("Warning"));
    // The attempt that worked is said as it is, after the folded failures.
    log.info(attempt);
    QCOMPARE(log.rowCount(), 1);
    log.info(QStringLiteral("Connected."));
    QCOMPARE(log.rowCount(), 3);
    QCOMPARE(log.entries().at(1).message, attempt);
    QCOMPARE(log.entries().at(2).message, QStringLiteral("Connected."));
    // Lines that merely alternate without a failure are not folded.
    log.info(QStringLiteral("a"));
    log.info(QStringLiteral("b"));
    log.info(QStringLiteral("a"));
    QCOMPARE(log.rowCount(), 6);
}

void TestWindowFeedback::retryNowWhileTheGameIsDownFoldsInTheLog()
{
    icpanel::LogModel *log = m_panel->log();
    QVERIFY(passwordKept());
    m_game->stop();
    QTRY_VERIFY_WITH_TIMEOUT(
        log->entries().constLast().message.startsWith(QLatin1String("Connection refused")), 10000);
    const int rowsBefore = log->rowCount();
    const auto failures = [log] {
        int count = 0;
        for (const auto &e : log->entries())
            count += e.level == icpanel::LogModel::Level::Info ? 0 : e.repeats;
        return count;
    };
    for (int i = 0; i < 3; ++i) { // Retry Now, three times, each refused
        const int before = failures();
        m_window->reconnect();
        QTRY_VERIFY_WITH_TIMEOUT(failures() > before, 10000);
    }
    m_panel->disconnectFromGame();
    // At most the first Retry Now's attempt and failure as lines of their own, then one line.
    QStringList added; // said when it fails: what the Log got
    for (int row = rowsBefore; row < log->rowCount(); ++row)
        added << log->index(row, icpanel::LogModel::MessageColumn).data().toString();
    QVERIFY2(log->rowCount() <= rowsBefore + 3, qPrintable(added.join(QLatin1String(" | "))));
    QStringList tail; // the last lines (a "Disconnected" may come after the folded one)
    for (int row = qMax(rowsBefore, log->rowCount() - 2); row < log->rowCount(); ++row)
        tail << log->index(row, icpanel::LogModel::MessageColumn).data().toString();
    QVERIFY2(std::any_of(tail.cbegin(), tail.cend(),
                         [](const QString &line) {
                             return line.startsWith(QLatin1String("Connecting to")) &&
                                    line.contains(QStringLiteral("→ Connection refused"));
                         }),
             qPrintable(tail.join(u'\n')));
    // A line that happened once carries no count (nineteenth newcomer: "(×1)").
    for (const QString &line : std::as_const(added))
        QVERIFY2(!line.contains(QStringLiteral("(×1")), qPrintable(line));
}

void TestWindowFeedback::windowActionsSayHowTheyEnded()
{
    QStatusBar *bar = m_window->statusBar();
    auto *disconnect = m_window->findChild<QAction *>(QStringLiteral("actionDisconnect"));
    auto *reconnect = m_window->findChild<QAction *>(QStringLiteral("actionReconnect"));
    QVERIFY(disconnect && reconnect);
    disconnect->trigger();
    QCOMPARE(bar->currentMessage(), QStringLiteral("Disconnected from \"Test Game\"."));
    reconnect->trigger();
    QCOMPARE(bar->currentMessage(), QStringLiteral("Reconnecting to \"Test Game\"…"));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(bar->currentMessage(), QString());

    // Connect… that connects says so, also for the game in use (its session closes on the way:
    // the dialog waited on, it did not give up at "Disconnected").
    int ended = -1;
    icui::ModalDialog::setNextHandler([&ended](QDialog &d) {
        auto *dialog = qobject_cast<icui::ConnectDialog *>(&d);
        if (!dialog)
            return int(QDialog::Rejected);
        // It opens on a new game: the saved one is chosen in the list.
        dialog->profileBox()->setCurrentIndex(
            dialog->profileBox()->findText(QStringLiteral("Test Game")));
        dialog->accept(); // connects; the dialog closes once the game has accepted
        (void)QTest::qWaitFor([dialog] { return dialog->result() == QDialog::Accepted; }, 10000);
        ended = dialog->result();
        return ended;
    });
    m_window->openConnectDialog();
    QCOMPARE(ended, int(QDialog::Accepted));
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
    QCOMPARE(bar->currentMessage(), QStringLiteral("Connected to \"Test Game\"."));
    // The connection's state stays on the right, apart from these lines.
    auto *statusLine = m_window->findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(statusLine && statusLine->isVisible());
}

void TestWindowFeedback::inProgressLineGoesWhenTheGameIsDown()
{
    QStatusBar *bar = m_window->statusBar();
    // A line said after the one under way stays when the status settles.
    icui::ActionFeedback::sayUntilSettled(m_window.get(), QStringLiteral("Under way…"));
    icui::ActionFeedback::say(m_window.get(), QStringLiteral("Done."));
    icui::ActionFeedback::settle(m_window.get());
    QCOMPARE(bar->currentMessage(), QStringLiteral("Done."));

    // Retrying while the game is down: "Reconnecting to …" goes as soon as the right side
    // says "Reconnecting in N s" again.
    m_game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    auto *reconnect = m_window->findChild<QAction *>(QStringLiteral("actionReconnect"));
    QVERIFY(reconnect);
    reconnect->trigger();
    QCOMPARE(bar->currentMessage(), QStringLiteral("Reconnecting to \"Test Game\"…"));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(bar->currentMessage(), QString());
}

void TestWindowFeedback::reconnectedLineGoesWhenTheGameDrops()
{
    // Issue 26, fourth try: "Reconnected to …" stood beside "Reconnecting in 1 s".
    QStatusBar *bar = m_window->statusBar();
    icui::StatusPage *status = m_window->statusPage();
    m_window->showPage(icui::MainWindow::Page::Status);
    QTest::mouseClick(status->reconnectButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(bar->currentMessage(), QStringLiteral("Reconnected to Test Game."),
                              10000);
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
    // The game drops: the line goes as the status changes.
    m_game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QVERIFY2(!bar->currentMessage().contains(QLatin1String("Reconnected")),
             qPrintable(bar->currentMessage()));
    // A line said since, about something else, is not touched by the next change.
    icui::ActionFeedback::say(m_window.get(), QStringLiteral("Settings saved."));
    QSignalSpy changes(m_panel.get(), &Panel::statusChanged);
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(changes.cbegin(), changes.cend(),
                                         [](const QList<QVariant> &change) {
                                             return change.constFirst().value<Panel::Status>() !=
                                                    Panel::Status::Reconnecting;
                                         }),
                             10000);
    QCOMPARE(bar->currentMessage(), QStringLiteral("Settings saved."));
}

void TestWindowFeedback::connectInfoFieldsKeepTheirWidth()
{
    m_window->showPage(icui::MainWindow::Page::ConnectInfo);
    auto *url = m_window->findChild<QLineEdit *>(QStringLiteral("connectUrl"));
    auto *port = m_window->findChild<QLineEdit *>(QStringLiteral("connectPort"));
    QVERIFY(url && port);
    const int digit = url->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    // Maximised (the test screen is 1600 px wide): no field stretches over the window.
    m_window->resize(1600, 960);
    QTRY_VERIFY(m_window->connectInfoPage()->width() > 1200);
    QVERIFY2(url->width() <= digit * 50, qPrintable(QString::number(url->width())));
    QVERIFY2(port->width() <= digit * 12, qPrintable(QString::number(port->width())));
    // At the default size the address still fits whole.
    m_window->resize(960, 620);
    QTRY_VERIFY(m_window->connectInfoPage()->width() < 900);
    QVERIFY2(url->width() >= url->fontMetrics().horizontalAdvance(url->text()),
             qPrintable(QString::number(url->width())));
}

// Issue 26, fifth newcomer (s4-08, s4-10): a line said while the connection state on the right
// was short ran under it once that state grew ("Refused: Wrong password for …").
void TestWindowFeedback::statusLineStaysLeftOfTheConnectionState()
{
    m_window->showNormal();
    m_window->resize(960, 620);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QStatusBar *bar = m_window->statusBar();
    auto *state = bar->findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(state);
    // Said while the state is short ("Connected as admin"): it has most of the bar.
    const QString said = QStringLiteral("The game refused this password; the one kept before "
                                        "is unchanged, whatever was typed.");
    icui::ActionFeedback::say(m_window.get(), said);
    QCOMPARE(bar->currentMessage(), said);
    // The state grows: the keychain's password is refused.
    m_passwords << QStringLiteral("not-it");
    m_panel->storePassword(QStringLiteral("not-it"));
    QTRY_COMPARE(storedPassword(), QStringLiteral("not-it"));
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QTRY_VERIFY(state->text().startsWith(QLatin1String("Refused")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QString line = bar->currentMessage();
    QVERIFY2(line.startsWith(QLatin1String("The game refused")), qPrintable(line));
    // Cut with "…" where the state begins, not under it.
    QVERIFY2(line.endsWith(QStringLiteral("…")), qPrintable(line));
    const int room = state->x() - 8; // the bar's own margins left of its permanent widget
    QVERIFY2(
        bar->fontMetrics().horizontalAdvance(line) <= room,
        qPrintable(
            QStringLiteral("%1 > %2").arg(bar->fontMetrics().horizontalAdvance(line)).arg(room)));
    QCOMPARE(bar->toolTip(), said);
}

// Issue 26, fifth newcomer (s4-14): "ws:// added: …" ran off the dialog's right edge.
void TestWindowFeedback::connectDialogWrapsTheAddressHint()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QSize before = dialog.size();
    dialog.urlEdit()->setText(QStringLiteral("192.168.178.120:19799"));
    QLabel *hint = dialog.addressHint();
    QVERIFY2(hint->text().startsWith(QLatin1String("ws:// added")), qPrintable(hint->text()));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QVERIFY(hint->wordWrap());
    // All of it inside the dialog, and the dialog did not jump.
    QVERIFY(hint->geometry().right() < dialog.width());
    QVERIFY2(hint->heightForWidth(hint->width()) <= hint->height(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(hint->heightForWidth(hint->width()))
                            .arg(hint->height())));
    QCOMPARE(dialog.size(), before);
    ictest::saveShot(&dialog, QStringLiteral("connect-hint"));
}

QTEST_MAIN(TestWindowFeedback)
#include "TestWindowFeedback.moc"
