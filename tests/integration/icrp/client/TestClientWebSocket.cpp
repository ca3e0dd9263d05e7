// ClientWebSocket (the WebSocket client under IcrpClient) against two servers on 127.0.0.1,
// port 0: Qt's own QWebSocketServer (a WebSocket written by others: messages of every length
// class both ways, ping, the closing handshake from either side) and a server scripted from
// RFC 6455 alone (tests/support/ScriptedWebSocketServer.h), which answers the upgrade and sends
// bytes no server may send (a wrong accept key, a refusal, a masked frame, text that is not
// UTF-8, a message past the limit, a continuation with no start, a long control frame, a
// reserved bit) — and frames split a byte at a time, fragments with a ping between them.

#include "RelayTestPki.h"
#include "ScriptedWebSocketServer.h"
#include "icrp/client/ClientWebSocket.h"

#include <QPointer>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using icrp::ClientWebSocket;
using ictest::frame;
using ScriptedServer = ictest::ScriptedWebSocketServer;

namespace {

/// Qt's WebSocket server, with what its one peer received.
struct QtServer
{
    QWebSocketServer server{QStringLiteral("qt"), QWebSocketServer::NonSecureMode};
    std::unique_ptr<QWebSocket> peer;
    QList<QByteArray> binary;
    QStringList text;
    QUrl listen(QObject *context)
    {
        QObject::connect(&server, &QWebSocketServer::newConnection, context, [this] {
            peer.reset(server.nextPendingConnection());
            QObject::connect(peer.get(), &QWebSocket::textMessageReceived, peer.get(),
                             [this](const QString &t) { text << t; });
            QObject::connect(peer.get(), &QWebSocket::binaryMessageReceived, peer.get(),
                             [this](const QByteArray &b) { binary << b; });
        });
        server.listen(QHostAddress::LocalHost, 0);
        return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server.serverPort()));
    }
    /// Listens and lets `client` in: true once both ends are open.
    bool letIn(ClientWebSocket &client, QObject *context)
    {
        QSignalSpy connected(&client, &ClientWebSocket::connected);
        client.open(listen(context));
        return connected.wait(5000) && QTest::qWaitFor([this] { return bool(peer); }, 5000) &&
               client.isOpen();
    }
};

} // namespace

class TestClientWebSocket : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void messagesOfEveryLengthGoBothWays();
    void answersPingAndClosesWhenAsked();
    void aLongCloseReasonIsCutAtACharacter();
    void deletedInsideItsOwnSignal();
    void takesTheServersClose();
    void readsFramesSplitAnywhereAndJoinsFragments();
    void refusesWhatNoServerMaySend_data();
    void refusesWhatNoServerMaySend();
    void aWrongUpgradeIsAnErrorNamingWhy_data();
    void aWrongUpgradeIsAnErrorNamingWhy();
    void aRefusedConnectionIsTcpsError();
    void wssChecksTheCertificateBeforeAnythingIsSent();
};

