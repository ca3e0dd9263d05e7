// The real main window over a real Panel, connected to an embedded ic-remote-mock (MockGame)
// under Xvfb with a real keychain (scripts/test-session.sh): status, the sessions table with
// the panel's own session, Kick (answered through the MessageBox seam), switching a
// subscription off, resetting the password both ways (with no password
// left in a file or the log), and the password prompt (through its seam). Each test starts from
// a fresh game, panel, settings file and window (init/cleanup) and can run alone.

#include "ResultCheck.h"
#include "WindowFixture.h"

#include "ui/MainWindow.h"
#include "ui/TrayIcon.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/connectinfo/ConnectInfoPage.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/SubscriptionsBox.h"
#include "ui/password/PasswordPage.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/status/GameCard.h"
#include "ui/status/StatusPage.h"
#include "ui/tools/ToolsPage.h"

#include "PanelProbe.h"
#include "panel/ConnectionsModel.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/PanelSettings.h"
#include "panel/ProfileStore.h"
#include "panel/SubscriptionsModel.h"
#include "secrets/SecretStore.h"

#include "icrp/client/IcrpClient.h"
#include "icrp/server/IcrpServer.h"
#include "mock/MockGame.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWheelEvent>
#include <memory>

using icpanel::Panel;

class TestMainWindow : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    // Every test gets a fresh game, panel, settings file and window, connected as admin;
    // none depends on another having run (each can be run alone).
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }

    void connectsAndShowsStatus();
    void showsOwnSessionInSessionsTable();
    void kicksSecondClientOnlyAfterConfirmation();
    void kickingOwnSessionWaitsForReconnect();
    void subscriptionSwitchedOffStopsItsEvents();
    void trayNotifiesUnlessSwitchedOffInSettings();
    void pagesReachableByKeyboard();
    void inputsHaveAccessibleNames();
    void resetsPasswordOnline();
    void resetsLostPasswordThroughConfigFile();
    void asksForAMissingPasswordThroughThePrompt();
    void cancelledPasswordPromptLeavesItUnconnected();
    void refusedPromptAnswerIsNotKeptButTheRightOneIs();
    void icrpPasswordFromTheEnvironmentNeedsNoPrompt();
    void settingsApplyAtOnce();
    void settingsLiveInTheEditMenuAndAreSplitByScope();
    void otherGamesGreysTheGameBarAndToolsLeadToOverlays();
    void settingsAcceleratorsReachEveryRowAndTypeNothing();
    void gameBoxSwitchesOnlyFromItsOpenList();
    void focusComesBackWhereItWasAfterADialog();
};

void TestMainWindow::connectsAndShowsStatus()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("statusText"));
    QVERIFY(status);
    QCOMPARE(status->text(), m_panel->statusText());
    QVERIFY2(status->text().contains(QLatin1String("admin")), qPrintable(status->text()));
    auto *line = m_window->findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(line);
    QCOMPARE(line->text(), m_panel->statusText());

    auto *version = m_window->findChild<QLabel *>(QStringLiteral("icrpVersion"));
    auto *server = m_window->findChild<QLabel *>(QStringLiteral("serverName"));
    QVERIFY(version && server);
    QTRY_COMPARE(version->text(), m_panel->icrpVersion());
    QVERIFY(!version->text().isEmpty());
    QTRY_COMPARE(server->text(), m_panel->serverName());

    // Round-trip time and game clock come from the panel's periodic ping.
    m_game->advance(30);
    auto *rtt = m_window->findChild<QLabel *>(QStringLiteral("roundTrip"));
    auto *clock = m_window->findChild<QLabel *>(QStringLiteral("gameClock"));
    QVERIFY(rtt && clock);
    QTRY_VERIFY_WITH_TIMEOUT(rtt->text().endsWith(QLatin1String("ms")), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(clock->text().contains(QLatin1String("tick")), 5000);
    QVERIFY(m_window->keychainNotice()->isHidden());
}

