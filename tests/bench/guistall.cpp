// bench-gui-stall: a tool's calls through the panel's gateway while the GUI thread is busy.
// A tool (an IcrpClient on a thread of its own) calls ic/match.info every few milliseconds
// through a ToolHost whose gateway runs on its own thread, against a simulated game on a third
// thread (ictest::GameThread; the real game is a process of its own). Three phases, one run:
//   quiet  - the GUI thread idles in its event loop;
//   stall  - the GUI thread blocks for --stall-ms at a time (a slow chart, a modal dialog's
//            loop that never returns to this one), with a short breath between;
//   flood  - a preview page floods its console (64 KiB lines, 200 a millisecond) into a
//            PreviewConsole, as a hostile overlay did.
// Prints each phase's latency (p50/p99/max) and p99 against the quiet phase's. Not a test:
// nothing passes or fails on speed (docs/performance.md).

#include "GameThread.h"
#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"
#include "ui/overlays/PreviewConsole.h"
#include "ui/overlays/PreviewPage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QMutex>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>
#include <QWebEngineProfile>
#include <QWebEngineView>
#include <algorithm>
#include <atomic>

namespace {

const QString kPassword = QStringLiteral("bench-game-password");
const QString kToken = QStringLiteral("bench-tool-token-0123456789abcdef");
enum Phase { Warmup, Quiet, Stall, Flood, Done };
const char *const kPhaseNames[] = {"warmup", "quiet", "stall", "flood", "done"};

/// The tool: calls ic/match.info every `pauseMs`, one at a time, and keeps each answer's
/// latency under the phase it was asked in.
class Caller : public QObject
{
public:
    Caller(quint16 port, int pauseMs, std::atomic<int> *phase)
        : m_port(port), m_pauseMs(pauseMs), m_phase(phase)
    {
    }

    void start()
    {
        m_client = new icrp::IcrpClient(this);
        icrp::IcrpClient::Options o;
        o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_port));
        o.password = kToken;
        o.toolId = QStringLiteral("bench-tool");
        o.clientName = QStringLiteral("bench-gui-stall");
        m_client->setOptions(o);
        connect(m_client, &icrp::IcrpClient::stateChanged, this, [this](auto state) {
            if (state == icrp::IcrpClient::State::Connected)
                callNext();
        });
        m_client->open();
    }

    QList<qint64> samples(int phase)
    {
        const QMutexLocker lock(&m_mutex);
        return m_samples[phase];
    }

private:
    void callNext()
    {
        const int phase = m_phase->load();
        if (phase == Done)
            return;
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        m_client->call(QStringLiteral("ic/match.info"), QJsonObject{},
                       [this, clock, phase](const icrp::IcrpResult &r) {
                           if (r.ok) {
                               const QMutexLocker lock(&m_mutex);
                               m_samples[phase].append(clock->nsecsElapsed() / 1000);
                           }
                           QTimer::singleShot(m_pauseMs, this, [this] { callNext(); });
                       });
    }

    quint16 m_port;
    int m_pauseMs;
    std::atomic<int> *m_phase;
    icrp::IcrpClient *m_client = nullptr;
    QMutex m_mutex;
    QList<qint64> m_samples[Done];
};

bool installTool(ictools::ToolRegistry &tools, const QString &folder)
{
    const QString source = folder + QStringLiteral("/src");
    QDir().mkpath(source);
    QFile manifest(source + QStringLiteral("/tool.yaml"));
    QFile page(source + QStringLiteral("/index.html"));
    if (!manifest.open(QIODevice::WriteOnly) || !page.open(QIODevice::WriteOnly))
        return false;
    manifest.write("id: bench-tool\nname: \"Bench\"\nversion: \"1.0.0\"\nauthor: \"Bench\"\n"
                   "description: \"Calls\"\ntier: \"observer\"\ntransport: \"websocket\"\n"
                   "entry_point: \"index.html\"\nicrp: \">=1.0\"\nsubscriptions:\n  - match\n");
    page.write("<p>bench");
    manifest.close();
    page.close();
    const QString package = folder + QStringLiteral("/bench.icpkg");
    return ictools::PackageWriter::write(source, package).ok() && bool(tools.install(package));
}

