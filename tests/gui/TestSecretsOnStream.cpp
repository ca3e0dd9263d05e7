// A streamer shares the screen while using the panel (issue 9): a shown password hides again,
// a copied one leaves the clipboard, the QR code is offered only where a phone could use it,
// and a password reset leaves the Password page and its messages true. The real window over a
// real Panel and ic-remote-mock, under Xvfb with the real clipboard and keychain.

#include "ResultCheck.h"
#include "WindowFixture.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/RevealGuard.h"
#include "ui/common/SecretClipboard.h"
#include "ui/connectinfo/ConnectInfoPage.h"
#include "ui/password/PasswordPage.h"

#include "panel/ProfileStore.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using icpanel::Panel;

class TestSecretsOnStream : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void shownPasswordHidesOnLeavingThePage();
    void shownPasswordHidesAfterAWhile();
    void copiedPasswordLeavesTheClipboard();
    void clipboardChangedSinceIsLeftAlone();
    void connectInfoPasswordLeavesTheClipboardToo();
    void noQrCodeForAGameOnlyThisComputerReaches();
    void qrCodeForAGameOnTheNetworkHasOneFormat();
    void resetTimeOutNamesThisResetsFile();

private:
    icui::PasswordPage *showPasswordPage();
    /// A game that reads its password from `configPath` (written with `password`).
    std::unique_ptr<icmock::MockGame> gameReading(const QString &configPath,
                                                  const QString &password);
};

void TestSecretsOnStream::init()
{
    // A reset through a file the game does not read fails after this long.
    setUpWindow([](Panel::Options &o) { o.configResetTimeoutMs = 3000; });
}

void TestSecretsOnStream::cleanup()
{
    tearDownWindow();
    icui::RevealGuard::setHideAfterMs(30'000);
    icui::SecretClipboard::setClearDelayMs(10'000);
    QApplication::clipboard()->clear();
}

icui::PasswordPage *TestSecretsOnStream::showPasswordPage()
{
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    if (!QTest::qWaitFor([page] { return !page->passwordEdit()->text().isEmpty(); }, 5000))
        return nullptr;
    return page;
}

void TestSecretsOnStream::shownPasswordHidesOnLeavingThePage()
{
    icui::PasswordPage *page = showPasswordPage();
    QVERIFY(page);
    QTest::mouseClick(page->showButton(), Qt::LeftButton);
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Normal);

    m_window->showPage(icui::MainWindow::Page::Log);
    m_window->showPage(icui::MainWindow::Page::Password);
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Password);
    QVERIFY(!page->showButton()->isChecked());
    // Generating a password the game does not know is gone from the page: Reset makes one.
    QVERIFY(!page->findChild<QPushButton *>(QStringLiteral("generatePassword")));
}

void TestSecretsOnStream::shownPasswordHidesAfterAWhile()
{
    icui::RevealGuard::setHideAfterMs(200);
    icui::PasswordPage *page = showPasswordPage();
    QVERIFY(page);
    QTest::mouseClick(page->showButton(), Qt::LeftButton);
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Normal);
    QTRY_COMPARE(page->passwordEdit()->echoMode(), QLineEdit::Password);
    QCOMPARE(page->showButton()->text(), page->tr("Sho&w"));

    // The Connect Info page's password too.
    m_window->showPage(icui::MainWindow::Page::ConnectInfo);
    icui::ConnectInfoPage *info = m_window->connectInfoPage();
    QTest::mouseClick(info->showPasswordButton(), Qt::LeftButton);
    QTRY_COMPARE(info->passwordEdit()->text(), m_passwords.constFirst());
    QTRY_COMPARE(info->passwordEdit()->text(), icui::ConnectInfoPage::maskedPassword());
    QVERIFY(!info->showPasswordButton()->isChecked());
}

