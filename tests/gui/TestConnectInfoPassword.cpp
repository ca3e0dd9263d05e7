// The sixteenth newcomer saw Connect Info's password as an empty field with "Hidden" and
// "Show Password"/"Copy Password" (s6-02-connectinfo.png) while the Password page showed dots
// with "Show"/"Copy" (s4-15-pwpage.png). Now the row looks and acts like the Password page's:
// a fixed row of dots while a password is stored (the secret is put into the field only by
// Show), the same words and Alt letters, none of them taken twice on the page or by the menus.
// On the real window over a real Panel and a simulated game.

#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/connectinfo/ConnectInfoPage.h"
#include "ui/password/PasswordPage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QKeySequence>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QtTest>

using icui::ConnectInfoPage;
using icui::MainWindow;

class TestConnectInfoPassword : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }
    void storedPasswordShowsAsDotsWithThePasswordPagesButtons();
    void altLettersOfThePageAreUnique();
};

void TestConnectInfoPassword::storedPasswordShowsAsDotsWithThePasswordPagesButtons()
{
    const QString password = m_passwords.constFirst();
    QTRY_COMPARE_WITH_TIMEOUT(storedPassword(), password, 15000); // the keychain, under load
    m_window->showPage(MainWindow::Page::ConnectInfo);
    ConnectInfoPage *page = m_window->connectInfoPage();
    QLineEdit *field = page->passwordEdit();

    // Dots, not an empty field: a password is stored. Not the password itself, nor its length.
    QTRY_COMPARE(field->text(), ConnectInfoPage::maskedPassword());
    QCOMPARE(field->echoMode(), QLineEdit::Password);
    QVERIFY(field->placeholderText().isEmpty());
    QVERIFY(!field->displayText().isEmpty());

    // The Password page's words and letters.
    icui::PasswordPage *passwordPage = m_window->passwordPage();
    QCOMPARE(page->showPasswordButton()->text(), passwordPage->showButton()->text());
    QCOMPARE(page->copyPasswordButton()->text(), passwordPage->copyButton()->text());
    QCOMPARE(page->showPasswordButton()->text(), QStringLiteral("Sho&w"));
    QCOMPARE(page->copyPasswordButton()->text(), QStringLiteral("C&opy"));
    m_window->resize(960, 620);
    ictest::saveShot(m_window.get(), QStringLiteral("connectinfo-password-masked"));

    // Show puts the password there; Hide (the same Alt letter) masks it again.
    QTest::mouseClick(page->showPasswordButton(), Qt::LeftButton);
    QTRY_COMPARE(field->text(), password);
    QCOMPARE(field->echoMode(), QLineEdit::Normal);
    QCOMPARE(page->showPasswordButton()->text(), QStringLiteral("Hide (&W)"));
    QTest::mouseClick(page->showPasswordButton(), Qt::LeftButton);
    QCOMPARE(field->echoMode(), QLineEdit::Password);
    QCOMPARE(page->showPasswordButton()->text(), QStringLiteral("Sho&w"));
    QTRY_COMPARE(field->text(), ConnectInfoPage::maskedPassword());

    // Copy says so in the status bar, and for how long the password stays on the clipboard
    // (twenty-eighth newcomer: only the button said "Copied").
    QTest::mouseClick(page->copyPasswordButton(), Qt::LeftButton);
    QTRY_COMPARE(QApplication::clipboard()->text(), password);
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral(
                     "Copied the server password; it leaves the clipboard again in ")),
                 qPrintable(m_window->statusBar()->currentMessage()));
    auto *copyUrl = page->findChild<QPushButton *>(QStringLiteral("connectUrlCopy"));
    QVERIFY(copyUrl);
    QTest::mouseClick(copyUrl, Qt::LeftButton);
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().startsWith(
                     QStringLiteral("Copied the server URL, ws://127.0.0.1:")),
                 qPrintable(m_window->statusBar()->currentMessage()));
}

void TestConnectInfoPassword::altLettersOfThePageAreUnique()
{
    m_window->showPage(MainWindow::Page::ConnectInfo);
    ConnectInfoPage *page = m_window->connectInfoPage();
    QStringList taken;
    for (QAction *menu : m_window->menuBar()->actions())
        taken << QKeySequence::mnemonic(menu->text()).toString();
    const QList<QAbstractButton *> buttons = page->findChildren<QAbstractButton *>();
    QVERIFY(buttons.size() >= 5);
    for (QAbstractButton *button : buttons) {
        if (!button->isVisible())
            continue;
        const QString letter = QKeySequence::mnemonic(button->text()).toString();
        QVERIFY2(!letter.isEmpty(), qPrintable(button->text()));
        QVERIFY2(!taken.contains(letter),
                 qPrintable(QStringLiteral("%1 takes %2 twice").arg(button->text(), letter)));
        taken << letter;
    }
}

QTEST_MAIN(TestConnectInfoPassword)
#include "TestConnectInfoPassword.moc"
