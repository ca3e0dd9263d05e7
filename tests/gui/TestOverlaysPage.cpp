// The Overlays page with the real QtWebEngine under Xvfb: the live-stats overlay, installed in a
// panel connected to a real game, previews the URL OBS would load — its page, read with
// runJavaScript, shows the game's players, which reached it through the panel's gateway — drawn
// over a checkerboard; hidden, the page is frozen, shown again it moves on; Copy URL for OBS puts
// the token URL on the clipboard and takes it off again; Renew Token asks, then the old URL is
// dead and the preview shows the new one; Open in Browser hands the URL on; a page that throws
// says so in its console.

#include "WindowFixture.h"

#include "ui/common/ExternalLink.h"
#include "ui/common/MessageBox.h"
#include "ui/common/SecretClipboard.h"
#include "ui/overlays/Checkerboard.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewConsole.h"
#include "ui/overlays/PreviewPage.h"
#include "ui/overlays/UrlDragLabel.h"

#include "TestFiles.h"
#include "host/ToolHost.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QWebEngineView>

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
    void openInBrowserAndDragCarryTheUrl();
    void pageThatThrowsSaysSo();
    void floodedConsoleKeepsShortLines();

private:
    OverlayPreview *showPreview(const QString &toolId);
    /// Installs a 300 × 100 overlay `id` whose page runs `script` (app.js).
    bool installScriptedOverlay(const QString &id, const QByteArray &script);
    /// Runs `script` in the preview's page and returns its result as text.
    QString evaluate(OverlayPreview *preview, const QString &script);
};

void TestOverlaysPage::init()
{
    Q_UNUSED(kShareContexts);
    m_withHost = true;
    setUpWindow();
    QVERIFY(installTool(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats")));
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

bool TestOverlaysPage::installScriptedOverlay(const QString &id, const QByteArray &script)
{
    const QString source = m_dir->filePath(id);
    return ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                             "id: " + id.toUtf8() +
                                 "\nname: \"Scripted\"\nversion: \"1.0.0\"\n"
                                 "author: \"Tester\"\ndescription: \"Runs a script\"\n"
                                 "tier: \"observer\"\ntransport: \"websocket\"\n"
                                 "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                                 "overlay:\n  width: 300\n  height: 100\n") &&
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
    m_window->showPage(icui::MainWindow::Page::Overlays);
    QTRY_VERIFY(!preview->isFrozen());
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
    icui::SecretClipboard::setClearDelayMs(300);
    QSignalSpy expired(icui::SecretClipboard::instance(), &icui::SecretClipboard::expired);
    preview->copyButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), preview->url().toString());
    QVERIFY(QApplication::clipboard()->text().contains(QLatin1String("#token=")));
    QVERIFY(expired.wait(5000));
    QVERIFY(QApplication::clipboard()->text().isEmpty());
    icui::SecretClipboard::setClearDelayMs(10'000);
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
    QTRY_VERIFY(preview->url().isValid() && preview->url() != old);
    QCOMPARE(m_panel->host()->toolToken(QStringLiteral("live-stats")),
             preview->url().fragment().mid(int(qstrlen("token="))));
    // The preview loaded the page again, and it shows the match with the new token.
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(preview, QStringLiteral("typeof window.oldPage")),
                              QStringLiteral("undefined"), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(
        evaluate(preview, QStringLiteral("document.querySelectorAll('#players td.name').length")),
        QStringLiteral("4"), 20000);
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

QTEST_MAIN(TestOverlaysPage)
#include "TestOverlaysPage.moc"