void TestClientWebSocket::messagesOfEveryLengthGoBothWays()
{
    QtServer qt;
    ClientWebSocket client;
    QVERIFY(qt.letIn(client, this));
    QSignalSpy texts(&client, &ClientWebSocket::textReceived);
    QSignalSpy binaries(&client, &ClientWebSocket::binaryReceived);
    // 7-bit, 16-bit and 64-bit lengths; text with characters beyond ASCII
    const QString small = QStringLiteral("Größe ⚔ 戦車");
    const QString medium(300, QChar(u'ж'));
    const QByteArray large(70'000, 'x');
    client.sendText(small.toUtf8());
    client.sendText(medium.toUtf8());
    client.sendBinary(large);
    QTRY_COMPARE_WITH_TIMEOUT(qt.text.size(), 2, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(qt.binary.size(), 1, 5000);
    QCOMPARE(qt.text, QStringList({small, medium}));
    QCOMPARE(qt.binary.first(), large);

    qt.peer->sendTextMessage(small);
    qt.peer->sendTextMessage(medium);
    qt.peer->sendBinaryMessage(large);
    QTRY_COMPARE_WITH_TIMEOUT(binaries.size(), 1, 5000);
    QCOMPARE(texts.size(), 2);
    QCOMPARE(texts.at(0).at(0).toByteArray(), small.toUtf8());
    QCOMPARE(texts.at(1).at(0).toByteArray(), medium.toUtf8());
    QCOMPARE(binaries.at(0).at(0).toByteArray(), large);
}

void TestClientWebSocket::answersPingAndClosesWhenAsked()
{
    QtServer qt;
    ClientWebSocket client;
    QVERIFY(qt.letIn(client, this));
    QSignalSpy pong(qt.peer.get(), &QWebSocket::pong);
    qt.peer->ping("are you there");
    QVERIFY(pong.wait(5000));
    QCOMPARE(pong.first().at(1).toByteArray(), QByteArray("are you there"));

    QSignalSpy serverSawClose(qt.peer.get(), &QWebSocket::disconnected);
    QSignalSpy disconnected(&client, &ClientWebSocket::disconnected);
    client.close(4000, QStringLiteral("bye"));
    QVERIFY(!client.isOpen());
    QVERIFY(serverSawClose.wait(5000));
    QCOMPARE(int(qt.peer->closeCode()), 4000);
    QCOMPARE(qt.peer->closeReason(), QStringLiteral("bye"));
    QVERIFY(disconnected.wait(5000) || disconnected.size() == 1);
    QVERIFY(client.protocolFailure().isEmpty());
}

void TestClientWebSocket::aLongCloseReasonIsCutAtACharacter()
{
    QtServer qt;
    ClientWebSocket client;
    QVERIFY(qt.letIn(client, this));
    QSignalSpy serverSawClose(qt.peer.get(), &QWebSocket::disconnected);
    // 62 two-byte characters are 124 bytes: one more than a close frame's reason may hold
    client.close(4000, QString(62, QChar(u'é')));
    QVERIFY(serverSawClose.wait(5000));
    QCOMPARE(int(qt.peer->closeCode()), 4000);
    QCOMPARE(qt.peer->closeReason(), QString(61, QChar(u'é')));
}

void TestClientWebSocket::deletedInsideItsOwnSignal()
{
    QtServer qt;
    QPointer<ClientWebSocket> client = new ClientWebSocket;
    QVERIFY(qt.letIn(*client, this));
    int taken = 0;
    connect(client, &ClientWebSocket::textReceived, this, [&](const QByteArray &) {
        ++taken;
        delete client.data(); // inside the socket's readyRead, more frames after this one
    });
    qt.peer->sendTextMessage(QStringLiteral("one"));
    qt.peer->sendTextMessage(QStringLiteral("two"));
    QTRY_VERIFY_WITH_TIMEOUT(client.isNull(), 5000);
    QCOMPARE(taken, 1);
    // the event loop runs on (the socket is deleted later); the server sees the connection end
    QSignalSpy gone(qt.peer.get(), &QWebSocket::disconnected);
    QVERIFY(qt.peer->state() != QAbstractSocket::ConnectedState || gone.wait(5000));
}

void TestClientWebSocket::takesTheServersClose()
{
    QtServer qt;
    ClientWebSocket client;
    QVERIFY(qt.letIn(client, this));
    QSignalSpy disconnected(&client, &ClientWebSocket::disconnected);
    QSignalSpy serverDone(qt.peer.get(), &QWebSocket::disconnected);
    qt.peer->close(QWebSocketProtocol::CloseCode(4011), QStringLiteral("kicked"));
    QVERIFY(disconnected.wait(5000));
    QCOMPARE(client.closeCode(), quint16(4011));
    QCOMPARE(client.closeReason(), QStringLiteral("kicked"));
    QVERIFY(client.protocolFailure().isEmpty());
    // Qt's server finishes its closing handshake: the client answered the close frame
    QVERIFY(serverDone.size() == 1 || serverDone.wait(5000));
}

void TestClientWebSocket::readsFramesSplitAnywhereAndJoinsFragments()
{
    ScriptedServer s;
    const QUrl url = s.listen(this);
    s.byteAtATime = true;
    s.afterUpgrade = frame(0x1, "hel", false) + frame(0x9, "p") + frame(0x0, "lo ", false) +
                     frame(0x0, "wörld") + frame(0x2, QByteArray(300, '\1')) + frame(0x1, "");
    ClientWebSocket client;
    QSignalSpy texts(&client, &ClientWebSocket::textReceived);
    QSignalSpy binaries(&client, &ClientWebSocket::binaryReceived);
    client.open(url);
    QTRY_COMPARE_WITH_TIMEOUT(texts.size(), 2, 5000);
    QCOMPARE(texts.at(0).at(0).toByteArray(), QByteArray("hello wörld"));
    QCOMPARE(texts.at(1).at(0).toByteArray(), QByteArray());
    QCOMPARE(binaries.size(), 1);
    QCOMPARE(binaries.at(0).at(0).toByteArray(), QByteArray(300, '\1'));
    // the request: a GET of the path and query with the upgrade's headers
    QVERIFY(s.request.startsWith("GET /game?x=1 HTTP/1.1\r\n"));
    QVERIFY(s.request.contains("\r\nSec-WebSocket-Version: 13\r\n"));
    QVERIFY(s.request.contains(
        QStringLiteral("\r\nHost: 127.0.0.1:%1\r\n").arg(url.port()).toLatin1()));
    // the ping between the fragments was answered: a masked pong with its payload
    QTRY_VERIFY_WITH_TIMEOUT(s.received.size() >= 7, 5000);
    QCOMPARE(uchar(s.received[0]), uchar(0x8A));
    QCOMPARE(uchar(s.received[1]), uchar(0x81));
    QCOMPARE(char(s.received[6] ^ s.received[2]), 'p');
}

void TestClientWebSocket::refusesWhatNoServerMaySend_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("why");
    QTest::newRow("masked") << frame(0x1, "hi", true, true) << 1002 << "masked";
    QTest::newRow("not UTF-8") << frame(0x1, "\xc3\x28") << 1007 << "not UTF-8";
    QTest::newRow("too big") << frame(0x2, QByteArray(2048, 'b')) << 1009 << "larger";
    QTest::newRow("continuation first") << frame(0x0, "x") << 1002 << "never began";
    // a continuation with no start is out of order whatever its size
    QTest::newRow("big continuation first")
        << frame(0x0, QByteArray(2048, 'c')) << 1002 << "never began";
    QTest::newRow("new message amid one")
        << frame(0x1, "a", false) + frame(0x1, "b") << 1002 << "before it finished";
    QTest::newRow("long ping") << frame(0x9, QByteArray(126, 'p')) << 1002 << "125";
    QTest::newRow("ping in pieces") << frame(0x9, "p", false) << 1002 << "in pieces";
    QTest::newRow("reserved bit") << frame(0x1, "r", true, false, 4) << 1002 << "reserved";
    QTest::newRow("unknown opcode") << frame(0x3, "?") << 1002 << "unknown kind 3";
    // a length near 2^63 after a fragment: added to what came it would wrap past the limit
    QTest::newRow("length past 2^62")
        << frame(0x1, "a", false) + QByteArray::fromHex("807f7fffffffffffffff") << 1009 << "larger";
    QTest::newRow("close code 1005 on the wire")
        << frame(0x8, QByteArray::fromHex("03ed")) << 1002 << "code 1005";
    QTest::newRow("close code 999")
        << frame(0x8, QByteArray::fromHex("03e7")) << 1002 << "code 999";
}

void TestClientWebSocket::refusesWhatNoServerMaySend()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(QString, why);
    ScriptedServer s;
    const QUrl url = s.listen(this);
    // a good message first: it still comes out, then the bad bytes end the connection
    s.afterUpgrade = frame(0x1, "fine") + bytes + frame(0x1, "never read");
    ClientWebSocket client;
    client.setMaxMessageSize(1024);
    QSignalSpy texts(&client, &ClientWebSocket::textReceived);
    QSignalSpy disconnected(&client, &ClientWebSocket::disconnected);
    client.open(url);
    QVERIFY(disconnected.wait(5000));
    QCOMPARE(texts.size(), 1);
    QCOMPARE(texts.first().first().toByteArray(), QByteArray("fine"));
    QVERIFY2(client.protocolFailure().contains(why), qPrintable(client.protocolFailure()));
    QCOMPARE(int(client.closeCode()), code);
    QTRY_COMPARE_WITH_TIMEOUT(s.clientCloseCode(), code, 5000);
}

