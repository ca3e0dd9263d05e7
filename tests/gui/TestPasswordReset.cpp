// Resetting the game's password from the Password page as a user does it (issue 26): with the
// game stopped the reset through config.toml says at once that it worked and never that it
// failed, and the page says so again when the panel connects; the file dialog starts where
// the game keeps its config and the page says where that is; the confirmations say in plain
// words what changes, use the verb "Reset Password" with an accelerator, and answer Return;
// a reset while connected is confirmed on the page and in the status bar; the password prompt
// says where to find the password. The real window over a real Panel and ic-remote-mock.

#include "ResultCheck.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/password/ElidedPathLabel.h"
#include "ui/password/GameConfigLocation.h"
#include "ui/password/PasswordPage.h"

#include "PanelProbe.h"
#include "panel/ProfileStore.h"
#include "secrets/SecretStore.h"

#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>

using icpanel::Panel;
using icui::MessageBar;

class TestPasswordReset : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void offlineResetSaysItWorkedAtOnceAndConnectsWhenTheGameStarts();
    void onlineResetSaysThePanelReconnected();
    void onlineConfirmationKeepsReturnOnCancelAndResetsWithAltR();
    void offlineConfirmationKeepsReturnOnCancelAndSaysWhatChanges();
    void disconnectWhileWaitingForTheGameStopsTrying();
    void fileDialogStartsWhereTheGameKeepsItsConfig();
    void configFolderIsOneLineAndCopied();
    void passwordPromptSaysWhereToFindThePassword();
    void newGameSaysNothingIsInTheKeychain();
    void passwordFieldDoesNotStretchInAMaximisedWindow();
    void newPasswordAfterAResetIsHidden();
    void refusedPasswordSaysHowToSave();
    void wrongPasswordSavedWhileConnectedIsNotKept();
    void rightPasswordSavedAfterARefusalConnectsAndIsKept();
    void wrongPasswordByReturnAfterAResetIsRefusedAndSaid();
    void reconnectUsesTheStoredPasswordNotATypedOne();
    void typedPasswordWaitsForItsGameUntilAccepted();

private:
    icui::PasswordPage *showPasswordPage();
    /// A profile for a game that is not running (nothing listens on its port), in use with a
    /// wrong password; returns its port.
    quint16 useStoppedGame(const QString &profileName)
    {
        return connectWhereNothingAnswers(profileName, QStringLiteral("forgotten-password"), true);
    }
    QString writeConfig(const QString &folder, const QString &password);
    QString statusBarText() const { return m_window->statusBar()->currentMessage(); }
    /// Types `password` over the field's text as a user does and presses Save and Connect.
    void typeAndSave(icui::PasswordPage *page, const QString &password);

    QByteArray m_oldConfigHome;
};

namespace {

/// The next confirmation: records its text and the verb button, then `act` answers it.
struct Confirmation
{
    QString text;
    QString verb;
    bool cancelIsDefault = false;
};

void answerNextConfirmation(Confirmation &seen, const std::function<void(QMessageBox &)> &act)
{
    icui::ModalDialog::setNextHandler([&seen, act](QDialog &dialog) {
        auto *box = qobject_cast<QMessageBox *>(&dialog);
        if (!box)
            return int(QDialog::Rejected);
        seen.text = box->text();
        auto *verb = box->findChild<QPushButton *>(QStringLiteral("confirmReset"));
        seen.verb = verb ? verb->text() : QString();
        seen.cancelIsDefault = box->defaultButton() == box->button(QMessageBox::Cancel);
        act(*box);
        return dialog.result();
    });
}

void clickVerb(QMessageBox &box)
{
    if (auto *verb = box.findChild<QPushButton *>(QStringLiteral("confirmReset")))
        verb->click();
}

/// Shows the box as the user sees it, presses `key` with `modifiers` and waits for the answer.
void pressOnShownBox(QMessageBox &box, Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    box.show();
    box.activateWindow();
    if (!QTest::qWaitForWindowActive(&box))
        return;
    QTest::keyClick(&box, key, modifiers);
    // An accelerator clicks its button a moment later (animateClick), as exec() would see it.
    if (!QTest::qWaitFor([&box] { return !box.isVisible(); }, 2000))
        qWarning("The confirmation did not answer the key.");
}

} // namespace

