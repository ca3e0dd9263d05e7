// bench-previews: what the Overlays page costs. The panel (with its demo game) shows N overlay
// previews — copies of live-stats under their own ids, each a QtWebEngine page in its own
// off-the-record profile — and this measures the memory of the panel's whole process tree (the
// panel and QtWebEngine's processes) as PSS from /proc/*/smaps_rollup (RSS would count shared
// pages once per process), and the tree's CPU over a few seconds with the previews visible and
// then hidden (frozen). Not a test: nothing here passes or fails (docs/performance.md). Needs a
// display (Xvfb) and, as root, QTWEBENGINE_DISABLE_SANDBOX=1.

#include "ui/MainWindow.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewPage.h"

#include "panel/Panel.h"
#include "panel/demo/MockDemoGame.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include "ProcessStats.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <unistd.h>

namespace {

using namespace icbench;

struct Cpu
{
    double tree = 0;  ///< the whole tree, in % of one core
    double panel = 0; ///< of which the panel's own process (with its demo game's threads)
};

/// CPU of the tree over `seconds` of the event loop.
Cpu cpuPercent(int seconds)
{
    const qint64 self = QCoreApplication::applicationPid();
    const qint64 before = treeCpuTicks(processTree(self));
    const qint64 selfBefore = treeCpuTicks({self});
    QTest::qWait(seconds * 1000);
    const qint64 after = treeCpuTicks(processTree(self));
    const qint64 selfAfter = treeCpuTicks({self});
    const double perTick = 100.0 / double(::sysconf(_SC_CLK_TCK)) / seconds;
    return {double(after - before) * perTick, double(selfAfter - selfBefore) * perTick};
}

bool installCopies(ictools::ToolRegistry &registry, const QString &scratch, int count)
{
    for (int i = 1; i <= count; ++i) {
        const QString folder = scratch + QStringLiteral("/stats-%1").arg(i);
        QDir().mkpath(folder);
        for (QDirIterator it(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats"), QDir::Files,
                             QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString path = it.next();
            const QString relative =
                QDir(QStringLiteral(IC_SOURCE_DIR "/overlays/live-stats")).relativeFilePath(path);
            QDir().mkpath(QFileInfo(folder + u'/' + relative).path());
            QFile::copy(path, folder + u'/' + relative);
        }
        QFile manifest(folder + QStringLiteral("/tool.yaml"));
        if (!manifest.open(QIODevice::ReadOnly))
            return false;
        QByteArray yaml = manifest.readAll();
        manifest.close();
        yaml.replace("id: live-stats", "id: stats-" + QByteArray::number(i));
        if (!manifest.open(QIODevice::WriteOnly | QIODevice::Truncate) || manifest.write(yaml) < 0)
            return false;
        manifest.close();
        const QString package = folder + QStringLiteral(".icpkg");
        if (!ictools::PackageWriter::write(folder, package) || !registry.install(package))
            return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption countOpt(QStringLiteral("previews"), QStringLiteral("How many."),
                                      QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption secondsOpt(QStringLiteral("seconds"),
                                        QStringLiteral("CPU measured over this long."),
                                        QStringLiteral("s"), QStringLiteral("10"));
    parser.addOptions({countOpt, secondsOpt});
    parser.process(app);
    const int count = parser.value(countOpt).toInt();
    const int seconds = parser.value(secondsOpt).toInt();
    QTextStream out(stdout);

    QTemporaryDir scratch;
    icpanel::Panel::Options options;
    options.settingsFile = scratch.filePath(QStringLiteral("panel.ini"));
    options.toolsRoot = scratch.filePath(QStringLiteral("tools"));
    options.demoGame = icpanel::MockDemoGame::factory();
    icpanel::Panel panel(options);
    if (!installCopies(*panel.tools(), scratch.path(), count) || !panel.startDemo() ||
        !panel.startHost(0)) {
        out << "could not set up the panel\n";
        return 1;
    }
    icui::MainWindow window(panel);
    window.resize(1280, 900);
    window.show();
    QTest::qWait(2000); // connected, settled
    const double bare = treePssMb(processTree(QCoreApplication::applicationPid()));
    const Cpu bareCpu = cpuPercent(seconds);
    window.showPage(icui::MainWindow::Page::Overlays);
    // Every preview shows the match (its players' names arrived through the gateway).
    const auto allShowing = [&window, count] {
        const auto previews = window.overlaysPage()->previews();
        if (previews.size() != count)
            return false;
        for (icui::OverlayPreview *preview : previews) {
            bool shows = false;
            bool answered = false;
            preview->page()->runJavaScript(
                QStringLiteral("document.querySelectorAll('#players td.name').length"),
                [&](const QVariant &v) {
                    shows = v.toInt() == 4;
                    answered = true;
                });
            if (!QTest::qWaitFor([&answered] { return answered; }, 5000) || !shows)
                return false;
        }
        return true;
    };
    if (!QTest::qWaitFor(allShowing, 60'000)) {
        out << "the previews did not show the match\n";
        return 1;
    }
    const QList<qint64> tree = processTree(QCoreApplication::applicationPid());
    const double visiblePss = treePssMb(tree);
    const Cpu visibleCpu = cpuPercent(seconds);
    window.showPage(icui::MainWindow::Page::Status);
    QTest::qWait(500); // frozen once hidden
    const Cpu hiddenCpu = cpuPercent(seconds);
    const double hiddenPss = treePssMb(processTree(QCoreApplication::applicationPid()));
    out << QString::asprintf(
        "previews %d | processes %lld | PSS MB: no previews %.0f, visible "
        "%.0f, hidden %.0f | CPU %% of a core over %d s (panel and its demo "
        "game included; the panel's own process in brackets): no previews %.1f (%.1f), "
        "visible %.1f (%.1f), hidden %.1f (%.1f)\n",
        count, qlonglong(tree.size()), bare, visiblePss, hiddenPss, seconds, bareCpu.tree,
        bareCpu.panel, visibleCpu.tree, visibleCpu.panel, hiddenCpu.tree, hiddenCpu.panel);
    return 0;
}
