#include "FanoutBench.h"

#include "ClientSwarm.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include "common/UnsentBudget.h"
#include "host/ToolHost.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <algorithm>
#include <chrono>
#include <functional>
#include <time.h>
#include <unistd.h>

namespace {

/// CPU time this thread has used, in nanoseconds.
qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

/// CPU time (user and system) the process's thread named `name` has used, in nanoseconds; 0
/// when there is none. QThread names the system thread after its objectName.
qint64 namedThreadCpuNs(const QByteArray &name)
{
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        if (!comm.open(QIODevice::ReadOnly) || comm.readAll().trimmed() != name)
            continue;
        // The scheduler's own count, in nanoseconds (what CLOCK_THREAD_CPUTIME_ID reads for the
        // game's thread); the 10 ms ticks of stat only where the kernel has no schedstat.
        QFile schedstat(tasks.filePath(tid + QStringLiteral("/schedstat")));
        if (schedstat.open(QIODevice::ReadOnly)) {
            bool ok = false;
            const qint64 ns = schedstat.readAll().split(' ').value(0).toLongLong(&ok);
            if (ok)
                return ns;
        }
        QFile stat(tasks.filePath(tid + QStringLiteral("/stat")));
        if (!stat.open(QIODevice::ReadOnly))
            return 0;
        // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() < 13)
            return 0;
        const qint64 ticks = fields.at(11).toLongLong() + fields.at(12).toLongLong();
        return ticks * (1'000'000'000 / sysconf(_SC_CLK_TCK));
    }
    return 0;
}

double percentile(QVector<qint64> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto idx = static_cast<qsizetype>(p * static_cast<double>(v.size() - 1));
    return static_cast<double>(v[idx]);
}

// The sending side of one run: how to put one frame on every client's socket.
using SendFn = std::function<void(const QByteArray &frame)>;

/// `serverCpuNs` reads the CPU time of the thread that fans the events out; `prepare` sets the
/// clients up before they connect; sending starts once `warm` says the path is ready (the
/// gateway's own session to the game identified).
FanoutResult measure(const FanoutBench::Params &p, const QUrl &url, const SendFn &send,
                     const std::function<qint64()> &serverCpuNs,
                     const std::function<void(ClientSwarm *)> &prepare = {},
                     const std::function<bool()> &warm = {})
{
    FanoutResult r;
    r.clients = p.clients;
    r.events = p.events;

    QThread thread;
    auto *swarm = new ClientSwarm(p.server == FanoutBench::Server::Raw ? ClientSwarm::Mode::Raw
                                                                       : ClientSwarm::Mode::Icrp,
                                  url, p.clients);
    swarm->setMessagePack(p.messagePack);
    if (prepare)
        prepare(swarm);
    swarm->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, swarm, &QObject::deleteLater);
    thread.start();

