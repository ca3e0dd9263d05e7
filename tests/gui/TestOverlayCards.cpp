// The Overlays page's cards as the sixteenth newcomer saw them (s6-00), with the real QtWebEngine
// under Xvfb over a real panel and simulated game: cards side by side (Live Stats 480 × 270 beside
// Kill Feed 400 × 300) keep their buttons and URL fields on one line; the Kill Feed preview, which
// draws nothing before the first kill, says so over its preview while the page itself stays
// transparent (what OBS shows); and a burst of calls the gateway refuses reaches the Status
// page's Needs you while the tool's session is open.

#include "ExampleOverlays.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/ErrorCode.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewConsole.h"
#include "ui/overlays/PreviewPage.h"
#include "ui/overlays/UrlDragLabel.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/StatusPage.h"

#include "tools/PackageWriter.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <memory>
#include <optional>

using icui::OverlayPreview;

namespace {
// QtWebEngine with widgets shares OpenGL contexts; set before the application exists.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);
} // namespace

class TestOverlayCards : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup() { tearDownWindow(); }

    void cardsInARowLineUpTheirButtons();
    void emptyKillFeedSaysNothingIsOnScreenYet();
    void realKillHidesTheCaptionAtOnce();
    void refusedBurstReachesNeedsYou();

private:
    /// Installs the example overlays and shows their page at 1600 × 1000 (side by side).
    void showExamples();
    OverlayPreview *preview(const QString &id) const
    {
        return m_window->overlaysPage()->preview(id);
    }
    /// Runs `script` in the preview's page; its result as text.
    static QString evaluate(OverlayPreview *preview, const QString &script);
    /// Where `widget` is on the Overlays page.
    QPoint onPage(const QWidget *widget) const
    {
        return widget->mapTo(m_window->overlaysPage(), QPoint(0, 0));
    }
};

void TestOverlayCards::init()
{
    Q_UNUSED(kShareContexts);
    m_withHost = true;
    setUpWindow(
        [this](icpanel::Panel::Options &options) { ictest::packExampleOverlays(*m_dir, options); });
}

void TestOverlayCards::showExamples()
{
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added && added->size() == 2);
    m_window->resize(1600, 1000);
    QTRY_COMPARE(m_window->size(), QSize(1600, 1000));
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QTRY_VERIFY(preview(QStringLiteral("live-stats")) && preview(QStringLiteral("kill-feed")));
    for (OverlayPreview *card : m_window->overlaysPage()->previews())
        QTRY_VERIFY_WITH_TIMEOUT(card->stateLabel()->isHidden(), 20000); // loaded, no problem
}

QString TestOverlayCards::evaluate(OverlayPreview *preview, const QString &script)
{
    std::optional<QString> result;
    preview->page()->runJavaScript(script, [&result](const QVariant &v) { result = v.toString(); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 5000))
        return QStringLiteral("(no answer)");
    return *result;
}

// s6-00: Live Stats' Drag to OBS at y 450, Kill Feed's at 476 — the row read as untidy.
void TestOverlayCards::cardsInARowLineUpTheirButtons()
{
    showExamples();
    OverlayPreview *stats = preview(QStringLiteral("live-stats"));
    OverlayPreview *feed = preview(QStringLiteral("kill-feed"));
    QTRY_COMPARE(onPage(stats).y(), onPage(feed).y()); // one row
    // At 1600 × 1000 they grow into the page (nc22, TestOverlaysRoom), keeping their aspect.
    QCOMPARE(stats->shownSize(), QSize(480, 270) * stats->scale());
    QCOMPARE(feed->shownSize(), QSize(400, 300) * feed->scale());
    QTRY_COMPARE(onPage(stats->dragHandle()).y(), onPage(feed->dragHandle()).y());
    QCOMPARE(onPage(stats->copyButton()).y(), onPage(feed->copyButton()).y());
    QCOMPARE(onPage(stats->reloadButton()).y(), onPage(feed->reloadButton()).y());
    // The shorter preview sits at the top of its place, centred in its card.
    QCOMPARE(onPage(stats->checkerboard()).y(), onPage(feed->checkerboard()).y());
    const int middle = onPage(stats).x() + stats->width() / 2;
    const int previewMiddle = onPage(stats->checkerboard()).x() + stats->shownSize().width() / 2;
    QVERIFY2(qAbs(middle - previewMiddle) <= 2, qPrintable(QString::number(previewMiddle)));
    ictest::saveShot(m_window->overlaysPage(), QStringLiteral("overlay-cards-aligned"));
}