void TestPasswordReset::init()
{
    m_oldConfigHome = qgetenv("XDG_CONFIG_HOME");
    // Short: the old reset through config.toml failed after this long with the game stopped.
    setUpWindow([](Panel::Options &o) { o.configResetTimeoutMs = 600; });
    // The game's usual config folder lives in the test's folder (and is missing until made).
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir->filePath(QStringLiteral("xdg"))));
}

void TestPasswordReset::cleanup()
{
    if (m_oldConfigHome.isEmpty())
        qunsetenv("XDG_CONFIG_HOME");
    else
        qputenv("XDG_CONFIG_HOME", m_oldConfigHome);
    tearDownWindow();
}

icui::PasswordPage *TestPasswordReset::showPasswordPage()
{
    m_window->showPage(icui::MainWindow::Page::Password);
    return m_window->passwordPage();
}

QString TestPasswordReset::writeConfig(const QString &folder, const QString &password)
{
    QDir(m_dir->path()).mkpath(folder);
    const QString path = QDir(m_dir->filePath(folder)).filePath(QStringLiteral("config.toml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write("# Iron Curtain settings\n[remote]\nenabled = true\npassword = \"" +
               password.toUtf8() + "\"\nmax_connections = 8\n");
    m_passwords << password;
    return path;
}

// Issue 26, item 1: the file was rewritten and the keychain updated, but the page waited for a
// game that was not running and said "Password Not Reset" after the time-out.
void TestPasswordReset::offlineResetSaysItWorkedAtOnceAndConnectsWhenTheGameStarts()
{
    const QString config = writeConfig(QStringLiteral("server"), QStringLiteral("lost-Pw-4kq8Zt"));
    QVERIFY(!config.isEmpty());
    const quint16 port = useStoppedGame(QStringLiteral("Stopped Game"));
    QVERIFY(port != 0);
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->status() != Panel::Status::Connected &&
                                 m_panel->status() != Panel::Status::Connecting,
                             5000);
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->resetButton()->isEnabled());

    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    QSignalSpy applied(m_panel.get(), &Panel::resetApplied);
    Confirmation seen;
    answerNextConfirmation(seen, clickVerb);
    icui::FileDialog::setNextFileName(config);
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);

    // Said at once: the file and the keychain have it; the game need not run.
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
    MessageBar *bar = page->messageBar();
    QCOMPARE(bar->kind(), MessageBar::Kind::Positive);
    QVERIFY2(bar->text().contains(QLatin1String("config file now has the new password")),
             qPrintable(bar->text()));
    QVERIFY2(statusBarText().contains(QLatin1String("config file")), qPrintable(statusBarText()));
    const QString newPassword = storedPassword();
    m_passwords << newPassword;
    QCOMPARE(newPassword.size(), 24);
    {
        QFile file(config);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains(newPassword.toUtf8()));
    }
    QVERIFY(!page->resetText().contains(QLatin1String("Resetting")));

    // Several time-outs later, still no failure: a stopped game is waited for.
    QVERIFY(!applied.wait(2000));
    QCOMPARE(bar->kind(), MessageBar::Kind::Positive);
    QVERIFY(bar->hasMessage());
    QVERIFY(icui::MessageBox::lastTitle() != QLatin1String("Password Not Reset"));
    // Seventeenth newcomer (s4-13): the bar offers Retry Now, as the Status page does.
    QVERIFY(bar->actionButton());
    QCOMPARE(bar->actionButton()->text(), QStringLiteral("Retry &Now"));

    // The game starts with its config file: Retry Now connects with the new password at once.
    icmock::MockOptions options;
    options.port = port;
    options.configPath = config;
    icmock::MockGame game(options);
    IC_VERIFY_OK(game.start());
    QTRY_VERIFY(bar->actionButton()->isVisible());
    QTest::mouseClick(bar->actionButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 15000);
    QTRY_COMPARE(bar->text(), QStringLiteral("Password changed; the panel connected with it."));
    QCOMPARE(bar->kind(), MessageBar::Kind::Positive);
    QCOMPARE(statusBarText(), bar->text());
    QCOMPARE(applied.size(), 1);
    IC_VERIFY_OK(ictest::signalResult<QString>(applied.constFirst().at(0)));
    QCOMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
    verifyNoPasswordLeaks();
    m_panel->disconnectFromGame();
    game.stop();
}