void TestMainWindow::showsOwnSessionInSessionsTable()
{
    m_window->showPage(icui::MainWindow::Page::Connections);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("sessionsTable"));
    QVERIFY(table);
    QVERIFY(table->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() >= 1, 5000);
    const QString own = m_panel->connections()->ownSessionId();
    QVERIFY(!own.isEmpty());
    int ownRow = -1;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QModelIndex index = table->model()->index(r, 0);
        if (index.data(icpanel::ConnectionsModel::OwnSessionRole).toBool()) {
            ownRow = r;
            QCOMPARE(index.data(icpanel::ConnectionsModel::SessionIdRole).toString(), own);
        }
    }
    QVERIFY(ownRow >= 0);
    const QString tier =
        table->model()->index(ownRow, icpanel::ConnectionsModel::TierColumn).data().toString();
    QVERIFY2(tier.contains(QLatin1String("admin")), qPrintable(tier));
}

void TestMainWindow::kicksSecondClientOnlyAfterConfirmation()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    icrp::IcrpClient second;
    icrp::IcrpClient::Options options;
    options.url = QUrl(m_game->url());
    options.tier = icrp::Tier::Observer;
    options.password = m_passwords.constLast();
    options.clientName = QStringLiteral("second-client");
    options.autoReconnect = false;
    second.setOptions(options);
    QSignalSpy connected(&second, &icrp::IcrpClient::connected);
    second.open();
    QVERIFY(connected.wait(5000));

    m_window->showPage(icui::MainWindow::Page::Connections);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("sessionsTable"));
    auto *kick = m_window->findChild<QPushButton *>(QStringLiteral("kickButton"));
    QVERIFY(table && kick);
    QTRY_VERIFY_WITH_TIMEOUT(sessionRow(QStringLiteral("second-client")) >= 0, 5000);
    table->selectRow(sessionRow(QStringLiteral("second-client")));
    QTRY_VERIFY(kick->isEnabled());

    // Cancel: nothing happens.
    icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::mouseClick(kick, Qt::LeftButton);
    QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("second-client")));
    QVERIFY(roundTrip());
    QCOMPARE(second.state(), icrp::IcrpClient::State::Connected);

    // Yes: the game closes the session with 4011 and the table drops it.
    table->selectRow(sessionRow(QStringLiteral("second-client")));
    QSignalSpy gone(&second, &icrp::IcrpClient::disconnected);
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(kick, Qt::LeftButton);
    QVERIFY(gone.wait(5000));
    QCOMPARE(second.lastFailure(), icrp::IcrpClient::Failure::SessionInvalidated);
    QTRY_COMPARE_WITH_TIMEOUT(sessionRow(QStringLiteral("second-client")), -1, 5000);
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
}

void TestMainWindow::kickingOwnSessionWaitsForReconnect()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_window->showPage(icui::MainWindow::Page::Connections);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("sessionsTable"));
    auto *kick = m_window->findChild<QPushButton *>(QStringLiteral("kickButton"));
    QVERIFY(table && kick);
    int own = -1;
    QTRY_VERIFY_WITH_TIMEOUT(
        (own = m_panel->connections()->rowOfSession(m_panel->connections()->ownSessionId())) >= 0,
        5000);
    table->selectRow(own);
    QTRY_VERIFY(kick->isEnabled());
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(kick, Qt::LeftButton);
    QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("the panel itself")));

    // Close 4011: the panel waits for the user, and the Reconnect button is how they ask.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::WaitingForUser, 5000);
    m_window->showPage(icui::MainWindow::Page::Status);
    auto *reconnect = m_window->findChild<QPushButton *>(QStringLiteral("reconnectButton"));
    auto *hint = m_window->findChild<QLabel *>(QStringLiteral("statusHint"));
    QVERIFY(reconnect && hint);
    QVERIFY(reconnect->isEnabled());
    QVERIFY(hint->isVisible());
    QVERIFY(roundTripFails());
    QCOMPARE(m_panel->status(), Panel::Status::WaitingForUser);
    QTest::mouseClick(reconnect, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    // No error box: the status already said what happened.
    for (QWidget *w : QApplication::topLevelWidgets())
        QVERIFY2(!(qobject_cast<QMessageBox *>(w) && w->isVisible()),
                 qPrintable(icui::MessageBox::lastText()));
}