// s6-00: the Kill Feed preview was an empty checkerboard; nothing told a working overlay from a
// broken one. The card says so in the panel; OBS still gets a transparent page.
void TestOverlayCards::emptyKillFeedSaysNothingIsOnScreenYet()
{
    showExamples();
    OverlayPreview *feed = preview(QStringLiteral("kill-feed"));
    OverlayPreview *stats = preview(QStringLiteral("live-stats"));
    QTRY_VERIFY_WITH_TIMEOUT(feed->idleCaption()->isVisible(), 20000);
    QCOMPARE(feed->idleCaption()->text(),
             QStringLiteral("Nothing on screen yet: Kill Feed draws only once there is something "
                            "to show. It works; until then OBS shows the game through it."));
    // Over the preview, in the panel: the page itself paints nothing.
    QVERIFY(feed->checkerboard()->geometry().contains(
        feed->idleCaption()->geometry().translated(feed->checkerboard()->pos())));
    QCOMPARE(evaluate(feed, QStringLiteral("document.getElementById('feed').children.length")),
             QStringLiteral("0"));
    QCOMPARE(evaluate(feed, QStringLiteral("getComputedStyle(document.body).backgroundColor")),
             QStringLiteral("rgba(0, 0, 0, 0)"));
    // Live Stats draws its players: no caption there.
    QVERIFY(!stats->idleCaption()->isVisible());
    ictest::saveShot(m_window->overlaysPage(), QStringLiteral("overlay-cards-idle-caption"));
    // The first kill (through the page, as one would come): the caption goes.
    evaluate(feed, QStringLiteral("const li = document.createElement('li'); li.textContent = "
                                  "'Volkov destroyed Tanya\\'s Light Tank'; "
                                  "document.getElementById('feed').append(li); 'ok'"));
    QTRY_VERIFY_WITH_TIMEOUT(!feed->idleCaption()->isVisible(), 5000);
}

// s1-10 (seventeenth newcomer): a real kill line (fading in) showed under "Nothing on screen yet"
// (the caption waited for the once-a-second check). The simulated game fights until the feed has
// a line; the caption goes with it, without that check coming round, and stays gone.
void TestOverlayCards::realKillHidesTheCaptionAtOnce()
{
    showExamples();
    OverlayPreview *feed = preview(QStringLiteral("kill-feed"));
    QTRY_VERIFY_WITH_TIMEOUT(feed->idleCaption()->isVisible(), 20000);
    // The periodic check rests: only the page's own change may take the caption away.
    auto *idleCheck = feed->findChild<QTimer *>(QStringLiteral("idleCheck"));
    QVERIFY(idleCheck);
    idleCheck->stop();
    const QString lines = QStringLiteral("document.querySelectorAll('#feed li').length");
    // A kill arrives: the game fights a few seconds at a time until the feed has a line.
    for (int i = 0; i < 60 && evaluate(feed, lines) == QLatin1String("0"); ++i) {
        m_game->advance(15);
        QVERIFY(roundTrip());
    }
    QVERIFY2(evaluate(feed, lines) != QLatin1String("0"), "the game made no kill");
    QTRY_VERIFY_WITH_TIMEOUT(!feed->idleCaption()->isVisible(), 1000);
    QVERIFY(evaluate(feed, lines) != QLatin1String("0")); // the line still shows
    ictest::saveShot(m_window->overlaysPage(), QStringLiteral("overlay-cards-real-kill"));
    // And it stays gone while the line fades in and settles: two more checks come round.
    idleCheck->start();
    QSignalSpy checks(idleCheck, &QTimer::timeout);
    QTRY_VERIFY_WITH_TIMEOUT(checks.size() >= 2, 5000);
    QVERIFY(!feed->idleCaption()->isVisible());
    // A new match empties the feed: the caption is back at once, the check resting again.
    idleCheck->stop();
    evaluate(feed, QStringLiteral("document.getElementById('feed').replaceChildren(); 'ok'"));
    QTRY_VERIFY_WITH_TIMEOUT(feed->idleCaption()->isVisible(), 1000);
    // The preview's watcher says nothing in the page's console.
    QVERIFY2(!feed->console()->toPlainText().contains(QLatin1String("ic-preview")),
             qPrintable(feed->console()->toPlainText()));
}

// The sixteenth newcomer drove an overlay from Chromium under a virtual time budget (bursts of
// calls) and saw nothing under Needs you. A burst over the real gateway is listed while the
// tool's session is open.
void TestOverlayCards::refusedBurstReachesNeedsYou()
{
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added && added->size() == 2);
    const QString id = QStringLiteral("live-stats");
    QTRY_VERIFY(!m_panel->host()->toolToken(id).isEmpty());
    m_window->showPage(icui::MainWindow::Page::Status);
    icui::NeedsYouCard *needs = m_window->statusPage()->needsYouCard();
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = id;
    options.password = m_panel->host()->toolToken(id);
    options.autoReconnect = false;
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    QVERIFY(connected.wait(5000));
    int answered = 0;
    int rateLimited = 0;
    const int burst = 200;
    for (int i = 0; i < burst; ++i)
        client->call(QStringLiteral("ic/state.query"),
                     QJsonObject{{QStringLiteral("fields"), QJsonArray{QStringLiteral("players")}}},
                     [&](const icrp::IcrpResult &r) {
                         ++answered;
                         rateLimited += !r.ok && r.code == int(icrp::ErrorCode::RateLimited);
                     });
    QTRY_COMPARE_WITH_TIMEOUT(answered, burst, 20000);
    QVERIFY2(rateLimited > 0, "the burst was not rate limited");
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    QCOMPARE(needs->itemButtons().constFirst()->property("item").toString(),
             QStringLiteral("refused:") + id);
    ictest::saveShot(m_window->statusPage(), QStringLiteral("overlay-cards-burst-needs-you"));
}

QTEST_MAIN(TestOverlayCards)
#include "TestOverlayCards.moc"
