// The eighteenth newcomer ran a mistyped query on History ▸ Query, then chose another game: the
// SQL error ("near "SELEC": syntax error") stayed above "Connect to a game" (s5-09). The old
// game's error, rows and schema go when another game is chosen; on the real window over a real
// Panel and a simulated game.

#include "WindowFixture.h"

#include "history/QueryResultModel.h"
#include "ui/MainWindow.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryPage.h"
#include "ui/history/HistoryQueryTab.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QtTest>

using icui::MainWindow;

class TestHistoryQueryGameSwitch : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUpWindow(); }
    void cleanup() { tearDownWindow(); }
    void theOldGamesQueryErrorGoesWithIt();

private:
    /// Chooses `name` in the Game box with the keyboard, as a user would.
    void chooseGame(const QString &name)
    {
        QComboBox *switcher = m_window->profileSwitcher();
        QTRY_VERIFY(switcher->findText(name) >= 0);
        switcher->setFocus();
        QTest::keyClick(switcher, Qt::Key_Down);
        QTRY_VERIFY(switcher->view()->isVisible());
        switcher->view()->setCurrentIndex(switcher->model()->index(switcher->findText(name), 0));
        QTest::keyClick(switcher->view(), Qt::Key_Return);
        QTRY_COMPARE(m_panel->currentProfile().name, name);
    }
};

void TestHistoryQueryGameSwitch::theOldGamesQueryErrorGoesWithIt()
{
    m_window->showPage(MainWindow::Page::History);
    icui::HistoryPage *page = m_window->historyPage();
    icui::HistoryQueryTab *query = page->queryTab();
    page->tabs()->setCurrentWidget(query);
    QTRY_VERIFY_WITH_TIMEOUT(query->isAllowed(), 10000);
    icui::MessageBar *bar = page->messageBar(query);
    QVERIFY(bar);

    // A good query first: its rows are the first game's.
    query->sqlBox()->setPlainText(QStringLiteral("SELECT 1 AS one"));
    QTest::mouseClick(query->runButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(query->resultsModel()->rowCount() == 1, 10000);
    QVERIFY(query->exportButton()->isEnabled());

    // A mistyped one: the game's syntax error in the bar.
    query->sqlBox()->setPlainText(QStringLiteral("SELEC map FROM matches"));
    QTest::mouseClick(query->runButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(bar->hasMessage(), 10000);
    QCOMPARE(bar->kind(), icui::MessageBar::Kind::Error);
    QVERIFY2(bar->text().contains(QStringLiteral("syntax error")), qPrintable(bar->text()));

    // Another game: its cause is gone, and so is the bar; nothing of the old game is shown.
    QVERIFY(saveProfileWhereNothingAnswers(QStringLiteral("Nowhere")) != 0);
    chooseGame(QStringLiteral("Nowhere"));
    QTRY_VERIFY(!bar->hasMessage());
    QVERIFY(!bar->isVisible());
    QVERIFY(!query->isAllowed());
    QVERIFY(query->notice()->isVisible());
    QCOMPARE(query->resultsModel()->rowCount(), 0);
    QVERIFY(!query->exportButton()->isEnabled());
    QVERIFY(query->resultLabel()->text().isEmpty());
    QCOMPARE(query->schemaTree()->topLevelItemCount(), 0);
    // What was typed stays, to run on the next game.
    QCOMPARE(query->sqlBox()->toPlainText(), QStringLiteral("SELEC map FROM matches"));
}

QTEST_MAIN(TestHistoryQueryGameSwitch)
#include "TestHistoryQueryGameSwitch.moc"