void TestMainWindow::subscriptionSwitchedOffStopsItsEvents()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_window->showPage(icui::MainWindow::Page::Connections);
    const QString category = QStringLiteral("sim_state");
    auto *box = m_window->findChild<QCheckBox *>(QStringLiteral("subscription_sim_state"));
    auto *count = m_window->findChild<QLabel *>(QStringLiteral("eventCount_sim_state"));
    QVERIFY(box && count);
    icpanel::SubscriptionsModel *model = m_panel->subscriptions();
    QSignalSpy switched(model, &icpanel::SubscriptionsModel::switched);

    if (!box->isChecked()) {
        box->click();
        QVERIFY(switched.wait(5000));
        IC_VERIFY_OK(ictest::signalResult<void>(switched.constLast().at(2)));
    }
    QVERIFY(box->isChecked());
    QVERIFY(model->isSubscribed(category));

    // On: every tick brings a state diff.
    const qint64 before = model->eventCount(category);
    m_game->advance(5);
    QTRY_VERIFY_WITH_TIMEOUT(model->eventCount(category) >= before + 5, 5000);
    QTRY_COMPARE(count->text(), QLocale().toString(model->eventCount(category)));

    // Off: no more of them, however long the match runs.
    switched.clear();
    box->click();
    QVERIFY(switched.wait(5000));
    QCOMPARE(switched.constLast().at(0).toString(), category);
    QCOMPARE(switched.constLast().at(1).toBool(), false);
    IC_VERIFY_OK(ictest::signalResult<void>(switched.constLast().at(2)));
    QVERIFY(!box->isChecked());
    QVERIFY(roundTrip());
    const qint64 after = model->eventCount(category);
    m_game->advance(30);
    QVERIFY(roundTrip());
    QCOMPARE(model->eventCount(category), after);

    // And on again, live.
    switched.clear();
    box->click();
    QVERIFY(switched.wait(5000));
    m_game->advance(3);
    QTRY_VERIFY_WITH_TIMEOUT(model->eventCount(category) >= after + 3, 5000);
}

void TestMainWindow::trayNotifiesUnlessSwitchedOffInSettings()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    icui::TrayIcon *tray = m_window->trayIcon();
    QVERIFY(tray);
    {
        icui::SettingsDialog dialog(*m_panel, m_window.get());
        QVERIFY(dialog.notificationsBox()->isChecked());
    }

    // On: reconnecting says "connected".
    const int before = tray->notificationCount();
    m_panel->disconnectFromGame();
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->status() != Panel::Status::Connected, 5000);
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY(tray->notificationCount() > before);
    QVERIFY2(tray->lastNotification().contains(QLatin1String("Connected")),
             qPrintable(tray->lastNotification()));

    // Switched off in the Settings dialog, opened from the menu (through the dialog seam):
    // silence.
    bool shown = false;
    icui::ModalDialog::setNextHandler([&shown](QDialog &d) {
        auto *dialog = qobject_cast<icui::SettingsDialog *>(&d);
        shown = dialog != nullptr;
        if (!dialog)
            return int(QDialog::Rejected);
        dialog->notificationsBox()->setChecked(false);
        dialog->accept(); // OK: applies the change
        return dialog->result();
    });
    auto *settingsAction = m_window->findChild<QAction *>(QStringLiteral("settingsAction"));
    QVERIFY(settingsAction);
    settingsAction->trigger();
    QVERIFY(shown);
    QVERIFY(!m_panel->settings()->notificationsEnabled());
    const int silent = tray->notificationCount();
    m_panel->disconnectFromGame();
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->status() != Panel::Status::Connected, 5000);
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QVERIFY(roundTrip());
    QCOMPARE(tray->notificationCount(), silent);
    m_panel->settings()->setNotificationsEnabled(true);
}

