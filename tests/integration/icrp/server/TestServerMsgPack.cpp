// IcrpServer speaking MessagePack (D071) over real sockets: a WebSocket asks for it with
// "Accept: application/msgpack" or the subprotocol icrp.msgpack, then every frame either way is
// a binary frame holding the MessagePack form of the very JSON-RPC object a JSON session gets;
// events are encoded once for all MessagePack sessions (delayed ones too); a frame that does
// not decode is a parse error like malformed JSON; a binary frame in a JSON session closes it
// with 4002 and says how to ask; and POST / takes and answers application/msgpack.
#include "RawHttp.h"
#include "RawPeer.h"
#include "TestServer.h"

#include "icrp/protocol/MsgPack.h"
#include "icrp/server/IcrpServerTestProbe.h"

#include <QJsonDocument>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>
#include <QWebSocketHandshakeOptions>

using namespace icrp;

namespace {

const QString kPassword = QStringLiteral("hunter2");

/// A raw WebSocket peer that asks for MessagePack and records every frame as it came: its kind
/// (binary or text) and its bytes.
class MsgPackPeer : public QObject
{
public:
    struct Frame
    {
        bool binary = false;
        QByteArray bytes;
        QJsonValue value() const
        {
            if (binary)
                return MsgPack::decode(bytes).value_or(QJsonValue(QJsonValue::Undefined));
            const QJsonDocument doc = QJsonDocument::fromJson(bytes);
            return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
        }
    };
    enum class Ask { Accept, Subprotocol, AcceptButJsonSubprotocol };

    MsgPackPeer()
    {
        connect(&socket, &QWebSocket::binaryMessageReceived, this, [this](const QByteArray &b) {
            frames.append({true, b});
        });
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString &t) {
            frames.append({false, t.toUtf8()});
        });
        connect(&socket, &QWebSocket::disconnected, this, [this] {
            closed = true;
            closeCode = int(socket.closeCode());
            closeReason = socket.closeReason();
        });
    }
    ~MsgPackPeer() override
    {
        if (socket.state() != QAbstractSocket::UnconnectedState)
            socket.abort();
    }

    void open(quint16 port, Ask ask)
    {
        QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
        QWebSocketHandshakeOptions options;
        if (ask != Ask::Subprotocol)
            request.setRawHeader("Accept", "application/msgpack");
        if (ask == Ask::Subprotocol)
            options.setSubprotocols({QStringLiteral("icrp.msgpack")});
        if (ask == Ask::AcceptButJsonSubprotocol)
            options.setSubprotocols({QStringLiteral("icrp.json")});
        socket.open(request, options);
    }
    Frame next()
    {
        if (!QTest::qWaitFor([&] { return frames.size() > taken || closed; }, 5000) ||
            frames.size() <= taken)
            return {};
        return frames.at(taken++);
    }
    void send(const QJsonValue &message) { socket.sendBinaryMessage(MsgPack::encode(message)); }
    QJsonObject identifyParams(const QStringList &subscriptions = {}) const
    {
        RawPeer helper; // builds the params (and the answer to the challenge) the usual way
        helper.hello = hello;
        return helper.identifyParams(kPassword, QStringLiteral("observer"), subscriptions);
    }
    /// Opens, takes the hello, identifies; false when a step failed.
    bool identified(quint16 port, const QStringList &subscriptions, Ask ask = Ask::Accept)
    {
        open(port, ask);
        const Frame h = next();
        hello = h.value().toObject().value(QLatin1String("params")).toObject();
        send(RawPeer::request(1, QStringLiteral("ic/identify"), identifyParams(subscriptions)));
        const Frame answer = next();
        return h.binary && answer.binary &&
               answer.value().toObject().contains(QLatin1String("result"));
    }

    QWebSocket socket;
    QList<Frame> frames;
    qsizetype taken = 0;
    QJsonObject hello;
    bool closed = false;
    int closeCode = 0;
    QString closeReason;
};

