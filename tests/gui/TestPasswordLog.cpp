// The fourteenth newcomer on the Password page and the Log: during an offline reset the amber
// "Nothing answers…" bar stayed above the green "the config file now has the new password" one
// (s1-61); the reset's file dialog started in an empty $XDG_CONFIG_HOME while the game kept its
// config in ~/.config/iron-curtain (s1-59); the Log named a replay by its raw id (s1-70). The
// real window over a real Panel and ic-remote-mock.

#include "WindowFixture.h"

#include "ResultCheck.h"
#include "TestShots.h"

#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "panel/LogModel.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/ModalDialog.h"
#include "ui/password/ElidedPathLabel.h"
#include "ui/password/GameConfigLocation.h"
#include "ui/password/PasswordPage.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using icpanel::Panel;
using icui::MainWindow;
using icui::MessageBar;

class TestPasswordLog : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void offlineResetLeavesOneBarNotTwoOpposite();
    void fileDialogStartsInDotConfigWhenXdgHasNoGameFolder();
    void logNamesAReplayByMapAndTimeWithItsIdInTheTooltip();

private:
    /// A config.toml with a password in `folder` (made), under the test's folder; its path.
    QString writeConfig(const QString &folder, const QString &password);
    void setEnv(const char *name, const QString &value);

    QHash<QByteArray, QByteArray> m_oldEnv;
};

void TestPasswordLog::setEnv(const char *name, const QString &value)
{
    if (!m_oldEnv.contains(name))
        m_oldEnv.insert(name, qgetenv(name));
    qputenv(name, QFile::encodeName(value));
}

void TestPasswordLog::init()
{
    const bool replay = QByteArray(QTest::currentTestFunction()).startsWith("log");
    m_withHost = replay;
    m_matchSeconds = replay ? 60 : 0; // ended by advance(), long before the clock gets there
    setUpWindow();
    // The game's folders live in the test's folder (and are missing until made).
    setEnv("XDG_CONFIG_HOME", m_dir->filePath(QStringLiteral("xdg")));
}

void TestPasswordLog::cleanup()
{
    for (auto it = m_oldEnv.cbegin(); it != m_oldEnv.cend(); ++it) {
        if (it.value().isEmpty())
            qunsetenv(it.key().constData());
        else
            qputenv(it.key().constData(), it.value());
    }
    m_oldEnv.clear();
    icui::FileDialog::clearNextFileName();
    tearDownWindow();
}

QString TestPasswordLog::writeConfig(const QString &folder, const QString &password)
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

