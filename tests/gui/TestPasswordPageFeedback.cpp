// The Password page, the status bar and the window title after a refused password or a reset
// (tenth try): the page says when the panel next connects with a reset password, and that bar
// does not go by itself (no empty band where it was); a long error in the status bar can be read
// in full (its tooltip and the Log); the title follows the status the window shows once the game
// that refused the password has gone. The real window over a real Panel and ic-remote-mock.

#include "ResultCheck.h"
#include "WindowFixture.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/ModalDialog.h"
#include "ui/password/PasswordPage.h"

#include "PanelProbe.h"
#include "panel/LogModel.h"
#include "panel/ProfileStore.h"

#include <QDir>
#include <QFile>
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

class TestPasswordPageFeedback : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void offlineResetBarStaysUntilTheGameTakesThePasswordAndThenSaysSo();
    void offlineResetRefusedByTheGameSaysWhatToDo();
    void longErrorInTheStatusBarCanBeReadInFull();
    void titleFollowsTheStatusOnceTheRefusingGameHasGone();
    void titleAfterARefusalAndDisconnectSaysDisconnected();
    void refusalOnThePageGoesOnceTheGameHasGone();

private:
    QString statusBarText() const { return m_window->statusBar()->currentMessage(); }
    /// A profile for a game that is not running (nothing listens on its port), in use with a
    /// wrong password; returns its port.
    quint16 useStoppedGame(const QString &profileName)
    {
        return connectWhereNothingAnswers(profileName, QStringLiteral("forgotten-password"), true);
    }
    /// A config.toml with `password` under the test's folder `folder`.
    QString writeConfig(const QString &folder, const QString &password);
    /// Resets through `config` from the Password page as the user does (file, confirmation).
    void resetThrough(const QString &config);
    /// The game refuses the stored password: the panel is refused.
    void refuseThePassword();
    /// A game on `port` as the fixture's, reading `config` when not empty.
    std::unique_ptr<icmock::MockGame> startGame(quint16 port, const QString &config = {});
};

namespace {

/// A profile name no other test uses: the session's keychain keeps each name's password from
/// one test to the next (another test's "Other Game" must not find this one's).
QString uniqueName(const QString &what)
{
    return QStringLiteral("Feedback %1 %2").arg(what).arg(QCoreApplication::applicationPid());
}

} // namespace

void TestPasswordPageFeedback::init()
{
    // Short: a game that keeps refusing the reset's password is said to do so soon.
    setUpWindow([](Panel::Options &o) { o.configResetTimeoutMs = 1500; });
}

void TestPasswordPageFeedback::cleanup()
{
    MessageBar::setDefaultAutoHideMs(0, 0);
    tearDownWindow();
}