void TestMainWindow::pagesReachableByKeyboard()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    const QList<std::pair<Qt::Key, icui::MainWindow::Page>> keys = {
        {Qt::Key_2, icui::MainWindow::Page::Connections},
        {Qt::Key_3, icui::MainWindow::Page::Password},
        {Qt::Key_4, icui::MainWindow::Page::ConnectInfo},
        {Qt::Key_5, icui::MainWindow::Page::Log},
        {Qt::Key_1, icui::MainWindow::Page::Status},
    };
    auto *pageList = m_window->findChild<QWidget *>(QStringLiteral("pageList"));
    QVERIFY(pageList);
    pageList->setFocus();
    QTRY_VERIFY(pageList->hasFocus());
    for (const auto &[key, page] : keys) {
        QTest::keyClick(QApplication::focusWidget(), key, Qt::ControlModifier);
        QTRY_COMPARE(m_window->currentPage(), page);
    }
}

void TestMainWindow::inputsHaveAccessibleNames()
{
    QStringList missing;
    const auto widgets = m_window->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        // What a keyboard user can reach; Qt's own helpers (headers, corner buttons, the
        // menu bar's overflow button, clear buttons) are named by Qt.
        if (w->focusPolicy() == Qt::NoFocus || qobject_cast<QHeaderView *>(w) ||
            w->objectName().startsWith(QLatin1String("qt_")))
            continue;
        const bool input = qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractItemView *>(w);
        if (input && w->accessibleName().isEmpty())
            missing << QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') +
                           w->objectName();
        if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            if (button->text().isEmpty() && button->accessibleName().isEmpty())
                missing << QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') +
                               button->objectName();
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
}

namespace {
/// Answers the Password page's reset confirmation with its verb, "Reset Password".
int confirmReset(QDialog &confirmation)
{
    if (auto *verb = confirmation.findChild<QPushButton *>(QStringLiteral("confirmReset")))
        verb->click();
    return confirmation.result();
}
} // namespace

void TestMainWindow::resetsPasswordOnline()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_window->showPage(icui::MainWindow::Page::Password);
    auto *reset = m_window->findChild<QPushButton *>(QStringLiteral("resetPassword"));
    QVERIFY(reset);
    QTRY_VERIFY(reset->isEnabled());
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::Online);
    const QString oldPassword = m_game->config().password;

    // Cancel changes nothing.
    QString asked;
    icui::ModalDialog::setNextHandler([&asked](QDialog &dialog) {
        asked = dialog.accessibleDescription(); // the plain sentence
        return int(QDialog::Rejected);
    });
    reset->click();
    QCOMPARE(asked, m_panel->resetDescription(Panel::ResetMode::Online));
    QVERIFY(!m_panel->isResetting());
    QCOMPARE(m_game->config().password, oldPassword);

    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    icui::ModalDialog::setNextHandler(confirmReset);
    reset->click();
    QVERIFY(finished.wait(10000));
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
    const QString newPassword = m_game->config().password;
    QVERIFY(newPassword != oldPassword);
    m_passwords << newPassword;
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);

    // The keychain holds the new one, and the page shows it.
    QString stored;
    bool read = false;
    m_panel->readPassword([&](const ic::Result<QString> &password) {
        read = password.ok();
        stored = password.valueOr(QString());
    });
    QTRY_VERIFY(read);
    QCOMPARE(stored, newPassword);
    auto *edit = m_window->findChild<QLineEdit *>(QStringLiteral("passwordEdit"));
    QVERIFY(edit);
    QTRY_COMPARE(edit->text(), newPassword);
    QCOMPARE(edit->echoMode(), QLineEdit::Password);
    verifyNoPasswordLeaks();
}