    QEventLoop loop;
    bool ok = true;
    QObject::connect(swarm, &ClientSwarm::ready, &loop, &QEventLoop::quit);
    QObject::connect(swarm, &ClientSwarm::failed, &loop, [&](const QString &why) {
        r.error = why;
        ok = false;
        loop.quit();
    });
    QTimer::singleShot(30'000, &loop, [&] {
        r.error = QStringLiteral("timed out");
        ok = false;
        loop.quit();
    });
    QMetaObject::invokeMethod(swarm, &ClientSwarm::start, Qt::QueuedConnection);
    loop.exec();
    if (ok && warm) {
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (warm())
                loop.quit();
        });
        poll.start(5);
        loop.exec();
    }

    QVector<qint64> latencies;
    qint64 started = 0;
    qint64 finished = 0;
    qint64 cpuStarted = 0;
    qint64 cpuFinished = 0;
    if (ok) {
        QMetaObject::invokeMethod(
            swarm, [swarm, n = p.events] { swarm->expect(n); }, Qt::BlockingQueuedConnection);
        QObject::connect(swarm, &ClientSwarm::done, &loop, [&](QVector<qint64> l) {
            finished = ClientSwarm::nowUs();
            cpuFinished = serverCpuNs ? serverCpuNs() : 0;
            latencies = std::move(l);
            loop.quit();
        });
        qint64 sent = 0;
        QTimer pump;
        // Paced: a precise timer at the pace (at least 1 ms), sending what is due, so the
        // sender does not spin and take a core from the others; burst: as fast as it can.
        pump.setInterval(p.paceUs > 0 ? std::max(1, p.paceUs / 1000) : 0);
        if (p.paceUs > 0)
            pump.setTimerType(Qt::PreciseTimer);
        QObject::connect(&pump, &QTimer::timeout, &loop, [&] {
            const qint64 due =
                p.paceUs > 0
                    ? std::min<qint64>(p.events, (ClientSwarm::nowUs() - started) / p.paceUs + 1)
                    : std::min<qint64>(p.events, sent + 256);
            while (sent < due)
                send(FanoutBench::eventFrame(sent++, p.messageBytes));
            if (sent >= p.events)
                pump.stop();
        });
        started = ClientSwarm::nowUs();
        cpuStarted = serverCpuNs ? serverCpuNs() : 0;
        pump.start();
        loop.exec();
    }

    QMetaObject::invokeMethod(swarm, &ClientSwarm::stop, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();

    if (ok && finished > started) {
        r.deliveredPerSecond = static_cast<double>(p.events) * p.clients * 1e6 /
                               static_cast<double>(finished - started);
        r.p50Us = percentile(latencies, 0.50);
        r.p99Us = percentile(latencies, 0.99);
        r.serverCpuUsPerEvent = double(cpuFinished - cpuStarted) / 1000.0 / double(p.events);
    }
    return r;
}

} // namespace

QByteArray FanoutBench::eventFrame(qint64 sequence, int bytes)
{
    QByteArray f = QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"method\":\"ic/event\",\"params\":{"
                                     "\"category\":\"combat\",\"type\":\"unit_destroyed\","
                                     "\"tick\":") +
                   QByteArray::number(sequence) + QByteArrayLiteral(",\"data\":{\"t\":") +
                   QByteArray::number(ClientSwarm::nowUs()) +
                   QByteArrayLiteral(",\"unit_type\":\"heavy_tank\",\"owner\":\"CommanderZod\","
                                     "\"killed_by\":\"alice\",\"position\":[1024,768],\"pad\":\"");
    const qsizetype tail = 4; // "}}}" and the closing quote
    if (f.size() + tail < bytes)
        f.append(QByteArray(bytes - f.size() - tail, 'x'));
    f.append("\"}}}");
    return f;
}

FanoutResult FanoutBench::run(const Params &p)
{
    // The burst runs queue 50 000 events at once for every client of one process (the game,
    // the gateway and the clients together): tens of MiB unsent, past the process's budget for
    // what peers have not taken, which would close the slowest clients. What is measured here
    // is throughput, so the budget is out of the way (bench-unsent measures it).
    ic::UnsentBudget::instance().setLimit(qint64(1) << 40);
    if (p.server == Server::Gateway)
        return runGateway(p);
    if (p.server == Server::Raw) {
        QWebSocketServer server(QStringLiteral("raw"), QWebSocketServer::NonSecureMode);
        if (!server.listen(QHostAddress::LocalHost, 0))
            return FanoutResult{QStringLiteral("raw"), p.clients, p.events, 0, 0, 0,
                                server.errorString()};
        std::vector<std::unique_ptr<QWebSocket>> peers;
        QObject::connect(&server, &QWebSocketServer::newConnection, &server, [&] {
            while (server.hasPendingConnections())
                peers.emplace_back(server.nextPendingConnection());
        });
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(server.serverPort()));
        FanoutResult r = measure(
            p, url,
            [&](const QByteArray &frame) {
                const QString text = QString::fromUtf8(frame); // once per event, as the server does
                for (auto &peer : peers)
                    peer->sendTextMessage(text);
            },
            threadCpuNs);
        r.label = QStringLiteral("raw QWebSocket");
        return r;
    }

    icrp::IcrpServerConfig config;
    config.port = 0;
    config.serverName = QStringLiteral("bench");
    config.maxConnections = p.clients + 1;
    auto auth = std::make_shared<icrp::PasswordAuthenticator>();
    icrp::IcrpServer server(config, auth);
    if (const auto listening = server.listen(); !listening)
        return FanoutResult{QStringLiteral("icrp"),   p.clients, p.events, 0, 0, 0,
                            listening.error().message};
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(server.port()));
    FanoutResult r = measure(
        p, url,
        [&](const QByteArray &frame) {
            icrp::IcrpEvent e;
            e.category = icrp::EventCategory::Combat;
            e.type = QStringLiteral("unit_destroyed");
            e.frame = frame;
            server.publish(e);
        },
        threadCpuNs);
    r.label = QStringLiteral("IcrpServer (ic-remote-mock's)");
    return r;
}

