// bench-receive: what receiving one ICRP event costs the gateway's upstream thread, Qt's
// QWebSocket against a reader of WebSocket frames over a bare QTcpSocket (large reads, the frame
// header, a UTF-8 check and the QString the fan-out needs). docs/performance.md ("Again on a
// quiet machine") weighs a receive of our own for the gateway by it. A burst of N 200-byte text
// frames from a QWebSocketServer on one thread to one client on another; the client thread's
// CPU per message. Not a test: nothing here passes or fails on speed.

#include <QCoreApplication>
#include <QTcpSocket>
#include <QTextStream>
#include <QThread>
#include <QTimer>
#include <QUtf8StringView>
#include <QWebSocket>
#include <QWebSocketServer>
#include <functional>
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

/// A WebSocket client of its own: the handshake, then unmasked server frames parsed in place
/// from large reads (text, FIN set: what the bench sends).
class RawReceiver : public QObject
{
public:
    std::function<void(const QString &)> onText;

    void open(quint16 port)
    {
        connect(&m_socket, &QTcpSocket::connected, this, [this, port] {
            m_socket.write(QStringLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1:%1\r\nUpgrade: "
                                          "websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
                                          "dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: "
                                          "13\r\n\r\n")
                               .arg(port)
                               .toLatin1());
        });
        connect(&m_socket, &QTcpSocket::readyRead, this, &RawReceiver::read);
        m_socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    }

private:
    void read()
    {
        m_buffer.append(m_socket.readAll());
        qsizetype at = 0;
        if (!m_upgraded) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            m_upgraded = m_buffer.startsWith("HTTP/1.1 101");
            at = end + 4;
        }
        const auto *data = reinterpret_cast<const uchar *>(m_buffer.constData());
        while (m_buffer.size() - at >= 2) {
            qsizetype length = data[at + 1] & 0x7f, header = 2;
            if (length == 126) {
                if (m_buffer.size() - at < 4)
                    break;
                length = (data[at + 2] << 8) | data[at + 3];
                header = 4;
            }
            if (m_buffer.size() - at < header + length)
                break;
            const char *payload = m_buffer.constData() + at + header;
            if (QUtf8StringView(payload, length).isValidUtf8() && onText)
                onText(QString::fromUtf8(payload, length));
            at += header + length;
        }
        m_buffer.remove(0, at);
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
    bool m_upgraded = false;
};

struct Result
{
    double nsPerMessage = 0;
    qint64 received = 0;
};

/// One burst of `count` messages to a client of `raw` kind; the client thread's CPU.
Result run(bool raw, qint64 count)
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
    const auto take = [&](const QString &) {
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
            if (raw) {
                auto *r = new RawReceiver;
                r->setParent(anchor);
                r->onText = take;
                r->open(port);
            } else {
                auto *ws = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, anchor);
                QObject::connect(ws, &QWebSocket::textMessageReceived, anchor, take);
                ws->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
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
        << " in a burst, ns\nrun | QWebSocket | own reader | own / Qt\n";
    for (int i = 1; i <= 3; ++i) {
        const Result qt = run(false, count);
        const Result own = run(true, count);
        out << i << " | " << qRound(qt.nsPerMessage) << " | " << qRound(own.nsPerMessage) << " | "
            << QString::number(own.nsPerMessage / qt.nsPerMessage, 'f', 2) << '\n';
        out.flush();
    }
    return 0;
}
