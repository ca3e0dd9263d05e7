// The Match page from the keyboard after the fifteenth, sixteenth and twenty-second newcomers:
// Alt+K with nobody selected kicks nobody and selects nobody; it takes the focus to the players
// table, where Down selects the first player, and says so; the hint goes from the page and the
// status bar once the user chose a player or left the page. Ctrl+E is Export CSV… while the
// page is shown (and only then), named in the button's tooltip. Alt+U pauses and, pressed
// again, resumes (seventeenth newcomer).

#include "MatchPageFixture.h"

#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "panel/ConnectionProfile.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchPage.h"
#include "ui/match/PlayersTable.h"

#include <QApplication>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using icui::MainWindow;
using icui::MatchPage;

class TestMatchKeys : public MatchPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup()
    {
        icui::FileDialog::clearNextFileName();
        tearDownWindow();
    }

    void kickWithNobodySelectedGoesToThePlayers()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY(admin->kickButton()->isEnabled());
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        page->playersTable()->selectRow(2); // a row current before, then nobody selected
        page->playersTable()->clearSelection();
        // The focus somewhere else on the page: the announcement field.
        admin->announcement()->setFocus(Qt::OtherFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(admin->announcement()));

        // Had it asked, the seam would have answered Yes and kicked.
        const QString titleBefore = icui::MessageBox::lastTitle();
        icui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(m_window.get(), Qt::Key_K, Qt::AltModifier);
        icui::MessageBar *bar = admin->messageBar();
        QTRY_VERIFY(bar->hasMessage());
        // s3-06/s3-07: the focus stayed in the field; it is on the table now.
        QTableView *table = page->playersTable();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
        // Twenty-second newcomer: Kick selected the first player itself. Nobody is selected,
        // nobody asked about or kicked; the hint says what to do.
        QVERIFY(!table->selectionModel()->hasSelection());
        QCOMPARE(page->selectedPlayer(), QString());
        QCOMPARE(bar->text(),
                 QStringLiteral("Select a player in the table first, then choose Kick."));
        QCOMPARE(bar->kind(), icui::MessageBar::Kind::Information);
        QCOMPARE(m_window->statusBar()->currentMessage(), bar->text());
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick Selected Player…"));
        QCOMPARE(icui::MessageBox::lastTitle(), titleBefore);
        QVERIFY(roundTrip());
        for (const icmatch::PlayerFigures &p : m_panel->match()->players())
            QVERIFY2(p.present && !p.kicked, qPrintable(p.name));
        saveShot(page, QStringLiteral("keys22-kick-nobody"));

        // It stays while it applies: the match going on changes nothing.
        QSignalSpy figures(m_panel->match(), &icmatch::MatchModel::figuresChanged);
        QVERIFY(figures.wait(5000));
        QVERIFY(figures.wait(5000));
        QVERIFY(bar->hasMessage());
        QVERIFY(!table->selectionModel()->hasSelection());
        QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());

        // Sixteenth newcomer: Down selects the first player (not the second); the hint has
        // been followed and goes, from the page and from the status bar.
        QTest::keyClick(table, Qt::Key_Down);
        const QString first = playerInRow(page, 0);
        QTRY_COMPARE(page->selectedPlayer(), first);
        QTRY_VERIFY(!bar->hasMessage());
        QVERIFY2(m_window->statusBar()->currentMessage().isEmpty(),
                 qPrintable(m_window->statusBar()->currentMessage()));
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick %1…").arg(first));

        // With a player selected, Kick asks as before (the verb with Alt+K) and then kicks.
        icui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(m_window.get(), Qt::Key_K, Qt::AltModifier);
        QTRY_COMPARE(icui::MessageBox::lastAction(), QStringLiteral("&Kick %1").arg(first));
        QCOMPARE(icui::MessageBox::lastTitle(), QStringLiteral("Kick %1?").arg(first));
        QTRY_VERIFY_WITH_TIMEOUT(!figuresOf(first).present, 10000);
    }

    void kickHintGoesWhenThePageIsLeft()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY(admin->kickButton()->isEnabled());
        page->playersTable()->clearSelection();
        admin->kickSelected();
        const QString hint = admin->messageBar()->text();
        QVERIFY(hint.startsWith(QLatin1String("Select a player in the table first")));
        QCOMPARE(m_window->statusBar()->currentMessage(), hint);
        // At once (a line younger than a second otherwise comes with the new page): the hint
        // is about the Match page, not the Status page.
        m_window->showPage(MainWindow::Page::Status);
        QVERIFY2(m_window->statusBar()->currentMessage().isEmpty(),
                 qPrintable(m_window->statusBar()->currentMessage()));

        // A line said after the hint is not the hint's: choosing a player leaves it.
        m_window->showPage(MainWindow::Page::Match);
        page->playersTable()->clearSelection();
        admin->kickSelected();
        QVERIFY(admin->messageBar()->hasMessage());
        m_window->statusBar()->showMessage(QStringLiteral("Something else."), 8000);
        page->playersTable()->selectRow(2);
        QTRY_VERIFY(!admin->messageBar()->hasMessage());
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Something else."));
    }

    void ctrlEExportsWhileThePageIsShown()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->match()->players().size() == 4, 10000);
        QTRY_VERIFY(page->exportButton()->isEnabled());
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QVERIFY2(page->exportButton()->toolTip().contains(QLatin1String("(Ctrl+E)")),
                 qPrintable(page->exportButton()->toolTip()));
        // Its Alt letter is kept (a button's own shortcut would have replaced it).
        QCOMPARE(page->exportButton()->shortcut(), QKeySequence(Qt::ALT | Qt::Key_X));

        // From the page list (the focus where the newcomer had it), Ctrl+E exports.
        auto *pageList = m_window->findChild<QListWidget *>();
        QVERIFY(pageList);
        pageList->setFocus(Qt::OtherFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(pageList));
        const QString csvPath = m_dir->filePath(QStringLiteral("ctrl-e.csv"));
        icui::FileDialog::setNextFileName(csvPath);
        QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY(page->exportBar()->hasMessage());
        QVERIFY(QFileInfo(csvPath).size() > 0);
        saveShot(page, QStringLiteral("keys15-ctrl-e"));

        // On another page Ctrl+E is not the Match page's: nothing is written.
        m_window->showPage(MainWindow::Page::Status);
        QTRY_VERIFY(!page->isVisible());
        const QString otherPath = m_dir->filePath(QStringLiteral("not-from-status.csv"));
        icui::FileDialog::setNextFileName(otherPath);
        QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier);
        QCoreApplication::processEvents();
        QVERIFY(!QFileInfo::exists(otherPath));
        // No other shortcut of the window is Ctrl+E (it would be ambiguous: neither acts).
        int taken = 0;
        for (const QAction *action : m_window->findChildren<QAction *>())
            taken += action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_E)) ? 1 : 0;
        for (const QShortcut *shortcut : m_window->findChildren<QShortcut *>())
            taken += shortcut->key() == QKeySequence(Qt::CTRL | Qt::Key_E) ? 1 : 0;
        QCOMPARE(taken, 1);
    }

    void ctrlEWithNoPlayersSaysWhy()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->exportButton()->isEnabled(), 10000);
        // Another game, where nothing answers: its match is empty, Export is off.
        icpanel::ConnectionProfile other;
        other.name = QStringLiteral("Elsewhere");
        other.url = QUrl(QStringLiteral("ws://127.0.0.1:1"));
        QVERIFY(m_panel->connectTo(other, QString(), false));
        QTRY_VERIFY(!page->exportButton()->isEnabled());
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY2(m_window->statusBar()->currentMessage().startsWith(
                         QLatin1String("Nothing to export yet")),
                     qPrintable(m_window->statusBar()->currentMessage()));
    }