void TestMainWindow::resetsLostPasswordThroughConfigFile()
{
    // A second game that keeps its password in config.toml; the panel only knows a wrong one.
    const QString configPath = m_dir->filePath(QStringLiteral("config.toml"));
    const QString lost = QStringLiteral("lost-Secret-Zq8rW3kd");
    m_passwords << lost << QStringLiteral("not-the-password");
    {
        QFile file(configPath);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("# Iron Curtain settings\n"
                   "[remote]\n"
                   "# the ICRP endpoint for tools\n"
                   "enabled = true\n"
                   "password = \"" +
                   lost.toUtf8() +
                   "\"  # keep this secret\n"
                   "max_connections = 8\n");
    }
    icmock::MockOptions options;
    options.port = 0;
    options.configPath = configPath;
    options.tickRate = icmock::MockGame::kDefaultTickRate;
    options.configDebounceMs = 20;
    icmock::MockGame game(options);
    IC_VERIFY_OK(game.start());

    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Lost Game");
    profile.url = QUrl(game.url());
    profile.tier = icrp::Tier::Admin;
    IC_VERIFY_OK(m_panel->profiles()->save(profile));
    m_panel->connectWithPassword(profile.name, QStringLiteral("not-the-password"), true);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);

    m_window->showPage(icui::MainWindow::Page::Password);
    auto *reset = m_window->findChild<QPushButton *>(QStringLiteral("resetPassword"));
    QVERIFY(reset);
    QTRY_VERIFY(reset->isEnabled());

    // Cancelling the file dialog changes nothing.
    icui::FileDialog::setNextFileName(QString());
    reset->click();
    QVERIFY(!m_panel->isResetting());

    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    icui::FileDialog::setNextFileName(configPath);
    QString asked;
    icui::ModalDialog::setNextHandler([&asked](QDialog &dialog) {
        asked = dialog.accessibleDescription(); // the plain sentence
        return confirmReset(dialog);
    });
    reset->click();
    QCOMPARE(asked, m_panel->resetDescription(Panel::ResetMode::ConfigFile, configPath));
    QVERIFY(finished.wait(15000));
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 15000);
    QVERIFY(game.config().password != lost);
    m_passwords << game.config().password;

    // Edited in place: the comments and the other keys survive.
    QFile file(configPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("# Iron Curtain settings"));
    QVERIFY(text.contains("# the ICRP endpoint for tools"));
    QVERIFY(text.contains("max_connections = 8"));
    QVERIFY(!text.contains(lost.toUtf8()));
    QVERIFY(text.contains(game.config().password.toUtf8()));
    verifyNoPasswordLeaks();

    m_panel->disconnectFromGame();
    game.stop();
}

void TestMainWindow::asksForAMissingPasswordThroughThePrompt()
{
    startWithoutStoredPassword(QStringLiteral("Prompted Game"));
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    icui::PasswordPrompt::setNextAnswer(m_passwords.constFirst());
    QVERIFY(m_panel->connectProfile(QStringLiteral("Prompted Game")));
    // After the keychain said it holds nothing (a D-Bus round trip, slow on a loaded machine).
    QTRY_COMPARE_WITH_TIMEOUT(needed.size(), 1, 15000);
    QVERIFY2(icui::PasswordPrompt::lastLabel().contains(QLatin1String("Prompted Game")),
             qPrintable(icui::PasswordPrompt::lastLabel()));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    // Remembered: the keychain has it now.
    bool read = false;
    QString stored;
    m_panel->readPassword([&](const ic::Result<QString> &password) {
        read = password.ok();
        stored = password.valueOr(QString());
    });
    QTRY_VERIFY(read);
    QCOMPARE(stored, m_passwords.constFirst());
}

void TestMainWindow::cancelledPasswordPromptLeavesItUnconnected()
{
    // Its own profile: the keychain of the test session outlives a test.
    startWithoutStoredPassword(QStringLiteral("Cancelled Game"));
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    icui::PasswordPrompt::setNextAnswer(std::nullopt); // Cancel
    QVERIFY(m_panel->connectProfile(QStringLiteral("Cancelled Game")));
    QTRY_COMPARE(needed.size(), 1);
    QVERIFY(roundTripFails());  // nothing was opened: a call fails at once
    QCOMPARE(needed.size(), 1); // asked once, not again
    QVERIFY(m_panel->status() != Panel::Status::Connected);
}

