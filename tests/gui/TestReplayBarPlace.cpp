// The replay window's bar and stream buttons (issue 26, the nineteenth newcomer): Show on
// Stream's answer pushed the whole window down by the bar's height, and back up when it went;
// after Show on Stream the focus landed on the Chart combo; Alt+S was the speed, not Show on
// Stream. Now the bar's place is kept from the start (a quiet hint fills it while no message is
// shown), so the header, table, chart and controls never move; after Show on Stream (a click or
// Alt+S) the focus is on Back to Live, after Back to Live on Show on Stream; Alt+S is Show on
// Stream, Alt+E the speed, and no two of the window's Alt letters are the same.

#include "AltLetterClashes.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "history/ReplayDeck.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/MainWindow.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryPage.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/MatchView.h"
#include "ui/match/PlayersTable.h"
#include "ui/match/ScoreboardStrip.h"
#include "ui/replay/ReplayChartBox.h"
#include "ui/replay/ReplayControls.h"
#include "ui/replay/ReplayWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QLabel>
#include <QMultiMap>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QWindow>

using icui::MessageBar;

class TestReplayBarPlace : public WindowFixture
{
    Q_OBJECT

    QTimer m_pump; // the game's clock after the end: each tick renews the request budget
    QString m_replayId;

    /// Ends the match and opens its replay in the replay window, shown and active.
    icui::ReplayWindow *openTheReplay()
    {
        icui::ReplayWindow *replay = openEndedMatchReplay(m_pump, &m_replayId);
        if (!replay)
            return nullptr;
        replay->activateWindow();
        if (!QTest::qWaitForWindowActive(replay))
            return nullptr;
        return replay;
    }