// Every kind of JSON value the codec maps: small and large integers, negative, a fraction,
// strings (with non-ASCII), null, bools, nesting.
QJsonObject variedParams()
{
    return {{QStringLiteral("small"), 7},
            {QStringLiteral("negative"), -33},
            {QStringLiteral("large"), qint64(1) << 40},
            {QStringLiteral("fraction"), 0.25},
            {QStringLiteral("text"), QStringLiteral("Grüße, 世界")},
            {QStringLiteral("none"), QJsonValue::Null},
            {QStringLiteral("flags"), QJsonArray{true, false}},
            {QStringLiteral("nested"), QJsonObject{{QStringLiteral("list"), QJsonArray{1, 2, 3}}}}};
}

} // namespace

class TestServerMsgPack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void acceptHeaderAsksForMsgPack();
    void subprotocolAsksForMsgPack();
    void jsonSubprotocolWinsOverAccept();
    void clientOrderDecidesBetweenBothSubprotocols();
    void helloIsTheJsonHelloAsMsgPack();
    void answersEqualJsonSessionAnswers();
    void specExampleByteForByte();
    void batchAnswerIsOneBinaryArray();
    void textFrameInMsgPackSessionIsAnsweredAsMsgPack();
    void eventsGoOutInEachSessionsEncodingEncodedOnce();
    void delayedEventStaysMsgPack();
    void eventsOfEveryLengthArriveWholeInBothEncodings();
    void eventsBeforeACloseArriveBeforeIt();
    void heldEventsGoToEachAsPublishedBeforeWhatFollows();
    void heldEventsGoBeforeACloseAndDelayedOnesWait();
    void malformedBinaryFrameIsParseError();
    void binaryFrameInJsonSessionCloses4002();
    void httpMsgPackBothWays();
    void httpUnknownContentTypeNamesBoth();
};

void TestServerMsgPack::acceptHeaderAsksForMsgPack()
{
    TestServer t;
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {}, MsgPackPeer::Ask::Accept));
    QVERIFY(p.socket.subprotocol().isEmpty());
    QCOMPARE(t.server->sessions().constFirst().encoding, QStringLiteral("msgpack"));
    QCOMPARE(t.server->sessions().constFirst().toJson().value(QLatin1String("encoding")),
             QStringLiteral("msgpack"));
}

void TestServerMsgPack::subprotocolAsksForMsgPack()
{
    TestServer t;
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {}, MsgPackPeer::Ask::Subprotocol));
    QCOMPARE(p.socket.subprotocol(), QStringLiteral("icrp.msgpack"));
    QCOMPARE(t.server->sessions().constFirst().encoding, QStringLiteral("msgpack"));
}

void TestServerMsgPack::jsonSubprotocolWinsOverAccept()
{
    TestServer t;
    MsgPackPeer p;
    p.open(t.port(), MsgPackPeer::Ask::AcceptButJsonSubprotocol);
    const MsgPackPeer::Frame hello = p.next();
    QVERIFY(!hello.bytes.isEmpty());
    QVERIFY(!hello.binary);
    QCOMPARE(p.socket.subprotocol(), QStringLiteral("icrp.json"));
    QCOMPARE(t.server->sessions().constFirst().encoding, QStringLiteral("json"));
}

void TestServerMsgPack::clientOrderDecidesBetweenBothSubprotocols()
{
    // A client that offers both gets the one it names first (its preference).
    TestServer t;
    for (const QString &first : {QStringLiteral("icrp.json"), QStringLiteral("icrp.msgpack")}) {
        const QString second = first == QLatin1String("icrp.json") ? QStringLiteral("icrp.msgpack")
                                                                   : QStringLiteral("icrp.json");
        QWebSocket ws;
        QWebSocketHandshakeOptions options;
        options.setSubprotocols({first, second});
        QSignalSpy binary(&ws, &QWebSocket::binaryMessageReceived);
        QSignalSpy text(&ws, &QWebSocket::textMessageReceived);
        ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(t.port())), options);
        QTRY_COMPARE_WITH_TIMEOUT(binary.size() + text.size(), 1, 5000); // the ic/hello
        QCOMPARE(ws.subprotocol(), first);
        QCOMPARE(binary.size(), first == QLatin1String("icrp.msgpack") ? 1 : 0);
        ws.abort();
    }
}