// Issue 26 (error messages): a wrong guess typed into "Password Needed" was stored in the
// keychain before the game refused it, and the Password page called it "Stored in the keychain".
void TestMainWindow::refusedPromptAnswerIsNotKeptButTheRightOneIs()
{
    const QString name = QStringLiteral("Mistyped Game");
    startWithoutStoredPassword(name);
    icsecrets::SecretStore *secrets = icpanel::PanelProbe::secrets(*m_panel);
    const auto keychainHolds = [secrets, &name] {
        std::optional<QString> held;
        bool answered = false;
        secrets->read(icsecrets::SecretStore::profileKey(name),
                      [&](const icsecrets::SecretResult &r) {
                          answered = true;
                          if (r.ok())
                              held = *r;
                      });
        if (!QTest::qWaitFor([&answered] { return answered; }, 15000))
            return std::optional<QString>(QStringLiteral("<no answer from the keychain>"));
        return held;
    };
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    icui::PasswordPrompt::setNextAnswer(QStringLiteral("not-the-password"));
    QVERIFY(m_panel->connectProfile(name));
    QTRY_COMPARE_WITH_TIMEOUT(needed.size(), 1, 15000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QVERIFY(m_panel->passwordRefused());
    QCOMPARE(keychainHolds(), std::nullopt);

    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QTRY_VERIFY2(page->stateText().contains(QLatin1String("refused the one typed last")),
                 qPrintable(page->stateText()));
    QVERIFY(page->passwordEdit()->text().isEmpty()); // nothing stored: it asks for the right one

    // Asked again (nothing is stored): the right answer connects and is kept.
    icui::PasswordPrompt::setNextAnswer(m_passwords.constFirst());
    QVERIFY(m_panel->connectProfile(name));
    QTRY_COMPARE_WITH_TIMEOUT(needed.size(), 2, 15000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QVERIFY(!m_panel->passwordRefused());
    QTRY_COMPARE_WITH_TIMEOUT(keychainHolds(), std::optional<QString>(m_passwords.constFirst()),
                              15000);
    QTRY_COMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
}

// Issue 9, defect 2: --help says the password comes from the keychain or $ICRP_PASSWORD; the
// window used to ask anyway.
void TestMainWindow::icrpPasswordFromTheEnvironmentNeedsNoPrompt()
{
    startWithoutStoredPassword(QStringLiteral("Environment Game"));
    qputenv("ICRP_PASSWORD", m_passwords.constFirst().toUtf8());
    const auto unset = qScopeGuard([] { qunsetenv("ICRP_PASSWORD"); });
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    icui::PasswordPrompt::setNextAnswer(QStringLiteral("not-this-one")); // must stay unused
    QVERIFY(m_panel->connectProfile(QStringLiteral("Environment Game")));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(needed.size(), 0);
    // Not stored: the environment is this run's, the keychain the user's.
    bool read = true;
    icpanel::PanelProbe::secrets(*m_panel)->read(
        icsecrets::SecretStore::profileKey(QStringLiteral("Environment Game")),
        [&read](const icsecrets::SecretResult &r) { read = r.ok(); });
    QTRY_VERIFY(!read);
}

// Issue 9, defect 1: a URL changed in Settings was shown old on reopening and Reconnect still
// went to the old address until a restart.
void TestMainWindow::settingsApplyAtOnce()
{
    icmock::MockOptions options;
    options.port = 0;
    options.password = m_passwords.constFirst();
    icmock::MockGame second(options);
    IC_VERIFY_OK(second.start());
    const QString newUrl = second.url();

    auto *settingsAction = m_window->findChild<QAction *>(QStringLiteral("settingsAction"));
    QVERIFY(settingsAction);
    icui::ModalDialog::setNextHandler([&newUrl](QDialog &d) {
        auto *dialog = qobject_cast<icui::SettingsDialog *>(&d);
        if (!dialog)
            return int(QDialog::Rejected);
        dialog->urlEdit()->setText(newUrl);
        dialog->accept();
        return dialog->result();
    });
    settingsAction->trigger();
    QCOMPARE(m_panel->currentProfile().url.toString(), newUrl);

    QString shown; // reopened, the dialog shows the new address
    icui::ModalDialog::setNextHandler([&shown](QDialog &d) {
        if (auto *dialog = qobject_cast<icui::SettingsDialog *>(&d))
            shown = dialog->urlEdit()->text();
        return int(QDialog::Rejected);
    });
    settingsAction->trigger();
    QCOMPARE(shown, newUrl);

    m_panel->reconnect(); // goes to the second game now
    QTRY_VERIFY_WITH_TIMEOUT(!second.server()->sessions().isEmpty(), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_panel->disconnectFromGame();
    second.stop();
}

void TestMainWindow::settingsLiveInTheEditMenuAndAreSplitByScope()
{
    // Edit ▸ Settings…, not under Connection, with the desktop's Preferences shortcut.
    auto *settingsAction = m_window->findChild<QAction *>(QStringLiteral("settingsAction"));
    QVERIFY(settingsAction);
    QString menuOf;
    for (QAction *top : m_window->menuBar()->actions()) {
        if (top->menu() && top->menu()->actions().contains(settingsAction))
            menuOf = top->text();
    }
    QCOMPARE(menuOf, QStringLiteral("&Edit"));
    QVERIFY(settingsAction->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Preferences))
        QVERIFY(settingsAction->shortcuts().contains(key));

    // The dialog says what belongs to this game and what to all of them; OK is confirmed.
    QString thisGame;
    bool appWideApart = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto *dialog = qobject_cast<icui::SettingsDialog *>(&d);
        if (!dialog)
            return int(QDialog::Rejected);
        auto *game = dialog->findChild<QGroupBox *>(QStringLiteral("settingsThisGame"));
        auto *all = dialog->findChild<QGroupBox *>(QStringLiteral("settingsAllGames"));
        if (!game || !all)
            return int(QDialog::Rejected);
        thisGame = game->title();
        appWideApart =
            game->isAncestorOf(dialog->urlEdit()) && all->isAncestorOf(dialog->colorSchemeBox()) &&
            all->isAncestorOf(dialog->trayIconBox()) && all->isAncestorOf(dialog->languageBox()) &&
            !game->isAncestorOf(dialog->colorSchemeBox());
        dialog->accept();
        return dialog->result();
    });
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_Comma, Qt::ControlModifier);
    QCOMPARE(thisGame, QStringLiteral("This game (profile: Test Game)"));
    QVERIFY(appWideApart);
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Settings saved."));
}

