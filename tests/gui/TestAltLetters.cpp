// Round 11: Alt+Y put "y" into the Match page's announcement. An Alt(+Shift)+letter that no
// shortcut, mnemonic or menu took types nothing into a text field, in every window and dialog
// (icui::AltKeyFilter, installed where the application is set up); shortcuts still act and a
// character typed with AltGr still types. And Settings: Alt+C is the colour scheme (it was the
// startup option, which Alt+C and Space toggled unseen). History (round 17): Open Replay is
// Alt+O, the letter a newcomer tried first, and every Alt letter on its tabs is unique.

#include "WindowFixture.h"

#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryReplaysTab.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchPage.h"
#include "ui/settings/SettingsDialog.h"

#include "match/MatchModel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMultiMap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
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

    void historyOpenReplayIsAltOAndEveryLetterIsUnique()
    {
        // Seventeenth newcomer (s5-03): Open Replay was Alt+N; Alt+O, the first guess, was Load
        // Older. Open Replay is Alt+O on the Matches tab and the Replay Library tab; Load Older
        // is Alt+D on both; no two controls of a tab share a letter with each other or a menu.
        tearDownWindow();
        m_historySeed = 12;
        setUpWindow();
        m_window->showPage(icui::MainWindow::Page::History);
        icui::HistoryPage *history = m_window->historyPage();
        icui::HistoryMatchesTab *matches = history->matchesTab();
        QTRY_VERIFY_WITH_TIMEOUT(matches->summary()->chart()->isEnabled(), 15000);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QPushButton *open = matches->summary()->openReplayButton();
        QCOMPARE(QKeySequence::mnemonic(open->text()), QKeySequence(Qt::ALT | Qt::Key_O));
        QCOMPARE(QKeySequence::mnemonic(matches->olderButton()->text()),
                 QKeySequence(Qt::ALT | Qt::Key_D));
        QStringList clashing = clashes(history);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
        // Alt+O presses it (enabled here as for a match whose replay was kept).
        open->setEnabled(true);
        QSignalSpy opened(matches->summary(), &icui::HistoryMatchSummary::openReplayRequested);
        QTest::keyClick(m_window.get(), Qt::Key_O, Qt::AltModifier);
        QTRY_COMPARE(opened.count(), 1);

        history->tabs()->setCurrentWidget(history->replaysTab());
        icui::HistoryReplaysTab *replays = history->replaysTab();
        QTRY_VERIFY(replays->isVisible());
        QCOMPARE(QKeySequence::mnemonic(replays->openButton()->text()),
                 QKeySequence(Qt::ALT | Qt::Key_O));
        QCOMPARE(QKeySequence::mnemonic(replays->olderButton()->text()),
                 QKeySequence(Qt::ALT | Qt::Key_D));
        clashing = clashes(history);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
    }

private:
    /// The Alt letters of what `page` shows (buttons, labels' buddies, group boxes, tabs) and
    /// the menu bar's, as "letter: text / text" where two share one. Windows of their own (a
    /// replay opened from the page) have their own letters.
    QStringList clashes(QWidget *page) const
    {
        QMultiMap<QChar, QString> keys;
        const auto add = [&keys](QString text) {
            text.replace(QStringLiteral("&&"), QString());
            const qsizetype at = text.indexOf(QLatin1Char('&'));
            if (at >= 0 && at + 1 < text.size())
                keys.insert(text.at(at + 1).toLower(), text);
        };
        for (const QAction *action : m_window->menuBar()->actions())
            add(action->text());
        for (QAbstractButton *button : page->findChildren<QAbstractButton *>())
            if (button->isVisibleTo(page) && button->window() == page->window())
                add(button->text());
        for (QLabel *label : page->findChildren<QLabel *>())
            if (label->buddy() && label->isVisibleTo(page) && label->window() == page->window())
                add(label->text());
        for (QTabBar *bar : page->findChildren<QTabBar *>())
            for (int i = 0; bar->isVisibleTo(page) && i < bar->count(); ++i)
                add(bar->tabText(i));
        QStringList found;
        for (const QChar key : keys.uniqueKeys())
            if (keys.count(key) > 1)
                found << QStringLiteral("%1: %2").arg(key,
                                                      keys.values(key).join(QStringLiteral(" / ")));
        return found;
    }
};

QTEST_MAIN(TestAltLetters)
#include "TestAltLetters.moc"
