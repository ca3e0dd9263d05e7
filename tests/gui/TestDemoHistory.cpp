// The demo as a newcomer first sees it (issue 26): the History page's newest match is one the
// demo's game really played before its live match, so Open Replay is there to press; the
// matches the history invents around it have no replay.

#include "ResultCheck.h"
#include "TestShots.h"
#include "ui/MainWindow.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"

#include "panel/Panel.h"
#include "panel/PanelSettings.h"
#include "panel/demo/MockDemoGame.h"

#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using icpanel::Panel;

class TestDemoHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theNewestMatchOpensItsReplay_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void theNewestMatchOpensItsReplay()
    {
        QFETCH(bool, dark);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Panel::Options po;
        po.settingsFile = dir.filePath(QStringLiteral("panel.ini"));
        po.toolsRoot = dir.filePath(QStringLiteral("tools"));
        po.demoGame = icpanel::MockDemoGame::factory();
        Panel panel(po);
        if (dark)
            panel.settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Dark);
        IC_VERIFY_OK(panel.startDemo());
        icui::MainWindow window(panel);
        window.resize(960, 620);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 15000);

        window.showPage(icui::MainWindow::Page::History);
        icui::HistoryMatchesTab *history = window.historyPage()->matchesTab();
        QTRY_VERIFY_WITH_TIMEOUT(history->table()->model()->rowCount() > 1, 15000);
        QPushButton *open = history->summary()->openReplayButton();
        history->table()->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(open->isVisible() && open->isEnabled(), 15000);
        ictest::saveShot(&window, dark ? QStringLiteral("demo-history-dark")
                                       : QStringLiteral("demo-history"));

        // An invented match has no replay: the button says so by being unavailable.
        history->table()->selectRow(1);
        QTRY_VERIFY_WITH_TIMEOUT(!open->isEnabled() || !open->isVisible(), 15000);
    }
};

QTEST_MAIN(TestDemoHistory)
#include "TestDemoHistory.moc"