void TestMainWindow::otherGamesGreysTheGameBarAndToolsLeadToOverlays()
{
    // Other Games has its own choice of connection: the Iron Curtain "Game:" box is greyed
    // with a word why, and the bar keeps its place, so the page list does not jump.
    auto *switcher = m_window->profileSwitcher();
    auto *list = m_window->findChild<QWidget *>(QStringLiteral("pageList"));
    auto *hint = m_window->findChild<QLabel *>(QStringLiteral("gameBarHint"));
    QVERIFY(list && hint);
    QVERIFY(switcher->isVisible() && switcher->isEnabled() && !hint->isVisible());
    const QPoint listAt = list->mapTo(m_window.get(), QPoint(0, 0));
    m_window->showPage(icui::MainWindow::Page::OtherGames);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QVERIFY(switcher->isVisible());
    QVERIFY(!switcher->isEnabled());
    QVERIFY(hint->isVisible());
    QCOMPARE(list->mapTo(m_window.get(), QPoint(0, 0)), listAt);
    m_window->showPage(icui::MainWindow::Page::Match);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QVERIFY(switcher->isEnabled() && !hint->isVisible());
    QCOMPARE(list->mapTo(m_window.get(), QPoint(0, 0)), listAt);

    // "Get Its OBS URL" after installing an overlay opens the Overlays page.
    m_window->showPage(icui::MainWindow::Page::Tools);
    Q_EMIT m_window->toolsPage()->overlayUrlWanted(QStringLiteral("live-stats"));
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Overlays);
}

void TestMainWindow::settingsAcceleratorsReachEveryRowAndTypeNothing()
{
    // Alt+C reaches the colour scheme, Alt+G the address; no Alt+letter types into it.
    icui::SettingsDialog dialog(*m_panel, m_window.get());
    dialog.show();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    const QString url = dialog.urlEdit()->text();
    QVERIFY(!url.isEmpty());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_C, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), dialog.colorSchemeBox());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_G, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), dialog.urlEdit());
    QTest::keyClick(dialog.urlEdit(), Qt::Key_G, Qt::AltModifier);
    QTest::keyClick(dialog.urlEdit(), Qt::Key_Z, Qt::AltModifier); // no accelerator at all
    QCOMPARE(dialog.urlEdit()->text(), url);
    QTest::keyClick(dialog.urlEdit(), Qt::Key_End);
    QTest::keyClick(dialog.urlEdit(), Qt::Key_Z); // plain typing still types
    QCOMPARE(dialog.urlEdit()->text(), url + QLatin1Char('z'));
    dialog.reject();
}

