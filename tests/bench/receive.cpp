// bench-receive: what receiving one ICRP event costs the gateway's upstream thread, Qt's
// QWebSocket (what IcrpClient used until 2026-11-27, handing over a QString) against
// ClientWebSocket (what it uses now, handing over the UTF-8 as it came). A burst of N 200-byte
// text frames from a QWebSocketServer on one thread to one client on another; the client
// thread's CPU per message. Not a test: nothing here passes or fails on speed
// (docs/performance.md).

#include "icrp/client/ClientWebSocket.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <time.h>

namespace {

qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

/// The bench-gateway event's shape, 200 bytes.
QString eventText(qint64 sequence)
{
    QString t =
        QStringLiteral("{\"jsonrpc\":\"2.0\",\"method\":\"ic/event\",\"params\":{\"category\":"
                       "\"combat\",\"type\":\"unit_destroyed\",\"tick\":%1,\"data\":{"
                       "\"unit_type\":\"heavy_tank\",\"owner\":\"CommanderZod\",\"pad\":\"")
            .arg(sequence);
    t += QString(qMax(0, 196 - int(t.size())), QLatin1Char('x'));
    return t + QStringLiteral("\"}}}");
}

struct Result
{
    double nsPerMessage = 0;
    qint64 received = 0;
};

/// One burst of `count` messages to a ClientWebSocket (`own`) or a QWebSocket; the client
/// thread's CPU.
Result run(bool own, qint64 count)
{
    QThread serverThread, clientThread;
    auto *server = new QWebSocketServer(QStringLiteral("bench"), QWebSocketServer::NonSecureMode);
    server->listen(QHostAddress::LocalHost, 0);
    const quint16 port = server->serverPort();
    server->moveToThread(&serverThread);
    QWebSocket *peer = nullptr;
    QObject::connect(server, &QWebSocketServer::newConnection, server,
                     [server, &peer] { peer = server->nextPendingConnection(); });

    Result result;
    qint64 cpuStart = 0;
    QEventLoop loop;
    auto *anchor = new QObject;
    anchor->moveToThread(&clientThread);
    const auto take = [&] {
        if (++result.received == count) {
            result.nsPerMessage = double(threadCpuNs() - cpuStart) / double(count);
            QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
        }
    };
    QEventLoop accepted;
    QObject::connect(server, &QWebSocketServer::newConnection, &accepted, &QEventLoop::quit,
                     Qt::QueuedConnection);
    serverThread.start();
    clientThread.start();
    QMetaObject::invokeMethod(
        anchor,
        [&, anchor] {
            const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
            if (own) {
                auto *ws = new icrp::ClientWebSocket(anchor);
                QObject::connect(ws, &icrp::ClientWebSocket::textReceived, anchor, take);
                ws->open(url);
            } else {
                auto *ws = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, anchor);
                QObject::connect(ws, &QWebSocket::textMessageReceived, anchor, take);
                ws->open(url);
            }
        },
        Qt::BlockingQueuedConnection);
    // The server has its peer once it answered the handshake; the client reads that answer
    // before the first frame (in the measured CPU: once, against the burst).
    accepted.exec();
    QMetaObject::invokeMethod(
        anchor, [&] { cpuStart = threadCpuNs(); }, Qt::BlockingQueuedConnection);
    QMetaObject::invokeMethod(server, [&] {
        for (qint64 i = 0; i < count; ++i)
            peer->sendTextMessage(eventText(i));
        peer->flush();
    });
    loop.exec();
    QMetaObject::invokeMethod(
        anchor, [anchor] { delete anchor; }, Qt::BlockingQueuedConnection);
    QMetaObject::invokeMethod(
        server, [server] { delete server; }, Qt::BlockingQueuedConnection);
    clientThread.quit();
    serverThread.quit();
    clientThread.wait();
    serverThread.wait();
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 count = argc > 1 ? QByteArray(argv[1]).toLongLong() : 200'000;
    QTextStream out(stdout);
    out << "One client's thread CPU per received 200-byte text frame, " << count
        << " in a burst, ns\nrun | QWebSocket | ClientWebSocket | ClientWebSocket / QWebSocket\n";
    for (int i = 1; i <= 3; ++i) {
        const Result qt = run(false, count);
        const Result own = run(true, count);
        out << i << " | " << qRound(qt.nsPerMessage) << " | " << qRound(own.nsPerMessage) << " | "
            << QString::number(own.nsPerMessage / qt.nsPerMessage, 'f', 2) << '\n';
        out.flush();
    }
    return 0;
}
