// The Status page's Overlays card (issue 26) on the real window with the panel's gateway and
// QtWebEngine's previews: a preview whose script throws is an error on its row, a preview's own
// session counts neither as live nor as a tool, an overlay not yet in OBS is offered its next
// step (its OBS URL copied from the card), one overlay live of two is good news while the other
// keeps its next step, and an overlay port another program holds is a Needs you item whose Try
// Again starts the host once the port is free.

#include "StatusPageFixture.h"
#include "TestFiles.h"
#include "UserAgentSocket.h"

#include "host/OverlayAudience.h"
#include "host/ToolHost.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/status/DotList.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/ToolsCard.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>
#include <QWebSocket>
#include <memory>

using icpanel::Panel;
using ictest::kObsAgent;
using ictest::openAs;
using icui::DotList;
using icui::MainWindow;
using icui::StatusCard;

class TestStatusOverlays : public StatusPageFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { setUpStatus(); }
    void cleanup() { tearDownStatus(); }

    void previewErrorShowsOnTheOverlaysCard();
    void previewSessionIsNotCounted();
    void overlaysCardOffersTheNextStep();
    void oneOverlayLiveIsGoodNews();
    void busyOverlayPortOffersTryAgain();
};

void TestStatusOverlays::previewErrorShowsOnTheOverlaysCard()
{
    const QString source = m_dir->filePath(QStringLiteral("broken"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: broken\nname: \"Broken Feed\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"Throws\"\ntier: \"observer\"\n"
                              "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                              "icrp: \">=1.0\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"),
                              "<!doctype html><script src=\"app.js\"></script>"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/app.js"),
                              "throw new Error('the overlay broke');\n"));
    QVERIFY(installTool(source));
    icui::OverlaysCard *overlays = page()->overlaysCard();
    const QString broken = QStringLiteral("Broken Feed");
    QTRY_COMPARE(rowOf(overlays->rows(), broken), QStringLiteral("Broken Feed: Not in OBS"));
    // The previews are made when the Overlays page is first shown; this one's script throws.
    m_window->showPage(MainWindow::Page::Overlays);
    m_window->showPage(MainWindow::Page::Status);
    QTRY_COMPARE_WITH_TIMEOUT(dotOf(overlays->rows(), broken), DotList::Dot::Error, 20000);
    QVERIFY2(
        rowOf(overlays->rows(), broken).startsWith(QLatin1String("Broken Feed: Preview error")),
        qPrintable(rowOf(overlays->rows(), broken)));
    // The preview's own words on hover.
    const int index = int(overlays->rows()->texts().indexOf(rowOf(overlays->rows(), broken)));
    QVERIFY(overlays->rows()->stateLabel(index)->toolTip().contains(QLatin1String("error")));
    QCOMPARE(overlays->tone(), StatusCard::Tone::Error);
    // The other overlay keeps its own word.
    QCOMPARE(rowOf(overlays->rows(), QStringLiteral("Score Desk")),
             QStringLiteral("Score Desk: Not in OBS"));
    saveShot(QStringLiteral("status-preview-error"));
}