void TestServerMsgPack::helloIsTheJsonHelloAsMsgPack()
{
    TestServer t(QString{}); // no password: no challenge, so both hellos are the same
    RawPeer json;
    QVERIFY(json.connectAndHello(t.port()));
    MsgPackPeer packed;
    packed.open(t.port(), MsgPackPeer::Ask::Accept);
    const MsgPackPeer::Frame hello = packed.next();
    QVERIFY(hello.binary);
    const QJsonObject jsonHello = json.messages.constFirst().toObject();
    QCOMPARE(jsonHello.value(QLatin1String("method")), QStringLiteral("ic/hello"));
    QCOMPARE(hello.value().toObject(), jsonHello);
    QCOMPARE(hello.bytes.toHex(), MsgPack::encode(jsonHello).toHex());
}

void TestServerMsgPack::answersEqualJsonSessionAnswers()
{
    TestServer t;
    auto json = RawPeer::identified(t.port(), kPassword);
    QVERIFY(json);
    MsgPackPeer packed;
    QVERIFY(packed.identified(t.port(), {}));
    const QJsonObject identifyAnswer = packed.frames.at(1).value().toObject();
    const QJsonObject jsonIdentify = json->messages.constLast().toObject();
    QCOMPARE(identifyAnswer.value(QLatin1String("result")).toObject().keys(),
             jsonIdentify.value(QLatin1String("result")).toObject().keys());

    const QJsonObject call = RawPeer::request(7, QStringLiteral("test/echo"), variedParams());
    json->send(call);
    packed.send(call);
    const QJsonObject jsonAnswer = json->response(7);
    const MsgPackPeer::Frame answer = packed.next();
    QVERIFY(answer.binary);
    QCOMPARE(answer.value().toObject(), jsonAnswer);
    QCOMPARE(jsonAnswer.value(QLatin1String("result")).toObject(), variedParams());
    QCOMPARE(answer.bytes.toHex(), MsgPack::encode(jsonAnswer).toHex());

    // An error answers the same too.
    const QJsonObject bad = RawPeer::request(8, QStringLiteral("no/such"), QJsonObject{});
    json->send(bad);
    packed.send(bad);
    const QJsonObject jsonError = json->response(8);
    QCOMPARE(errorCode(jsonError), -32601);
    QCOMPARE(packed.next().value().toObject(), jsonError);
}

void TestServerMsgPack::specExampleByteForByte()
{
    // The example of docs/icrp-spec.md: ic/state.subscribe to "match" and its answer.
    TestServer t;
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {}));
    p.socket.sendBinaryMessage(QByteArray::fromHex(
        "84a2696401a76a736f6e727063a3322e30a66d6574686f64b269632f73746174652e7375627363726962"
        "65a6706172616d7381aa63617465676f7269657391a56d61746368"));
    const MsgPackPeer::Frame answer = p.next();
    QVERIFY(answer.binary);
    QCOMPARE(answer.bytes.toHex(), QByteArray("83a2696401a76a736f6e727063a3322e30a6726573756c7481"
                                              "ad737562736372697074696f6e7391a56d61746368"));
}

