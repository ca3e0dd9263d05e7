// The replay window after Back to Live (issue 26, the tenth newcomer): the bar saying the
// overlays show this replay goes — a short success message says the live game is back — and
// Show on Stream is off again, whether Back to Live was clicked in the replay window or the live
// game came back from elsewhere (the main window's bar, ic-tool replay live: both end through
// Panel::endReplayOnStream()).

#include "WindowFixture.h"

#include "TestShots.h"

#include "history/ReplayDeck.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/MainWindow.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryPage.h"
#include "ui/replay/ReplayWindow.h"

#include <QAction>
#include <QCursor>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using icui::MessageBar;

class TestReplayWindowLive : public WindowFixture
{
    Q_OBJECT

    QTimer m_pump; // the game's clock after the end: each tick renews the request budget

    /// Ends the match, opens its replay in the replay window and shows it on stream.
    icui::ReplayWindow *replayOnStream()
    {
        QString replayId;
        icui::ReplayWindow *replay = openEndedMatchReplay(m_pump, &replayId);
        if (!replay)
            return nullptr;
        replay->streamButton()->click();
        if (!QTest::qWaitFor(
                [this, replay, replayId] {
                    return m_panel->replayOnStream() == replayId &&
                           replay->streamButton()->isChecked() &&
                           replay->messageBar()->kind() == MessageBar::Kind::Positive;
                },
                10000))
            return nullptr;
        return replay;
    }

    static void verifyLiveAgain(icui::ReplayWindow *replay)
    {
        MessageBar *bar = replay->messageBar();
        QTRY_VERIFY(!replay->streamButton()->isChecked());
        QVERIFY(replay->streamButton()->isEnabled());
        QVERIFY(!replay->backToLiveButton()->isVisibleTo(replay));
        QVERIFY2(!bar->hasMessage() ||
                     !bar->text().startsWith(QLatin1String("The overlays show this replay")),
                 qPrintable(bar->text()));
        QVERIFY(bar->hasMessage());
        QCOMPARE(bar->kind(), MessageBar::Kind::Positive); // a success, that goes by itself
        QCOMPARE(bar->text(), QStringLiteral("The overlays show the live game again."));
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
        MessageBar::setDefaultAutoHideMs(0, 0);
        tearDownWindow();
    }

    void backToLiveInTheReplayWindow()
    {
        icui::ReplayWindow *replay = replayOnStream();
        QVERIFY(replay);
        QVERIFY(replay->messageBar()->text().startsWith(
            QLatin1String("The overlays show this replay.")));
        QVERIFY(replay->backToLiveButton()->isVisibleTo(replay));
        replay->backToLiveButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        verifyLiveAgain(replay);
        ictest::saveShot(replay, QStringLiteral("replay-back-to-live"));
    }

    void backToLiveFromElsewhere()
    {
        icui::ReplayWindow *replay = replayOnStream();
        QVERIFY(replay);
        m_panel->endReplayOnStream(); // what the main window's bar and ic-tool replay live do
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        verifyLiveAgain(replay);
    }

    void theLiveAgainMessageGoesByItself()
    {
        MessageBar::setDefaultAutoHideMs(300, 300); // KeePassXC's 8 s, shortened
        icui::ReplayWindow *replay = replayOnStream();
        QVERIFY(replay);
        // The pointer on the replay's page: the message stays readable while it may aim there
        // (MessageBar), and goes once the pointer is off the window.
        QCursor::setPos(replay->mapToGlobal(QPoint(replay->width() / 2, replay->height() - 10)));
        replay->backToLiveButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(replay->messageBar()->hideDeferred(), 5000);
        QVERIFY(replay->messageBar()->hasMessage());
        QCursor::setPos(replay->frameGeometry().bottomRight() + QPoint(30, 30));
        QTRY_VERIFY_WITH_TIMEOUT(!replay->messageBar()->hasMessage(), 5000);
        QVERIFY(!replay->streamButton()->isChecked());
    }

    void ctrlQQuitsFromTheReplayWindowToo()
    {
        // Twenty-third newcomer: Ctrl+Q did nothing while the replay window had the focus.
        icui::ReplayWindow *replay = openEndedMatchReplay(m_pump);
        QVERIFY(replay);
        auto *quit = m_window->findChild<QAction *>(QStringLiteral("actionQuit"));
        QVERIFY(quit);
        QVERIFY(replay->actions().contains(quit));
        QObject::disconnect(quit, &QAction::triggered, qApp, nullptr); // the test goes on
        QSignalSpy quitting(quit, &QAction::triggered);
        replay->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(replay));
        QTest::keyClick(replay, Qt::Key_Q, Qt::ControlModifier);
        QCOMPARE(quitting.count(), 1);
    }
};

QTEST_MAIN(TestReplayWindowLive)
#include "TestReplayWindowLive.moc"
