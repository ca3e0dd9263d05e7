// bench-previews: what the Overlays page costs. The panel (with its demo game) shows N overlay
// previews — copies of live-stats under their own ids, each a QtWebEngine page in its own
// off-the-record profile — and this measures the memory of the panel's whole process tree (the
// panel and QtWebEngine's processes) as PSS from /proc/*/smaps_rollup (RSS would count shared
// pages once per process), and the tree's CPU over a few seconds with the previews visible and
// then hidden (frozen). With --watch-minutes N it instead keeps the previews visible for N
// minutes and prints, once a minute, the PSS of every process of the tree, the panel's malloc
// heap and each page's DOM and JS heap (performance.memory; precise only with Chromium's
// --enable-precise-memory-info), with the match's clock: the demo's match ends after 11:30 and
// the previews then have little to draw, so --seed N plays another (16: a 27-minute match).
// Not a test: nothing here passes or fails (docs/performance.md).
// Needs a display (Xvfb) and, as root, QTWEBENGINE_DISABLE_SANDBOX=1.

#include "common/AllocatorTuning.h"
#include "ui/MainWindow.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/PreviewPage.h"

#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"
#include "panel/Panel.h"
#include "panel/demo/MockDemoGame.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include "ProcessStats.h"
#include "SeededGame.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <malloc.h>
#include <memory>
#include <optional>
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

/// What `script` gives on the preview's page; invalid when no answer came within `ms`. The answer
/// is kept where a late one (after the wait gave up) still has somewhere to go.
QVariant askPage(icui::OverlayPreview *preview, const QString &script, int ms = 20'000)
{
    const auto answer = std::make_shared<std::optional<QVariant>>();
    preview->page()->runJavaScript(script, [answer](const QVariant &v) { *answer = v; });
    return QTest::qWaitFor([&answer] { return answer->has_value(); }, ms) ? answer->value()
                                                                          : QVariant();
}

/// What a preview's page holds: its DOM elements and its JS heap in use (MB; -1 when unknown).
QString pageMemory(icui::OverlayPreview *preview)
{
    const QVariantList answer =
        askPage(preview, QStringLiteral("[document.querySelectorAll('*').length, "
                                        "performance.memory ? performance.memory.usedJSHeapSize "
                                        ": -1]"))
            .toList();
    if (answer.size() != 2)
        return QStringLiteral("?");
    const double heap = answer.at(1).toDouble();
    return QString::asprintf("%d/%.1f", answer.at(0).toInt(), heap < 0 ? -1.0 : heap / 1048576);
}

/// One line of the watch: the match's clock (its events make the previews draw; the demo's
/// match ends after 11:30), PSS/anonymous PSS in MB of the tree, the panel's process (and its
/// malloc heap in use of what malloc holds), every other process by kind; each page's memory.
void printMinute(QTextStream &out, int minute, const icmock::MockGame *game,
                 const QList<icui::OverlayPreview *> &previews)
{
    const qint64 self = QCoreApplication::applicationPid();
    const QList<qint64> tree = processTree(self);
    qint64 anonKb = 0;
    for (const qint64 pid : tree)
        anonKb += rollupKb(pid, "Pss_Anon:");
    const struct mallinfo2 heap = ::mallinfo2();
    const qint64 seconds = game->sim()->tick() / game->gameTickRate();
    out << QString::asprintf(
        "min %3d | match %lld:%02lld%s | tree %.1f/%.1f | panel %s (malloc %.1f of %.1f) |", minute,
        seconds / 60, seconds % 60, game->sim()->ended() ? " ended" : "", treePssMb(tree),
        anonKb / 1024.0, qPrintable(pssText(self)), heap.uordblks / 1048576.0,
        (heap.arena + heap.hblkhd) / 1048576.0);
    for (const qint64 pid : tree.mid(1))
        out << ' ' << processKind(pid) << ' ' << pssText(pid);
    out << " | pages nodes/JS MB:";
    for (icui::OverlayPreview *preview : previews)
        out << ' ' << pageMemory(preview);
    out << Qt::endl;
}

} // namespace

int main(int argc, char *argv[])
{
    ic::AllocatorTuning::apply(); // as ic-panel's main() does
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption countOpt(QStringLiteral("previews"), QStringLiteral("How many."),
                                      QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption secondsOpt(QStringLiteral("seconds"),
                                        QStringLiteral("CPU measured over this long."),
                                        QStringLiteral("s"), QStringLiteral("10"));
    const QCommandLineOption watchOpt(
        QStringLiteral("watch-minutes"),
        QStringLiteral("Keep the previews visible this long, printing the memory every minute."),
        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption seedOpt(QStringLiteral("seed"),
                                     QStringLiteral("Play this seed's match instead of the demo's "
                                                    "(16: a 27-minute match)."),
                                     QStringLiteral("n"), QStringLiteral("1"));
    parser.addOptions({countOpt, secondsOpt, watchOpt, seedOpt});
    parser.process(app);
    const int count = parser.value(countOpt).toInt();
    const int seconds = parser.value(secondsOpt).toInt();
    const int watchMinutes = parser.value(watchOpt).toInt();
    QTextStream out(stdout);

    QTemporaryDir scratch;
    icpanel::Panel::Options options;
    options.settingsFile = scratch.filePath(QStringLiteral("panel.ini"));
    options.toolsRoot = scratch.filePath(QStringLiteral("tools"));
    const quint64 seed = parser.value(seedOpt).toULongLong();
    options.demoGame = seed == 1 ? icpanel::MockDemoGame::factory() : [seed] {
        return std::unique_ptr<icpanel::DemoGame>(std::make_unique<SeededGame>(seed));
    };
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
            const QVariant names = askPage(
                preview, QStringLiteral("document.querySelectorAll('#players td.name').length"),
                5000);
            if (names.toInt() != 4)
                return false;
        }
        return true;
    };
    if (!QTest::qWaitFor(allShowing, 60'000)) {
        out << "the previews did not show the match\n";
        return 1;
    }
    if (watchMinutes > 0) {
        const icmock::MockGame *game =
            seed == 1 ? static_cast<icpanel::MockDemoGame *>(panel.demoGame())->game()
                      : static_cast<SeededGame *>(panel.demoGame())->game();
        out << "PSS/anonymous PSS MB; the panel's malloc heap: in use of held, MB\n";
        for (int minute = 0; minute <= watchMinutes; ++minute) {
            if (minute > 0)
                QTest::qWait(60'000);
            printMinute(out, minute, game, window.overlaysPage()->previews());
        }
        return 0;
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
