// Round 11: Alt+Y put "y" into the Match page's announcement. An Alt(+Shift)+letter that no
// shortcut, mnemonic or menu took types nothing into a text field, in every window and dialog
// (icui::AltKeyFilter, installed where the application is set up); shortcuts still act and a
// character typed with AltGr still types. And Settings: Alt+C is the colour scheme (it was the
// startup option, which Alt+C and Space toggled unseen).

#include "WindowFixture.h"

#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchPage.h"
#include "ui/settings/SettingsDialog.h"

#include "match/MatchModel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

class TestAltLetters : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() // WindowFixture installs icui::AltKeyFilter, as icui::runWindow() does
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
    }
    void cleanup() { tearDownWindow(); }

    void altLetterInTheAnnouncementTypesNothingButShortcutsAct()
    {
        m_window->showPage(icui::MainWindow::Page::Match);
        icui::MatchAdminBox *admin = m_window->matchPage()->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(admin->pauseButton()->isEnabled(), 10000);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QLineEdit *field = admin->announcement();
        // Alt+N (its label's letter) reaches the field.
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), field);
        QTest::keyClick(field, Qt::Key_Y, Qt::AltModifier);
        QTest::keyClick(field, Qt::Key_Y, Qt::AltModifier | Qt::ShiftModifier);
        QTest::keyClick(field, Qt::Key_9, Qt::AltModifier);
        QCOMPARE(field->text(), QString());
        // Plain typing types; AltGr (no Alt modifier: the group switch) types its character.
        QTest::keyClicks(field, QStringLiteral("gg"));
        QTest::sendKeyEvent(QTest::Click, field, Qt::Key_At, QStringLiteral("@"),
                            Qt::GroupSwitchModifier);
        QTest::sendKeyEvent(QTest::Click, field, Qt::Key_unknown, QStringLiteral("ё"),
                            Qt::NoModifier);
        QCOMPARE(field->text(), QStringLiteral("gg@ё"));
        // Alt+U (Pause Match) still pauses from inside the field.
        using State = icmatch::MatchInfo::State;
        QTest::keyClick(field, Qt::Key_U, Qt::AltModifier);
        QTRY_VERIFY(m_panel->match()->info().state == State::Paused);
        QCOMPARE(field->text(), QStringLiteral("gg@ё"));
    }

    void altLetterTypesNothingInAnyDialogsFields()
    {
        QDialog dialog(m_window.get());
        auto *line = new QLineEdit(&dialog);
        auto *text = new QPlainTextEdit(&dialog);
        auto *spin = new QSpinBox(&dialog);
        auto *combo = new QComboBox(&dialog);
        combo->setEditable(true);
        auto *column = new QVBoxLayout(&dialog);
        for (QWidget *w : std::initializer_list<QWidget *>{line, text, spin, combo})
            column->addWidget(w);
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        for (QWidget *w : std::initializer_list<QWidget *>{line, text, spin, combo}) {
            w->setFocus();
            QTRY_VERIFY(w->hasFocus());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Y, Qt::AltModifier);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_5, Qt::AltModifier);
        }
        QCOMPARE(line->text(), QString());
        QCOMPARE(text->toPlainText(), QString());
        QCOMPARE(spin->value(), 0);
        QCOMPARE(combo->currentText(), QString());
        // Ctrl+Alt (AltGr on some systems) still types.
        line->setFocus();
        QTest::sendKeyEvent(QTest::Click, line, Qt::Key_BracketLeft, QStringLiteral("["),
                            Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(line->text(), QStringLiteral("["));
    }

    void settingsAltCIsTheColourScheme()
    {
        icui::SettingsDialog dialog(*m_panel, m_window.get());
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto *startup = dialog.findChild<QCheckBox *>(QStringLiteral("settingsAutoConnect"));
        QVERIFY(startup);
        const bool wasChecked = startup->isChecked();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_C, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), dialog.colorSchemeBox());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(startup->isChecked(), wasChecked); // Alt+C and Space: no startup option
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // the list Space opened
        dialog.reject();
    }
};

QTEST_MAIN(TestAltLetters)
#include "TestAltLetters.moc"
