// What the seventeenth newcomer met on the Password page and the Game box: a refused password
// kept in the field as the profile's (s4-08), no Retry Now on the page while the game was down
// (s4-09, s4-13), and a switch back to another game that said nothing in the status bar. The
// real window over a real Panel and simulated games.

#include "ResultCheck.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/MessageBar.h"
#include "ui/common/PasswordPrompt.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/password/PasswordPage.h"

#include "panel/ProfileStore.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>

using icpanel::Panel;

class TestPasswordRetryAndSwitch : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }
    void refusedOnlyPasswordLeavesTheFieldEmptyAndAsking();
    void storedPasswordStillShowsAndCopies();
    void unreachableBarOffersRetryNow();
    void gameBoxSwitchSaysHowItEnded();

private:
    /// Adds a new game in Connect… with a wrong password and closes the dialog once refused.
    QString addGameRefused();
    /// Chooses `name` in the Game box as a user does (the list open, Return).
    void chooseGame(const QString &name);
    const QString m_wrong = QStringLiteral("wrong-Secret-7qZ2");
};

QString TestPasswordRetryAndSwitch::addGameRefused()
{
    // The test session's keychain is shared: a name of this run's own, nothing stored under it.
    const QString name =
        QStringLiteral("Cup r18 %1").arg(QRandomGenerator::global()->generate(), 0, 36);
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return {};
    dialog.nameEdit()->setText(name);
    dialog.urlEdit()->setText(m_game->url());
    dialog.passwordEdit()->setText(m_wrong);
    m_passwords << m_wrong;
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    if (!QTest::qWaitFor([&dialog] { return dialog.passwordMarked(); }, 10000))
        return {};
    QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton); // Close
    return name;
}

void TestPasswordRetryAndSwitch::chooseGame(const QString &name)
{
    QComboBox *box = m_window->profileSwitcher();
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down); // opens the list
    QTRY_VERIFY(box->view()->isVisible());
    box->view()->setCurrentIndex(box->model()->index(box->findText(name), 0));
    QTest::keyClick(box->view(), Qt::Key_Return);
}

void TestPasswordRetryAndSwitch::refusedOnlyPasswordLeavesTheFieldEmptyAndAsking()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const QString game = addGameRefused();
    QVERIFY(!game.isEmpty());
    QCOMPARE(m_panel->currentProfile().name, game);
    QCOMPARE(m_panel->status(), Panel::Status::Refused);

    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QLineEdit *field = page->passwordEdit();
    // Not the refused password as the profile's: an empty field that says what to do, focused.
    QTRY_COMPARE(field->placeholderText(),
                 QStringLiteral("The game refused the last one: type the right password"));
    QCOMPARE(field->text(), QString());
    QTRY_COMPARE(m_window->focusWidget(), field);
    QVERIFY2(page->stateText().contains(QStringLiteral("refused the one typed last")),
             qPrintable(page->stateText()));
    auto *save = page->findChild<QPushButton *>(QStringLiteral("savePassword"));
    QVERIFY(!save->isEnabled());
    m_window->resize(960, 620);
    QTRY_VERIFY(field->width() >= field->fontMetrics().horizontalAdvance(field->placeholderText()));
    ictest::saveShot(m_window.get(), QStringLiteral("password-refused-asks"));

    // Typed: Save and Connect is live at once; it connects and keeps the right one.
    QTest::keyClicks(field, m_passwords.constFirst());
    QVERIFY(save->isEnabled());
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(storedPassword(), m_passwords.constFirst());
    // Accepted and stored: the field shows it as the profile's again.
    QTRY_COMPARE(field->text(), m_passwords.constFirst());
    QCOMPARE(field->placeholderText(), QStringLiteral("No password stored"));
    verifyNoPasswordLeaks();
}

