// The Overlays page with the real QtWebEngine under Xvfb: the live-stats overlay, installed in a
// panel connected to a real game, previews the URL OBS would load — its page, read with
// runJavaScript, shows the game's players, which reached it through the panel's gateway — drawn
// over a checkerboard; hidden, the page is frozen, shown again it moves on; Copy URL for OBS puts
// the token URL on the clipboard and takes it off again, with a countdown on the card and Copy
// Again; Show URL reveals the token until the page is left; Renew Token asks, then the old URL is
// dead and the preview shows the new one; Open in Browser hands the URL on; a page that throws
// says so in its console. The demo installs the example overlays in a folder of its own; with no
// overlay the page offers Install Overlay… and Add the Example Overlays; previews are drawn as
// large as the page allows; keyboard focus shows a ring.

#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/common/ExternalLink.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/SecretClipboard.h"
#include "ui/overlays/AudienceBadge.h"
#include "ui/overlays/Checkerboard.h"
#include "ui/overlays/FocusRing.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewConsole.h"
#include "ui/overlays/PreviewPage.h"
#include "ui/overlays/UrlDragLabel.h"
#include "ui/status/DotList.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/StatusPage.h"

#include "TestFiles.h"
#include "UserAgentSocket.h"
#include "host/ToolHost.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTranslator>
#include <QWebEngineView>
#include <QWebSocket>

using icui::OverlayPreview;

namespace {
// QtWebEngine with widgets shares OpenGL contexts; set before the application exists.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);
} // namespace

class TestOverlaysPage : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup() { tearDownWindow(); }

    void previewShowsTheMatchThroughTheGateway();
    void hiddenPreviewIsFrozenAndComesBack();
    void copiedUrlLeavesTheClipboardAgain();
    void renewedTokenKillsTheOldUrl();
    void renewingTakesTheCopiedOldUrlOffTheClipboard();
    void openInBrowserAndDragCarryTheUrl();
    void pageThatThrowsSaysSo();
    void floodedConsoleKeepsShortLines();
    void countdownSaysWhenTheClipboardIsCleared();
    void copyAgainPutsTheUrlBack();
    void whatBecameOfTheCopyGoesAfterAWhile();
    void showUrlRevealsItUntilThePageIsLeft();
    void demoInstallsTheExamplesInItsOwnFolder();
    void emptyStateOffersInstallAndTheExamples();
    void previewIsFullSizeWhenItFits();
    void reloadSaysHowItWent();
    void keyboardFocusShowsARing();
    void previewWaitsForItsTokenInAnyLanguage();
    void cardSaysWhereTheOverlayIsLive();
    void previewsSitSideBySideWhereTheyFit();
    void cardsUseTheWidth();
    void statusCardAddsTheExamples();

private:
    /// The example overlays packed from the source folders (the panel's own are in the build).
    QStringList examplePackages();
    /// Shows the page at the window's size and saves what it looks like.
    void saveShot(const QString &name);
    OverlayPreview *showPreview(const QString &toolId);
    /// Installs a 300 × 100 overlay `id` whose page runs `script` (app.js).
    bool installScriptedOverlay(const QString &id, const QByteArray &script,
                                QSize size = QSize(300, 100));
    /// Runs `script` in the preview's page and returns its result as text.
    QString evaluate(OverlayPreview *preview, const QString &script);
};