void TestPasswordLog::offlineResetLeavesOneBarNotTwoOpposite()
{
    const QString config = writeConfig(QStringLiteral("server"), QStringLiteral("lost-Pw-7vR2"));
    QVERIFY(!config.isEmpty());
    m_window->showPage(MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    const quint16 port = connectWhereNothingAnswers(QStringLiteral("Stopped Game"),
                                                    QStringLiteral("forgotten-pw"), true);
    QVERIFY(port != 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QTRY_VERIFY(page->unreachableBar()->hasMessage());
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);

    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    icui::ModalDialog::setNextHandler([](QDialog &dialog) {
        if (auto *verb = dialog.findChild<QPushButton *>(QStringLiteral("confirmReset")))
            verb->click();
        return dialog.result();
    });
    icui::FileDialog::setNextFileName(config);
    QTest::mouseClick(page->resetButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
    QCOMPARE(page->messageBar()->kind(), MessageBar::Kind::Positive);
    QVERIFY(page->messageBar()->hasMessage());
    // s1-61: the amber "Nothing answers… can still be reset offline" went with the reset.
    QVERIFY2(!page->unreachableBar()->hasMessage(), qPrintable(page->unreachableBar()->text()));
    ictest::saveShot(m_window.get(), QStringLiteral("password-offline-reset-one-bar"));
    // Nor does it come back with the next refused try while the page waits for the game.
    QSignalSpy status(m_panel.get(), &Panel::statusChanged);
    QVERIFY(status.wait(10000));
    QVERIFY(status.wait(10000));
    QVERIFY(!page->unreachableBar()->hasMessage());
    QVERIFY(page->messageBar()->hasMessage());
    m_passwords << storedPassword();
    m_panel->disconnectFromGame();
}

void TestPasswordLog::fileDialogStartsInDotConfigWhenXdgHasNoGameFolder()
{
    setEnv("HOME", m_dir->filePath(QStringLiteral("home")));
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("xdg"))));
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("home/.config"))));
    m_panel->disconnectFromGame();
    m_window->showPage(MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    const QString xdgGame = m_dir->filePath(QStringLiteral("xdg/iron-curtain"));
    const QString homeGame = m_dir->filePath(QStringLiteral("home/.config/iron-curtain"));

    // Neither game folder: the first that exists up the chain of the usual one.
    QCOMPARE(page->configStartPath(), QDir(m_dir->filePath(QStringLiteral("xdg"))).path());
    QCOMPARE(icui::GameConfigLocation::usualFolder(), xdgGame);
    // The page says the game's folder is not there yet (and shows where the game makes it).
    QVERIFY2(page->resetText().contains(QLatin1String("that folder is not there yet")),
             qPrintable(page->resetText()));
    QCOMPARE(page->configFolderLabel()->fullPath(), QDir::toNativeSeparators(xdgGame));

    // s1-59: the game kept it in ~/.config/iron-curtain, the dialog opened in $XDG_CONFIG_HOME.
    const QString homeFile =
        writeConfig(QStringLiteral("home/.config/iron-curtain"), QStringLiteral("home-Pw-3"));
    QVERIFY(!homeFile.isEmpty());
    QCOMPARE(page->configStartPath(), homeFile);
    QCOMPARE(icui::GameConfigLocation::usualFolder(), homeGame);
    // The page says where the game keeps it (the folder under its explanation).
    m_window->showPage(MainWindow::Page::Status);
    m_window->showPage(MainWindow::Page::Password);
    QCOMPARE(page->configFolderLabel()->fullPath(), QDir::toNativeSeparators(homeGame));
    QVERIFY2(page->resetText().contains(QLatin1String("which the game keeps in the folder below")),
             qPrintable(page->resetText()));
    ictest::saveShot(m_window.get(), QStringLiteral("password-reset-dot-config"));
    icui::FileDialog::setNextFileName(QString()); // cancelled
    page->resetPassword();
    QCOMPARE(icui::FileDialog::lastDirectory(), homeFile);

    // $XDG_CONFIG_HOME/iron-curtain, once it exists, comes first.
    QVERIFY(QDir().mkpath(xdgGame));
    QCOMPARE(page->configStartPath(), xdgGame);
    QCOMPARE(icui::GameConfigLocation::usualFolder(), xdgGame);
}

void TestPasswordLog::logNamesAReplayByMapAndTimeWithItsIdInTheTooltip()
{
    QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
    m_game->advance(60 * icmock::MockGame::kDefaultTickRate + 5);
    QVERIFY(!saved.isEmpty() || saved.wait(10000));
    const QString replayId = saved.at(0).at(0).toString();
    QVERIFY(!replayId.isEmpty());

    icpanel::LogModel *log = m_panel->log();
    QSignalSpy changed(m_panel.get(), &Panel::replayOnStreamChanged);
    m_panel->showReplayOnStream(replayId, 100, 1.0, true);
    QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty() && changed.last().at(0).toBool(), 10000);
    const QString map = m_panel->replayOnStreamMap();
    QVERIFY(!map.isEmpty());
    const QDateTime started = m_panel->replayOnStreamStartedAt();
    QVERIFY(started.isValid());

    int row = -1;
    for (int i = 0; i < log->rowCount(); ++i)
        if (log->entries().at(i).message.startsWith(QLatin1String("The overlays show")))
            row = i;
    QVERIFY(row >= 0);
    const QModelIndex line = log->index(row, icpanel::LogModel::MessageColumn);
    const QString text = line.data().toString();
    const QString time = started.toLocalTime().time().toString(QStringLiteral("HH:mm"));
    // s1-70: "The overlays show the replay 20261126T082622Z-322b78."
    QCOMPARE(text, QStringLiteral("The overlays show the replay of %1 from %2.").arg(map, time));
    QVERIFY2(!text.contains(replayId), qPrintable(text));
    const QString tip = line.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(replayId) && tip.startsWith(text), qPrintable(tip));
    m_window->showPage(MainWindow::Page::Log);
    ictest::saveShot(m_window.get(), QStringLiteral("log-replay-named"));
    m_panel->endReplayOnStream();
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 5000);
}

QTEST_MAIN(TestPasswordLog)
#include "TestPasswordLog.moc"
