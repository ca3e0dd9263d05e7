// "Show on stream" in the Overlays page's preview (issue 29): the QtWebEngine preview of Live
// Stats, served by the panel's overlay host through its gateway, shows the replay's figures
// under a REPLAY badge after Panel::showReplayOnStream (its clock; every team's army, a replay
// being seen in full), and the live game's again, badge gone, after endReplayOnStream (the live
// clock; only the observer's own team's armies). The page's DOM is read with runJavaScript.

#include "WindowFixture.h"

#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewPage.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QWebEnginePage>
#include <optional>

using icui::OverlayPreview;

namespace {
// The previews share their OpenGL contexts: set before the QApplication exists.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);

const QString kClock = QStringLiteral("document.getElementById('clock').textContent");
const QString kBadge = QStringLiteral("String(!document.getElementById('replay').hidden)");
const QString kArmies =
    QStringLiteral("[...document.querySelectorAll('#players tbody tr td:nth-child(2)')]"
                   ".filter(td => /^\\d[\\d,]*$/.test(td.textContent)).length");
} // namespace

class TestReplayOnStreamPreview : public WindowFixture
{
    Q_OBJECT

    /// Ends the match (60 game seconds, stepped) so the game keeps its replay; its id.
    QString finishedReplay()
    {
        QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
        m_game->advance(60 * icmock::MockGame::kDefaultTickRate + 5);
        if (saved.isEmpty() && !saved.wait(10000))
            return {};
        return saved.at(0).at(0).toString();
    }

    OverlayPreview *showPreview(const QString &toolId)
    {
        m_window->showPage(icui::MainWindow::Page::Overlays);
        OverlayPreview *preview = nullptr;
        if (!QTest::qWaitFor([&] { return (preview = m_window->overlaysPage()->preview(toolId)); },
                             5000))
            return nullptr;
        return preview;
    }

    /// Runs `script` in the preview's page; its result as text.
    static QString evaluate(OverlayPreview *preview, const QString &script)
    {
        std::optional<QString> result;
        preview->page()->runJavaScript(script,
                                       [&result](const QVariant &v) { result = v.toString(); });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 5000))
            return QStringLiteral("(no answer)");
        return *result;
    }

private Q_SLOTS:
    void init()
    {
        Q_UNUSED(kShareContexts);
        m_withHost = true;
        m_matchSeconds = 60; // ended by advance(), long before the clock gets there
        setUpWindow();
        QVERIFY(installTool(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats")));
    }
    void cleanup() { tearDownWindow(); }

    void thePreviewShowsTheReplayThenTheLiveGame()
    {
        // The live match played to its end (1:00): the preview shows its clock and the figures an
        // observer sees (its own team's armies; the other team is in the fog of war).
        const QString replayId = finishedReplay();
        QVERIFY(!replayId.isEmpty());
        OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
        QVERIFY(preview);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kClock), QStringLiteral("1:00"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kArmies), QStringLiteral("2"), 10000);
        QCOMPARE(evaluate(preview, kBadge), QStringLiteral("false"));

        // The replay, standing at tick 100 (00:06): its clock and figures under the badge (a past
        // match: every team's army).
        QSignalSpy changed(m_panel.get(), &icpanel::Panel::replayOnStreamChanged);
        m_panel->showReplayOnStream(replayId, 100, 1.0, true);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kBadge), QStringLiteral("true"), 10000);
        QCOMPARE(m_panel->replayOnStream(), replayId);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kClock), QStringLiteral("0:06"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kArmies), QStringLiteral("4"), 10000);
        QCOMPARE(evaluate(preview, QStringLiteral("window.liveStats.client.replay.replay_id")),
                 replayId);

        // Back to live: the badge goes, the live match's clock and the observer's view are back.
        m_panel->endReplayOnStream();
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kBadge), QStringLiteral("false"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kClock), QStringLiteral("1:00"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, kArmies), QStringLiteral("2"), 10000);
        QVERIFY(m_panel->replayOnStream().isEmpty());
        QVERIFY(!changed.isEmpty());
        QCOMPARE(changed.last().at(0).toBool(), false);
    }
};

QTEST_MAIN(TestReplayOnStreamPreview)
#include "TestReplayOnStreamPreview.moc"