void TestOverlaysPage::init()
{
    Q_UNUSED(kShareContexts);
    m_withHost = true;
    const QByteArray test = QTest::currentTestFunction();
    const bool demo = test == "demoInstallsTheExamplesInItsOwnFolder";
    setUpWindow([this, demo](icpanel::Panel::Options &options) {
        options.exampleOverlays = examplePackages();
        options.demo = demo;
        options.demoToolsRoot = m_dir->filePath(QStringLiteral("demo-tools"));
    });
    const bool empty = test == "emptyStateOffersInstallAndTheExamples" ||
                       test == "previewsSitSideBySideWhereTheyFit" || test == "cardsUseTheWidth" ||
                       test == "statusCardAddsTheExamples";
    if (!demo && !empty)
        QVERIFY(installTool(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats")));
}

QStringList TestOverlaysPage::examplePackages()
{
    QStringList packages;
    for (const QString &id : {QStringLiteral("live-stats"), QStringLiteral("kill-feed")}) {
        const QString package =
            m_dir->filePath(QStringLiteral("examples/") + id + QStringLiteral(".icpkg"));
        QDir().mkpath(QFileInfo(package).path());
        if (const auto written = ictools::PackageWriter::write(
                QStringLiteral(IC_SOURCE_DIR "/overlays/") + id, package);
            !written)
            qWarning() << written.error().message;
        packages << package;
    }
    return packages;
}

void TestOverlaysPage::saveShot(const QString &name)
{
    // Once laid out and the pages have loaded (or said why not).
    for (OverlayPreview *preview : m_window->overlaysPage()->previews())
        QTRY_VERIFY_WITH_TIMEOUT(preview->stateLabel()->text() != QStringLiteral("Loading…"),
                                 20000);
    ictest::saveShot(m_window->overlaysPage(), QStringLiteral("overlays-") + name);
}

OverlayPreview *TestOverlaysPage::showPreview(const QString &toolId)
{
    m_window->showPage(icui::MainWindow::Page::Overlays);
    OverlayPreview *preview = nullptr;
    if (!QTest::qWaitFor([&] { return (preview = m_window->overlaysPage()->preview(toolId)); },
                         5000))
        return nullptr;
    return preview;
}

bool TestOverlaysPage::installScriptedOverlay(const QString &id, const QByteArray &script,
                                              QSize size)
{
    const QString source = m_dir->filePath(id);
    return ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                             "id: " + id.toUtf8() +
                                 "\nname: \"Scripted\"\nversion: \"1.0.0\"\n"
                                 "author: \"Tester\"\ndescription: \"Runs a script\"\n"
                                 "tier: \"observer\"\ntransport: \"websocket\"\n"
                                 "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                                 "overlay:\n  width: " +
                                 QByteArray::number(size.width()) +
                                 "\n  height: " + QByteArray::number(size.height()) + "\n") &&
           ictest::writeFile(source + QStringLiteral("/index.html"),
                             "<!doctype html><script src=\"app.js\"></script>") &&
           ictest::writeFile(source + QStringLiteral("/app.js"), script) && installTool(source);
}

QString TestOverlaysPage::evaluate(OverlayPreview *preview, const QString &script)
{
    std::optional<QString> result;
    preview->page()->runJavaScript(script, [&result](const QVariant &v) { result = v.toString(); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 5000))
        return QStringLiteral("(no answer)");
    return *result;
}

void TestOverlaysPage::previewShowsTheMatchThroughTheGateway()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QCOMPARE(preview->overlaySize(), QSize(480, 270)); // its manifest's overlay size
    QVERIFY(preview->url().isEmpty() ||
            preview->url().fragment().startsWith(QLatin1String("token=")));
    // The game's four players, as the gateway passed them on.
    const QString names = QStringLiteral(
        "[...document.querySelectorAll('#players td.name')].map(e => e.textContent).sort().join()");
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, names),
                              QStringLiteral("CommanderZod,Tanya,Volkov,alice"), 20000);
    QCOMPARE(preview->url().host(), QStringLiteral("live-stats.localhost"));
    QCOMPARE(preview->url().port(), int(m_panel->host()->port()));
    QVERIFY(preview->url().fragment().startsWith(QLatin1String("token=")));
    // Drawn over the checkerboard: its rounded corners let the squares through, its panel does
    // not.
    const auto drawnOverTheCheckerboard = [preview] {
        const QImage shot = preview->checkerboard()->grab().toImage();
        const auto squares = icui::Checkerboard::colours(preview->palette());
        const auto isSquare = [&squares](const QColor &c) {
            return c == squares.first || c == squares.second;
        };
        return isSquare(shot.pixelColor(1, 1)) &&
               !isSquare(shot.pixelColor(shot.width() / 2, shot.height() / 3));
    };
    QTRY_VERIFY_WITH_TIMEOUT(drawnOverTheCheckerboard(), 10000);
}

void TestOverlaysPage::hiddenPreviewIsFrozenAndComesBack()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY_WITH_TIMEOUT(evaluate(preview, QStringLiteral("document.getElementById('clock')"
                                                              ".textContent")) !=
                                 QLatin1String("--:--"),
                             20000);
    m_window->showPage(icui::MainWindow::Page::Status);
    QTRY_VERIFY(preview->isFrozen());
    QCOMPARE(preview->page()->lifecycleState(), QWebEnginePage::LifecycleState::Frozen);
    // Nothing is polled while it rests: its "nothing on screen yet" check stops with it.
    auto *idleCheck = preview->findChild<QTimer *>(QStringLiteral("idleCheck"));
    QVERIFY(idleCheck);
    QVERIFY(!idleCheck->isActive());
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QTRY_VERIFY(!preview->isFrozen());
    QVERIFY(idleCheck->isActive());
    // Awake again, it moves on with the match.
    const QString clock = QStringLiteral("document.getElementById('clock').textContent");
    const QString before = evaluate(preview, clock);
    QTRY_VERIFY_WITH_TIMEOUT(evaluate(preview, clock) != before, 20000);
}