void TestSecretsOnStream::copiedPasswordLeavesTheClipboard()
{
    icui::SecretClipboard::setClearDelayMs(300);
    icui::PasswordPage *page = showPasswordPage();
    QVERIFY(page);
    const QString label = page->copyButton()->text();
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    QTest::mouseClick(page->copyButton(), Qt::LeftButton);
    QClipboard *clipboard = QApplication::clipboard();
    QCOMPARE(clipboard->text(), m_passwords.constFirst());
    // Marked so that clipboard managers keep it out of their history.
    QCOMPARE(clipboard->mimeData()->data(QStringLiteral("x-kde-passwordManagerHint")),
             QByteArray("secret"));
    QCOMPARE(page->copyButton()->text(), page->tr("Copied"));
    // The status bar says so, and for how long (twenty-eighth newcomer).
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Copied the password; it leaves the clipboard again in 1 s."));

    QVERIFY(expired.wait(5000));
    QCOMPARE(expired.constFirst().constFirst().toBool(), true);
    QVERIFY(clipboard->text().isEmpty());
    QTRY_COMPARE(page->copyButton()->text(), label);
}

void TestSecretsOnStream::clipboardChangedSinceIsLeftAlone()
{
    icui::SecretClipboard::setClearDelayMs(300);
    icui::PasswordPage *page = showPasswordPage();
    QVERIFY(page);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    QTest::mouseClick(page->copyButton(), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), m_passwords.constFirst());
    QApplication::clipboard()->setText(QStringLiteral("the user's own text"));

    QVERIFY(expired.wait(5000));
    QCOMPARE(expired.constFirst().constFirst().toBool(), false);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("the user's own text"));
}

void TestSecretsOnStream::connectInfoPasswordLeavesTheClipboardToo()
{
    icui::SecretClipboard::setClearDelayMs(300);
    m_window->showPage(icui::MainWindow::Page::ConnectInfo);
    auto *copy = m_window->connectInfoPage()->findChild<QPushButton *>(
        QStringLiteral("connectPasswordCopy"));
    QVERIFY(copy);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    QTest::mouseClick(copy, Qt::LeftButton);
    QTRY_COMPARE(QApplication::clipboard()->text(), m_passwords.constFirst());
    QCOMPARE(copy->text(), copy->tr("Copied"));
    QVERIFY(expired.wait(5000));
    QVERIFY(QApplication::clipboard()->text().isEmpty());
}

void TestSecretsOnStream::noQrCodeForAGameOnlyThisComputerReaches()
{
    m_window->showPage(icui::MainWindow::Page::ConnectInfo);
    icui::ConnectInfoPage *page = m_window->connectInfoPage();
    QVERIFY(page->qrLabel()->pixmap().isNull());
    QVERIFY(page->qrText().isEmpty());
    // It says why: the address is this computer's own.
    QVERIFY(page->qrReasonLabel()->isVisible());
    QVERIFY2(page->qrReasonLabel()->text().contains(QLatin1String("127.0.0.1")),
             qPrintable(page->qrReasonLabel()->text()));
    QVERIFY(page->qrReasonLabel()->text().contains(QLatin1String("bind")));
    page->showPasswordButton()->click();
    QTRY_COMPARE(page->passwordEdit()->text(), m_passwords.constFirst());
    QVERIFY(page->qrLabel()->pixmap().isNull());
}

void TestSecretsOnStream::qrCodeForAGameOnTheNetworkHasOneFormat()
{
    // The profile points at an address on the network (TEST-NET-1: nothing answers; the
    // connect info comes from the profile).
    icpanel::ConnectionProfile profile = m_panel->currentProfile();
    profile.url = QUrl(QStringLiteral("ws://192.0.2.10:19710/"));
    QVERIFY(m_panel->updateCurrentProfile(profile));
    m_window->showPage(icui::MainWindow::Page::ConnectInfo);
    icui::ConnectInfoPage *page = m_window->connectInfoPage();
    QTRY_VERIFY(!page->qrLabel()->pixmap().isNull());
    QVERIFY(page->qrLabel()->isVisible());
    QVERIFY(page->qrReasonLabel()->isHidden());
    QCOMPARE(page->qrText(), QStringLiteral("ws://192.0.2.10:19710/"));

    page->showPasswordButton()->click();
    QTRY_COMPARE(page->qrText(),
                 QStringLiteral("ws://192.0.2.10:19710/#") + m_passwords.constFirst());
    QVERIFY(!page->qrLabel()->pixmap().isNull());
    page->showPasswordButton()->click();
    QTRY_COMPARE(page->qrText(), QStringLiteral("ws://192.0.2.10:19710/"));
}

