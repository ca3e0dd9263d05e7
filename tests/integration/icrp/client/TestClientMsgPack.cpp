// IcrpClient with Options::messagePack (D071): against a scripted WebSocket peer (what the
// client sends and how it takes every kind of frame: hello, identify answer, a batch with an
// event and an answer, a JSON text frame, a binary frame that is not MessagePack), and against
// the real IcrpServer on 127.0.0.1 port 0 (the whole session in MessagePack).

#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/MsgPack.h"
#include "icrp/protocol/VersionRange.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace icrp;
using namespace std::chrono_literals;

namespace {

const QString Password = QStringLiteral("correct horse battery staple");

/// A WebSocket peer that keeps what the client sent: binary frames decoded, text frames as is.
struct Peer
{
    QWebSocketServer server{QStringLiteral("peer"), QWebSocketServer::NonSecureMode};
    std::vector<std::unique_ptr<QWebSocket>> sockets;
    QList<QJsonValue> binary;
    QStringList text;
    QByteArray acceptHeader;
    /// What to do once a client is in (e.g. send ic/hello).
    std::function<void(QWebSocket &)> onOpen;

    bool listen(QObject *context)
    {
        QObject::connect(&server, &QWebSocketServer::newConnection, context, [this] {
            while (server.hasPendingConnections()) {
                sockets.emplace_back(server.nextPendingConnection());
                QWebSocket *ws = sockets.back().get();
                acceptHeader = ws->request().rawHeader("Accept");
                QObject::connect(ws, &QWebSocket::binaryMessageReceived, ws,
                                 [this](const QByteArray &bytes) {
                                     QString error;
                                     const auto v = MsgPack::decode(bytes, &error);
                                     binary << (v ? *v : QJsonValue(error));
                                 });
                QObject::connect(ws, &QWebSocket::textMessageReceived, ws,
                                 [this](const QString &t) { text << t; });
                if (onOpen)
                    onOpen(*ws);
            }
        });
        return server.listen(QHostAddress::LocalHost, 0);
    }
    QWebSocket &socket() { return *sockets.back(); }
};

QJsonObject helloMessage()
{
    return JsonRpc::notification(
        QStringLiteral("ic/hello"),
        QJsonObject{{QStringLiteral("server"), QStringLiteral("peer")},
                    {QStringLiteral("icrpVersion"), VersionRange::supported().toJson()},
                    {QStringLiteral("authentication"), QJsonValue(QJsonValue::Null)}});
}

IcrpClient::Options clientOptions(quint16 port, bool messagePack = true)
{
    IcrpClient::Options o;
    o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
    o.password = Password;
    o.clientName = QStringLiteral("TestClientMsgPack");
    o.clientVersion = QStringLiteral("1.0");
    o.autoReconnect = false;
    o.handshakeTimeout = 5s;
    o.defaultCallTimeout = 5s;
    o.messagePack = messagePack;
    return o;
}

std::unique_ptr<IcrpClient> openClient(const IcrpClient::Options &o)
{
    auto client = std::make_unique<IcrpClient>();
    client->setOptions(o);
    client->open();
    return client;
}

bool waitFailure(IcrpClient &client)
{
    QSignalSpy spy(&client, &IcrpClient::errorOccurred);
    return spy.wait(5000);
}

/// A value with what JSON and MessagePack might disagree about.
QJsonObject awkwardParams()
{
    return {{QStringLiteral("big"), QJsonValue(qint64(1) << 60)},
            {QStringLiteral("negative"), -129},
            {QStringLiteral("half"), 0.5},
            {QStringLiteral("text"), QStringLiteral("Grüße, Привет, 🙂")},
            {QStringLiteral("long"), QString(300, QLatin1Char('x'))},
            {QStringLiteral("nested"), QJsonArray{QJsonObject{{QStringLiteral("a"), QJsonArray{}}},
                                                  true, QJsonValue(QJsonValue::Null)}}};
}

} // namespace