void TestStatusOverlays::previewSessionIsNotCounted()
{
    // An overlay whose page connects to the gateway (the SDK reads the token from the URL).
    const QString source = m_dir->filePath(QStringLiteral("ticker"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: ticker\nname: \"Ticker\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"Connects\"\n"
                              "tier: \"observer\"\ntransport: \"websocket\"\n"
                              "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"),
                              "<!doctype html><script src=\"/sdk/ic-remote.js\"></script>"
                              "<script src=\"app.js\"></script>"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/app.js"),
                              "new IcRemote.IcClient({ name: 'Ticker' }).connect();\n"));
    QVERIFY(installTool(source));
    const auto previewSessions = [this] {
        int count = 0;
        for (const icrp::IcrpSessionInfo &session : m_panel->host()->sessions()) {
            if (session.identified && session.grant.toolId == QLatin1String("ticker") &&
                ichost::OverlayAudience::of(session) == ichost::OverlayAudience::Kind::Preview)
                ++count;
        }
        return count;
    };
    QCOMPARE(previewSessions(), 0);

    // The Overlays page's preview connects as the overlay, with its marked User-Agent.
    m_window->showPage(MainWindow::Page::Overlays);
    QTRY_VERIFY_WITH_TIMEOUT(previewSessions() == 1, 20000);
    m_window->showPage(MainWindow::Page::Status);
    page()->refresh();
    icui::OverlaysCard *overlays = page()->overlaysCard();
    QCOMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    QCOMPARE(rowOf(overlays->rows(), QStringLiteral("Ticker")),
             QStringLiteral("Ticker: Not in OBS"));
    QCOMPARE(page()->toolsCard()->bigLine()->text(), QStringLiteral("No tool connected"));

    // OBS loads the same overlay: counted, the preview still not.
    std::unique_ptr<QWebSocket> obs =
        openAs(m_panel->host()->port(), kObsAgent, QStringLiteral("ticker"),
               m_panel->host()->toolToken(QStringLiteral("ticker")));
    QVERIFY(obs);
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Ticker"));
    QCOMPARE(rowOf(overlays->rows(), QStringLiteral("Ticker")),
             QStringLiteral("Ticker: Live in OBS"));
    QCOMPARE(page()->toolsCard()->bigLine()->text(), QStringLiteral("Tools connected: 1"));
    QCOMPARE(page()->toolsCard()->rows()->texts(), QStringList{QStringLiteral("Ticker")});
}

void TestStatusOverlays::overlaysCardOffersTheNextStep()
{
    // Issue 26, fifth try: "Not in OBS" and nothing to do about it on the card.
    icui::OverlaysCard *overlays = page()->overlaysCard();
    QTRY_COMPARE(rowOf(overlays->rows(), QStringLiteral("Score Desk")),
                 QStringLiteral("Score Desk: Not in OBS"));
    QVERIFY(overlays->nextStep()->isVisible());
    QVERIFY2(overlays->nextStep()->text().contains(QLatin1String("add Score Desk to OBS")),
             qPrintable(overlays->nextStep()->text()));
    QVERIFY(overlays->copyButton()->isVisible());
    QApplication::clipboard()->clear();
    // The Overlays page's own copy (its previews made now: the page was never shown).
    overlays->copyButton()->click();
    QString expected;
    m_panel->toolUrl(QStringLiteral("desk"), [&expected](const ic::Result<QString> &url) {
        expected = url ? *url : QString();
    });
    QTRY_VERIFY(!expected.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(QApplication::clipboard()->text(), expected, 20000);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QLatin1String("Copied the OBS URL of Score Desk: ")),
             qPrintable(m_window->statusBar()->currentMessage()));
    auto *overlaysPage = m_window->findChild<icui::OverlaysPage *>();
    QVERIFY(overlaysPage->preview(QStringLiteral("desk"))->obsUrl()->isCountingDown());
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Status);
    saveShot(QStringLiteral("status-overlay-next"));
    // Live in OBS: nothing more to offer.
    std::unique_ptr<QWebSocket> obs =
        openAs(m_panel->host()->port(), kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    QTRY_COMPARE_WITH_TIMEOUT(rowOf(overlays->rows(), QStringLiteral("Score Desk")),
                              QStringLiteral("Score Desk: Live in OBS"), 10000);
    QVERIFY(overlays->copyButton()->isHidden());
    QVERIFY(overlays->nextStep()->isHidden());
}