std::unique_ptr<icmock::MockGame> TestSecretsOnStream::gameReading(const QString &configPath,
                                                                   const QString &password)
{
    QFile file(configPath);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return nullptr;
    file.write("[remote]\nenabled = true\npassword = \"" + password.toUtf8() + "\"\n");
    file.close();
    icmock::MockOptions options;
    options.port = 0;
    options.configPath = configPath;
    options.tickRate = icmock::MockGame::kDefaultTickRate;
    options.configDebounceMs = 20;
    auto game = std::make_unique<icmock::MockGame>(options);
    if (!game->start())
        return nullptr;
    return game;
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

// Issue 9, defects 3 and 4: a second reset through a file the game does not read timed out
// naming the first reset's file (each reset added a time-out), and the Password page kept
// showing the old password and "Saved" while the keychain held the new one.
void TestSecretsOnStream::resetTimeOutNamesThisResetsFile()
{
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("game")));
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("other")));
    const QString read = m_dir->filePath(QStringLiteral("game/config.toml"));
    const QString unread = m_dir->filePath(QStringLiteral("other/config.toml"));
    const QString lost = QStringLiteral("lost-Secret-Pw7nC2va");
    m_passwords << lost << QStringLiteral("wrong-password");
    auto game = gameReading(read, lost);
    QVERIFY(game);
    QFile other(unread);
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("[remote]\npassword = \"x\"\n");
    other.close();

    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Reset Twice");
    profile.url = QUrl(game->url());
    profile.tier = icrp::Tier::Admin;
    IC_VERIFY_OK(m_panel->profiles()->save(profile));
    m_panel->connectWithPassword(profile.name, QStringLiteral("wrong-password"), true);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Refused, 10000);

    // Nothing stored and the typed one refused: the page's field is empty, asking for the right
    // one.
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QTRY_VERIFY(page->isVisible());
    QSignalSpy finished(m_panel.get(), &Panel::resetFinished);
    QSignalSpy applied(m_panel.get(), &Panel::resetApplied);
    icui::FileDialog::setNextFileName(read);
    icui::ModalDialog::setNextHandler(confirmReset);
    page->resetButton()->click();
    QVERIFY(finished.wait(15000));
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constLast().at(1)));
    m_passwords << storedPassword();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 15000);
    QCOMPARE(applied.size(), 1);

    m_panel->disconnectFromGame();
    QCOMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    icui::FileDialog::setNextFileName(unread);
    icui::ModalDialog::setNextHandler(confirmReset);
    page->resetButton()->click();
    // The file was written: that much is said at once.
    QVERIFY(finished.wait(15000));
    QCOMPARE(finished.size(), 2);
    IC_VERIFY_OK(ictest::signalResult<QString>(finished.constLast().at(1)));
    // The game answers and keeps refusing the new password: said after the time-out, naming
    // this reset's file.
    QVERIFY(applied.wait(15000));
    QCOMPARE(applied.size(), 2);
    const ic::Result<QString> &outcome = ictest::signalResult<QString>(applied.constLast().at(0));
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, QStringLiteral("reset.still_refused"));
    const QString message = outcome.error().message;
    QVERIFY2(message.contains(QDir::toNativeSeparators(unread)), qPrintable(message));
    QVERIFY2(!message.contains(QDir::toNativeSeparators(read)), qPrintable(message));
    // The page's bar says it, and the page shows the password the keychain holds now.
    QCOMPARE(page->messageBar()->kind(), icui::MessageBar::Kind::Error);
    QCOMPARE(page->messageBar()->text(), message);
    const QString stored = storedPassword();
    m_passwords << stored;
    QVERIFY(stored != game->config().password);
    QTRY_COMPARE(page->passwordEdit()->text(), stored);
    QCOMPARE(page->stateText(), QStringLiteral("Stored in the keychain."));
    verifyNoPasswordLeaks();
    game->stop();
}

QTEST_MAIN(TestSecretsOnStream)
#include "TestSecretsOnStream.moc"