// Issue 26, items 12 and 14: the confirmation said tools and overlays would need the new
// password, and after the reset only the number of dots changed.
void TestPasswordReset::onlineResetSaysThePanelReconnected()
{
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->resetButton()->isEnabled());
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::Online);
    const QString oldPassword = m_game->config().password;
    Confirmation seen;
    answerNextConfirmation(seen, clickVerb);
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);
    QCOMPARE(seen.verb, QStringLiteral("&Reset Password"));
    QVERIFY2(!seen.text.contains(QLatin1String("will need the new password")) ||
                 seen.text.contains(QLatin1String("directly will need the new password")),
             qPrintable(seen.text));
    QVERIFY2(seen.text.contains(QLatin1String("Tools and overlays keep working")),
             qPrintable(seen.text));

    MessageBar *bar = page->messageBar();
    QTRY_COMPARE_WITH_TIMEOUT(
        bar->text(), QStringLiteral("Password changed; the panel reconnected with it."), 10000);
    QCOMPARE(bar->kind(), MessageBar::Kind::Positive);
    QCOMPARE(statusBarText(), bar->text());
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
    QVERIFY(m_game->config().password != oldPassword);
    m_passwords << m_game->config().password;
    verifyNoPasswordLeaks();
}

// Issue 26, item 11: Return and the verb's accelerator in the confirmation.
void TestPasswordReset::onlineConfirmationKeepsReturnOnCancelAndResetsWithAltR()
{
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->resetButton()->isEnabled());
    const QString oldPassword = m_game->config().password;

    // Online the reset cuts other programs off the game: Return is Cancel, as in KeePassXC.
    Confirmation seen;
    answerNextConfirmation(seen,
                           [](QMessageBox &box) { pressOnShownBox(box, Qt::Key_Return, {}); });
    page->resetPassword();
    QVERIFY(seen.cancelIsDefault);
    QVERIFY(!m_panel->isResetting());
    QCOMPARE(m_game->config().password, oldPassword);
    QCOMPARE(statusBarText(), QStringLiteral("Nothing was reset."));

    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    answerNextConfirmation(
        seen, [](QMessageBox &box) { pressOnShownBox(box, Qt::Key_R, Qt::AltModifier); });
    page->resetPassword();
    QVERIFY(finished.wait(10000));
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
    QVERIFY(m_game->config().password != oldPassword);
    m_passwords << m_game->config().password;
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
}

