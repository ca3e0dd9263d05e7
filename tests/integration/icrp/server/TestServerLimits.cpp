// What strangers can hold on the server's port (issue 8, findings 1 and 2), over real sockets:
// a peer that sends and never reads is cut off once its unsent output passes the cap (HTTP 401s
// to pipelined requests, WebSocket pongs); a request that never completes and an idle keep-alive
// connection are closed at their deadlines; "Connection: close" and HTTP/1.0 (keep-alive or
// not) are answered, then closed; HTTP/1.1 keeps the connection for the next request; and
// at the socket cap the oldest silent connection makes room, so the owner still gets in.
#include "RawHttp.h"
#include "RawPeer.h"
#include "TestServer.h"

#include <QTcpSocket>
#include <QTest>
#include <QtEndian>

using namespace icrp;
using namespace std::chrono_literals;

namespace {

QByteArray post401()
{
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"test/echo"})";
    return "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           "Content-Length: " +
           QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// A masked client ping frame with a 125-byte payload (RFC 6455 §5.5.2).
QByteArray pingFrame()
{
    QByteArray frame;
    frame.append(char(0x89)).append(char(0x80 | 125)).append("\x01\x02\x03\x04", 4);
    for (int i = 0; i < 125; ++i)
        frame.append(char('p' ^ "\x01\x02\x03\x04"[i % 4]));
    return frame;
}

// Keeps writing `chunk` (never reading) until the server closes the connection; false when it
// is still open after `rounds` rounds.
bool writeUntilClosed(QTcpSocket &socket, const QByteArray &chunk, int rounds)
{
    for (int i = 0; i < rounds && socket.state() == QAbstractSocket::ConnectedState; ++i) {
        socket.write(chunk.repeated(200));
        socket.waitForBytesWritten(200);
        QTest::qWait(0); // let the server run
    }
    return QTest::qWaitFor([&] { return socket.state() != QAbstractSocket::ConnectedState; }, 5000);
}

QTcpSocket *connectRaw(quint16 port, QObject *parent)
{
    auto *socket = new QTcpSocket(parent);
    // A peer that does not read: Qt takes at most 4 KiB off the kernel, which keeps little.
    socket->setReadBufferSize(4096);
    socket->setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
    socket->connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!socket->waitForConnected(5000))
        return nullptr;
    return socket;
}

} // namespace