class TestClientMsgPack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonClientDoesNotAskForMessagePack()
    {
        Peer peer;
        peer.onOpen = [](QWebSocket &ws) {
            ws.sendTextMessage(QString::fromUtf8(JsonRpc::encode(helloMessage())));
        };
        QVERIFY(peer.listen(this));
        auto client = openClient(clientOptions(peer.server.serverPort(), false));
        QTRY_COMPARE_WITH_TIMEOUT(peer.text.size(), 1, 5000); // the identify request, as text
        QVERIFY(peer.text.first().contains(QLatin1String("ic/identify")));
        QVERIFY(peer.binary.isEmpty());
        QVERIFY(peer.acceptHeader != "application/msgpack");
    }

    void wholeSessionInBinaryFrames()
    {
        Peer peer;
        peer.onOpen = [](QWebSocket &ws) { ws.sendBinaryMessage(MsgPack::encode(helloMessage())); };
        QVERIFY(peer.listen(this));
        auto client = openClient(clientOptions(peer.server.serverPort()));
        QSignalSpy connected(client.get(), &IcrpClient::connected);

        // ic/identify comes as a binary MessagePack request
        QTRY_COMPARE_WITH_TIMEOUT(peer.binary.size(), 1, 5000);
        QCOMPARE(peer.acceptHeader, QByteArray("application/msgpack"));
        const QJsonObject identify = peer.binary.first().toObject();
        QCOMPARE(identify.value(QLatin1String("method")).toString(), QStringLiteral("ic/identify"));
        QCOMPARE(identify.value(QLatin1String("params"))
                     .toObject()
                     .value(QLatin1String("client"))
                     .toObject()
                     .value(QLatin1String("name"))
                     .toString(),
                 QStringLiteral("TestClientMsgPack"));
        peer.socket().sendBinaryMessage(MsgPack::encode(
            JsonRpc::result(identify.value(QLatin1String("id")),
                            QJsonObject{{QStringLiteral("sessionId"), QStringLiteral("s1")},
                                        {QStringLiteral("tier"), QStringLiteral("observer")}})));
        QVERIFY(connected.wait(5000));
        QCOMPARE(client->welcome().value(QLatin1String("sessionId")).toString(),
                 QStringLiteral("s1"));
        QCOMPARE(client->hello().value(QLatin1String("server")).toString(), QStringLiteral("peer"));

        // a call goes out binary; its answer comes in a batch after an event
        std::optional<IcrpResult> answer;
        client->call(QStringLiteral("test/echo"), awkwardParams(),
                     [&answer](const IcrpResult &r) { answer = r; });
        QTRY_COMPARE_WITH_TIMEOUT(peer.binary.size(), 2, 5000);
        const QJsonObject call = peer.binary.at(1).toObject();
        QCOMPARE(call.value(QLatin1String("params")), QJsonValue(awkwardParams()));
        QSignalSpy events(client.get(), &IcrpClient::eventReceived);
        QSignalSpy eventTexts(client.get(), &IcrpClient::eventFrameReceived);
        const QJsonObject event = JsonRpc::notification(
            QStringLiteral("ic/event"),
            QJsonObject{{QStringLiteral("category"), QStringLiteral("combat")},
                        {QStringLiteral("type"), QStringLiteral("unit_destroyed")},
                        {QStringLiteral("tick"), 1234},
                        {QStringLiteral("data"), QJsonObject{{QStringLiteral("unit"), 7}}}});
        peer.socket().sendBinaryMessage(MsgPack::encode(
            QJsonArray{event, JsonRpc::result(call.value(QLatin1String("id")),
                                              call.value(QLatin1String("params")))}));
        QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 5000);
        QVERIFY(answer->ok);
        QCOMPARE(answer->result, QJsonValue(awkwardParams()));
        QCOMPARE(answer->result.toObject().value(QLatin1String("big")).toInteger(), qint64(1)
                                                                                        << 60);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().at(0).toString(), QStringLiteral("combat"));
        QCOMPARE(events.first().at(2).toLongLong(), 1234);
        QCOMPARE(events.first().at(3).toJsonObject().value(QLatin1String("unit")).toInt(), 7);
        // who passes events on as text gets them as JSON text, as from a JSON session
        QCOMPARE(eventTexts.size(), 1);
        QCOMPARE(eventTexts.first().at(3).toByteArray(), JsonRpc::encode(event));
        QVERIFY(peer.text.isEmpty()); // never a text frame from a MessagePack client
    }

    void textFrameWhenMessagePackWasAskedFor()
    {
        Peer peer;
        peer.onOpen = [](QWebSocket &ws) {
            ws.sendTextMessage(QString::fromUtf8(JsonRpc::encode(helloMessage())));
        };
        QVERIFY(peer.listen(this));
        auto client = openClient(clientOptions(peer.server.serverPort()));
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::ProtocolError);
        QCOMPARE(client->lastError(),
                 QStringLiteral("ws://127.0.0.1:%1/ answered in JSON although MessagePack was "
                                "asked for: this server does not speak MessagePack. Connect "
                                "with JSON instead (ic-tool: leave out --msgpack).")
                     .arg(peer.server.serverPort()));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QVERIFY(peer.binary.isEmpty()); // it did not identify
    }

    void binaryFrameThatIsNotMessagePack()
    {
        Peer peer;
        peer.onOpen = [](QWebSocket &ws) { ws.sendBinaryMessage(QByteArray::fromHex("91c1")); };
        QVERIFY(peer.listen(this));
        auto client = openClient(clientOptions(peer.server.serverPort()));
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::ProtocolError);
        QVERIFY2(client->lastError().contains(
                     QStringLiteral("it sent a binary message that is not MessagePack "
                                    "(MessagePack byte 0xc1 at byte 1 is reserved and never "
                                    "valid: the data is not MessagePack)")),
                 qPrintable(client->lastError()));
    }

    void realServerSpeaksMessagePack()
    {
        IcrpServerConfig config;
        config.port = 0;
        config.serverName = QStringLiteral("test-server");
        IcrpServer server(config, std::make_shared<PasswordAuthenticator>(Password));
        server.registerMethod(
            QStringLiteral("test/echo"), access::Everyone,
            [](const IcrpCall &call, const IcrpResponder &r) { r.result(call.params); });
        const auto listening = server.listen();
        QVERIFY2(listening, qPrintable(listening ? QString() : listening.error().message));

        auto o = clientOptions(server.port());
        o.subscriptions = QStringList{QStringLiteral("combat")};
        auto client = openClient(o);
        QSignalSpy connected(client.get(), &IcrpClient::connected);
        QSignalSpy failed(client.get(), &IcrpClient::errorOccurred);
        QVERIFY2(connected.wait(5000), qPrintable(client->lastError()));
        QCOMPARE(client->hello().value(QLatin1String("server")).toString(),
                 QStringLiteral("test-server"));
        QCOMPARE(server.sessions().size(), 1);
        QCOMPARE(server.sessions().first().encoding, QStringLiteral("msgpack"));

        std::optional<IcrpResult> answer;
        client->call(QStringLiteral("test/echo"), awkwardParams(),
                     [&answer](const IcrpResult &r) { answer = r; });
        QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 5000);
        QVERIFY2(answer->ok, qPrintable(answer->message));
        QCOMPARE(answer->result, QJsonValue(awkwardParams()));

        // an error answer comes through MessagePack too
        std::optional<IcrpResult> refused;
        client->call(QStringLiteral("test/nothing"), QJsonObject{},
                     [&refused](const IcrpResult &r) { refused = r; });
        QTRY_VERIFY_WITH_TIMEOUT(refused.has_value(), 5000);
        QVERIFY(!refused->ok);
        QCOMPARE(refused->code, -32601);

        QSignalSpy events(client.get(), &IcrpClient::eventReceived);
        server.publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"), 12,
                                       QJsonObject{{QStringLiteral("unit"), 7}}));
        QVERIFY(events.wait(5000));
        QCOMPARE(events.first().at(1).toString(), QStringLiteral("unit_destroyed"));
        QCOMPARE(events.first().at(2).toLongLong(), 12);
        QCOMPARE(events.first().at(3).toJsonObject().value(QLatin1String("unit")).toInt(), 7);
        QCOMPARE(failed.size(), 0); // every frame of the server was binary MessagePack
    }
};

QTEST_GUILESS_MAIN(TestClientMsgPack)
#include "TestClientMsgPack.moc"