void TestOverlaysPage::copiedUrlLeavesTheClipboardAgain()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    icui::ObsUrlBox::setClearMs(300);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    preview->copyButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), preview->url().toString());
    QVERIFY(QApplication::clipboard()->text().contains(QLatin1String("#token=")));
    QVERIFY(expired.wait(5000));
    QVERIFY(QApplication::clipboard()->text().isEmpty());
    icui::ObsUrlBox::setClearMs(60'000);
}

void TestOverlaysPage::renewedTokenKillsTheOldUrl()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    const QUrl old = preview->url();
    // Something only the page loaded with the old token knows: gone once the page is loaded
    // again (a URL that differs only in its #fragment is no reason for Chromium to load it).
    QTRY_COMPARE(evaluate(preview, QStringLiteral("window.oldPage = 'yes'")),
                 QStringLiteral("yes"));
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    preview->renewButton()->click();
    QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("OBS")));
    // The tool by its name, as its card shows it, not by its id.
    QCOMPARE(icui::MessageBox::lastTitle(),
             QStringLiteral("Renew the token of Live Stats Overlay?"));
    QTRY_VERIFY(preview->url().isValid() && preview->url() != old);
    QTRY_VERIFY(m_window->statusBar()->currentMessage().startsWith(
        QLatin1String("New token for Live Stats Overlay:")));
    QCOMPARE(m_panel->host()->toolToken(QStringLiteral("live-stats")),
             preview->url().fragment().mid(int(qstrlen("token="))));
    // The preview loaded the page again, and it shows the match with the new token.
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, QStringLiteral("typeof window.oldPage")),
                              QStringLiteral("undefined"), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(
        evaluate(preview, QStringLiteral("document.querySelectorAll('#players td.name').length")),
        QStringLiteral("4"), 20000);
}

void TestOverlaysPage::renewingTakesTheCopiedOldUrlOffTheClipboard()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    const QUrl old = preview->url();
    icui::ObsUrlBox *box = preview->obsUrl();
    icui::ObsUrlBox::setClearMs(1500);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    box->copyButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), old.toString());
    QVERIFY(box->isCountingDown());
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    preview->renewButton()->click();
    QTRY_VERIFY(preview->url().isValid() && preview->url() != old);
    // The old URL, which no longer works, leaves the clipboard at once; the new one is not put
    // there unasked, and the copy's countdown ends without a word of its own later.
    QTRY_VERIFY(QApplication::clipboard()->text().isEmpty());
    QVERIFY(!box->isCountingDown());
    QVERIFY2(box->clipboardLabel()->text().startsWith(QLatin1String("Token renewed")),
             qPrintable(box->clipboardLabel()->text()));
    QCOMPARE(icui::SecretClipboard::remainingMs(), -1);
    QVERIFY(!expired.wait(2500));
    QVERIFY(box->clipboardLabel()->text().startsWith(QLatin1String("Token renewed")));
    icui::ObsUrlBox::setClearMs(60'000);
}

void TestOverlaysPage::openInBrowserAndDragCarryTheUrl()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    icui::ExternalLink::setRecordOnly(true);
    preview->openButton()->click();
    QCOMPARE(icui::ExternalLink::lastUrl(), preview->url());
    icui::ExternalLink::setRecordOnly(false);
    std::unique_ptr<QMimeData> dragged(preview->dragHandle()->dragData());
    QVERIFY(dragged);
    QCOMPARE(dragged->urls(), QList<QUrl>{preview->url()});
}

void TestOverlaysPage::pageThatThrowsSaysSo()
{
    QVERIFY(installScriptedOverlay(QStringLiteral("broken-overlay"),
                                   "throw new Error('the overlay broke');\n"));
    OverlayPreview *preview = showPreview(QStringLiteral("broken-overlay"));
    QVERIFY(preview);
    QCOMPARE(preview->overlaySize(), QSize(300, 100));
    QTRY_VERIFY_WITH_TIMEOUT(
        preview->console()->toPlainText().contains(QLatin1String("the overlay broke")), 20000);
    QVERIFY(preview->console()->toPlainText().contains(QLatin1String("app.js:1")));
    QTRY_VERIFY(preview->stateLabel()->text().contains(QLatin1String("error")));
}

