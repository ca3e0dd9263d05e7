// The replay window's Show on Stream in the real window with a running host: the overlays are
// asked to show the window's replay (Panel::replayOnStream() names it, the button is checked and
// Back to Live shows), play and pause keep it, and Back to Live brings the live game back and
// unchecks the button; closing the window while on stream does the same, and the main window's
// status bar says so.

#include "TestShots.h"
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
#include <QStatusBar>
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

    /// Plays the match to its end and opens its replay in the replay window.
    icui::ReplayWindow *openTheReplay(QString *replayId)
    {
        return openEndedMatchReplay(m_pump, replayId);
    }

    void showOnStreamFollowsTheWindowUntilBackToLive()
    {
        QString replayId;
        icui::ReplayWindow *replay = openTheReplay(&replayId);
        QVERIFY(replay);
        QPushButton *stream = replay->streamButton();
        QVERIFY(stream->isEnabled());
        QVERIFY(!stream->isChecked());
        QVERIFY(!replay->backToLiveButton()->isVisibleTo(replay));

        stream->click();
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->replayOnStream(), replayId, 10000);
        QTRY_VERIFY(stream->isChecked());
        QVERIFY(replay->backToLiveButton()->isVisibleTo(replay));
        // The seventeenth newcomer (s5-07): Show on Stream stayed pressable while on stream.
        QCOMPARE(stream->text(), QStringLiteral("On Stream"));
        QVERIFY(!stream->isEnabled());
        ictest::saveShot(replay, QStringLiteral("replay-on-stream-button"));

        replay->controls()->playButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(replay->deck()->tick() > 0, 10000);
        replay->controls()->playButton()->click();
        QCOMPARE(m_panel->replayOnStream(), replayId); // following, not ended

        replay->backToLiveButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        QTRY_VERIFY(!stream->isChecked());
        QVERIFY(!replay->backToLiveButton()->isVisibleTo(replay));
        QVERIFY(stream->isEnabled());
        QCOMPARE(stream->text(), QStringLiteral("Show on &Stream"));
    }

    void closingTheWindowOnStreamBringsTheLiveGameBack()
    {
        // The twelfth newcomer closed the replay window while its replay was on stream: the
        // overlays kept showing the replay's frame, and nothing said so.
        QString replayId;
        icui::ReplayWindow *replay = openTheReplay(&replayId);
        QVERIFY(replay);
        const QString said = QStringLiteral("The overlays show the live game again.");
        const QList<QKeySequence> keys{QKeySequence(Qt::Key_Escape),
                                       QKeySequence(QKeySequence::Close), QKeySequence()};
        for (const QKeySequence &key : keys) {
            replay->show();
            replay->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(replay));
            m_window->statusBar()->clearMessage();
            replay->streamButton()->click();
            QTRY_COMPARE_WITH_TIMEOUT(m_panel->replayOnStream(), replayId, 10000);
            if (key.isEmpty())
                replay->close(); // its close button
            else
                QTest::keySequence(replay, key);
            QTRY_VERIFY(!replay->isVisible());
            QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
            QCOMPARE(m_window->statusBar()->currentMessage(), said);
        }
        ictest::saveShot(m_window.get(), QStringLiteral("replay-closed-live-again"));
        // Closed while not on stream: nothing to say.
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        m_window->statusBar()->clearMessage();
        replay->close();
        QVERIFY(m_panel->replayOnStream().isEmpty());
        QVERIFY(m_window->statusBar()->currentMessage().isEmpty());
    }
};

QTEST_MAIN(TestReplayViewStream)
#include "TestReplayViewStream.moc"