void TestClientWebSocket::aWrongUpgradeIsAnErrorNamingWhy_data()
{
    using Answer = std::function<QByteArray(const QByteArray &)>;
    QTest::addColumn<Answer>("answer");
    QTest::addColumn<QString>("why");
    QTest::newRow("refused") << Answer([](const QByteArray &) {
        return QByteArray("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n");
    }) << "HTTP/1.1 403 Forbidden";
    QTest::newRow("wrong accept") << Answer([](const QByteArray &) {
        return QByteArray(
            "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Accept: c29tZXRoaW5nIGVsc2U=\r\n\r\n");
    }) << "Sec-WebSocket-Accept";
    QTest::newRow("no upgrade") << Answer([](const QByteArray &accept) {
        return "HTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: " + accept + "\r\n\r\n";
    }) << "Upgrade: websocket";
    QTest::newRow("an extension") << Answer([](const QByteArray &accept) {
        return "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Extensions: permessage-deflate\r\nSec-WebSocket-Accept: " +
               accept + "\r\n\r\n";
    }) << "extension";
    QTest::newRow("a bare CR") << Answer([](const QByteArray &accept) {
        return "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\rX: y\r\nConnection: "
               "Upgrade\r\nSec-WebSocket-Accept: " +
               accept + "\r\n\r\n";
    }) << "CR";
}