private:
    static QString playerInRow(MatchPage *page, int row)
    {
        return page->playersTable()
            ->model()
            ->index(row, icmatch::MatchPlayersModel::PlayerColumn)
            .data(icmatch::MatchPlayersModel::PlayerRole)
            .toString();
    }

    void altUPausesAndAltUResumes()
    {
        // Seventeenth newcomer (s3-02 → s3-05): Pause Match was Alt+U, but the button then read
        // Resume Match with Alt+R, and a second Alt+U did nothing. One key toggles now.
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        MatchPage *page = openPage();
        icui::MatchAdminBox *admin = page->adminBox();
        QTRY_VERIFY_WITH_TIMEOUT(admin->pauseButton()->isEnabled(), 10000);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        using State = icmatch::MatchInfo::State;
        QCOMPARE(m_panel->match()->info().state, State::Running);
        QCOMPARE(admin->pauseButton()->text(), QStringLiteral("Pa&use Match"));

        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
        QTRY_COMPARE(m_panel->match()->info().state, State::Paused);
        QTRY_COMPARE(admin->pauseButton()->text(), QStringLiteral("Res&ume Match"));
        QTRY_VERIFY(admin->pauseButton()->isEnabled());
        saveShot(page, QStringLiteral("keys17-paused"));

        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::AltModifier);
        QTRY_COMPARE(m_panel->match()->info().state, State::Running);
        QTRY_COMPARE(admin->pauseButton()->text(), QStringLiteral("Pa&use Match"));
        // And once more, from the announcement field.
        admin->announcement()->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(admin->announcement()->hasFocus());
        QTest::keyClick(admin->announcement(), Qt::Key_U, Qt::AltModifier);
        QTRY_COMPARE(m_panel->match()->info().state, State::Paused);
        QCOMPARE(admin->announcement()->text(), QString());
    }
};

QTEST_MAIN(TestMatchKeys)
#include "TestMatchKeys.moc"