void TestOverlaysPage::floodedConsoleKeepsShortLines()
{
    // A page that says a great deal in long lines: the console shows each cut and keeps the
    // newest lines only (how many it leaves out unshown depends on how fast they come).
    QVERIFY(installScriptedOverlay(QStringLiteral("chatty-overlay"),
                                   "const line = 'x'.repeat(65536);\n"
                                   "for (let i = 0; i < 2000; ++i) console.log(i + ' ' + line);\n"
                                   "console.log('the flood is over');\n"));
    OverlayPreview *preview = showPreview(QStringLiteral("chatty-overlay"));
    QVERIFY(preview);
    QTRY_VERIFY_WITH_TIMEOUT(
        preview->console()->toPlainText().contains(QLatin1String("the flood is over")), 30000);
    const QStringList lines = preview->console()->toPlainText().split(QLatin1Char('\n'));
    QVERIFY(lines.size() <= icui::PreviewConsole::kMaxLines);
    for (const QString &line : lines)
        QVERIFY2(line.size() < icui::PreviewConsole::kMaxLineChars + 200,
                 qPrintable(line.left(80)));
    QVERIFY(preview->console()->toPlainText().contains(QLatin1String("more character")));
}

void TestOverlaysPage::countdownSaysWhenTheClipboardIsCleared()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    icui::ObsUrlBox *box = preview->obsUrl();
    // Drag to OBS comes first: it does not go through the clipboard at all.
    QVERIFY(box->dragHandle()->x() < box->copyButton()->x());
    icui::ObsUrlBox::setClearMs(2500);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    const int width = box->copyButton()->width();
    const int cardWidth = preview->width();
    box->copyButton()->click();
    QCOMPARE(box->copyButton()->text(), QStringLiteral("Copied"));
    QCOMPARE(QApplication::clipboard()->text(), preview->url().toString());
    QVERIFY(box->clipboardLabel()->isVisible());
    QCOMPARE(box->clipboardLabel()->text(), QStringLiteral("Clipboard clears in 3 s"));
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(
        QLatin1String("Copied the OBS URL of Live Stats Overlay")));
    saveShot(QStringLiteral("countdown"));
    // "Copied" moves nothing.
    QTest::qWait(0);
    QCOMPARE(box->copyButton()->width(), width);
    QCOMPARE(preview->width(), cardWidth);
    QTRY_COMPARE(box->clipboardLabel()->text(), QStringLiteral("Clipboard clears in 2 s"));
    QTRY_COMPARE(box->clipboardLabel()->text(), QStringLiteral("Clipboard clears in 1 s"));
    QVERIFY(expired.wait(5000));
    QCOMPARE(expired.first().first().toBool(), true);
    QVERIFY(QApplication::clipboard()->text().isEmpty());
    QVERIFY(box->clipboardLabel()->text().startsWith(QLatin1String("Clipboard cleared")));
    QVERIFY(box->copyAgainButton()->isVisible());
    QVERIFY(!box->isCountingDown());
    icui::ObsUrlBox::setClearMs(60'000);
}

void TestOverlaysPage::copyAgainPutsTheUrlBack()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    icui::ObsUrlBox *box = preview->obsUrl();
    QVERIFY(!box->copyAgainButton()->isVisible()); // nothing to copy again yet
    icui::ObsUrlBox::setClearMs(300);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    box->copyButton()->click();
    QVERIFY(expired.wait(5000));
    QVERIFY(QApplication::clipboard()->text().isEmpty());
    icui::ObsUrlBox::setClearMs(60'000);
    QTest::mouseClick(box->copyAgainButton(), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), preview->url().toString());
    QVERIFY(box->isCountingDown());
    QCOMPARE(box->clipboardLabel()->text(), QStringLiteral("Clipboard clears in 60 s"));
    // Something else copied meanwhile: the card says the URL is gone and stops counting.
    QApplication::clipboard()->setText(QStringLiteral("something else"));
    QTRY_VERIFY(!box->isCountingDown());
    QVERIFY(box->clipboardLabel()->text().contains(QLatin1String("Something else was copied")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("something else"));
}

