// Find the Password on the Password page (issue 29): a game started with remote access on and
// no password generates one into its config.toml; the page reads it from where the game keeps
// it (or from a file the user picks when it is not there), never shows it, connects with it and
// keeps it in the keychain once the game accepts it. A file without a password says so and what
// to do next, and nothing is stored. The real window over a real Panel and ic-remote-mock.

#include "ResultCheck.h"
#include "WindowFixture.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/password/GameConfigLocation.h"
#include "ui/password/PasswordPage.h"

#include "panel/ProfileStore.h"

#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>

using icpanel::Panel;
using icui::MessageBar;

class TestFindPassword : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void findsThePasswordTheGameGeneratedAndConnects();
    void fileWithoutPasswordSaysWhatToDoAndStoresNothing();
    void missingUsualFileAsksForTheFile();
    void passwordNeededFindsItToo();

private:
    icui::PasswordPage *showPasswordPage();
    /// A profile `name` for the game at `url`, in use with a password the game refuses.
    void useWithWrongPassword(const QString &name, const QString &url);
    QString writeFile(const QString &path, const QByteArray &text);
    QString statusBarText() const { return m_window->statusBar()->currentMessage(); }

    QByteArray m_oldConfigHome;
};

void TestFindPassword::init()
{
    m_oldConfigHome = qgetenv("XDG_CONFIG_HOME");
    setUpWindow();
    // The game's usual config folder lives in the test's folder (missing until made).
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir->filePath(QStringLiteral("xdg"))));
    QVERIFY(icui::GameConfigLocation::usualFile().startsWith(m_dir->path()));
}

void TestFindPassword::cleanup()
{
    icui::FileDialog::clearNextFileName();
    if (m_oldConfigHome.isEmpty())
        qunsetenv("XDG_CONFIG_HOME");
    else
        qputenv("XDG_CONFIG_HOME", m_oldConfigHome);
    tearDownWindow();
}

icui::PasswordPage *TestFindPassword::showPasswordPage()
{
    m_window->showPage(icui::MainWindow::Page::Password);
    return m_window->passwordPage();
}

void TestFindPassword::useWithWrongPassword(const QString &name, const QString &url)
{
    icpanel::ConnectionProfile profile;
    profile.name = name;
    profile.url = QUrl(url);
    profile.tier = icrp::Tier::Admin;
    QVERIFY(m_panel->profiles()->save(profile));
    m_passwords << QStringLiteral("forgotten-password");
    m_panel->connectWithPassword(name, QStringLiteral("forgotten-password"), true);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);
}

QString TestFindPassword::writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
        return {};
    return path;
}

void TestFindPassword::findsThePasswordTheGameGeneratedAndConnects()
{
    // The game keeps its settings where it usually does; remote access on, no password yet.
    const QString config = writeFile(icui::GameConfigLocation::usualFile(),
                                     "# Iron Curtain settings\n[remote]\nenabled = true\n");
    QVERIFY(!config.isEmpty());
    icmock::MockOptions options;
    options.port = 0;
    options.configPath = config;
    options.tickRate = icmock::MockGame::kDefaultTickRate;
    icmock::MockGame game(options);
    IC_VERIFY_OK(game.start());
    const QString generated = game.config().password;
    QCOMPARE(generated.size(), 24);
    m_passwords << generated;

    useWithWrongPassword(QStringLiteral("Find Password Glacier Cup"), game.url());
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->findButton()->isEnabled());
    QCOMPARE(page->findButton()->text(), QStringLiteral("Fin&d the Password…"));
    QTest::mouseClick(page->findButton(), Qt::LeftButton);

    // No dialog: the file was where the game keeps it. Tried, accepted, kept.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString accepted =
        QStringLiteral("The game accepted the password; it is kept in the keychain.");
    QTRY_COMPARE(page->messageBar()->text(), accepted);
    QCOMPARE(page->messageBar()->kind(), MessageBar::Kind::Positive);
    QCOMPARE(statusBarText(), accepted);
    QTRY_COMPARE(storedPassword(), generated);
    QTRY_COMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
    // Never shown: the field keeps it hidden.
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Password);
    verifyNoPasswordLeaks();
    m_panel->disconnectFromGame();
    game.stop();
}

