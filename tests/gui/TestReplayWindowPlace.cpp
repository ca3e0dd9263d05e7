// The twenty-second newcomer (18-replay.png) expected the replay window "centred on the main
// window, or remembering where it was last". The first time it still opens beside the main window
// (it covers little of it); where the user then moves and resizes it is kept in the panel's
// settings, and the next replay window opens there, as long as a screen still shows that place.
// A place on no screen falls back to the first placement.

#include "TestShots.h"
#include "WindowFixture.h"

#include "history/ReplayDeck.h"
#include "panel/PanelSettings.h"
#include "ui/history/HistoryPage.h"
#include "ui/replay/ReplayWindow.h"

#include <QScreen>
#include <QTest>
#include <QTimer>
#include <QWindow>
#include <memory>

class TestReplayWindowPlace : public WindowFixture
{
    Q_OBJECT

    QTimer m_pump; // the game's clock after the end: each tick renews the request budget
    QString m_replayId;

private Q_SLOTS:
    void init()
    {
        m_matchSeconds = 30;
        setUpWindow();
    }
    void cleanup()
    {
        m_pump.stop();
        m_pump.disconnect();
        tearDownWindow();
    }

    void whereTheUserPutItIsWhereTheNextOneOpens()
    {
        icui::ReplayWindow *replay = openEndedMatchReplay(m_pump, &m_replayId);
        QVERIFY(replay);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        const QRect first = replay->geometry();
        QVERIFY(!m_panel->settings()->replayWindowGeometry().isValid()); // the panel placed it

        // Moved and resized by the user: through the window system, as a window manager does.
        const QRect avail = replay->screen()->availableGeometry();
        const QRect chosen(avail.left() + 60, avail.top() + 50,
                           qMax(replay->minimumSizeHint().width(), first.width() - 100),
                           qMax(replay->minimumSizeHint().height(), first.height() - 40));
        QVERIFY(chosen != first);
        replay->windowHandle()->setGeometry(chosen);
        QTRY_COMPARE(replay->geometry(), chosen);
        QTRY_COMPARE(m_panel->settings()->replayWindowGeometry(), chosen);
        QTest::keyClick(replay, Qt::Key_Escape);
        QTRY_VERIFY(!replay->isVisible());

        // The next replay window (the panel started again, say) opens where this one was.
        auto next = std::make_unique<icui::ReplayWindow>(*m_panel, m_window->historyPage());
        next->openReplay(m_replayId);
        next->show();
        QVERIFY(QTest::qWaitForWindowExposed(next.get()));
        QTRY_COMPARE(next->geometry(), chosen);
        ictest::saveShot(next.get(), QStringLiteral("replay-place-remembered"));
        next.reset();
        // The page's own window, opened again, is there too.
        m_window->historyPage()->openReplay(m_replayId);
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QTRY_COMPARE(replay->geometry(), chosen);
    }

    void aPlaceOnNoScreenFallsBackToTheFirstPlacement()
    {
        // Where the panel puts it the first time, beside this main window.
        const QRect first = firstPlacement();
        QVERIFY(first.isValid());
        // A place on a screen that has gone since (far right of this one).
        const QRect avail = m_window->screen()->availableGeometry();
        m_panel->settings()->setReplayWindowGeometry(
            QRect(avail.right() + 2000, avail.top() + 100, 900, 600));
        auto replay = std::make_unique<icui::ReplayWindow>(*m_panel, m_window->historyPage());
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay.get()));
        QTRY_COMPARE(replay->geometry(), first);
        QVERIFY(avail.contains(replay->frameGeometry()));
    }

private:
    /// The geometry of a replay window shown with no place kept (then forgotten again).
    QRect firstPlacement()
    {
        m_panel->settings()->setReplayWindowGeometry(QRect());
        auto probe = std::make_unique<icui::ReplayWindow>(*m_panel, m_window->historyPage());
        probe->show();
        if (!QTest::qWaitForWindowExposed(probe.get()))
            return {};
        return probe->geometry();
    }
};

QTEST_MAIN(TestReplayWindowPlace)
#include "TestReplayWindowPlace.moc"