void TestOverlaysPage::whatBecameOfTheCopyGoesAfterAWhile()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    icui::ObsUrlBox *box = preview->obsUrl();
    const auto idle = [box] {
        return box->clipboardLabel()->text().startsWith(QLatin1String("Drag it into OBS"));
    };
    QVERIFY(idle());
    icui::ObsUrlBox::setClearMs(300);
    icui::ObsUrlBox::setAftermathMs(600);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    box->copyButton()->click();
    QVERIFY(expired.wait(5000));
    QVERIFY(box->clipboardLabel()->text().startsWith(QLatin1String("Clipboard cleared")));
    QVERIFY(box->copyAgainButton()->isVisible());
    // A while later the card says again how it works.
    QTRY_VERIFY(idle());
    QVERIFY(!box->copyAgainButton()->isVisible());

    // Leaving the page ends it at once.
    icui::ObsUrlBox::setAftermathMs(60'000);
    box->copyButton()->click();
    QVERIFY(expired.wait(5000));
    QVERIFY(box->clipboardLabel()->text().startsWith(QLatin1String("Clipboard cleared")));
    m_window->showPage(icui::MainWindow::Page::Status);
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QVERIFY(idle());
    icui::ObsUrlBox::setClearMs(60'000);
    icui::ObsUrlBox::setAftermathMs(10'000);
}

void TestOverlaysPage::showUrlRevealsItUntilThePageIsLeft()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    icui::ObsUrlBox *box = preview->obsUrl();
    const QString token = preview->url().fragment().mid(int(qstrlen("token=")));
    QVERIFY(!token.isEmpty());
    // Where it is served shows; the token does not.
    QTRY_VERIFY(box->urlField()->text().startsWith(
        preview->url().adjusted(QUrl::RemoveFragment).toString()));
    QVERIFY(!box->urlField()->text().contains(token));
    QVERIFY(box->urlField()->isVisible());
    QTest::mouseClick(box->showButton(), Qt::LeftButton);
    QCOMPARE(box->urlField()->text(), preview->url().toString());
    QCOMPARE(box->showButton()->text(), QStringLiteral("Hide URL (&W)"));
    m_window->showPage(icui::MainWindow::Page::Status);
    QTRY_VERIFY(!box->showButton()->isChecked());
    QVERIFY(!box->urlField()->text().contains(token));
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QVERIFY(!box->urlField()->text().contains(token));
    QCOMPARE(box->showButton()->text(), QStringLiteral("Sho&w URL"));
}

void TestOverlaysPage::demoInstallsTheExamplesInItsOwnFolder()
{
    // The panel was made with the demo's options: the examples are in its own folder...
    const QString demoRoot = m_dir->filePath(QStringLiteral("demo-tools"));
    QCOMPARE(QDir::cleanPath(m_panel->tools()->root()), QDir::cleanPath(demoRoot));
    QVERIFY(m_panel->tools()->find(QStringLiteral("live-stats")));
    QVERIFY(m_panel->tools()->find(QStringLiteral("kill-feed")));
    QVERIFY(QFileInfo(m_panel->tools()->toolFolder(QStringLiteral("kill-feed")))
                .absoluteFilePath()
                .startsWith(QFileInfo(demoRoot).absoluteFilePath()));
    // ...and nothing in the normal tools folder (the one the options name).
    ictools::ToolRegistry normal(toolsRoot());
    QVERIFY(!normal.open() || normal.tools().isEmpty());
    QVERIFY(QDir(toolsRoot()).isEmpty());
    // The Overlays page is live at once.
    OverlayPreview *stats = showPreview(QStringLiteral("live-stats"));
    OverlayPreview *feed = showPreview(QStringLiteral("kill-feed"));
    QVERIFY(stats && feed);
    QTRY_VERIFY_WITH_TIMEOUT(feed->url().isValid() && stats->url().isValid(), 10000);
    QVERIFY(!m_window->overlaysPage()->emptyState()->isVisible());
    // A panel started again finds them there and installs nothing twice.
    const auto again = m_panel->installExampleOverlays();
    QVERIFY(again);
    QVERIFY(again->isEmpty());
}

void TestOverlaysPage::emptyStateOffersInstallAndTheExamples()
{
    m_window->showPage(icui::MainWindow::Page::Overlays);
    icui::OverlaysPage *page = m_window->overlaysPage();
    QTRY_VERIFY(page->emptyState()->isVisible());
    QVERIFY(page->installButton()->isVisible());
    QVERIFY(page->addExamplesButton()->isVisible());
    saveShot(QStringLiteral("empty"));
    // Install Overlay… is File ▸ Install Tool…: the Tools page and its file dialog.
    icui::FileDialog::setNextFileName(QString()); // cancelled
    QTest::mouseClick(page->installButton(), Qt::LeftButton);
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Tools);
    QVERIFY(m_panel->tools()->tools().isEmpty());

    m_window->showPage(icui::MainWindow::Page::Overlays);
    QTest::mouseClick(page->addExamplesButton(), Qt::LeftButton);
    QVERIFY(m_panel->tools()->find(QStringLiteral("live-stats")));
    QVERIFY(m_panel->tools()->find(QStringLiteral("kill-feed")));
    QTRY_VERIFY(page->preview(QStringLiteral("live-stats")) &&
                page->preview(QStringLiteral("kill-feed")));
    QTRY_VERIFY(!page->emptyState()->isVisible());
    QCOMPARE(page->messageBar()->kind(), icui::MessageBar::Kind::Positive);
    QVERIFY(page->messageBar()->text().contains(QLatin1String("Kill Feed")));
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(
        QLatin1String("Added the example overlays")));
    const QString feed = QStringLiteral("document.readyState");
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(page->preview(QStringLiteral("kill-feed")), feed),
                              QStringLiteral("complete"), 20000);
    saveShot(QStringLiteral("examples-960x620"));
    // Maximised (the test session has no window manager to do it).
    m_window->resize(m_window->screen()->availableGeometry().size());
    QTRY_VERIFY(m_window->width() > 960);
    // Full size at least (larger where the page has room, nc22: TestOverlaysRoom).
    QTRY_VERIFY(page->preview(QStringLiteral("live-stats"))->scale() >= 1.0);
    // Side by side where there is room for both.
    QTRY_COMPARE(page->preview(QStringLiteral("kill-feed"))->y(),
                 page->preview(QStringLiteral("live-stats"))->y());
    saveShot(QStringLiteral("examples-maximised"));
}