// Issue 26, items 9 and 11: the confirmation said "([remote] password; …)".
void TestPasswordReset::offlineConfirmationKeepsReturnOnCancelAndSaysWhatChanges()
{
    const QString config = writeConfig(QStringLiteral("game"), QStringLiteral("lost-Pw-9mWq2c"));
    QVERIFY(useStoppedGame(QStringLiteral("Stopped Game")) != 0);
    icui::PasswordPage *page = showPasswordPage();
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    QTRY_VERIFY(page->resetButton()->isEnabled());

    // Return stays on Cancel here too (issue 26, error messages): the file is not touched.
    const QByteArray before = [&config] {
        QFile file(config);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());
    Confirmation seen;
    answerNextConfirmation(seen,
                           [](QMessageBox &box) { pressOnShownBox(box, Qt::Key_Return, {}); });
    icui::FileDialog::setNextFileName(config);
    page->resetPassword();
    QVERIFY(seen.cancelIsDefault);
    QVERIFY(!m_panel->isResetting());
    QCOMPARE(statusBarText(), QStringLiteral("Nothing was reset."));
    // A short title: the page says where the file usually is, and the dialog starts there.
    QCOMPARE(icui::FileDialog::lastCaption(), QStringLiteral("Choose the Game's config.toml"));
    QFile unchanged(config);
    QVERIFY(unchanged.open(QIODevice::ReadOnly));
    QCOMPARE(unchanged.readAll(), before);

    // Alt+R resets.
    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    answerNextConfirmation(
        seen, [](QMessageBox &box) { pressOnShownBox(box, Qt::Key_R, Qt::AltModifier); });
    icui::FileDialog::setNextFileName(config);
    page->resetPassword();
    QCOMPARE(seen.verb, QStringLiteral("&Reset Password"));
    QVERIFY2(!seen.text.contains(QLatin1String("[remote]")), qPrintable(seen.text));
    QVERIFY2(seen.text.contains(QDir::toNativeSeparators(config)), qPrintable(seen.text));
    QVERIFY2(seen.text.contains(QLatin1String("nothing else in the file changes")),
             qPrintable(seen.text));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
    m_passwords << storedPassword();
    m_panel->disconnectFromGame();
}

// The panel waits for a stopped game without a time-out now: Disconnect must still end that.
void TestPasswordReset::disconnectWhileWaitingForTheGameStopsTrying()
{
    const QString config = writeConfig(QStringLiteral("game"), QStringLiteral("lost-Pw-3hVx7e"));
    QVERIFY(useStoppedGame(QStringLiteral("Stopped Game")) != 0);
    icui::PasswordPage *page = showPasswordPage();
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    Confirmation seen;
    answerNextConfirmation(seen, clickVerb);
    icui::FileDialog::setNextFileName(config);
    page->resetPassword();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
    m_passwords << storedPassword();

    m_panel->disconnectFromGame();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Disconnected, 5000);
    QSignalSpy status(m_panel.get(), &Panel::statusChanged);
    QVERIFY(!status.wait(1500)); // no more tries
    QCOMPARE(m_panel->status(), Panel::Status::Disconnected);
}

// Issue 26, item 9: the file dialog opened in the home folder with no hint.
void TestPasswordReset::fileDialogStartsWhereTheGameKeepsItsConfig()
{
    m_panel->disconnectFromGame();
    icui::PasswordPage *page = showPasswordPage();
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    const QString usual = m_dir->filePath(QStringLiteral("xdg/iron-curtain"));
    QCOMPARE(icui::GameConfigLocation::usualFolder(), usual);
    QCOMPARE(page->configFolderLabel()->fullPath(), QDir::toNativeSeparators(usual));

    // Neither the usual folder nor an earlier choice: the nearest folder above the usual one
    // that exists (fifth newcomer, s4-27: it was home, with ~/.config hidden in the dialog).
    QCOMPARE(page->configStartPath(), QDir(m_dir->path()).absolutePath());
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("xdg"))));
    QCOMPARE(page->configStartPath(), QDir(m_dir->filePath(QStringLiteral("xdg"))).absolutePath());
    // The file this profile's last reset chose (cancelled at the confirmation).
    const QString chosen = writeConfig(QStringLiteral("server"), QStringLiteral("x-Pw-1"));
    icui::FileDialog::setNextFileName(chosen);
    Confirmation seen;
    answerNextConfirmation(seen,
                           [](QMessageBox &box) { box.button(QMessageBox::Cancel)->click(); });
    page->resetPassword();
    QVERIFY(!seen.text.isEmpty());
    QVERIFY(!m_panel->isResetting());
    QCOMPARE(page->configStartPath(), chosen);
    // The game's usual folder, once it exists, and its config.toml in it.
    QVERIFY(QDir().mkpath(usual));
    QCOMPARE(page->configStartPath(), usual);
    const QString usualFile =
        writeConfig(QStringLiteral("xdg/iron-curtain"), QStringLiteral("y-Pw-2"));
    QCOMPARE(page->configStartPath(), usualFile);
}