namespace {

/// A tools folder holding one admin tool that may see combat: the clients speak for it.
bool installBenchTool(ictools::ToolRegistry &registry, const QString &scratch)
{
    const QString source = scratch + QStringLiteral("/bench-tool");
    QDir().mkpath(source);
    QFile manifest(source + QStringLiteral("/tool.yaml"));
    QFile page(source + QStringLiteral("/index.html"));
    if (!manifest.open(QIODevice::WriteOnly) || !page.open(QIODevice::WriteOnly))
        return false;
    manifest.write("id: bench-tool\nname: \"Bench\"\nversion: \"1.0.0\"\nauthor: \"bench\"\n"
                   "description: \"The benchmark's tool\"\ntier: \"admin\"\n"
                   "transport: \"websocket\"\nentry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                   "subscriptions:\n  - \"combat\"\n");
    page.write("<p>bench");
    manifest.close();
    page.close();
    const QString package = scratch + QStringLiteral("/bench-tool.icpkg");
    return ictools::PackageWriter::write(source, package).ok() && registry.open() &&
           bool(registry.install(package));
}

} // namespace

FanoutResult FanoutBench::runGateway(const Params &p)
{
    const auto failed = [&p](const QString &why) {
        return FanoutResult{QStringLiteral("gateway"), p.clients, p.events, 0, 0, 0, why};
    };
    // The game: the same server as ic-remote-mock's, on this thread.
    icrp::IcrpServerConfig config;
    config.port = 0;
    config.serverName = QStringLiteral("bench game");
    config.maxConnections = 4;
    icrp::IcrpServer game(config, std::make_shared<icrp::PasswordAuthenticator>());
    if (const auto listening = game.listen(); !listening)
        return failed(listening.error().message);
    QTemporaryDir scratch;
    ictools::ToolRegistry registry(scratch.filePath(QStringLiteral("tools")));
    if (!installBenchTool(registry, scratch.path()))
        return failed(QStringLiteral("cannot install the bench tool"));

    // The panel's gateway, which runs on a thread of its own (ToolHost's "ic-host"), as in the
    // panel; the game's server stays on this thread.
    ichost::ToolHost::Options options;
    options.port = 0;
    auto host = std::make_unique<ichost::ToolHost>(&registry, options);
    QString startError;
    if (const auto started = host->start(); !started)
        startError = started.error().message;
    host->setToolToken(QStringLiteral("bench-tool"), QStringLiteral("bench-token"));
    host->setGame(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(game.port())), QString());
    FanoutResult r;
    if (startError.isEmpty()) {
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(host->port()));
        r = measure(
            p, url,
            [&](const QByteArray &frame) {
                icrp::IcrpEvent e;
                e.category = icrp::EventCategory::Combat;
                e.type = QStringLiteral("unit_destroyed");
                e.frame = frame;
                game.publish(e);
            },
            [] { return namedThreadCpuNs("ic-host"); },
            [](ClientSwarm *swarm) {
                swarm->setTool(QStringLiteral("bench-tool"), QStringLiteral("bench-token"));
            },
            [&game] { return game.sessions().size() == 1; });
        r.label = QStringLiteral("through the gateway");
    } else {
        r = failed(startError);
    }
    host.reset();
    return r;
}
