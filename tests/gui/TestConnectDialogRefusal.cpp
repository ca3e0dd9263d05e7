// The sixteenth newcomer typed a wrong password in Connect… (s4-14-wrongpw.png): the dialog
// closed, the refusal appeared behind it, and everything had to be typed again. Now the dialog
// stays open while the panel connects (a busy line), says a refusal itself with the password
// field marked, focused and selected, and closes once the game accepts; on the real window over
// a real Panel and a simulated game with a password.

#include "TestShots.h"
#include "WindowFixture.h"

#include "panel/ProfileStore.h"
#include "ui/common/ModalDialog.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/status/GameCard.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QtTest>

using icpanel::Panel;

class TestConnectDialogRefusal : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }
    void wrongPasswordKeepsTheDialogOpenUntilTheRightOne();
    void refusedPasswordOfAStoredGameKeepsTheStoredOne();
    void missingPasswordIsAskedInTheDialogAlone();
    void opensOnTheFieldToTypeFirst();

private:
    static QPushButton *button(icui::ConnectDialog &dialog, QDialogButtonBox::StandardButton which)
    {
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        return buttons ? buttons->button(which) : nullptr;
    }
    const QString m_wrong = QStringLiteral("wrong-Secret-3kP8");
};

void TestConnectDialogRefusal::wrongPasswordKeepsTheDialogOpenUntilTheRightOne()
{
    const QString right = m_passwords.constFirst();
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.nameEdit()->setText(QStringLiteral("Cup Server"));
    dialog.urlEdit()->setText(m_game->url());
    dialog.passwordEdit()->setText(m_wrong);
    m_passwords << m_wrong;
    QPushButton *connectButton = button(dialog, QDialogButtonBox::Ok);
    QVERIFY(connectButton);
    QTest::mouseClick(connectButton, Qt::LeftButton);

    // Connecting: said in the dialog, which stays; Connect is off meanwhile.
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.busyLine()->isVisible());
    QVERIFY2(dialog.busyLine()->text().contains(QStringLiteral("Connecting")),
             qPrintable(dialog.busyLine()->text()));
    QVERIFY(!connectButton->isEnabled());

    // Refused: said in the dialog, the password marked, focused and selected to be retyped.
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.busyLine()->isVisible(), 10000);
    QVERIFY(dialog.isVisible());
    QVERIFY2(dialog.passwordMarked(), qPrintable(dialog.problem()));
    QCOMPARE(dialog.problem(), QStringLiteral("The game refused this password. Type the right "
                                              "one and press Connect again."));
    QCOMPARE(dialog.focusWidget(), dialog.passwordEdit());
    QCOMPARE(dialog.passwordEdit()->selectedText(), m_wrong);
    QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("Cup Server"));
    QCOMPARE(dialog.urlEdit()->text(), m_game->url());
    QVERIFY(connectButton->isEnabled());
    // The game is saved by now: leaving keeps it.
    QCOMPARE(button(dialog, QDialogButtonBox::Cancel)->text(), QStringLiteral("Close"));
    m_window->resize(960, 620);
    ictest::saveShot(&dialog, QStringLiteral("connect-refused"));

    // The right one, typed over the selection: the mark goes; Connect closes once accepted.
    QTest::keyClicks(dialog.passwordEdit(), right);
    QCOMPARE(dialog.passwordEdit()->text(), right);
    QVERIFY(!dialog.passwordMarked());
    QTest::mouseClick(connectButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 10000);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(m_panel->currentProfile().name, QStringLiteral("Cup Server"));
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
    QTRY_COMPARE(storedPassword(), right);
    verifyNoPasswordLeaks();
}

void TestConnectDialogRefusal::refusedPasswordOfAStoredGameKeepsTheStoredOne()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.chooseGame(QStringLiteral("Test Game"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.passwordEdit()->setText(m_wrong);
    m_passwords << m_wrong;
    QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);

    QTRY_VERIFY_WITH_TIMEOUT(dialog.passwordMarked(), 10000);
    QVERIFY2(dialog.problem().contains(QStringLiteral("stored one")), qPrintable(dialog.problem()));
    // The panel connects with the stored password again; that does not close the dialog.
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.focusWidget(), dialog.passwordEdit());

    // Close keeps the game as it is, connected with the stored password.
    QTest::mouseClick(button(dialog, QDialogButtonBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(m_panel->status(), Panel::Status::Connected);
    QCOMPARE(storedPassword(), m_passwords.constFirst());
}

void TestConnectDialogRefusal::missingPasswordIsAskedInTheDialogAlone()
{
    // A new game that wants a password, connected with the field left empty: the dialog says so
    // beside its own field; the window's "Password Needed" prompt does not open over it.
    int prompts = 0;
    icui::ModalDialog::setNextHandler([&prompts](QDialog &) {
        ++prompts;
        return int(QDialog::Rejected);
    });
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.setModal(true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(QApplication::activeModalWidget(), &dialog);
    dialog.nameEdit()->setText(QStringLiteral("Quiz Server"));
    dialog.urlEdit()->setText(m_game->url());
    QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(
        dialog.problem().contains(QStringLiteral("wants a password")),
        qPrintable(dialog.problem() + QLatin1Char('|') + dialog.busyLine()->text()), 10000);
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.passwordMarked());
    QCOMPARE(prompts, 0);
    icui::ModalDialog::setNextHandler({});
}

// The eighteenth newcomer pressed Ctrl+K and typed a name: it went into Address (s4-02). A new
// game opens on Name, the first field; the Status card's Check the Address… on the address.
void TestConnectDialogRefusal::opensOnTheFieldToTypeFirst()
{
    QString field; // which field had the focus: "name", "address" or what else
    QString selected;
    const auto lookThenClose = [this, &field, &selected] {
        field = QStringLiteral("no dialog");
        QTimer::singleShot(0, this, [&field, &selected] {
            auto *dialog = qobject_cast<icui::ConnectDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            QWidget *focused = dialog->focusWidget();
            field = focused == dialog->nameEdit() ? QStringLiteral("name")
                    : focused == dialog->urlEdit()
                        ? QStringLiteral("address")
                        : (focused ? QString::fromLatin1(focused->metaObject()->className())
                                   : QStringLiteral("none"));
            if (auto *edit = qobject_cast<QLineEdit *>(focused))
                selected = edit->selectedText();
            dialog->reject();
        });
    };
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *connectAction = m_window->findChild<QAction *>(QStringLiteral("actionConnect"));
    QVERIFY(connectAction);
    lookThenClose();
    connectAction->trigger(); // Connection ▸ Connect… (Ctrl+K): a new game
    QCOMPARE(field, QStringLiteral("name"));
    // The suggested name is selected, so typing replaces it.
    QVERIFY2(selected.startsWith(QStringLiteral("Game ")), qPrintable(selected));

    // On the game in use (the Status card's Check the Address…): its address, selected.
    auto *card = m_window->findChild<icui::GameCard *>();
    QVERIFY(card);
    selected.clear();
    lookThenClose();
    card->openConnectDialog();
    QCOMPARE(field, QStringLiteral("address"));
    QCOMPARE(selected, m_panel->currentProfile().url.toString());
}

QTEST_MAIN(TestConnectDialogRefusal)
#include "TestConnectDialogRefusal.moc"