// Issue 26, item 13: "Password Needed" did not say where to find the password.
void TestPasswordReset::passwordPromptSaysWhereToFindThePassword()
{
    startWithoutStoredPassword(QStringLiteral("Reset Page Prompted Game"));
    QString title;
    QString hint;
    QString verb;
    const QString password = m_passwords.constFirst();
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        title = dialog.windowTitle();
        if (auto *label = dialog.findChild<QLabel *>(QStringLiteral("promptHint")))
            hint = label->text();
        auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("promptPassword"));
        const auto buttons = dialog.findChildren<QPushButton *>();
        for (QPushButton *button : buttons) {
            if (button->isDefault())
                verb = button->text();
        }
        if (!edit)
            return int(QDialog::Rejected);
        edit->setText(password);
        return int(QDialog::Accepted);
    });
    QVERIFY(m_panel->connectProfile(QStringLiteral("Reset Page Prompted Game")));
    QTRY_VERIFY(!title.isEmpty());
    QCOMPARE(title, QStringLiteral("Password Needed"));
    QVERIFY2(hint.contains(QLatin1String("game's settings")), qPrintable(hint));
    QVERIFY2(hint.contains(QLatin1String("config.toml under [remote] password")), qPrintable(hint));
    QVERIFY2(hint.contains(QLatin1String("Reset on the Password page")), qPrintable(hint));
    QCOMPARE(verb, QStringLiteral("&Connect"));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
}

// Issue 26, item 13: a new game's placeholder said "Empty: the one in the keychain".
void TestPasswordReset::newGameSaysNothingIsInTheKeychain()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    QComboBox *games = dialog.profileBox();
    games->setCurrentIndex(games->count() - 1); // New game…
    QVERIFY2(dialog.passwordEdit()->placeholderText().contains(QLatin1String("none is stored")),
             qPrintable(dialog.passwordEdit()->placeholderText()));
    QVERIFY(!dialog.passwordEdit()->placeholderText().contains(
        QLatin1String("the one in the keychain")));
    games->setCurrentIndex(games->findData(QStringLiteral("Test Game")));
    QVERIFY2(dialog.passwordEdit()->placeholderText().contains(QLatin1String("if it holds one")),
             qPrintable(dialog.passwordEdit()->placeholderText()));
}

// Issue 26, item 14: the Password field stretched to ~1000 px in a maximised window.
void TestPasswordReset::passwordFieldDoesNotStretchInAMaximisedWindow()
{
    icui::PasswordPage *page = showPasswordPage();
    m_window->resize(1800, 1000);
    QTRY_VERIFY(page->width() > 1400);
    QLineEdit *edit = page->passwordEdit();
    const int limit = QFontMetrics(edit->font()).horizontalAdvance(QLatin1Char('M')) * 40;
    QTRY_VERIFY(edit->isVisible());
    QVERIFY2(edit->width() <= limit, qPrintable(QString::number(edit->width())));
    QVERIFY(edit->width() < page->width() / 2);
    // Show and Copy stay beside it, not at the far edge.
    QVERIFY(page->copyButton()->geometry().right() < page->width() / 2 + 300);
}

// Issue 26, second newcomer: with Show on, the reset's new password appeared in clear text.
void TestPasswordReset::newPasswordAfterAResetIsHidden()
{
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->resetButton()->isEnabled());
    QTRY_VERIFY(!page->passwordEdit()->text().isEmpty());
    page->showButton()->setChecked(true);
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Normal);
    const QString oldPassword = m_game->config().password;
    Confirmation seen;
    answerNextConfirmation(seen, clickVerb);
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_game->config().password != oldPassword, 10000);
    m_passwords << m_game->config().password;
    QTRY_COMPARE_WITH_TIMEOUT(page->passwordEdit()->text(), m_game->config().password, 10000);
    QVERIFY(!page->showButton()->isChecked());
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Password);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
}