void TestServerMsgPack::batchAnswerIsOneBinaryArray()
{
    TestServer t;
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {}));
    p.send(QJsonArray{
        RawPeer::request(1, QStringLiteral("test/subtract"), QJsonArray{42, 23}),
        RawPeer::request(2, QStringLiteral("test/echo"), QJsonArray{QStringLiteral("x")})});
    const MsgPackPeer::Frame answer = p.next();
    QVERIFY(answer.binary);
    const QJsonArray answers = answer.value().toArray();
    QCOMPARE(answers.size(), 2);
    QCOMPARE(answers.at(0).toObject().value(QLatin1String("result")).toDouble(), 19.0);
    QCOMPARE(answers.at(1).toObject().value(QLatin1String("result")).toArray(),
             QJsonArray{QStringLiteral("x")});
}

void TestServerMsgPack::textFrameInMsgPackSessionIsAnsweredAsMsgPack()
{
    TestServer t;
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {}));
    p.socket.sendTextMessage(
        QStringLiteral(R"({"jsonrpc":"2.0","id":3,"method":"test/echo","params":[1]})"));
    const MsgPackPeer::Frame answer = p.next();
    QVERIFY(answer.binary);
    QCOMPARE(answer.value().toObject().value(QLatin1String("result")).toArray(), QJsonArray{1});
    QVERIFY(!p.closed);
}

void TestServerMsgPack::eventsGoOutInEachSessionsEncodingEncodedOnce()
{
    TestServer t;
    IcrpServerTestProbe probe(*t.server);
    auto json = RawPeer::identified(t.port(), kPassword, QStringLiteral("observer"),
                                    {QStringLiteral("combat")});
    QVERIFY(json);
    std::vector<std::unique_ptr<MsgPackPeer>> packed;
    for (int i = 0; i < 3; ++i) {
        packed.push_back(std::make_unique<MsgPackPeer>());
        QVERIFY(packed.back()->identified(t.port(), {QStringLiteral("combat")}));
    }
    const quint64 before = probe.msgpackEventEncodes();
    t.server->publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"), 4,
                                      variedParams()));
    QCOMPARE(probe.msgpackEventEncodes(), before + 1);

    QVERIFY(json->waitForMessages(3)); // hello, identify, the event
    const QJsonObject jsonEvent = json->messages.constLast().toObject();
    QCOMPARE(jsonEvent.value(QLatin1String("method")), QStringLiteral("ic/event"));
    for (const auto &p : packed) {
        const MsgPackPeer::Frame event = p->next();
        QVERIFY(event.binary);
        QCOMPARE(event.value().toObject(), jsonEvent);
    }
    // An event only JSON sessions take is never encoded as MessagePack.
    json->send(RawPeer::request(
        9, QStringLiteral("ic/state.subscribe"),
        QJsonObject{{QStringLiteral("categories"), QJsonArray{QStringLiteral("match")}}}));
    QCOMPARE(errorCode(json->response(9)), 0);
    t.server->publish(
        IcrpEvent::make(EventCategory::Match, QStringLiteral("game_end"), 5, QJsonObject{}));
    QCOMPARE(probe.msgpackEventEncodes(), before + 1);
}

void TestServerMsgPack::delayedEventStaysMsgPack()
{
    TestServer t;
    t.auth->setGrantPolicy([](const IdentifyRequest &r, Grant &g) {
        if (r.tier == Tier::Observer)
            g.eventDelay = std::chrono::milliseconds(30);
    });
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {QStringLiteral("combat")}));
    t.server->publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"), 1,
                                      QJsonObject{{QStringLiteral("n"), 1}}));
    QCOMPARE(p.frames.size(), 2); // held back: nothing sent from within publish()
    t.server->beginTick(1);
    const MsgPackPeer::Frame event = p.next();
    QVERIFY(event.binary);
    QCOMPARE(event.value()
                 .toObject()
                 .value(QLatin1String("params"))
                 .toObject()
                 .value(QLatin1String("type")),
             QStringLiteral("unit_destroyed"));
}