void TestOverlaysPage::previewIsFullSizeWhenItFits()
{
    // In the window's least size (at its first size, 1280 × 800, one card has room to grow:
    // nc22, TestOverlaysRoom).
    m_window->resize(960, 620);
    QTRY_COMPARE(m_window->size(), QSize(960, 620));
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    // 480 px wide in a page of 960 × 620: full size.
    QTRY_COMPARE(preview->scale(), 1.0);
    QVERIFY(preview->findChild<QLabel *>(QStringLiteral("sizeLabel"))
                ->text()
                .contains(QLatin1String("100 %")));
    QCOMPARE(preview->checkerboard()->size(), QSize(480, 270));
    QTRY_VERIFY_WITH_TIMEOUT(evaluate(preview, QStringLiteral("document.readyState")) ==
                                 QLatin1String("complete"),
                             20000);
    saveShot(QStringLiteral("live-stats-960x620"));
    // Wider than the page (a full-HD overlay): as wide as the page allows, no wider, and
    // larger in a larger window.
    QVERIFY(installScriptedOverlay(QStringLiteral("wide-overlay"), "document.title = 'wide';\n",
                                   QSize(1920, 1080)));
    OverlayPreview *wide = showPreview(QStringLiteral("wide-overlay"));
    QVERIFY(wide);
    QTRY_VERIFY(wide->scale() < 1.0 && wide->scale() >= 0.25);
    QTRY_VERIFY(wide->width() <= m_window->overlaysPage()->width());
    QTRY_VERIFY2(
        wide->width() > m_window->overlaysPage()->width() * 3 / 4, // the room is used
        qPrintable(
            QStringLiteral("%1 of %2").arg(wide->width()).arg(m_window->overlaysPage()->width())));
    const qreal small = wide->scale();
    m_window->resize(1400, 900);
    QTRY_VERIFY(wide->scale() > small);
    QTRY_VERIFY(wide->width() <= m_window->overlaysPage()->width());
}

void TestOverlaysPage::reloadSaysHowItWent()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    QTRY_VERIFY(preview->url().isValid());
    QSignalSpy loaded(preview, &OverlayPreview::loaded);
    preview->reloadButton()->click();
    QVERIFY(loaded.wait(20000));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("Reloaded Live Stats Overlay."));
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    preview->renewButton()->click();
    QVERIFY(icui::MessageBox::lastText().contains(QLatin1String("old OBS URL stops working")));
    QTRY_VERIFY(m_window->statusBar()->currentMessage().contains(
        QLatin1String("the old OBS URL no longer works")));
}

void TestOverlaysPage::keyboardFocusShowsARing()
{
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    preview->reloadButton()->setFocus(Qt::TabFocusReason);
    icui::FocusRing *ring = m_window->overlaysPage()->focusRing();
    QTRY_VERIFY(ring->isVisible());
    QCOMPARE(ring->widget(), preview->reloadButton());
    // Around the button, in the highlight colour.
    const QRect button(preview->reloadButton()->mapTo(ring->parentWidget(), QPoint(0, 0)),
                       preview->reloadButton()->size());
    QVERIFY(ring->geometry().contains(button));
    const QImage shot = ring->grab().toImage();
    QCOMPARE(shot.pixelColor(shot.width() / 2, 0).rgb(),
             ring->palette().color(QPalette::Highlight).rgb());
    saveShot(QStringLiteral("focus-ring"));
    QTest::keyClick(m_window.get(), Qt::Key_Tab);
    QTRY_VERIFY(ring->widget() != preview->reloadButton());
    QVERIFY(ring->isVisible());
}

