// Tab leaves a table or list (issue 26): on the Match page one Tab takes the focus out of the
// players table and a few more reach Pause Match; the Tools table lets Tab go on to the page's
// buttons; no item view on the Match, Tools, Log, Connections, Other Games or Tournament pages
// moves from cell to cell on Tab (the arrow keys do that); on the Connections page the tools'
// box goes from its checkbox to its table, and the Match page's Events box from its switches to
// its search and its lines.

#include "WindowFixture.h"

#include "TestFiles.h"
#include "match/MatchModel.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/MatchPage.h"
#include "ui/tools/ToolsPage.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using icui::MainWindow;

class TestTabLeavesViews : public WindowFixture
{
    Q_OBJECT

    /// Presses Tab on the focus widget until `target` has the focus; the presses it took, or
    /// -1 after `most`.
    static int tabsTo(const QWidget *target, int most)
    {
        for (int presses = 1; presses <= most; ++presses) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (QApplication::focusWidget() == target)
                return presses;
        }
        return -1;
    }

    /// Gives `view` the focus with its first row current, as a user clicking into it.
    static void focusFirstRow(QAbstractItemView *view)
    {
        view->setFocus(Qt::TabFocusReason);
        view->setCurrentIndex(view->model()->index(0, 0));
        QTRY_COMPARE(QApplication::focusWidget(), view);
    }

    void writeTool(const QString &id)
    {
        const QString source = m_dir->filePath(id);
        QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                                  "id: " + id.toUtf8() +
                                      "\nname: \"Desk\"\nversion: \"1.0.0\"\n"
                                      "author: \"Tester\"\ndescription: \"A desk\"\n"
                                      "tier: \"observer\"\ntransport: \"websocket\"\n"
                                      "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"));
        QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<p>desk"));
        QVERIFY(installTool(source));
    }

private Q_SLOTS:
    void cleanup() { tearDownWindow(); }

    void tabLeavesThePlayersTableForPause()
    {
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        m_window->resize(960, 620);
        m_window->showPage(MainWindow::Page::Match);
        m_window->activateWindow();
        icui::MatchPage *page = m_window->matchPage();
        QTableView *table = page->playersTable();
        m_game->advance(300);
        QTRY_VERIFY_WITH_TIMEOUT(
            table->model()->rowCount() == 4 && page->adminBox()->pauseButton()->isEnabled(), 10000);
        focusFirstRow(table);
        QTest::keyClick(table, Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget() != table);
        QCOMPARE(table->currentIndex().row(), 0); // no row was chosen on the way
        // The players, then what is done to them: the first Tab reaches Pause Match.
        const int presses = QApplication::focusWidget() == page->adminBox()->pauseButton()
                                ? 1
                                : tabsTo(page->adminBox()->pauseButton(), 12);
        QVERIFY2(presses > 0, "Tab never reached Pause Match");
        // The arrow keys still move inside the table.
        focusFirstRow(table);
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(table->currentIndex().row(), 1);
    }

    void tabLeavesTheToolsTable()
    {
        setUpWindow();
        writeTool(QStringLiteral("desk"));
        writeTool(QStringLiteral("board"));
        m_window->showPage(MainWindow::Page::Tools);
        m_window->activateWindow();
        icui::ToolsPage *page = m_window->toolsPage();
        page->refresh();
        QTableWidget *table = page->table();
        QTRY_COMPARE(table->rowCount(), 2);
        focusFirstRow(table);
        QTest::keyClick(table, Qt::Key_Tab);
        QWidget *next = QApplication::focusWidget();
        QVERIFY(next != table);
        QVERIFY2(page->isAncestorOf(next) || next == nullptr || qobject_cast<QPushButton *>(next),
                 next ? next->metaObject()->className() : "nothing");
        QCOMPARE(table->currentRow(), 0);
    }

    void noItemViewMovesOnTab()
    {
        setUpWindow();
        QStringList moving;
        for (const MainWindow::Page p :
             {MainWindow::Page::Match, MainWindow::Page::Tools, MainWindow::Page::Log,
              MainWindow::Page::Connections, MainWindow::Page::OtherGames,
              MainWindow::Page::Tournament}) {
            m_window->showPage(p);
            for (QAbstractItemView *view : m_window->findChild<QWidget *>(QStringLiteral("pages"))
                                               ->findChildren<QAbstractItemView *>()) {
                // The tool sessions box's table too (twenty-eighth newcomer: Tab walked its cells
                // with no focus shown).
                if (view->tabKeyNavigation())
                    moving << QString::fromLatin1(view->metaObject()->className()) +
                                  QStringLiteral(" ") + view->objectName() + QStringLiteral(" ") +
                                  view->accessibleName();
            }
        }
        moving.removeDuplicates();
        QVERIFY2(moving.isEmpty(), qPrintable(moving.join(QStringLiteral("\n"))));
    }

    void eventsGoAsTheBoxReads()
    {
        // The Match page's Events box: its five switches row by row, the search beside the
        // last, then the lines.
        setUpWindow();
        m_window->showPage(MainWindow::Page::Match);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        icui::MatchFeedBox *box = m_window->matchPage()->feedBox();
        QWidget *first = box->categorySwitch(QStringLiteral("combat"));
        first->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), first);
        QList<QWidget *> seen;
        for (int i = 0; i < 6; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            seen << QApplication::focusWidget();
        }
        const QList<QWidget *> reading{box->categorySwitch(QStringLiteral("economy")),
                                       box->categorySwitch(QStringLiteral("chat")),
                                       box->categorySwitch(QStringLiteral("match")),
                                       box->categorySwitch(QStringLiteral("admin")),
                                       box->search(),
                                       box->view()};
        QCOMPARE(seen, reading);
    }

    void toolSessionsGoAsTheBoxReads()
    {
        // Show the panel's previews (beside the box's title), the tools table, Kick Tool….
        setUpWindow();
        m_window->showPage(MainWindow::Page::Connections);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        auto *box = m_window->findChild<QWidget *>(QStringLiteral("toolSessionsBox"));
        QVERIFY(box);
        auto *previews = box->findChild<QWidget *>(QStringLiteral("showPreviewsBox"));
        auto *table = box->findChild<QTableView *>(QStringLiteral("toolSessionsTable"));
        QVERIFY(previews && table);
        previews->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), previews);
        QTest::keyClick(previews, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), table);
    }
};

QTEST_MAIN(TestTabLeavesViews)
#include "TestTabLeavesViews.moc"