    /// Where the parts of the window that must hold still are, in the window's coordinates:
    /// the table, the charts, the feed and the controls; the header's row only in height (Back
    /// to Live comes and goes beside the header, and Show on Stream reads "On Stream").
    static QList<QRect> placesOf(icui::ReplayWindow *replay)
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const auto at = [replay](QWidget *w) {
            return QRect(w->mapTo(replay, QPoint()), w->size());
        };
        QList<QRect> places;
        for (QWidget *w :
             {static_cast<QWidget *>(replay->players()), static_cast<QWidget *>(replay->chartBox()),
              static_cast<QWidget *>(replay->feedBox()),
              static_cast<QWidget *>(replay->controls())})
            places << at(w);
        for (QWidget *w : {static_cast<QWidget *>(replay->header()),
                           static_cast<QWidget *>(replay->streamButton())})
            places << QRect(0, at(w).top(), 1, w->height());
        return places;
    }

    /// The Alt letters the replay window shows twice ("letter: text / text").
    static QStringList clashes(QWidget *window) { return AltLetterClashes::in(window); }

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
        MessageBar::setDefaultAutoHideMs(8000, 20000);
        tearDownWindow();
    }

    void focusGoesBetweenShowOnStreamAndBackToLive()
    {
        icui::ReplayWindow *replay = openTheReplay();
        QVERIFY(replay);
        QPushButton *stream = replay->streamButton();
        QPushButton *live = replay->backToLiveButton();

        // Alt+S: Show on Stream (the newcomer's first guess; it was the speed).
        const QPoint pressedAt = stream->mapTo(replay, stream->rect().center());
        QTest::keyClick(replay, Qt::Key_S, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->replayOnStream(), m_replayId, 10000);
        QTRY_VERIFY(live->isVisible());
        // Back to Live came in beside it, not under the place Show on Stream was pressed.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QVERIFY(QRect(stream->mapTo(replay, QPoint()), stream->size()).contains(pressedAt));
        QVERIFY(!QRect(live->mapTo(replay, QPoint()), live->size()).contains(pressedAt));
        QTRY_COMPARE(QApplication::focusWidget(), live);
        QVERIFY(!stream->isEnabled());
        // Alt+L: Back to Live; the focus on Show on Stream, ready to show it again.
        QTest::keyClick(replay, Qt::Key_L, Qt::AltModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        QTRY_VERIFY(!live->isVisible());
        QCOMPARE(QApplication::focusWidget(), stream);
        QVERIFY(stream->isEnabled());

        // The same with the pointer.
        QTest::mouseClick(stream, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->replayOnStream(), m_replayId, 10000);
        QTRY_COMPARE(QApplication::focusWidget(), live);
        QTest::mouseClick(live, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 10000);
        QTRY_VERIFY(!live->isVisible());
        QCOMPARE(QApplication::focusWidget(), stream);

        // Back to Live from elsewhere (the main window, ic-tool) leaves the focus where it is.
        QWidget *speed = replay->controls()->speedBox();
        QTest::keyClick(replay, Qt::Key_S, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), live, 10000);
        speed->setFocus(Qt::OtherFocusReason);
        m_panel->endReplayOnStream();
        QTRY_VERIFY_WITH_TIMEOUT(!live->isVisible(), 10000);
        QCOMPARE(QApplication::focusWidget(), speed);
    }

    void replayIsAWindowOfItsOwn()
    {
        icui::ReplayWindow *replay = openTheReplay();
        QVERIFY(replay);
        // Not a transient of the main window: a window manager keeps a transient above its
        // parent, so a click on the main window raised the replay over it (twentieth newcomer,
        // Back to Live on the Status page "did nothing the first time").
        QVERIFY(!replay->parentWidget());
        QVERIFY(replay->windowHandle() && !replay->windowHandle()->transientParent());
        // It goes with the main window.
        QApplication::setQuitOnLastWindowClosed(false);
        m_window->close();
        QApplication::setQuitOnLastWindowClosed(true);
        QTRY_VERIFY(!replay->isVisible());
    }

    void everyAltLetterIsUnique()
    {
        icui::ReplayWindow *replay = openTheReplay();
        QVERIFY(replay);
        QCOMPARE(QKeySequence::mnemonic(replay->streamButton()->text()),
                 QKeySequence(Qt::ALT | Qt::Key_S));
        QStringList clashing = clashes(replay);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
        // Alt+E: the speed.
        QTest::keyClick(replay, Qt::Key_E, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), replay->controls()->speedBox());
        // With Back to Live shown too.
        replay->streamButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(replay->backToLiveButton()->isVisible(), 10000);
        clashing = clashes(replay);
        QVERIFY2(clashing.isEmpty(), qPrintable(clashing.join(QLatin1Char('\n'))));
    }

    void nothingMovesWhenTheBarComesOrGoes()
    {
        icui::ReplayWindow *replay = openTheReplay();
        QVERIFY(replay);
        MessageBar *bar = replay->messageBar();
        QLabel *hint = replay->barHint();
        // The scoreboard filled in (the replay's first figures): what moves for that is not
        // the bar's doing.
        QTRY_VERIFY_WITH_TIMEOUT(replay->view()->scoreboard()->teamCount() >= 2, 10000);
        // Its team cards, made while it was shown, show once it is shown again (they came with
        // Show on Stream's answer here, as ScoreboardStrip hides while it has no figures).
        replay->hide();
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QTRY_VERIFY(replay->findChild<QFrame *>(QStringLiteral("teamCard"))->isVisible());
        // The pointer off the window: the bar goes as soon as its time is up.
        QCursor::setPos(replay->frameGeometry().bottomRight() + QPoint(30, 30));
        QVERIFY(!bar->isVisible());
        QVERIFY(hint->isVisible()); // never an empty band
        QCOMPARE(hint->text(), QStringLiteral("Show on Stream puts this replay on the overlays "
                                              "in OBS."));
        const QList<QRect> before = placesOf(replay);
        const int hintTop = hint->mapTo(replay, QPoint(0, 0)).y();
        ictest::saveShot(replay, QStringLiteral("replay-bar-place-hint"));

        // Show on Stream: "Asking…", then "The overlays show this replay…".
        replay->streamButton()->click();
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(!hint->isVisible());
        QCOMPARE(bar->mapTo(replay, QPoint(0, 0)).y(), hintTop);
        QCOMPARE(placesOf(replay), before);
        QTRY_VERIFY_WITH_TIMEOUT(bar->text().startsWith(QLatin1String("The overlays show this")),
                                 10000);
        QVERIFY(bar->isVisible());
        ictest::saveShot(replay, QStringLiteral("replay-bar-place-on-stream"));
        QCOMPARE(placesOf(replay), before);
        // Closed with its ×: the hint says what is on stream, in the same place.
        QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
        QTRY_VERIFY(!bar->isVisible());
        QVERIFY(hint->isVisible());
        QVERIFY2(hint->text().startsWith(QLatin1String("The overlays show this replay")),
                 qPrintable(hint->text()));
        QCOMPARE(placesOf(replay), before);

        ictest::saveShot(replay, QStringLiteral("replay-bar-place-hint-on-stream"));

        // Back to Live's answer, gone by itself.
        MessageBar::setDefaultAutoHideMs(300, 300); // KeePassXC's 8 s, shortened
        QCursor::setPos(replay->frameGeometry().bottomRight() + QPoint(30, 30));
        replay->backToLiveButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 10000);
        QCOMPARE(bar->text(), QStringLiteral("The overlays show the live game again."));
        QCOMPARE(placesOf(replay), before);
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 5000);
        QVERIFY(hint->isVisible());
        QCOMPARE(placesOf(replay), before);

        // Next Fight answers in the control row; a warning stays until closed with its ×.
        replay->controls()->nextFightButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!replay->controls()->fightNote()->text().isEmpty(), 10000);
        QCOMPARE(placesOf(replay), before);
        bar->showMessage(MessageBar::Kind::Warning,
                         QStringLiteral("Events from 0:05 to 0:20 are not all shown."));
        QVERIFY(bar->isVisible());
        QCOMPARE(placesOf(replay), before);
        QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
        QTRY_VERIFY(!bar->isVisible());
        QVERIFY(hint->isVisible());
        QCOMPARE(placesOf(replay), before);
    }

    void theHintFollowsTheBarWhileTheWindowIsClosed()
    {
        icui::ReplayWindow *replay = openTheReplay();
        QVERIFY(replay);
        MessageBar *bar = replay->messageBar();
        bar->showMessage(MessageBar::Kind::Warning, QStringLiteral("A warning."));
        QVERIFY(!replay->barHint()->isVisible());
        replay->close();
        QTRY_VERIFY(!replay->isVisible());
        bar->hideMessage();
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QVERIFY(!bar->isVisible());
        QVERIFY(replay->barHint()->isVisible());
        bar->showMessage(MessageBar::Kind::Warning, QStringLiteral("Another warning."));
        replay->close();
        QTRY_VERIFY(!replay->isVisible());
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        QVERIFY(bar->isVisible());
        QVERIFY(!replay->barHint()->isVisible());
    }
};

QTEST_MAIN(TestReplayBarPlace)
#include "TestReplayBarPlace.moc"
