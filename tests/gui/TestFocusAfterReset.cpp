// Sixteenth newcomer: once the Password page's reset dialogs had closed (the online reset and
// the reset through config.toml; accepted or cancelled) the focus was on the Game box at the
// top of the window. It is on Reset Password… now, each way. The confirmation is shown and
// answered from the keyboard as a user does it; the Reset is pressed with Alt+R from the Game
// box, where the newcomer's focus was.

#include "ResultCheck.h"
#include "WindowFixture.h"

#include "ui/MainWindow.h"
#include "ui/common/FileDialog.h"
#include "ui/common/ModalDialog.h"
#include "ui/password/PasswordPage.h"

#include "PanelProbe.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using icpanel::Panel;

namespace {

/// The next confirmation is shown as the user sees it and answered with `key` + `modifiers`.
void answerNextConfirmationWith(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    icui::ModalDialog::setNextHandler([key, modifiers](QDialog &dialog) {
        dialog.show();
        dialog.activateWindow();
        if (QTest::qWaitForWindowActive(&dialog)) {
            // Reset Password is clicked: Alt+R, the page's letter too, did not reach a box
            // shown without exec() while the page's button was still down. Return and Escape
            // are typed.
            auto *verb = dialog.findChild<QPushButton *>(QStringLiteral("confirmReset"));
            if (key == Qt::Key_R && verb)
                QTest::mouseClick(verb, Qt::LeftButton);
            else
                QTest::keyClick(&dialog, key, modifiers);
            if (!QTest::qWaitFor([&dialog] { return !dialog.isVisible(); }, 2000))
                qWarning("The confirmation did not answer the key.");
        }
        return dialog.result();
    });
}

} // namespace

class TestFocusAfterReset : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_oldConfigHome = qgetenv("XDG_CONFIG_HOME");
        setUpWindow([](Panel::Options &o) { o.configResetTimeoutMs = 600; });
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir->filePath(QStringLiteral("xdg"))));
    }

    void cleanup()
    {
        icui::ModalDialog::clearNextHandler();
        icui::FileDialog::clearNextFileName();
        if (m_oldConfigHome.isEmpty())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", m_oldConfigHome);
        tearDownWindow();
    }

    void onlineResetCancelledFocusesReset()
    {
        icui::PasswordPage *page = pageWithFocusOnTheGameBox();
        QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::Online);
        answerNextConfirmationWith(Qt::Key_Return, {}); // Return is Cancel
        pressAltR();
        QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(page->resetButton()));
        QVERIFY(!m_panel->isResetting());
    }

    void onlineResetAcceptedFocusesReset()
    {
        icui::PasswordPage *page = pageWithFocusOnTheGameBox();
        const QString oldPassword = m_game->config().password;
        QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
        answerNextConfirmationWith(Qt::Key_R, Qt::AltModifier);
        pressAltR();
        QVERIFY(finished.wait(10000));
        IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
        QVERIFY(m_game->config().password != oldPassword);
        m_passwords << m_game->config().password;
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
        QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(page->resetButton()));
        saveShot(QStringLiteral("focus-after-online-reset"));
    }

    void offlineFileDialogCancelledFocusesReset()
    {
        QVERIFY(useStoppedGame());
        icui::PasswordPage *page = pageWithFocusOnTheGameBox();
        icui::FileDialog::setNextFileName(QString()); // the file dialog cancelled
        pressAltR();
        QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(page->resetButton()));
        QVERIFY(!m_panel->isResetting());
    }

    void offlineResetCancelledFocusesReset()
    {
        const QString config = writeConfig(QStringLiteral("lost-Pw-7hTq2x"));
        QVERIFY(useStoppedGame());
        icui::PasswordPage *page = pageWithFocusOnTheGameBox();
        icui::FileDialog::setNextFileName(config);
        answerNextConfirmationWith(Qt::Key_Escape, {});
        pressAltR();
        QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(page->resetButton()));
        QVERIFY(!m_panel->isResetting());
    }

    void offlineResetAcceptedFocusesReset()
    {
        const QString config = writeConfig(QStringLiteral("lost-Pw-3kDw8r"));
        QVERIFY(useStoppedGame());
        icui::PasswordPage *page = pageWithFocusOnTheGameBox();
        QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
        icui::FileDialog::setNextFileName(config);
        answerNextConfirmationWith(Qt::Key_R, Qt::AltModifier);
        pressAltR();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
        IC_VERIFY_OK(ictest::signalResult<QString>(finished.constFirst().at(1)));
        m_passwords << storedPassword();
        QTRY_COMPARE(m_window->focusWidget(), static_cast<QWidget *>(page->resetButton()));
        saveShot(QStringLiteral("focus-after-offline-reset"));
        m_panel->disconnectFromGame();
    }

private:
    /// The Password page shown, the window active, the focus on the Game box.
    icui::PasswordPage *pageWithFocusOnTheGameBox()
    {
        m_window->showPage(icui::MainWindow::Page::Password);
        icui::PasswordPage *page = m_window->passwordPage();
        if (!QTest::qWaitFor([page] { return page->resetButton()->isEnabled(); }, 10000))
            qWarning("Reset Password… stayed off.");
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            qWarning("The window is not active.");
        m_window->profileSwitcher()->setFocus(Qt::OtherFocusReason);
        return page;
    }

    void pressAltR()
    {
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_window->profileSwitcher()));
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::AltModifier);
    }

    /// A game that is not running, in use with a forgotten password: Reset goes through
    /// config.toml.
    bool useStoppedGame()
    {
        if (connectWhereNothingAnswers(QStringLiteral("Stopped Game"),
                                       QStringLiteral("forgotten-password"), true) == 0)
            return false;
        return QTest::qWaitFor(
            [this] { return m_panel->suggestedResetMode() == Panel::ResetMode::ConfigFile; }, 5000);
    }

    QString writeConfig(const QString &password)
    {
        QDir(m_dir->path()).mkpath(QStringLiteral("game"));
        const QString path = m_dir->filePath(QStringLiteral("game/config.toml"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write("[remote]\nenabled = true\npassword = \"" + password.toUtf8() + "\"\n");
        m_passwords << password;
        return path;
    }

    void saveShot(const QString &name)
    {
        const QString folder = qEnvironmentVariable("IC_FOCUS_SHOTS");
        if (!folder.isEmpty())
            m_window->grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
    }

    QByteArray m_oldConfigHome;
};

QTEST_MAIN(TestFocusAfterReset)
#include "TestFocusAfterReset.moc"