QString TestPasswordPageFeedback::writeConfig(const QString &folder, const QString &password)
{
    QDir(m_dir->path()).mkpath(folder);
    const QString path = QDir(m_dir->filePath(folder)).filePath(QStringLiteral("config.toml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write("[remote]\nenabled = true\npassword = \"" + password.toUtf8() + "\"\n");
    m_passwords << password;
    return path;
}

void TestPasswordPageFeedback::resetThrough(const QString &config)
{
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QTRY_VERIFY(page->resetButton()->isEnabled());
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    icui::ModalDialog::setNextHandler([](QDialog &dialog) {
        if (auto *verb = dialog.findChild<QPushButton *>(QStringLiteral("confirmReset")))
            verb->click();
        return dialog.result();
    });
    icui::FileDialog::setNextFileName(config);
    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    m_passwords << storedPassword();
}

void TestPasswordPageFeedback::refuseThePassword()
{
    m_passwords << QStringLiteral("not-it");
    m_panel->storePassword(QStringLiteral("not-it"));
    QTRY_COMPARE(storedPassword(), QStringLiteral("not-it"));
    m_panel->reconnect();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
}

std::unique_ptr<icmock::MockGame> TestPasswordPageFeedback::startGame(quint16 port,
                                                                      const QString &config)
{
    icmock::MockOptions options;
    options.port = port;
    if (config.isEmpty())
        options.password = QStringLiteral("first-Secret-9tQ4vX2m");
    else
        options.configPath = config;
    options.dataDir = m_dir->filePath(QStringLiteral("game-data-again"));
    auto game = std::make_unique<icmock::MockGame>(options);
    const auto started = game->start();
    if (!started)
        qWarning("%s", qPrintable(started.error().message));
    return game;
}

// Tenth try: after the reset the page said "start the game" and that bar went by itself after
// a few seconds, leaving an empty band; when the panel then connected the page said nothing
// the user saw.
void TestPasswordPageFeedback::offlineResetBarStaysUntilTheGameTakesThePasswordAndThenSaysSo()
{
    const QString config = writeConfig(QStringLiteral("server"), QStringLiteral("lost-Pw-7hq2Lw"));
    const quint16 port = useStoppedGame(uniqueName(QStringLiteral("Stopped")));
    QVERIFY(port != 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 5000);
    // Bars go by themselves quickly here: the reset's must not.
    MessageBar::setDefaultAutoHideMs(100, 100);
    resetThrough(config);
    MessageBar *bar = m_window->passwordPage()->messageBar();
    QVERIFY2(bar->text().contains(QLatin1String("config file now has the new password")),
             qPrintable(bar->text()));
    QVERIFY(!QTest::qWaitFor([bar] { return !bar->isVisible(); }, 800));
    QVERIFY(!bar->autoHidePending());

    auto game = startGame(port, config);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 15000);
    const QString said = QStringLiteral("Password changed; the panel connected with it.");
    QTRY_COMPARE(bar->text(), said);
    QCOMPARE(bar->kind(), MessageBar::Kind::Positive);
    QCOMPARE(statusBarText(), said);
    // It stays, in the place the bar before had: no empty band, no bar that goes unseen.
    QVERIFY(!QTest::qWaitFor([bar] { return !bar->isVisible() || bar->keepsPlace(); }, 800));
    QVERIFY(!bar->autoHidePending());
    verifyNoPasswordLeaks();
    m_panel->disconnectFromGame();
    game->stop();
}

// When the game runs but reads another file, the page says the reset's password is refused
// and what to do; the status bar says it too.
void TestPasswordPageFeedback::offlineResetRefusedByTheGameSaysWhatToDo()
{
    const QString config = writeConfig(QStringLiteral("wrong"), QStringLiteral("lost-Pw-3kd9Qa"));
    const quint16 port = useStoppedGame(uniqueName(QStringLiteral("Elsewhere")));
    QVERIFY(port != 0);
    auto game = startGame(port); // with its own password, not the file's
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    QSignalSpy applied(m_panel.get(), &Panel::resetApplied);
    resetThrough(config);
    QTRY_COMPARE_WITH_TIMEOUT(applied.size(), 1, 15000);
    MessageBar *bar = m_window->passwordPage()->messageBar();
    QCOMPARE(bar->kind(), MessageBar::Kind::Error);
    QVERIFY2(bar->text().contains(QLatin1String("still refuses the new password")),
             qPrintable(bar->text()));
    QVERIFY(bar->actionButton()->isVisible());
    QVERIFY2(statusBarText().contains(QLatin1String("restart it")), qPrintable(statusBarText()));
    m_panel->disconnectFromGame();
    game->stop();
}

// A long error was cut with "…" in the status bar and could not be read anywhere.
void TestPasswordPageFeedback::longErrorInTheStatusBarCanBeReadInFull()
{
    m_window->resize(960, 620);
    QTRY_COMPARE(m_window->width(), 960);
    const QString error = QStringLiteral(
        "bad.icpkg was not installed: \"bad.icpkg\" is not a tool package (or it is damaged): "
        "it is not a zip file (a .icpkg is a zip file with tool.yaml at its top). Package the "
        "tool again with ic-tool package, or ask its author for a new copy of it.");
    QVERIFY(error.size() >= 200);
    icui::ActionFeedback::say(m_window->passwordPage(), error);
    QStatusBar *bar = m_window->statusBar();
    const QString line = bar->currentMessage();
    QVERIFY2(line != error, qPrintable(line)); // the line is cut at this width…
    QVERIFY(bar->fontMetrics().horizontalAdvance(line) <= icui::ActionFeedback::messageWidth(bar));
    QCOMPARE(bar->toolTip(), error); // …its tooltip has all of it…
    const auto inLog = [this, &error] {
        int count = 0;
        for (const auto &entry : m_panel->log()->entries())
            count += entry.message == error ? 1 : 0;
        return count;
    };
    QCOMPARE(inLog(), 1); // …and so does the Log, opened by a click on the line
    QCOMPARE(bar->cursor().shape(), Qt::PointingHandCursor);
    QTest::mouseClick(bar, Qt::LeftButton, {}, QPoint(20, bar->height() / 2));
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Log);
    // A short line is not copied there; an error the panel logged itself is not logged twice.
    icui::ActionFeedback::say(m_window->passwordPage(), QStringLiteral("Settings saved."));
    const auto &entries = m_panel->log()->entries();
    QVERIFY(entries.isEmpty() || entries.constLast().message != QLatin1String("Settings saved."));
    const QString logged = error + QStringLiteral(" Again.");
    m_panel->log()->error(logged);
    icui::ActionFeedback::say(m_window->passwordPage(), logged);
    int twice = 0;
    for (const auto &entry : m_panel->log()->entries())
        twice += entry.message == logged ? entry.repeats : 0;
    QCOMPARE(twice, 1);
}