void TestFindPassword::fileWithoutPasswordSaysWhatToDoAndStoresNothing()
{
    const QString config = writeFile(icui::GameConfigLocation::usualFile(),
                                     "[remote]\nenabled = true\nport = 19710\n");
    QVERIFY(!config.isEmpty());
    const QString name = QStringLiteral("Find Password Moraine Cup");
    useWithWrongPassword(name, m_game->url());
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->findButton()->isEnabled());
    QTest::mouseClick(page->findButton(), Qt::LeftButton);

    MessageBar *bar = page->messageBar();
    QTRY_COMPARE(bar->kind(), MessageBar::Kind::Error);
    const QString said = bar->text();
    QVERIFY2(said.startsWith(QDir::toNativeSeparators(config) +
                             QStringLiteral(" has no password under [remote].")),
             qPrintable(said));
    QVERIFY2(said.contains(QLatin1String("Start the game with remote access on")),
             qPrintable(said));
    QCOMPARE(statusBarText(), QStringLiteral("No password found: the page says why."));
    QVERIFY(bar->actionButton() && bar->actionButton()->isVisible());
    QCOMPARE(bar->actionButton()->text(), QStringLiteral("Choose &Another File…"));
    // Nothing tried, nothing stored.
    QVERIFY(!m_panel->passwordPending());
    QCOMPARE(m_panel->status(), Panel::Status::Refused);
    QCOMPARE(storedPassword(), QString());
    verifyNoPasswordLeaks();
}

void TestFindPassword::missingUsualFileAsksForTheFile()
{
    // No config.toml where the game usually keeps it: a server keeps its own elsewhere.
    QVERIFY(!QFileInfo::exists(icui::GameConfigLocation::usualFile()));
    const QString password = m_game->config().password;
    const QString elsewhere =
        writeFile(m_dir->filePath(QStringLiteral("server/config.toml")),
                  "[remote]\npassword = \"" + password.toUtf8() + "\" # the server's\n");
    QVERIFY(!elsewhere.isEmpty());
    useWithWrongPassword(QStringLiteral("Find Password Esker Cup"), m_game->url());
    icui::PasswordPage *page = showPasswordPage();
    QTRY_VERIFY(page->findButton()->isEnabled());

    // Cancelled: nothing read.
    icui::FileDialog::setNextFileName(QString());
    QTest::mouseClick(page->findButton(), Qt::LeftButton);
    QCOMPARE(icui::FileDialog::lastCaption(), QStringLiteral("Choose the Game's config.toml"));
    QCOMPARE(statusBarText(), QStringLiteral("No password was read."));
    QCOMPARE(m_panel->status(), Panel::Status::Refused);

    icui::FileDialog::setNextFileName(elsewhere);
    QTest::mouseClick(page->findButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(storedPassword(), password);
    QTRY_COMPARE(page->messageBar()->kind(), MessageBar::Kind::Positive);
    verifyNoPasswordLeaks();
}

void TestFindPassword::passwordNeededFindsItToo()
{
    const QString name = QStringLiteral("Find Password Drumlin Cup");
    startWithoutStoredPassword(name);
    // First a file without a password: the prompt says why and stays; then the right one.
    const QString config =
        writeFile(icui::GameConfigLocation::usualFile(), "[remote]\nenabled = true\n");
    QVERIFY(!config.isEmpty());
    QString hintAfterFirst;
    QString findText;
    icui::ModalDialog::setNextHandler([&](QDialog &dialog) {
        auto *find = dialog.findChild<QPushButton *>(QStringLiteral("promptFind"));
        auto *hint = dialog.findChild<QLabel *>(QStringLiteral("promptHint"));
        if (!find || !hint)
            return int(QDialog::Rejected);
        findText = find->text();
        find->click();
        hintAfterFirst = hint->text();
        if (dialog.result() == QDialog::Accepted)
            return dialog.result();
        writeFile(config, "[remote]\npassword = \"" + m_game->config().password.toUtf8() + "\"\n");
        find->click();
        return dialog.result();
    });
    QSignalSpy needed(m_panel.get(), &Panel::passwordNeeded);
    QVERIFY(m_panel->connectProfile(name));
    QTRY_COMPARE_WITH_TIMEOUT(needed.size(), 1, 15000);
    QCOMPARE(findText, QStringLiteral("Fin&d the Password…"));
    QVERIFY2(hintAfterFirst.contains(QLatin1String("has no password under [remote]")),
             qPrintable(hintAfterFirst));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(storedPassword(), m_game->config().password);
    verifyNoPasswordLeaks();
}

QTEST_MAIN(TestFindPassword)
#include "TestFindPassword.moc"
