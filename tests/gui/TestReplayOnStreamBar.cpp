// "Show on stream" in the window: while the overlays see a replay, the Status and Overlays pages
// say so in a bar with Back to Live; one click brings the live game back and the bar goes. A
// replay the game does not keep is said in the bar as an error.

#include "WindowFixture.h"

#include "host/ToolHost.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/ReplayOnStreamBar.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/StatusPage.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using icui::ReplayOnStreamBar;

class TestReplayOnStreamBar : public WindowFixture
{
    Q_OBJECT

    ReplayOnStreamBar *barOf(QWidget *page) const
    {
        return page->findChild<ReplayOnStreamBar *>(QStringLiteral("replayOnStreamBar"));
    }

    /// The visible buttons on `page` that read "Back to Live".
    static QList<QPushButton *> backToLiveButtons(QWidget *page)
    {
        QList<QPushButton *> found;
        for (QPushButton *button : page->findChildren<QPushButton *>()) {
            if (button->isVisible() &&
                button->text().remove(QLatin1Char('&')) == QLatin1String("Back to Live"))
                found << button;
        }
        return found;
    }

    /// Ends the match (60 game seconds, stepped) so the game keeps its replay; its id.
    QString finishedReplay()
    {
        QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
        m_game->advance(60 * icmock::MockGame::kDefaultTickRate + 5);
        if (saved.isEmpty() && !saved.wait(10000))
            return {};
        return saved.at(0).at(0).toString();
    }

private Q_SLOTS:
    void init()
    {
        m_withHost = true;
        m_matchSeconds = 60; // ended by advance(), long before the clock gets there
        setUpWindow();
    }
    void cleanup() { tearDownWindow(); }

    void backToLiveEndsTheReplayInOneClick()
    {
        const QString replayId = finishedReplay();
        QVERIFY(!replayId.isEmpty());
        m_window->showPage(icui::MainWindow::Page::Overlays);
        ReplayOnStreamBar *bar = barOf(m_window->overlaysPage());
        QVERIFY(bar);
        QVERIFY(!bar->hasMessage());

        QSignalSpy changed(m_panel.get(), &icpanel::Panel::replayOnStreamChanged);
        m_panel->showReplayOnStream(replayId, 100, 1.0, true);
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible() && bar->hasMessage(), 10000);
        QCOMPARE(m_panel->replayOnStream(), replayId);
        QVERIFY2(bar->toolTip().contains(replayId), qPrintable(bar->toolTip())); // text: the map
        QCOMPARE(bar->kind(), icui::MessageBar::Kind::Warning);
        QPushButton *back = bar->actionButton();
        QVERIFY(back && back->isVisible() && back->isEnabled());
        QCOMPARE(back->text().remove(QLatin1Char('&')), QStringLiteral("Back to Live"));

        QTest::mouseClick(back, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 5000);
        QCOMPARE(changed.last().at(0).toBool(), false);
        QTRY_VERIFY(!bar->hasMessage());
    }

    void statusPageSaysBackToLiveOnce()
    {
        // Eighteenth newcomer (s5-21): the Status page said "Back to Live" twice, in Needs you
        // and in a bar at its bottom. Needs you says it; the page has no bar of its own.
        const QString replayId = finishedReplay();
        QVERIFY(!replayId.isEmpty());
        m_window->showPage(icui::MainWindow::Page::Status);
        QWidget *status = m_window->statusPage();
        QCOMPARE(backToLiveButtons(status).size(), 0);

        m_panel->showReplayOnStream(replayId, 100, 1.0, true);
        QTRY_COMPARE_WITH_TIMEOUT(backToLiveButtons(status).size(), 1, 10000);
        QVERIFY(barOf(status) == nullptr);
        QPushButton *back = backToLiveButtons(status).constFirst();
        QVERIFY(m_window->statusPage()->needsYouCard()->isAncestorOf(back));
        // Still one, once everything has had its turn to say it.
        QCoreApplication::processEvents();
        QCOMPARE(backToLiveButtons(status).size(), 1);
        // It ends the replay.
        QTest::mouseClick(back, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 5000);
        QTRY_COMPARE(backToLiveButtons(status).size(), 0);
    }

    void aReplayThatCannotBeShownIsSaid()
    {
        m_window->showPage(icui::MainWindow::Page::Overlays);
        ReplayOnStreamBar *bar = barOf(m_window->overlaysPage());
        QVERIFY(bar);
        m_panel->showReplayOnStream(QStringLiteral("no-such-replay"), 0, 1.0, false);
        QTRY_VERIFY_WITH_TIMEOUT(bar->hasMessage(), 10000);
        QCOMPARE(bar->kind(), icui::MessageBar::Kind::Error);
        QVERIFY2(bar->text().contains(QLatin1String("no-such-replay")), qPrintable(bar->text()));
        QVERIFY(m_panel->replayOnStream().isEmpty());
    }
};

QTEST_MAIN(TestReplayOnStreamBar)
#include "TestReplayOnStreamBar.moc"