// Tenth try: the title said "Refused" after the game that refused the password had gone.
void TestPasswordPageFeedback::titleFollowsTheStatusOnceTheRefusingGameHasGone()
{
    refuseThePassword();
    QVERIFY2(m_window->windowTitle().contains(QLatin1String("Refused")),
             qPrintable(m_window->windowTitle()));
    const quint16 port = quint16(QUrl(m_game->url()).port());
    m_game->stop();
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->status() != Panel::Status::Refused, 10000);
    QTRY_VERIFY2(!m_window->windowTitle().contains(QLatin1String("Refused")),
                 qPrintable(m_window->windowTitle()));
    auto *statusLine = m_window->findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(statusLine);
    QVERIFY2(!statusLine->text().startsWith(QLatin1String("Refused")),
             qPrintable(statusLine->text()));
    QVERIFY(m_panel->passwordRefused()); // the Password page still says it was refused

    // The game is back and refuses the password again: said again; and gone again: not.
    auto game = startGame(port);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 15000);
    QVERIFY(m_window->windowTitle().contains(QLatin1String("Refused")));
    game->stop();
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->windowTitle().contains(QLatin1String("Refused")), 10000);
}

void TestPasswordPageFeedback::titleAfterARefusalAndDisconnectSaysDisconnected()
{
    refuseThePassword();
    m_panel->disconnectFromGame();
    QTRY_COMPARE(m_panel->status(), Panel::Status::Disconnected);
    QVERIFY2(m_window->windowTitle().contains(QLatin1String("Disconnected")),
             qPrintable(m_window->windowTitle()));
}

// Round 11: with the game stopped, the page still said "The game refused this password…".
void TestPasswordPageFeedback::refusalOnThePageGoesOnceTheGameHasGone()
{
    refuseThePassword();
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    const QString refused = QStringLiteral("The game refused this password.");
    QTRY_VERIFY2(page->stateText().startsWith(refused), qPrintable(page->stateText()));
    // Another wrong one, typed and tried: refused too, said on the bar.
    m_passwords << QStringLiteral("also-not-it");
    page->passwordEdit()->clear();
    QTest::keyClicks(page->passwordEdit(), QStringLiteral("also-not-it"));
    auto *save = page->findChild<QPushButton *>(QStringLiteral("savePassword"));
    QVERIFY(save);
    QVERIFY(save->isEnabled());
    save->click();
    QTRY_VERIFY2_WITH_TIMEOUT(page->messageBar()->text().contains(QLatin1String("refused")),
                              qPrintable(page->messageBar()->text()), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
    // The one kept before is refused too: the bar does not say the panel is connected with it.
    QTRY_COMPARE(page->messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY2(!page->messageBar()->text().contains(QLatin1String("connected")),
             qPrintable(page->messageBar()->text()));
    QVERIFY2(!statusBarText().contains(QLatin1String("connected")), qPrintable(statusBarText()));
    QTRY_VERIFY2(page->stateText().startsWith(refused), qPrintable(page->stateText()));

    // The game stops: nothing refuses now; the page says what is true.
    m_game->stop();
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->status() != Panel::Status::Refused, 10000);
    QVERIFY(m_panel->passwordRefused());
    QTRY_VERIFY2(page->stateText().startsWith(QLatin1String("The game is not answering now.")),
                 qPrintable(page->stateText()));
    QTRY_VERIFY2(!page->messageBar()->hasMessage(), qPrintable(page->messageBar()->text()));
}

QTEST_MAIN(TestPasswordPageFeedback)
#include "TestPasswordPageFeedback.moc"