void TestMainWindow::gameBoxSwitchesOnlyFromItsOpenList()
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
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    switcher->setFocus(Qt::TabFocusReason);
    const QString current = m_panel->currentProfile().name;

    // With the list closed, arrows, letters and the wheel choose nothing: the keys open it.
    for (const Qt::Key key : {Qt::Key_Up, Qt::Key_Down, Qt::Key_End, Qt::Key_O}) {
        QTest::keyClick(switcher, key);
        QVERIFY2(switcher->view()->isVisible(), qPrintable(QKeySequence(key).toString()));
        QCOMPARE(switcher->currentText(), current);
        switcher->hidePopup();
        QTRY_VERIFY(!switcher->view()->isVisible());
    }
    QWheelEvent wheel(QPointF(5, 5), switcher->mapToGlobal(QPointF(5, 5)), QPoint(),
                      QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(switcher, &wheel);
    QCOMPARE(switcher->currentText(), current);
    QCOMPARE(m_panel->currentProfile().name, current);

    // Chosen in the open list with Return, it switches.
    icui::PasswordPrompt::setNextAnswer(m_passwords.constFirst());
    QTest::keyClick(switcher, Qt::Key_Down, Qt::AltModifier);
    QTRY_VERIFY(switcher->view()->isVisible());
    const int target = switcher->findText(QStringLiteral("Other Game"));
    switcher->view()->setCurrentIndex(switcher->model()->index(target, 0));
    QTest::keyClick(switcher->view(), Qt::Key_Return);
    QTRY_COMPARE(m_panel->currentProfile().name, QStringLiteral("Other Game"));
    QTRY_VERIFY_WITH_TIMEOUT(!second.server()->sessions().isEmpty(), 10000);
    m_panel->disconnectFromGame();
    second.stop();
}

void TestMainWindow::focusComesBackWhereItWasAfterADialog()
{
    // Ctrl+K from the page list: once Connect… is cancelled the focus is on the list again.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *list = m_window->findChild<QWidget *>(QStringLiteral("pageList"));
    list->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), list);
    QWidget *seen = nullptr;
    const auto cancelNextDialog = [this, &seen](const std::function<void()> &meanwhile) {
        QTimer::singleShot(0, this, [&seen, meanwhile] {
            seen = QApplication::activeModalWidget();
            meanwhile();
            if (auto *dialog = qobject_cast<QDialog *>(seen))
                dialog->reject();
        });
    };
    cancelNextDialog([] {});
    QTest::keyClick(list, Qt::Key_K, Qt::ControlModifier);
    QVERIFY(seen);
    QTRY_COMPARE(QApplication::focusWidget(), list);

    // The control that had the focus went while the dialog was open (as a question's buttons
    // on the Needs-you card go once it is answered): Qt would give the focus to the first
    // control, the Game box, where an arrow key chose another game; it goes to the page list.
    auto *button = new QPushButton(QStringLiteral("Answer"), m_window->statusPage());
    button->show();
    button->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), button);
    seen = nullptr;
    cancelNextDialog([button] { delete button; });
    QTest::keyClick(m_window.get(), Qt::Key_K, Qt::ControlModifier); // the button goes
    QVERIFY(seen);
    QVERIFY(!m_window->profileSwitcher()->hasFocus());
    // Where the window manager gives the window back by focusing its first control (the
    // Game box, as Qt does when the control that had the focus is gone), the box hands the
    // focus on to the page list.
    m_window->profileSwitcher()->setFocus(Qt::ActiveWindowFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), list);
    // Chosen by the user (Alt+G), the box keeps it.
    QTest::keyClick(m_window.get(), Qt::Key_G, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), m_window->profileSwitcher());
}

QTEST_MAIN(TestMainWindow)
#include "TestMainWindow.moc"