class TestServerLimits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void httpPeerThatDoesNotReadIsClosed()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.maxUnsentBytes = 64 * 1024;
        TestServer t(QStringLiteral("pw"), c);
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        // Pipelined requests without a token, answers never read: every 401 stays queued.
        QVERIFY(writeUntilClosed(*socket, post401(), 400));
        // The server still answers others.
        QCOMPARE(RawHttp::send(t.port(), "GET", "/hello").status, 200);
    }

    void webSocketPingerThatDoesNotReadIsClosed()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.maxUnsentBytes = 64 * 1024;
        TestServer t(QStringLiteral("pw"), c);
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        socket->write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                      "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n");
        QVERIFY(QTest::qWaitFor([&] { return socket->bytesAvailable() > 0; }, 5000));
        // Pings answered with pongs nobody reads.
        QVERIFY(writeUntilClosed(*socket, pingFrame(), 400));
        QVERIFY(RawPeer::identified(t.port(), QStringLiteral("pw")));
    }

    void unfinishedRequestIsClosedAtItsDeadline()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.identifyTimeout = 300ms;
        TestServer t(QStringLiteral("pw"), c);
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        // A Content-Length of 100 and no body.
        socket->write("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                      "Content-Length: 100\r\n\r\n{");
        QTRY_COMPARE(socket->state(), QAbstractSocket::UnconnectedState);
    }

    void idleKeepAliveIsClosed()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.httpIdleTimeout = 300ms;
        TestServer t(QStringLiteral("pw"), c);
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        socket->write("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QVERIFY(QTest::qWaitFor([&] { return socket->bytesAvailable() > 0; }, 5000));
        QVERIFY(socket->readAll().startsWith("HTTP/1.1 200"));
        QTRY_COMPARE(socket->state(), QAbstractSocket::UnconnectedState);
    }

    void connectionCloseIsHonoured_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::newRow("Connection: close")
            << QByteArray("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        QTest::newRow("HTTP/1.0") << QByteArray("GET /hello HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n");
        // Issue 25: ab -k (HTTP/1.0 with keep-alive) waited for a close that never came, as the
        // answer does not say "Connection: keep-alive". Answered, then closed.
        QTest::newRow("HTTP/1.0 keep-alive")
            << QByteArray("GET /hello HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n"
                          "\r\n");
        const QByteArray identify = R"({"jsonrpc":"2.0","id":1,"method":"ic/identify"})";
        QTest::newRow("HTTP/1.0 keep-alive POST")
            << "POST / HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: Keep-Alive\r\n"
               "Content-Type: application/json\r\nContent-Length: " +
                   QByteArray::number(identify.size()) + "\r\n\r\n" + identify;
    }

    void connectionCloseIsHonoured()
    {
        QFETCH(QByteArray, request);
        TestServer t(QStringLiteral("pw")); // idle timeout 30 s: the close is not a timeout
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        QByteArray answer;
        connect(socket, &QTcpSocket::readyRead, this, [&] { answer += socket->readAll(); });
        socket->write(request);
        QTRY_COMPARE(socket->state(), QAbstractSocket::UnconnectedState);
        QVERIFY2(answer.startsWith("HTTP/1.1 200 "), answer.constData());
        // The whole answer came before the close, and it promised no keep-alive.
        const qsizetype headEnd = answer.indexOf("\r\n\r\n");
        const QByteArray head = answer.left(headEnd).toLower();
        const qsizetype at = head.indexOf("content-length: ");
        QVERIFY(headEnd > 0 && at > 0);
        QCOMPARE(answer.size() - headEnd - 4, head.mid(at + 16).split('\r').constFirst().toInt());
        QVERIFY(!head.contains("keep-alive"));
    }

    // What follows a connection's last request is neither screened nor served: one answer, then
    // the close (it used to answer a pipelined second request too).
    void nothingAfterTheLastRequestIsServed_data()
    {
        QTest::addColumn<QByteArray>("request");
        const QByteArray http10 = "GET /hello HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
        const QByteArray close =
            "GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
        QTest::newRow("HTTP/1.0 twice") << http10 + http10;
        QTest::newRow("Connection: close, then another") << close + close;
        QTest::newRow("then an upgrade")
            << close + "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                       "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                       "Sec-WebSocket-Version: 13\r\n\r\n";
    }

    void nothingAfterTheLastRequestIsServed()
    {
        QFETCH(QByteArray, request);
        TestServer t(QStringLiteral("pw"));
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        QByteArray answers;
        connect(socket, &QTcpSocket::readyRead, this, [&] { answers += socket->readAll(); });
        socket->write(request);
        QTRY_COMPARE(socket->state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(answers.count("HTTP/1.1 "), 1);
        QVERIFY2(answers.startsWith("HTTP/1.1 200 "), answers.constData());
    }

    // HTTP/1.1 keeps the connection for the next request (ab without -k, wrk, browsers).
    void keptAliveConnectionServesTheNextRequest()
    {
        TestServer t(QStringLiteral("pw"));
        QTcpSocket *socket = connectRaw(t.port(), this);
        QVERIFY(socket);
        QByteArray answers;
        connect(socket, &QTcpSocket::readyRead, this, [&] { answers += socket->readAll(); });
        for (int n = 1; n <= 2; ++n) {
            socket->write(
                "GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
            QTRY_COMPARE(answers.count("HTTP/1.1 200 "), n);
        }
        QCOMPARE(socket->state(), QAbstractSocket::ConnectedState);
    }

    void socketCapKeepsRoomForTheOwner()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.maxOpenSockets = 4;
        TestServer t(QStringLiteral("pw"), c);
        QList<QTcpSocket *> silent;
        for (int i = 0; i < 4; ++i) {
            silent << connectRaw(t.port(), this);
            QVERIFY(silent.constLast());
        }
        QTRY_COMPARE(t.server->openSockets(), 4);
        auto owner = RawPeer::identified(t.port(), QStringLiteral("pw"));
        QVERIFY(owner); // the oldest silent socket made room
        QTRY_COMPARE(silent.constFirst()->state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(silent.constLast()->state(), QAbstractSocket::ConnectedState);
    }
};

QTEST_GUILESS_MAIN(TestServerLimits)
#include "TestServerLimits.moc"