void TestClientWebSocket::aWrongUpgradeIsAnErrorNamingWhy()
{
    using Answer = std::function<QByteArray(const QByteArray &)>;
    QFETCH(Answer, answer);
    QFETCH(QString, why);
    ScriptedServer s;
    const QUrl url = s.listen(this);
    s.answer = answer;
    s.afterUpgrade = frame(0x1, "not for a client that refused the upgrade");
    ClientWebSocket client;
    QSignalSpy errors(&client, &ClientWebSocket::errorOccurred);
    QSignalSpy connected(&client, &ClientWebSocket::connected);
    QSignalSpy texts(&client, &ClientWebSocket::textReceived);
    client.open(url);
    QVERIFY(errors.wait(5000));
    QVERIFY2(client.errorString().contains(why), qPrintable(client.errorString()));
    QCOMPARE(connected.size(), 0);
    QCOMPARE(texts.size(), 0);
    QVERIFY(!client.isOpen());
}

void TestClientWebSocket::aRefusedConnectionIsTcpsError()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
    const quint16 port = closed.serverPort();
    closed.close();
    ClientWebSocket client;
    QSignalSpy errors(&client, &ClientWebSocket::errorOccurred);
    client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    QVERIFY(errors.wait(5000));
    QCOMPARE(errors.first().first().value<QAbstractSocket::SocketError>(),
             QAbstractSocket::ConnectionRefusedError);
}

void TestClientWebSocket::wssChecksTheCertificateBeforeAnythingIsSent()
{
    RelayTestPki pki;
    QVERIFY2(pki.make(), qPrintable(pki.why()));
    QFile certFile(pki.certFile()), keyFile(pki.keyFile());
    QVERIFY(certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly));
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(QSslCertificate(&certFile));
    tls.setPrivateKey(QSslKey(&keyFile, QSsl::Ec));
    QWebSocketServer server(QStringLiteral("wss"), QWebSocketServer::SecureMode);
    server.setSslConfiguration(tls);
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    std::vector<std::unique_ptr<QWebSocket>> peers;
    QStringList received;
    connect(&server, &QWebSocketServer::newConnection, this, [&] {
        peers.emplace_back(server.nextPendingConnection());
        connect(peers.back().get(), &QWebSocket::textMessageReceived, this,
                [&](const QString &t) { received << t; });
        peers.back()->sendTextMessage(QStringLiteral("over TLS"));
    });
    const QUrl url(QStringLiteral("wss://127.0.0.1:%1/").arg(server.serverPort()));

    // the system does not trust the test's CA: the handshake fails, no upgrade is sent
    {
        ClientWebSocket client;
        QSignalSpy errors(&client, &ClientWebSocket::errorOccurred);
        client.open(url);
        QVERIFY(errors.wait(10000));
        QCOMPARE(errors.first().first().value<QAbstractSocket::SocketError>(),
                 QAbstractSocket::SslHandshakeFailedError);
        QVERIFY(peers.empty());
    }
    // trusted (the CA added to what every socket of this process trusts): the same server works
    const QSslConfiguration before = QSslConfiguration::defaultConfiguration();
    QSslConfiguration trusting = before;
    trusting.addCaCertificate(pki.ca());
    QSslConfiguration::setDefaultConfiguration(trusting);
    ClientWebSocket client;
    QSignalSpy texts(&client, &ClientWebSocket::textReceived);
    client.open(url);
    const bool arrived = texts.wait(10000);
    QSslConfiguration::setDefaultConfiguration(before);
    QVERIFY(arrived);
    QCOMPARE(texts.first().first().toByteArray(), QByteArray("over TLS"));
    client.sendText("back over TLS");
    QTRY_COMPARE_WITH_TIMEOUT(received, QStringList{QStringLiteral("back over TLS")}, 5000);
}

QTEST_MAIN(TestClientWebSocket)
#include "TestClientWebSocket.moc"
