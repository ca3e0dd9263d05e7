// The window on a display without OpenGL (a VM, Xvfb without GLX): QT_XCB_GL_INTEGRATION=none and,
// unlike the other GUI tests, no QT_QUICK_BACKEND=software — the panel must choose software
// drawing itself (GraphicsCheck::prepare(), as icui::runWindow does before the first widget) and
// say so in its log. Then the Overlays page's previews (QtWebEngine in a QQuickWidget) do not turn
// the window black: what the X server shows of the window (QScreen::grabWindow, not
// QWidget::grab(), which draws into an image of its own) is mostly the window's background, the
// preview's overlay is drawn over its checkerboard, and the window keeps its X window.

#include "WindowFixture.h"

#include "ui/common/GraphicsCheck.h"
#include "ui/overlays/Checkerboard.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"

#include <QCoreApplication>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using icui::GraphicsCheck;
using icui::OverlayPreview;

namespace {
// As ic-panel: QtWebEngine with widgets shares OpenGL contexts; set before the application exists.
const bool kShareContexts = (QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts), true);
} // namespace

class TestNoOpenGL : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup() { tearDownWindow(); }

    void overlaysPageIsOnTheScreen();
    void panelSaysSoAndShowsThePreviews();

private:
    /// What the X server shows of the window now.
    QImage screenOfWindow() const;
    /// The share of `image`'s pixels for which `test` holds.
    static double share(const QImage &image, const std::function<bool(QColor)> &test);
};

void TestNoOpenGL::initTestCase()
{
    Q_UNUSED(kShareContexts);
    QCOMPARE(qgetenv("QT_XCB_GL_INTEGRATION"), QByteArray("none"));
    QVERIFY(qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"));
    QVERIFY(!GraphicsCheck::openGLWorks());
    QTest::ignoreMessage(QtInfoMsg, QRegularExpression(QStringLiteral("draws without OpenGL")));
    QCOMPARE(GraphicsCheck::prepare(), GraphicsCheck::Drawing::Software);
    QCOMPARE(QQuickWindow::sceneGraphBackend(), QStringLiteral("software"));
    QVERIFY(qgetenv("QTWEBENGINE_CHROMIUM_FLAGS").split(' ').contains("--disable-gpu"));
}

void TestNoOpenGL::init()
{
    m_withHost = true;
    setUpWindow();
    QVERIFY(installTool(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats")));
}

QImage TestNoOpenGL::screenOfWindow() const
{
    return m_window->screen()->grabWindow(m_window->winId()).toImage();
}

double TestNoOpenGL::share(const QImage &image, const std::function<bool(QColor)> &test)
{
    qsizetype hits = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            hits += test(image.pixelColor(x, y)) ? 1 : 0;
    return image.isNull() ? 0.0 : double(hits) / double(image.width() * image.height());
}

void TestNoOpenGL::overlaysPageIsOnTheScreen()
{
    const WId before = m_window->winId();
    m_window->showPage(icui::MainWindow::Page::Overlays);
    OverlayPreview *preview = nullptr;
    QTRY_VERIFY((preview = m_window->overlaysPage()->preview(QStringLiteral("live-stats"))));
    QTRY_VERIFY_WITH_TIMEOUT(preview->stateLabel()->text() != QStringLiteral("Loading…"), 20000);

    // The overlay drawn over the checkerboard, as the X server shows it: its rounded corner lets
    // the squares through, its dark panel does not.
    const auto squares = icui::Checkerboard::colours(preview->palette());
    const auto isSquare = [&squares](const QColor &c) {
        return c == squares.first || c == squares.second;
    };
    const auto previewOnScreen = [&] {
        const QImage shot = screenOfWindow();
        const QRect board(preview->checkerboard()->mapTo(m_window.get(), QPoint(0, 0)),
                          preview->checkerboard()->size());
        const QPoint corner = board.topLeft() + QPoint(1, 1);
        const QPoint panel = board.topLeft() + QPoint(board.width() / 2, board.height() / 3);
        return isSquare(shot.pixelColor(corner)) && !isSquare(shot.pixelColor(panel));
    };
    QTRY_VERIFY_WITH_TIMEOUT(previewOnScreen(), 20000);

    // Not black: most of the window is its background.
    const QImage shot = screenOfWindow();
    QCOMPARE(shot.size(), m_window->size() * m_window->devicePixelRatio());
    const QColor background = m_window->palette().color(QPalette::Window);
    const double backgroundShare = share(shot, [&](QColor c) { return c == background; });
    const double blackShare = share(shot, [](QColor c) { return c == QColor(Qt::black); });
    QVERIFY2(backgroundShare > 0.4, qPrintable(QString::number(backgroundShare)));
    QVERIFY2(blackShare < 0.05, qPrintable(QString::number(blackShare)));
    // The top-level was not re-created for the preview (with OpenGL it would be).
    QCOMPARE(m_window->winId(), before);
}

void TestNoOpenGL::panelSaysSoAndShowsThePreviews()
{
    // The real ic-panel in the same environment (its own settings, data and instance): it says it
    // draws without OpenGL, and is still running once the demo's overlay preview has loaded and
    // connected through the gateway (without the check it died in the window's first flush).
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IC_PANEL_INSTANCE"), QStringLiteral("test-no-opengl"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.remove(QStringLiteral("IC_TOOLS_DIR"));
    QProcess panel;
    panel.setProcessEnvironment(env);
    panel.setProcessChannelMode(QProcess::MergedChannels);
    QString output;
    connect(&panel, &QProcess::readyRead, this,
            [&] { output += QString::fromUtf8(panel.readAll()); });
    panel.start(QStringLiteral(IC_PANEL_PATH),
                {QStringLiteral("--demo"), QStringLiteral("--page"), QStringLiteral("overlays"),
                 QStringLiteral("--host-port"), QStringLiteral("0")});
    QVERIFY(panel.waitForStarted(10000));
    QTRY_VERIFY2_WITH_TIMEOUT(
        output.contains(QLatin1String("gateway: upstream observer session")) ||
            panel.state() == QProcess::NotRunning,
        qPrintable(output), 30000);
    QVERIFY2(panel.state() == QProcess::Running, qPrintable(output));
    QVERIFY2(output.contains(QLatin1String("draws without OpenGL")), qPrintable(output));
    panel.terminate();
    QVERIFY(panel.waitForFinished(10000));
}

QTEST_MAIN(TestNoOpenGL)

#include "TestNoOpenGL.moc"