// "Type the right one and Save" while Save was greyed out.
void TestPasswordReset::refusedPasswordSaysHowToSave()
{
    icui::PasswordPage *page = showPasswordPage();
    auto *save = page->findChild<QPushButton *>(QStringLiteral("savePassword"));
    QVERIFY(save);
    // The keychain holds a wrong one: there is no other to go back to.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_passwords << QStringLiteral("not-it");
    m_panel->storePassword(QStringLiteral("not-it"));
    QTRY_COMPARE(storedPassword(), QStringLiteral("not-it"));
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QTRY_VERIFY2(page->stateText().contains(QLatin1String("Save and Connect becomes available")),
                 qPrintable(page->stateText()));
    QVERIFY(!save->isEnabled());
    // Typing another password makes Save available; typing the stored one back does not.
    QLineEdit *field = page->passwordEdit();
    field->setFocus();
    field->end(false);
    QTest::keyClick(field, Qt::Key_X);
    QVERIFY(save->isEnabled());
    QCOMPARE(page->stateText(), QStringLiteral("Changed — not saved yet."));
    QTest::keyClick(field, Qt::Key_Backspace);
    QVERIFY(!save->isEnabled());
    QVERIFY(page->stateText().contains(QLatin1String("refused")));
}

void TestPasswordReset::typeAndSave(icui::PasswordPage *page, const QString &password)
{
    QLineEdit *field = page->passwordEdit();
    field->setFocus();
    field->selectAll();
    QTest::keyClicks(field, password);
    auto *save = page->findChild<QPushButton *>(QStringLiteral("savePassword"));
    QVERIFY(save && save->isEnabled());
    QCOMPARE(save->text(), QStringLiteral("&Save and Connect"));
    QTest::mouseClick(save, Qt::LeftButton);
}

// Issue 26, third newcomer: a mistyped password saved while connected said "saved", replaced the
// good one in the keychain, and the next reconnect was refused. Fifth newcomer (s4-06…s4-12): the
// refusal cost the working connection and only "Use the Kept Password" brought it back, without
// saying so: the panel goes back to the kept one by itself and says it reconnected.
void TestPasswordReset::wrongPasswordSavedWhileConnectedIsNotKept()
{
    icui::PasswordPage *page = showPasswordPage();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString good = m_game->config().password;
    QTRY_COMPARE(page->passwordEdit()->text(), good);
    // The accepted password is in the keychain before the new one is typed: under load the
    // keychain's write can come after the game has already refused the new one (CI, once),
    // and then nothing was kept to go back to.
    QTRY_COMPARE_WITH_TIMEOUT(storedPassword(), good, 15000);
    m_passwords << QStringLiteral("oops-wrong");
    typeAndSave(page, QStringLiteral("oops-wrong"));
    // Said at once: nothing is kept before the game answers.
    QCOMPARE(page->messageBar()->kind(), MessageBar::Kind::Information);
    QVERIFY(page->messageBar()->text().contains(QLatin1String("kept once the game accepts it")));

    const QString restored =
        QStringLiteral("The game refused the new password; still connected with the kept one.");
    QTRY_COMPARE_WITH_TIMEOUT(page->messageBar()->text(), restored, 10000);
    QCOMPARE(page->messageBar()->kind(), MessageBar::Kind::Warning);
    // Back on the kept password by itself, and the status bar says so.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(statusBarText(),
                 QStringLiteral("Reconnected to Test Game with the kept password."));
    QCOMPARE(page->messageBar()->text(), restored);
    QVERIFY(!m_panel->passwordRefused());
    QTRY_COMPARE(page->passwordEdit()->text(), good);
    QCOMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
    QCOMPARE(storedPassword(), good);
    m_window->resize(960, 620);
    ictest::saveShot(m_window.get(), QStringLiteral("kept-password"));
    // Read once the user leaves the page: back later, it is gone (twenty-first newcomer).
    m_window->showPage(icui::MainWindow::Page::Status);
    m_window->showPage(icui::MainWindow::Page::Password);
    QVERIFY(!page->messageBar()->hasMessage());
    // Reconnect uses the kept one too.
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    verifyNoPasswordLeaks();
}

