// The replay window's Show on Stream in the real window with a running host: the overlays are
// asked to show the window's replay (Panel::replayOnStream() names it, the button is checked and
// Back to Live shows), play and pause keep it, and Back to Live brings the live game back and
// unchecks the button.

#include "WindowFixture.h"

#include "history/ReplayDeck.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/MainWindow.h"
#include "ui/history/HistoryPage.h"
#include "ui/replay/ReplayControls.h"
#include "ui/replay/ReplayWindow.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

class TestReplayViewStream : public WindowFixture
{
    Q_OBJECT

    QTimer m_pump; // the game's clock after the end: each tick renews the request budget

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
        tearDownWindow();
    }

    void showOnStreamFollowsTheWindowUntilBackToLive()
    {
        QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
        m_game->advance(30 * icmock::MockGame::kDefaultTickRate + 5);
        QVERIFY(!saved.isEmpty() || saved.wait(10000));
        const QString replayId = saved.at(0).at(0).toString();
        connect(&m_pump, &QTimer::timeout, this, [this] { m_game->advance(1); });
        m_pump.start(5);

        m_window->showPage(icui::MainWindow::Page::History);
        m_window->historyPage()->openReplay(replayId);
        icui::ReplayWindow *replay = m_window->historyPage()->replayWindow();
        QVERIFY(replay);
        QTRY_VERIFY_WITH_TIMEOUT(replay->deck()->isLoaded() && !replay->deck()->isBusy(), 10000);
        QPushButton *stream = replay->streamButton();
        QVERIFY(stream->isEnabled());
        QVERIFY(!stream->isChecked());
        QVERIFY(!replay->backToLiveButton()->isVisibleTo(replay));

        stream->click();
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->replayOnStream(), replayId, 10000);
        QTRY_VERIFY(stream->isChecked());
        QVERIFY(replay->backToLiveButton()->isVisibleTo(replay));

        replay->controls()->playButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(replay->deck()->tick() > 0, 10000);
        replay->controls()->playButton()->click();
        QCOMPARE(m_panel->replayOnStream(), replayId); // following, not ended

        replay->backToLiveButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        QTRY_VERIFY(!stream->isChecked());
        QVERIFY(!replay->backToLiveButton()->isVisibleTo(replay));
    }
};

QTEST_MAIN(TestReplayViewStream)
#include "TestReplayViewStream.moc"