namespace {
/// An ic/event notification whose JSON text is exactly `bytes` long (its data padded).
IcrpEvent eventOfLength(qsizetype bytes, qint64 tick)
{
    const QByteArray head = "{\"jsonrpc\":\"2.0\",\"method\":\"ic/event\",\"params\":"
                            "{\"category\":\"combat\",\"type\":\"unit_destroyed\",\"tick\":" +
                            QByteArray::number(tick) + ",\"data\":{\"pad\":\"";
    const QByteArray tail = "\"}}}";
    IcrpEvent e;
    e.category = EventCategory::Combat;
    e.type = QStringLiteral("unit_destroyed");
    e.tick = tick;
    e.frame = head + QByteArray(bytes - head.size() - tail.size(), 'x') + tail;
    return e;
}
} // namespace

void TestServerMsgPack::eventsOfEveryLengthArriveWholeInBothEncodings()
{
    // Each event is framed once and the same bytes written to every session: the lengths
    // around RFC 6455's three length forms (7 bits, 16 bits, 64 bits) in both encodings.
    TestServer t;
    auto json = RawPeer::identified(t.port(), kPassword, QStringLiteral("observer"),
                                    {QStringLiteral("combat")});
    QVERIFY(json);
    MsgPackPeer packed;
    QVERIFY(packed.identified(t.port(), {QStringLiteral("combat")}));
    const QList<qsizetype> lengths{125, 126, 127, 65535, 65536, 70000, 300000};
    for (qsizetype i = 0; i < lengths.size(); ++i)
        t.server->publish(eventOfLength(lengths.at(i), i));
    QVERIFY(json->waitForMessages(2 + lengths.size())); // after the hello and identify
    for (qsizetype i = 0; i < lengths.size(); ++i) {
        const QJsonObject sent =
            QJsonDocument::fromJson(eventOfLength(lengths.at(i), i).frame).object();
        QCOMPARE(json->messages.at(2 + i).toObject(), sent);
        const MsgPackPeer::Frame event = packed.next();
        QVERIFY(event.binary);
        QCOMPARE(event.value().toObject(), sent);
    }
}

void TestServerMsgPack::eventsBeforeACloseArriveBeforeIt()
{
    // The events go straight to the connection, the close frame through QWebSocket: the peer
    // still gets every event first, then the close with its code and reason.
    TestServer t;
    MsgPackPeer packed;
    QVERIFY(packed.identified(t.port(), {QStringLiteral("combat")}));
    const QString id = t.server->sessions().constLast().sessionId;
    for (int i = 0; i < 50; ++i)
        t.server->publish(eventOfLength(2000, i));
    QVERIFY(t.server->closeSession(id, CloseCode::PolicyViolation, QStringLiteral("kicked")));
    for (int i = 0; i < 50; ++i) {
        const MsgPackPeer::Frame event = packed.next();
        QVERIFY(event.binary);
        QCOMPARE(event.value()
                     .toObject()
                     .value(QLatin1String("params"))
                     .toObject()
                     .value(QLatin1String("tick"))
                     .toInteger(),
                 i);
    }
    QTRY_VERIFY(packed.closed);
    QCOMPARE(packed.frames.size(), 52); // hello, identify, the 50 events
    QCOMPARE(packed.closeCode, int(CloseCode::PolicyViolation));
    QCOMPARE(packed.closeReason, QStringLiteral("kicked"));
}

namespace {
IcrpEvent numbered(EventCategory category, const QString &type, qint64 tick)
{
    return IcrpEvent::make(category, type, tick, QJsonObject{{QStringLiteral("n"), tick}});
}
qint64 tickOf(const QJsonValue &message)
{
    return message.toObject()
        .value(QLatin1String("params"))
        .toObject()
        .value(QLatin1String("tick"))
        .toInteger(-1);
}
} // namespace