// Issue 26, fifth newcomer (s4-10): Reconnect retried a typed password the game had not
// accepted; it uses the stored one.
void TestPasswordReset::reconnectUsesTheStoredPasswordNotATypedOne()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString good = m_game->config().password;
    QTRY_COMPARE(storedPassword(), good);
    m_passwords << QStringLiteral("typed-not-accepted");
    QSignalSpy refusals(m_panel.get(), &Panel::keptPasswordRestored);
    m_panel->connectWithPassword(QStringLiteral("Test Game"), QStringLiteral("typed-not-accepted"),
                                 true);
    QVERIFY(m_panel->passwordPending());
    m_panel->reconnect(); // before the game answered
    QVERIFY(!m_panel->passwordPending());
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(refusals.count(), 0); // never tried
    QVERIFY(!m_panel->passwordRefused());
    QCOMPARE(storedPassword(), good);
}

// Issue 26, fifth newcomer (s4-16, s4-22, s4-23): a password typed for a new game at a wrong
// address was said "Stored in the keychain.", and fixing the address asked for it again.
void TestPasswordReset::typedPasswordWaitsForItsGameUntilAccepted()
{
    const quint16 wrongPort = useStoppedGame(QStringLiteral("Reset Page Fjord Cup"));
    QVERIFY(wrongPort != 0);
    const QString good = m_game->config().password;
    icpanel::ConnectionProfile fjord =
        *m_panel->profiles()->profile(QStringLiteral("Reset Page Fjord Cup"));
    IC_VERIFY_OK(m_panel->connectTo(fjord, good, true));
    icui::PasswordPage *page = showPasswordPage();
    QTRY_COMPARE(page->stateText(),
                 QStringLiteral("Not stored yet: kept once the game accepts it."));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QCOMPARE(page->stateText(), QStringLiteral("Not stored yet: kept once the game accepts it."));
    m_window->resize(960, 620);
    ictest::saveShot(m_window.get(), QStringLiteral("not-stored-yet"));

    // The address fixed in Connect…, the password left empty: connects without asking.
    QSignalSpy asked(m_panel.get(), &Panel::passwordNeeded);
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.profileBox()->setCurrentIndex(dialog.profileBox()->findData(fjord.name));
    dialog.urlEdit()->setText(m_game->url());
    QVERIFY(dialog.password().isEmpty());
    dialog.accept();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(asked.count(), 0);
    QTRY_COMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
    QTRY_COMPARE(storedPassword(), good);
}

// Issue 26, third newcomer: after a refusal the right password and Save left the page on
// "Refused" until Reconnect was pressed on the Status page.
void TestPasswordReset::rightPasswordSavedAfterARefusalConnectsAndIsKept()
{
    icui::PasswordPage *page = showPasswordPage();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString good = m_game->config().password;
    // The keychain holds a wrong one (the game's password was changed elsewhere).
    m_passwords << QStringLiteral("an-old-password");
    m_panel->storePassword(QStringLiteral("an-old-password"));
    QTRY_COMPARE(storedPassword(), QStringLiteral("an-old-password"));
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QTRY_VERIFY(page->stateText().contains(QLatin1String("refused")));

    typeAndSave(page, good);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString accepted =
        QStringLiteral("The game accepted the password; it is kept in the keychain.");
    QTRY_COMPARE(page->messageBar()->text(), accepted);
    QCOMPARE(page->messageBar()->kind(), MessageBar::Kind::Positive);
    QCOMPARE(statusBarText(), accepted);
    QTRY_COMPARE(storedPassword(), good);
    QTRY_COMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
    verifyNoPasswordLeaks();
}