void TestStatusOverlays::oneOverlayLiveIsGoodNews()
{
    // The fourteenth newcomer (s1-05): one overlay live of two, and the card said "Live in
    // OBS: 1 of 2" and "Next: add Kill Feed to OBS…" forever to a streamer who wants one.
    const QString source = m_dir->filePath(QStringLiteral("feed"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: feed\nname: \"Kill Feed\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"Kills\"\ntier: \"observer\"\n"
                              "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                              "icrp: \">=1.0\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<!doctype html><p>feed"));
    QVERIFY(installTool(source));
    icui::OverlaysCard *overlays = page()->overlaysCard();
    QTRY_COMPARE(overlays->rows()->texts().size(), 2);
    QCOMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    QVERIFY(overlays->nextStep()->isVisible());
    QVERIFY(overlays->copyButton()->isVisible());

    std::unique_ptr<QWebSocket> obs =
        openAs(m_panel->host()->port(), kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    // Good news, the live one named; the other keeps its next step (the seventeenth newcomer,
    // s1-04: Kill Feed "Not in OBS" with nothing to do about it once Live Stats was live).
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Score Desk"));
    QCOMPARE(overlays->tone(), StatusCard::Tone::Good);
    QVERIFY(overlays->smallLines()->isHidden());
    QCOMPARE(rowOf(overlays->rows(), QStringLiteral("Score Desk")),
             QStringLiteral("Score Desk: Live in OBS"));
    QCOMPARE(rowOf(overlays->rows(), QStringLiteral("Kill Feed")),
             QStringLiteral("Kill Feed: Not in OBS"));
    QCOMPARE(dotOf(overlays->rows(), QStringLiteral("Kill Feed")), DotList::Dot::Idle);
    QVERIFY(overlays->nextStep()->isVisible());
    QCOMPARE(overlays->nextStep()->text(),
             QStringLiteral("Next: add Kill Feed to OBS as a Browser source with its URL."));
    QVERIFY(overlays->copyButton()->isVisible());
    QCOMPARE(overlays->copyButton()->accessibleName(),
             QStringLiteral("Copy the URL of Kill Feed for OBS"));
    saveShot(QStringLiteral("status-one-overlay-live"));

    // Both live: both named.
    QTRY_VERIFY(!m_panel->host()->toolToken(QStringLiteral("feed")).isEmpty());
    std::unique_ptr<QWebSocket> feed =
        openAs(m_panel->host()->port(), kObsAgent, QStringLiteral("feed"),
               m_panel->host()->toolToken(QStringLiteral("feed")));
    QVERIFY(feed);
    QTRY_COMPARE(overlays->bigLine()->text(),
                 QStringLiteral("Live in OBS: ") +
                     QLocale().createSeparatedList(
                         {QStringLiteral("Score Desk"), QStringLiteral("Kill Feed")}));
    // All live: no next step.
    QVERIFY(overlays->nextStep()->isHidden());
    QVERIFY(overlays->copyButton()->isHidden());
    // None live again: the next step is offered again.
    obs->close();
    feed->close();
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Not live in OBS"));
    QVERIFY(overlays->nextStep()->isVisible());
    QVERIFY(overlays->copyButton()->isVisible());
}

void TestStatusOverlays::busyOverlayPortOffersTryAgain()
{
    // Issue 26, fifth try: another panel held the overlay port; only the Overlays card said
    // anything (amber), Needs you nothing, and nothing tried again.
    tearDownWindow();
    m_withHost = false;
    setUpWindow([this](Panel::Options &o) { o.toolsRoot = toolsRoot(); });
    QTcpServer other;
    QVERIFY(other.listen(QHostAddress::LocalHost, 0));
    const quint16 port = other.serverPort();
    QVERIFY(!m_panel->startHost(port));
    m_window->showPage(MainWindow::Page::Status);
    icui::NeedsYouCard *needs = page()->needsYouCard();
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    QPushButton *retry = needs->itemButtons().constFirst();
    QCOMPARE(retry->property("item").toString(), QStringLiteral("host"));
    QCOMPARE(retry->text(), QStringLiteral("Try Again"));
    QVERIFY2(retry->accessibleName().contains(QString::number(port)) &&
                 retry->accessibleName().contains(QLatin1String("quit it, then try again")),
             qPrintable(retry->accessibleName()));
    QCOMPARE(needs->tone(), StatusCard::Tone::Warning);
    QTRY_VERIFY(retry->isVisible());
    saveShot(QStringLiteral("status-host-busy"));
    // Still taken: it says so, and the item stays.
    retry->click();
    QVERIFY(!m_panel->host());
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QLatin1String("The overlay host still cannot start")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    // The other panel quits: Try Again starts the host on the same port.
    other.close();
    needs->itemButtons().constFirst()->click();
    QVERIFY(m_panel->host());
    QCOMPARE(m_panel->host()->port(), port);
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("The overlay host is running on port %1.").arg(port));
    QTRY_VERIFY(needs->itemButtons().isEmpty());
    QTRY_VERIFY(page()->overlaysCard()->bigLine()->text() !=
                QLatin1String("The overlay host is off"));
}

QTEST_MAIN(TestStatusOverlays)
#include "TestStatusOverlays.moc"