void TestServerMsgPack::heldEventsGoToEachAsPublishedBeforeWhatFollows()
{
    // Held events (the gateway holds each read of the game's events) reach each session as
    // published: a session that takes all of them, one that takes some, in either encoding;
    // a notification sent while holding comes after them.
    TestServer t;
    auto combat = RawPeer::identified(t.port(), kPassword, QStringLiteral("observer"),
                                      {QStringLiteral("combat")});
    auto both = RawPeer::identified(t.port(), kPassword, QStringLiteral("observer"),
                                    {QStringLiteral("combat"), QStringLiteral("chat")});
    QVERIFY(combat && both);
    MsgPackPeer chat;
    QVERIFY(chat.identified(t.port(), {QStringLiteral("chat")}));
    t.server->holdEvents();
    for (qint64 i = 0; i < 6; ++i) {
        t.server->publish(i % 2 ? numbered(EventCategory::Chat, QStringLiteral("message"), i)
                                : numbered(EventCategory::Combat, QStringLiteral("hit"), i));
    }
    t.server->notify(QStringLiteral("ic/test.after"), QJsonObject{});
    QVERIFY(combat->waitForMessages(2 + 3 + 1));
    QVERIFY(both->waitForMessages(2 + 6 + 1));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(tickOf(combat->messages.at(2 + i)), 2 * i);
    for (int i = 0; i < 6; ++i)
        QCOMPARE(tickOf(both->messages.at(2 + i)), i);
    QCOMPARE(combat->messages.at(5).toObject().value(QLatin1String("method")),
             QStringLiteral("ic/test.after"));
    QCOMPARE(both->messages.at(8).toObject().value(QLatin1String("method")),
             QStringLiteral("ic/test.after"));
    for (int i = 0; i < 3; ++i) {
        const MsgPackPeer::Frame event = chat.next();
        QVERIFY(event.binary);
        QCOMPARE(tickOf(event.value()), 2 * i + 1);
    }
    QCOMPARE(chat.next().value().toObject().value(QLatin1String("method")),
             QStringLiteral("ic/test.after"));
    // Holding ends with the turn of the event loop: later events go out as before.
    QTRY_COMPARE(both->messages.size(), 9);
    t.server->publish(numbered(EventCategory::Combat, QStringLiteral("hit"), 7));
    QVERIFY(both->waitForMessages(10));
    QCOMPARE(tickOf(both->messages.at(9)), 7);
}

void TestServerMsgPack::heldEventsGoBeforeACloseAndDelayedOnesWait()
{
    TestServer t;
    t.auth->setGrantPolicy([](const IdentifyRequest &r, Grant &g) {
        if (r.tier == Tier::Admin)
            g.eventDelay = std::chrono::milliseconds(30);
    });
    MsgPackPeer live;
    QVERIFY(live.identified(t.port(), {QStringLiteral("combat")}));
    auto delayed = RawPeer::identified(t.port(), kPassword, QStringLiteral("admin"),
                                       {QStringLiteral("combat")});
    QVERIFY(delayed);
    const QString liveId = t.server->sessions().constFirst().sessionId;
    t.server->holdEvents();
    for (qint64 i = 0; i < 4; ++i)
        t.server->publish(numbered(EventCategory::Combat, QStringLiteral("hit"), i));
    QVERIFY(t.server->closeSession(liveId, CloseCode::PolicyViolation, QStringLiteral("kicked")));
    for (qint64 i = 0; i < 4; ++i)
        QCOMPARE(tickOf(live.next().value()), i);
    QTRY_VERIFY(live.closed);
    QCOMPARE(live.closeReason, QStringLiteral("kicked"));
    // The delayed session was never held: its events wait for their tick, then come in order.
    QCOMPARE(delayed->messages.size(), 2);
    t.server->beginTick(1);
    QVERIFY(delayed->waitForMessages(6));
    for (int i = 0; i < 4; ++i)
        QCOMPARE(tickOf(delayed->messages.at(2 + i)), i);
}

