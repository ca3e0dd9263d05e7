#include "FanoutBench.h"

#include "ClientSwarm.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <algorithm>
#include <chrono>
#include <functional>

namespace {

qint64 nowUs()
{
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
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

FanoutResult measure(const FanoutBench::Params &p, const QUrl &url, const SendFn &send)
{
    FanoutResult r;
    r.clients = p.clients;
    r.events = p.events;

    QThread thread;
    auto *swarm = new ClientSwarm(p.server == FanoutBench::Server::Raw ? ClientSwarm::Mode::Raw
                                                                       : ClientSwarm::Mode::Icrp,
                                  url, p.clients);
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

    QVector<qint64> latencies;
    qint64 started = 0;
    qint64 finished = 0;
    if (ok) {
        QMetaObject::invokeMethod(
            swarm, [swarm, n = p.events] { swarm->expect(n); }, Qt::BlockingQueuedConnection);
        QObject::connect(swarm, &ClientSwarm::done, &loop, [&](QVector<qint64> l) {
            finished = nowUs();
            latencies = std::move(l);
            loop.quit();
        });
        qint64 sent = 0;
        QTimer pump;
        pump.setInterval(0);
        if (p.paceUs > 0)
            pump.setTimerType(Qt::PreciseTimer);
        const qint64 chunk = p.paceUs > 0 ? 1 : 256;
        QObject::connect(&pump, &QTimer::timeout, &loop, [&] {
            if (p.paceUs > 0 && nowUs() - started < sent * p.paceUs)
                return; // not yet time for the next paced event
            for (qint64 i = 0; i < chunk && sent < p.events; ++i)
                send(FanoutBench::eventFrame(sent++, p.messageBytes));
            if (sent >= p.events)
                pump.stop();
        });
        started = nowUs();
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
                   QByteArray::number(nowUs()) +
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
        FanoutResult r = measure(p, url, [&](const QByteArray &frame) {
            const QString text = QString::fromUtf8(frame); // once per event, as the server does
            for (auto &peer : peers)
                peer->sendTextMessage(text);
        });
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
    FanoutResult r = measure(p, url, [&](const QByteArray &frame) {
        icrp::IcrpEvent e;
        e.category = icrp::EventCategory::Combat;
        e.type = QStringLiteral("unit_destroyed");
        e.frame = frame;
        server.publish(e);
    });
    r.label = QStringLiteral("IcrpServer (ic-remote-mock's)");
    return r;
}