/// Runs the event loop for `ms`.
void breathe(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

qint64 percentile(QList<qint64> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.at(qMin(v.size() - 1, qsizetype(p * double(v.size()))));
}

/// The flood phase: a page saying 64 KiB lines into a preview console, as fast as it can.
void flood(int ms)
{
    QWebEngineProfile profile;
    icui::PreviewPage page(&profile);
    icui::PreviewConsole console;
    QObject::connect(&page, &icui::PreviewPage::consoleMessage, &console,
                     &icui::PreviewConsole::addLine);
    QWebEngineView view;
    view.setPage(&page);
    view.resize(400, 200);
    view.show();
    console.show();
    page.setHtml(QStringLiteral(
        "<script>const line = 'x'.repeat(65536);"
        "setInterval(() => { for (let i = 0; i < 200; ++i) console.log(line); }, 1);</script>"));
    breathe(ms);
    view.setPage(nullptr);
}

} // namespace

int main(int argc, char **argv)
{
    // QtWebEngine with widgets shares OpenGL contexts; set before the application exists.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "A tool's calls through the gateway while the GUI thread is blocked or flooded."));
    parser.addHelpOption();
    const QCommandLineOption stallOpt(QStringLiteral("stall-ms"),
                                      QStringLiteral("How long each block of the GUI thread is."),
                                      QStringLiteral("ms"), QStringLiteral("3000"));
    const QCommandLineOption phaseOpt(QStringLiteral("phase-ms"),
                                      QStringLiteral("How long each phase is."),
                                      QStringLiteral("ms"), QStringLiteral("10000"));
    const QCommandLineOption pauseOpt(QStringLiteral("pause-ms"),
                                      QStringLiteral("The tool's pause between calls."),
                                      QStringLiteral("ms"), QStringLiteral("5"));
    const QCommandLineOption noFloodOpt(QStringLiteral("no-flood"),
                                        QStringLiteral("Skip the console flood (no display)."));
    parser.addOptions({stallOpt, phaseOpt, pauseOpt, noFloodOpt});
    parser.process(app);
    const int stallMs = parser.value(stallOpt).toInt();
    const int phaseMs = parser.value(phaseOpt).toInt();
    QTextStream out(stdout);

    ictest::GameThread game(kPassword);
    const QString url = game.url();
    QTemporaryDir dir;
    ictools::ToolRegistry tools(dir.filePath(QStringLiteral("tools")));
    if (url.isEmpty() || !tools.open() || !installTool(tools, dir.path())) {
        out << "error: could not start the game or install the tool\n";
        return 1;
    }
    ichost::ToolHost::Options options;
    options.port = 0;
    ichost::ToolHost host(&tools, options);
    if (!host.start()) {
        out << "error: the host did not start\n";
        return 1;
    }
    host.setToolToken(QStringLiteral("bench-tool"), kToken);
    host.setGame(QUrl(url), kPassword);

    std::atomic<int> phase = Warmup;
    QThread toolThread;
    toolThread.start();
    Caller caller(host.port(), parser.value(pauseOpt).toInt(), &phase);
    caller.moveToThread(&toolThread);
    QMetaObject::invokeMethod(&caller, [&caller] { caller.start(); });
    breathe(2000);
    phase = Quiet;
    breathe(phaseMs);
    phase = Stall;
    QElapsedTimer stalled;
    stalled.start();
    while (stalled.elapsed() < phaseMs) {
        QThread::msleep(ulong(stallMs)); // the GUI thread handles nothing meanwhile
        breathe(200);
    }
    if (!parser.isSet(noFloodOpt)) {
        phase = Flood;
        flood(phaseMs);
    }
    phase = Done;
    breathe(100);

    out << "A tool's ic/match.info through the gateway (its own thread), game on another thread; "
           "stall: the GUI thread blocked "
        << stallMs << " ms at a time\n";
    out << "phase  | calls | p50 us | p99 us | max us | p99 / quiet p99\n";
    const qint64 quietP99 = percentile(caller.samples(Quiet), 0.99);
    for (int p = Quiet; p < Done; ++p) {
        const QList<qint64> s = caller.samples(p);
        if (s.isEmpty())
            continue;
        const qint64 p99 = percentile(s, 0.99);
        out << QString::asprintf("%-6s | %5lld | %6lld | %6lld | %6lld | %.2f\n", kPhaseNames[p],
                                 qint64(s.size()), percentile(s, 0.5), p99,
                                 *std::max_element(s.cbegin(), s.cend()),
                                 quietP99 ? double(p99) / double(quietP99) : 0.0);
    }
    QMetaObject::invokeMethod(
        &caller, [&caller, &app] { caller.moveToThread(app.thread()); },
        Qt::BlockingQueuedConnection);
    toolThread.quit();
    toolThread.wait();
    return 0;
}