void TestServerMsgPack::malformedBinaryFrameIsParseError()
{
    TestServer t;
    MsgPackPeer p;
    QVERIFY(p.identified(t.port(), {}));
    // A map of one entry whose key is the reserved byte 0xc1.
    p.socket.sendBinaryMessage(QByteArray::fromHex("81c1c0"));
    const MsgPackPeer::Frame answer = p.next();
    QVERIFY(answer.binary);
    const QJsonObject error = answer.value().toObject();
    QCOMPARE(errorCode(error), -32700);
    QVERIFY(error.value(QLatin1String("id")).isNull());
    const QString why =
        error.value(QLatin1String("error")).toObject().value(QLatin1String("data")).toString();
    QVERIFY2(!why.isEmpty(), qPrintable(why)); // MsgPack::decode's sentence
    // As with malformed JSON text, the session stays usable.
    p.send(RawPeer::request(4, QStringLiteral("test/echo"), QJsonArray{2}));
    QCOMPARE(p.next().value().toObject().value(QLatin1String("result")).toArray(), QJsonArray{2});
    QVERIFY(!p.closed);

    // A scalar is no message: -32600, as a bare JSON scalar is.
    p.socket.sendBinaryMessage(MsgPack::encode(QJsonValue(5)));
    QCOMPARE(errorCode(p.next().value()), -32600);
}

void TestServerMsgPack::binaryFrameInJsonSessionCloses4002()
{
    TestServer t;
    RawPeer p;
    QVERIFY(p.connectAndHello(t.port()));
    p.socket.sendBinaryMessage(MsgPack::encode(QJsonObject{
        {QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), 1}}));
    QVERIFY(p.waitClosed());
    QCOMPARE(p.closeCode, 4002);
    QCOMPARE(p.closeReason,
             QStringLiteral("This session speaks JSON: ask for MessagePack at the handshake "
                            "(Accept: application/msgpack or subprotocol icrp.msgpack)"));
}

void TestServerMsgPack::httpMsgPackBothWays()
{
    TestServer t(QString{}); // no password: an anonymous observer may call
    const QJsonObject call = RawPeer::request(5, QStringLiteral("test/echo"), variedParams());
    const HttpReply r = RawHttp::send(
        t.port(), "POST", "/", {{"Content-Type", "application/msgpack"}}, MsgPack::encode(call));
    QCOMPARE(r.status, 200);
    QCOMPARE(r.headers.value("content-type"), QByteArray("application/msgpack"));
    const QJsonObject answer = MsgPack::decode(r.body).value_or(QJsonValue()).toObject();
    QCOMPARE(answer.value(QLatin1String("id")).toInt(), 5);
    QCOMPARE(answer.value(QLatin1String("result")).toObject(), variedParams());

    // The same call as JSON answers the same object, as JSON.
    const HttpReply j = RawHttp::post(t.port(), QJsonDocument(call).toJson());
    QCOMPARE(j.headers.value("content-type"), QByteArray("application/json"));
    QCOMPARE(j.json().toObject(), answer);

    // Bytes that do not decode: -32700, still as MessagePack.
    const HttpReply bad =
        RawHttp::send(t.port(), "POST", "/", {{"Content-Type", "application/msgpack"}},
                      QByteArray::fromHex("92"));
    QCOMPARE(bad.headers.value("content-type"), QByteArray("application/msgpack"));
    QCOMPARE(errorCode(MsgPack::decode(bad.body).value_or(QJsonValue())), -32700);
}

void TestServerMsgPack::httpUnknownContentTypeNamesBoth()
{
    TestServer t;
    const HttpReply r =
        RawHttp::send(t.port(), "POST", "/", {{"Content-Type", "text/plain"}}, QByteArray("{}"));
    QCOMPARE(r.status, 415);
    const QString message = errorMessage(r.json());
    QVERIFY2(message.contains(QLatin1String("application/json")) &&
                 message.contains(QLatin1String("application/msgpack")) &&
                 message.contains(QLatin1String("text/plain")),
             qPrintable(message));
}

QTEST_MAIN(TestServerMsgPack)
#include "TestServerMsgPack.moc"