void TestOverlaysPage::previewWaitsForItsTokenInAnyLanguage()
{
    // In German: a preview made at once after an install asks for its URL while the panel
    // still reads the new tool's token from the keychain, and must ask again rather than
    // show the (translated) "still reading" as its problem.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/ic-control-panel_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const auto restore = qScopeGuard([&german] { QCoreApplication::removeTranslator(&german); });
    m_window->showPage(icui::MainWindow::Page::Overlays);
    const QString package = examplePackages().constLast(); // kill-feed
    QVERIFY(m_panel->tools()->install(package));
    m_panel->noteToolsChanged();
    QTRY_VERIFY(m_window->overlaysPage()->preview(QStringLiteral("kill-feed")));
    OverlayPreview *feed = m_window->overlaysPage()->preview(QStringLiteral("kill-feed"));
    QTRY_VERIFY_WITH_TIMEOUT(feed->url().isValid() && !feed->url().isEmpty(), 20000);
    QVERIFY2(feed->problem().isEmpty(), qPrintable(feed->problem()));
}

void TestOverlaysPage::cardSaysWhereTheOverlayIsLive()
{
    // Issue 26, fourth try: only the Status page said which overlay is live in OBS.
    using Where = icui::AudienceBadge::Where;
    OverlayPreview *preview = showPreview(QStringLiteral("live-stats"));
    QVERIFY(preview);
    icui::AudienceBadge *badge = preview->audienceBadge();
    QTRY_VERIFY(badge->isVisible());
    // The card's own preview is not OBS.
    QTRY_VERIFY_WITH_TIMEOUT(preview->url().isValid(), 10000);
    QCOMPARE(badge->where(), Where::Nowhere);
    QCOMPARE(badge->text(), QStringLiteral("Not in OBS"));
    const QString token = m_panel->host()->toolToken(QStringLiteral("live-stats"));
    QVERIFY(!token.isEmpty());
    const quint16 port = m_panel->host()->port();

    std::unique_ptr<QWebSocket> firefox =
        ictest::openAs(port, ictest::kFirefoxAgent, QStringLiteral("live-stats"), token);
    QVERIFY(firefox);
    QTRY_COMPARE_WITH_TIMEOUT(badge->text(), QStringLiteral("Open in a browser"), 5000);
    std::unique_ptr<QWebSocket> obs =
        ictest::openAs(port, ictest::kObsAgent, QStringLiteral("live-stats"), token);
    QVERIFY(obs);
    QTRY_COMPARE_WITH_TIMEOUT(badge->text(), QStringLiteral("Live in OBS"), 5000);
    QCOMPARE(badge->where(), Where::Obs);
    saveShot(QStringLiteral("live-in-obs"));

    // OBS closes its source: said at once.
    obs->close();
    QTRY_COMPARE_WITH_TIMEOUT(badge->text(), QStringLiteral("Open in a browser"), 5000);
    firefox->close();
    QTRY_COMPARE_WITH_TIMEOUT(badge->where(), Where::Nowhere, 5000);
}

// The twelfth newcomer (s1-10): at 1600 × 1000 the previews used only the left half of the page,
// one above the other. Where two fit they sit side by side — also after the window grew while
// another page was shown — and at the least size they stack.
void TestOverlaysPage::previewsSitSideBySideWhereTheyFit()
{
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added && added->size() == 2);
    // The newcomer's window: 1600 × 1000 before the page was ever shown.
    m_window->resize(1600, 1000);
    QTRY_COMPARE(m_window->size(), QSize(1600, 1000));
    m_window->showPage(icui::MainWindow::Page::Overlays);
    icui::OverlaysPage *page = m_window->overlaysPage();
    QTRY_VERIFY(page->preview(QStringLiteral("live-stats")) &&
                page->preview(QStringLiteral("kill-feed")));
    OverlayPreview *stats = page->preview(QStringLiteral("live-stats"));
    OverlayPreview *feed = page->preview(QStringLiteral("kill-feed"));
    const auto stacked = [&] { return feed->y() >= stats->y() + stats->height(); };
    const auto sideBySide = [&] {
        return feed->y() == stats->y() && feed->x() >= stats->x() + stats->width();
    };
    const auto where = [&] {
        return QStringLiteral("live-stats at %1,%2 (%3 wide), kill-feed at %4,%5 in %6")
            .arg(stats->x())
            .arg(stats->y())
            .arg(stats->width())
            .arg(feed->x())
            .arg(feed->y())
            .arg(page->width());
    };
    QTRY_VERIFY2(sideBySide(), qPrintable(where()));
    QVERIFY(stats->scale() >= 1.0); // larger where the page has room (nc22: TestOverlaysRoom)
    QVERIFY(feed->scale() >= 1.0);
    saveShot(QStringLiteral("side-by-side-1600x1000"));
    // At the least size: one column, nothing wider than the page.
    m_window->resize(960, 620);
    QTRY_VERIFY2(stacked(), qPrintable(where()));
    QTRY_VERIFY(stats->width() <= page->width() && feed->width() <= page->width());
    saveShot(QStringLiteral("stacked-960x620"));
    // Grown again while another page is shown: side by side once it is back.
    m_window->showPage(icui::MainWindow::Page::Status);
    m_window->resize(1600, 1000);
    QTRY_COMPARE(m_window->size(), QSize(1600, 1000));
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QTRY_VERIFY2(sideBySide(), qPrintable(where()));
}

