// The Match page from the keyboard after the fifteenth newcomer: Alt+K with nobody selected
// takes the focus to the players table (its first row current, nobody selected) as well as
// saying so, and Ctrl+E is Export CSV… while the page is shown (and only then), named in the
// button's tooltip.

#include "MatchPageFixture.h"

#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "panel/ConnectionProfile.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
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
        page->playersTable()->clearSelection();
        // The focus somewhere else on the page: the announcement field.
        admin->announcement()->setFocus(Qt::OtherFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(admin->announcement()));

        QTest::keyClick(m_window.get(), Qt::Key_K, Qt::AltModifier);
        icui::MessageBar *bar = admin->messageBar();
        QTRY_VERIFY(bar->hasMessage());
        QVERIFY(bar->text().startsWith(QLatin1String("Select a player in the table first")));
        // s3-06/s3-07: the focus stayed in the field; it is on the table now.
        QTableView *table = page->playersTable();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
        QCOMPARE(table->currentIndex().row(), 0);
        // Nobody chosen for the user: nobody is selected, Kick still names nobody.
        QVERIFY(!table->selectionModel()->hasSelection());
        QVERIFY(page->selectedPlayer().isEmpty());
        QCOMPARE(admin->kickButton()->text(), QStringLiteral("&Kick Selected Player…"));
        saveShot(page, QStringLiteral("keys15-kick-nobody"));

        // Down there selects the first player; the hint goes; Alt+K then asks about them.
        QTest::keyClick(table, Qt::Key_Down);
        QTRY_VERIFY(!page->selectedPlayer().isEmpty());
        QTRY_VERIFY(!bar->hasMessage());
        QVERIFY(admin->kickButton()->text().contains(page->selectedPlayer()));
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
};

QTEST_MAIN(TestMatchKeys)
#include "TestMatchKeys.moc"
