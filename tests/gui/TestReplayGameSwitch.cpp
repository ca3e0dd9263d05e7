// The replay window after another game is chosen (the fourteenth newcomer, s1-72): the replay
// came from the game before, and its controls would ask the new game for it. Its title names the
// game it came from; not on stream, it closes and the main window's status bar says why; on
// stream it stays open (closing would end the stream), its title naming its game.

#include "WindowFixture.h"

#include "history/ReplayDeck.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/MainWindow.h"
#include "ui/history/HistoryPage.h"
#include "ui/replay/ReplayWindow.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

class TestReplayGameSwitch : public WindowFixture
{
    Q_OBJECT

    QTimer m_pump; // the game's clock after the end: each tick renews the request budget

    /// Ends the match and opens its replay in the replay window.
    icui::ReplayWindow *openReplay()
    {
        QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
        m_game->advance(30 * icmock::MockGame::kDefaultTickRate + 5);
        if (saved.isEmpty() && !saved.wait(10000))
            return nullptr;
        connect(&m_pump, &QTimer::timeout, this, [this] { m_game->advance(1); });
        m_pump.start(5);
        m_window->showPage(icui::MainWindow::Page::History);
        m_window->historyPage()->openReplay(saved.at(0).at(0).toString());
        icui::ReplayWindow *replay = m_window->historyPage()->replayWindow();
        if (!replay || !QTest::qWaitFor([replay] { return replay->deck()->isLoaded(); }, 10000))
            return nullptr;
        return replay;
    }

private Q_SLOTS:
    void init()
    {
        m_withHost = true;
        m_matchSeconds = 30;
        setUpWindow();
    }

    void cleanup()
    {
        m_pump.stop();
        m_pump.disconnect();
        tearDownWindow();
    }

    void switchingGamesClosesAReplayNotOnStream()
    {
        const QString game = m_panel->currentProfile().name;
        icui::ReplayWindow *replay = openReplay();
        QVERIFY(replay);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QVERIFY2(replay->windowTitle().contains(QStringLiteral(" from %1 ").arg(game)),
                 qPrintable(replay->windowTitle()));
        QVERIFY(connectWhereNothingAnswers(QStringLiteral("Other Game"), QStringLiteral("pw-1x"),
                                           false) != 0);
        QTRY_COMPARE(m_panel->currentProfile().name, QStringLiteral("Other Game"));
        QTRY_VERIFY(!replay->isVisible());
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(game) && said.contains(QLatin1String("Other Game")),
                 qPrintable(said));
    }

    void aReplayOnStreamStaysOpenNamingItsGame()
    {
        const QString game = m_panel->currentProfile().name;
        icui::ReplayWindow *replay = openReplay();
        QVERIFY(replay);
        QTRY_VERIFY_WITH_TIMEOUT(!replay->deck()->isBusy(), 10000);
        replay->streamButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream() == replay->deck()->replayId(), 10000);
        QVERIFY(connectWhereNothingAnswers(QStringLiteral("Other Game"), QStringLiteral("pw-2x"),
                                           false) != 0);
        QTRY_COMPARE(m_panel->currentProfile().name, QStringLiteral("Other Game"));
        // The window answers the switch as it comes (one signal): still on stream, it is open.
        QCOMPARE(m_panel->replayOnStream(), replay->deck()->replayId());
        QVERIFY(replay->isVisible());
        QVERIFY2(replay->windowTitle().contains(QStringLiteral(" from %1 ").arg(game)),
                 qPrintable(replay->windowTitle()));
    }
};

QTEST_MAIN(TestReplayGameSwitch)
#include "TestReplayGameSwitch.moc"