// The twelfth newcomer (s4-10, s4-19): with no overlay installed the Status page's Overlays card
// said "Install one on the Tools page" while Add the Example Overlays was only on the Overlays
// page. The card offers it too, and follows once they are installed.
void TestOverlaysPage::cardsUseTheWidth()
{
    // The fifteenth newcomer (s6-01): the cards hugged the left, a large empty area beside
    // them. At the least size and maximised, the cards reach across the page.
    const auto added = m_panel->installExampleOverlays();
    QVERIFY(added && added->size() == 2);
    m_window->showPage(icui::MainWindow::Page::Overlays);
    icui::OverlaysPage *page = m_window->overlaysPage();
    QTRY_VERIFY(page->preview(QStringLiteral("live-stats")) &&
                page->preview(QStringLiteral("kill-feed")));
    OverlayPreview *stats = page->preview(QStringLiteral("live-stats"));
    OverlayPreview *feed = page->preview(QStringLiteral("kill-feed"));
    // Room beside the cards: from the right edge of the rightmost card to the page's.
    const auto roomBeside = [&] {
        const int right = std::max(stats->mapTo(page, QPoint(stats->width(), 0)).x(),
                                   feed->mapTo(page, QPoint(feed->width(), 0)).x());
        return page->width() - right;
    };
    const auto where = [&] {
        return QStringLiteral("cards %1 and %2 wide, %3 px empty beside them in %4")
            .arg(stats->width())
            .arg(feed->width())
            .arg(roomBeside())
            .arg(page->width());
    };
    // A scroll bar and the margins at most: no card's width of air.
    const int scrollRoom = 40;
    for (const QSize size : {QSize(960, 620), QSize(1600, 1000)}) {
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        QTRY_VERIFY2(roomBeside() < scrollRoom, qPrintable(where()));
        // Each preview shown whole and centred in its card: full size at 960 × 620, larger
        // where the page has room (nc22: TestOverlaysRoom).
        if (size == QSize(960, 620))
            QCOMPARE(stats->scale(), 1.0);
        else
            QVERIFY(stats->scale() >= 1.0);
        QVERIFY(stats->width() <= page->width() && feed->width() <= page->width());
        saveShot(QStringLiteral("width-%1x%2").arg(size.width()).arg(size.height()));
    }
    m_window->showMaximized();
    QTRY_VERIFY(m_window->isMaximized());
    QTRY_VERIFY2(roomBeside() < scrollRoom, qPrintable(where()));
    saveShot(QStringLiteral("width-maximised"));
}

void TestOverlaysPage::statusCardAddsTheExamples()
{
    m_window->showPage(icui::MainWindow::Page::Status);
    icui::OverlaysCard *card = m_window->statusPage()->overlaysCard();
    QTRY_COMPARE(card->bigLine()->text(), QStringLiteral("No overlay installed"));
    QTRY_VERIFY(card->addExamplesButton()->isVisible());
    QCOMPARE(card->addExamplesButton()->text(), QStringLiteral("Add the Example Overlays"));
    ictest::saveShot(m_window->statusPage(), QStringLiteral("status-overlays-empty"));
    QTest::mouseClick(card->addExamplesButton(), Qt::LeftButton);
    QVERIFY(m_panel->tools()->find(QStringLiteral("live-stats")));
    QVERIFY(m_panel->tools()->find(QStringLiteral("kill-feed")));
    QCOMPARE(m_window->currentPage(), icui::MainWindow::Page::Status); // the user stays here
    QTRY_VERIFY(m_window->statusBar()->currentMessage().startsWith(
        QLatin1String("Added the example overlays")));
    QTRY_COMPARE(card->rows()->rows().size(), 2);
    QVERIFY(card->bigLine()->text() != QStringLiteral("No overlay installed"));
    QVERIFY(!card->addExamplesButton()->isVisible());
    QVERIFY(card->copyButton()->isVisible()); // the next step: into OBS
    ictest::saveShot(m_window->statusPage(), QStringLiteral("status-overlays-examples"));
}

QTEST_MAIN(TestOverlaysPage)
#include "TestOverlaysPage.moc"