// Issue 26, fourth newcomer: after an online reset, a wrong password typed and confirmed with
// Return (as in a login form) must be tried and refused, and the page must say so.
void TestPasswordReset::wrongPasswordByReturnAfterAResetIsRefusedAndSaid()
{
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->resetButton()->isEnabled());
    Confirmation seen;
    answerNextConfirmation(seen, clickVerb);
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(page->messageBar()->text(),
                              QStringLiteral("Password changed; the panel reconnected with it."),
                              10000);
    const QString good = m_game->config().password;
    m_passwords << good << QStringLiteral("wrongpassword123");
    QTRY_COMPARE(page->passwordEdit()->text(), good);

    QLineEdit *field = page->passwordEdit();
    field->setFocus();
    field->selectAll();
    QTest::keyClicks(field, QStringLiteral("wrongpassword123"));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(page->messageBar()->kind(), MessageBar::Kind::Information);
    QTRY_COMPARE_WITH_TIMEOUT(page->messageBar()->text(),
                              QStringLiteral("The game refused the new password; still "
                                             "connected with the kept one."),
                              10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QCOMPARE(storedPassword(), good);
}

// Issue 26, sixth newcomer (s1-73): the config folder was part of the wrapped explanation and
// broke inside a name ("/tmp/tmp.↵9Pyy…/config/iron-curtain").
void TestPasswordReset::configFolderIsOneLineAndCopied()
{
    const QString home =
        m_dir->filePath(QStringLiteral("tmp.9PyyIy6UEz/a-rather-long.folder-name_of/config"));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home));
    const QString usual = QDir::toNativeSeparators(home + QStringLiteral("/iron-curtain"));
    m_window->resize(960, 620);
    icui::PasswordPage *page = showPasswordPage();
    m_panel->disconnectFromGame();
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    icui::ElidedPathLabel *folder = page->configFolderLabel();
    QTRY_VERIFY(folder->isVisible());
    QCOMPARE(folder->fullPath(), usual);
    QCOMPARE(folder->toolTip(), usual);
    QVERIFY(!page->resetText().contains(usual)); // not in the wrapped text any more
    QVERIFY(!folder->wordWrap());
    const auto oneLine = [folder] {
        return folder->fontMetrics().horizontalAdvance(folder->text()) <=
                   folder->contentsRect().width() &&
               (folder->text() == folder->fullPath() || folder->text().contains(QChar(0x2026)));
    };
    QTRY_VERIFY2(oneLine(), qPrintable(folder->text()));
    // At the least size the whole path is there to read (the twelfth newcomer saw
    // "…p/tmp.p82x…/iron-curtain" at 1600 × 1000, s4-14).
    QTRY_COMPARE(folder->text(), usual);
    // Whatever the path's width in fractions of a pixel (the newcomer's "/tmp/tmp.p82xTccsjX/
    // config/iron-curtain" was cut by its first three letters with room to spare).
    const QString letters =
        QStringLiteral("aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ019");
    for (int i = 0; i < 40; ++i) {
        QString name = QStringLiteral("tmp.");
        for (int k = 0; k < 10; ++k)
            name += letters.at((i * 7 + k * 13 + i * k) % letters.size());
        const QString path =
            QStringLiteral("/tmp/") + name + QStringLiteral("/config/iron-curtain");
        folder->setPath(path);
        QTRY_COMPARE(folder->text(), path);
    }
    folder->setPath(usual);
    // Narrow: elided in the middle, both ends still there.
    m_window->setMinimumSize(0, 0); // as on a screen smaller than the least size
    m_window->resize(640, 620);
    QTRY_VERIFY2(folder->text().contains(QChar(0x2026)), qPrintable(folder->text()));
    QVERIFY(oneLine());
    QVERIFY(folder->text().endsWith(QLatin1String("iron-curtain")));
    QVERIFY2(folder->text().startsWith(usual.left(4)), qPrintable(folder->text())); // its start
    QTest::mouseClick(page->copyFolderButton(), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), usual);
    QVERIFY2(m_window->statusBar()->toolTip().contains(usual) ||
                 m_window->statusBar()->currentMessage().contains(usual),
             qPrintable(m_window->statusBar()->currentMessage()));
    // Connected as admin, Reset asks the game: no file, no folder shown.
    QVERIFY(m_panel->connectProfile(m_panel->currentProfile().name));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->suggestedResetMode(), Panel::ResetMode::Online, 10000);
    QTRY_VERIFY(!folder->isVisible());
}

QTEST_MAIN(TestPasswordReset)
#include "TestPasswordReset.moc"