void TestPasswordRetryAndSwitch::storedPasswordStillShowsAndCopies()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::PasswordPage *page = m_window->passwordPage();
    QTRY_COMPARE(page->passwordEdit()->text(), m_passwords.constFirst());
    QVERIFY(page->showButton()->isEnabled());
    QVERIFY(page->copyButton()->isEnabled());
    QTest::mouseClick(page->showButton(), Qt::LeftButton);
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Normal);
    QCOMPARE(page->passwordEdit()->placeholderText(), QStringLiteral("No password stored"));
}

void TestPasswordRetryAndSwitch::unreachableBarOffersRetryNow()
{
    // A panel that would wait a minute before trying again by itself.
    tearDownWindow();
    setUpWindow([](Panel::Options &o) {
        o.initialBackoffMs = 60'000;
        o.maxBackoffMs = 60'000;
    });
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    const quint16 port = m_game->port();
    m_game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    m_window->showPage(icui::MainWindow::Page::Password);
    icui::MessageBar *bar = m_window->passwordPage()->unreachableBar();
    QTRY_VERIFY(bar->isVisible());
    QPushButton *retry = bar->actionButton();
    QVERIFY(retry);
    QTRY_VERIFY(retry->isVisible());
    QCOMPARE(retry->text(), QStringLiteral("Retry &Now"));
    // The stored password stays the profile's while the game is down (Show and Copy work).
    QTRY_COMPARE(m_window->passwordPage()->passwordEdit()->text(), m_passwords.constFirst());
    ictest::saveShot(m_window.get(), QStringLiteral("password-unreachable-retry"));

    // The game is back: Retry Now does not wait out the minute, and says so as Ctrl+R does.
    icmock::MockOptions options;
    options.port = port;
    options.password = m_passwords.constFirst();
    m_game = std::make_unique<icmock::MockGame>(options);
    IC_VERIFY_OK(m_game->start());
    QSignalSpy lines(m_window->statusBar(), &QStatusBar::messageChanged);
    QTest::mouseClick(retry, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.constFirst().constFirst().toString(),
             QStringLiteral("Reconnecting to \"Test Game\"…"));
    QTRY_VERIFY(!bar->isVisible());
}

void TestPasswordRetryAndSwitch::gameBoxSwitchSaysHowItEnded()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    // A second game.
    icmock::MockOptions options;
    options.port = 0;
    options.password = m_passwords.constFirst();
    icmock::MockGame second(options);
    IC_VERIFY_OK(second.start());
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Other Game");
    profile.url = QUrl(second.url());
    IC_VERIFY_OK(m_panel->profiles()->save(profile));
    QTRY_VERIFY(m_window->profileSwitcher()->findText(profile.name) >= 0);

    QStringList said;
    connect(m_window->statusBar(), &QStatusBar::messageChanged, this,
            [&said](const QString &line) { said << line; });
    // Nothing stored for it yet (or from an earlier run): Password Needed is answered (seam).
    icui::PasswordPrompt::setNextAnswer(m_passwords.constFirst());
    chooseGame(profile.name);
    QTRY_COMPARE(m_panel->currentProfile().name, profile.name);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("Connected to \"Other Game\"."));
    QVERIFY2(said.contains(QStringLiteral("Switched to \"Other Game\": connecting…")),
             qPrintable(said.join(QLatin1String(" | "))));

    // Back to the first game, whose password is stored: the same two lines, in that order.
    said.clear();
    chooseGame(QStringLiteral("Test Game"));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("Connected to \"Test Game\"."));
    said.removeAll(QString());
    QCOMPARE(said, QStringList({QStringLiteral("Switched to \"Test Game\": connecting…"),
                                QStringLiteral("Connected to \"Test Game\".")}));
    ictest::saveShot(m_window.get(), QStringLiteral("game-switch-connected"));

    // A game where nothing answers: said too, once the panel has found out.
    second.stop();
    chooseGame(profile.name);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Reconnecting, 10000);
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().startsWith(
                     QStringLiteral("\"Other Game\" is not answering yet")),
                 qPrintable(m_window->statusBar()->currentMessage()));
}

QTEST_MAIN(TestPasswordRetryAndSwitch)
#include "TestPasswordRetryAndSwitch.moc"
