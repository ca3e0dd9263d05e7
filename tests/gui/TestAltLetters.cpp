// Round 11: Alt+Y put "y" into the Match page's announcement. An Alt(+Shift)+letter that no
// shortcut, mnemonic or menu took types nothing into a text field, in every window and dialog
// (icui::AltKeyFilter, installed where the application is set up); shortcuts still act and a
// character typed with AltGr still types. And Settings: Alt+C is the colour scheme (it was the
// startup option, which Alt+C and Space toggled unseen). History (round 17): Open Replay is
// Alt+O, the letter a newcomer tried first, and every Alt letter on its tabs is unique.
// Twenty-second newcomer: "F&ind the Password…" was read as Alt+F (the underline under the
// narrow "i" reaches under the F), which opens the File menu. On every page no button, label or
// tab takes a menu bar title's letter (F, E, C, V, H) and no two share one; nor do the Settings
// dialog's buttons take a menu's letter.

#include "AltLetterClashes.h"
#include "WindowFixture.h"

#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryQueryTab.h"
#include "ui/history/HistoryReplaysTab.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchPage.h"
#include "ui/match/MatchSettingsDialog.h"
#include "ui/password/PasswordPage.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/status/StatusPage.h"
#include "ui/tools/ToolsPage.h"

#include "match/MatchModel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QJsonObject>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QMetaEnum>
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

    void noPageTakesAMenusLetter()
    {
        const QString menus = menuLetters();
        QCOMPARE(menus, QStringLiteral("fecvh")); // File, Edit, Connection, View, Help
        const QMetaEnum pages = QMetaEnum::fromType<icui::MainWindow::Page>();
        for (int i = 0; i < pages.keyCount(); ++i) {
            const auto page = static_cast<icui::MainWindow::Page>(pages.value(i));
            m_window->showPage(page);
            QWidget *widget = m_window->pageWidget(page);
            QTRY_VERIFY(widget->isVisible());
            const QStringList clashing = clashes(widget);
            QVERIFY2(clashing.isEmpty(), qPrintable(QStringLiteral("%1 page: %2")
                                                        .arg(QLatin1String(pages.key(i)),
                                                             clashing.join(QLatin1Char('\n')))));
        }
        // The Password page's Find the Password… is Alt+D (F is the File menu's).
        QCOMPARE(QKeySequence::mnemonic(m_window->passwordPage()->findButton()->text()),
                 QKeySequence(Qt::ALT | Qt::Key_D));

        // What other states show: History's Query tab (Schema: was Alt+H, the Help menu's) ...
        icui::HistoryPage *history = m_window->historyPage();
        m_window->showPage(icui::MainWindow::Page::History);
        history->tabs()->setCurrentWidget(history->queryTab());
        QTRY_VERIFY(history->queryTab()->isVisible());
        QStringList clashing = clashes(history);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
        // ... and a disabled tool's Enable (it was Alt+E, the Edit menu's; now Alt+N).
        QVERIFY(installDeskTool());
        icui::ToolsPage *tools = m_window->toolsPage();
        m_window->showPage(icui::MainWindow::Page::Tools);
        QTRY_VERIFY(tools->selectTool(QStringLiteral("desk")));
        tools->toggleSelected();
        QTRY_COMPARE(tools->enableButton()->text(), QStringLiteral("E&nable"));
        clashing = clashes(tools);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
    }

    void noPageTakesAMenusLetterOnTheFirstRun()
    {
        // No game chosen yet: the Status page offers "Connect to a Game…" (it was Alt+C, the
        // Connection menu's).
        icpanel::Panel::Options options;
        options.settingsFile = m_dir->filePath(QStringLiteral("first-run.ini"));
        icpanel::Panel fresh(options);
        icui::MainWindow window(fresh);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QMetaEnum pages = QMetaEnum::fromType<icui::MainWindow::Page>();
        for (int i = 0; i < pages.keyCount(); ++i) {
            const auto page = static_cast<icui::MainWindow::Page>(pages.value(i));
            window.showPage(page);
            QWidget *widget = window.pageWidget(page);
            QTRY_VERIFY(widget->isVisible());
            const QStringList clashing = clashes(widget);
            QVERIFY2(clashing.isEmpty(), qPrintable(QStringLiteral("%1 page: %2")
                                                        .arg(QLatin1String(pages.key(i)),
                                                             clashing.join(QLatin1Char('\n')))));
        }
        window.showPage(icui::MainWindow::Page::Status);
        icui::StatusPage *status = window.statusPage();
        QTRY_VERIFY(status->actionButton()->isVisibleTo(&window));
        QCOMPARE(QKeySequence::mnemonic(status->actionButton()->text()),
                 QKeySequence(Qt::ALT | Qt::Key_M));
    }

    void settingsButtonsTakeNoMenusLetter()
    {
        icui::SettingsDialog dialog(*m_panel, m_window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString menus = menuLetters();
        QStringList taken;
        for (QAbstractButton *button : dialog.findChildren<QAbstractButton *>()) {
            const QChar letter = AltLetterClashes::letterOf(button->text());
            if (button->isVisibleTo(&dialog) && !letter.isNull() && menus.contains(letter))
                taken << button->text();
        }
        QVERIFY2(taken.isEmpty(), qPrintable(taken.join(QStringLiteral(" / "))));
        dialog.reject();
    }

    void matchSettingsFieldsHaveLettersOfTheirOwn()
    {
        // Twenty-ninth newcomer: the three fields of Match Settings had no Alt letter.
        icui::MatchSettingsDialog dialog(QJsonObject{{QStringLiteral("gameSpeed"), 1.0}},
                                         m_window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStringList without;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (label->buddy() && AltLetterClashes::letterOf(label->text()).isNull())
                without << label->text();
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
            if (AltLetterClashes::letterOf(box->text()).isNull())
                without << box->text();
        QVERIFY2(without.isEmpty(), qPrintable(without.join(QStringLiteral(" / "))));
        const QStringList clashing = AltLetterClashes::in(&dialog);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
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
    /// The menu bar's titles' Alt letters, in their order.
    QString menuLetters() const
    {
        QString letters;
        for (const QAction *action : m_window->menuBar()->actions())
            letters += AltLetterClashes::letterOf(action->text());
        return letters;
    }

    static QStringList clashes(QWidget *page) { return AltLetterClashes::in(page); }
};

QTEST_MAIN(TestAltLetters)
#include "TestAltLetters.moc"
