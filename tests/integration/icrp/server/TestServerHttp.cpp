// IcrpServer's HTTP transport on the WebSocket's port: GET /hello, ic/identify with the
// challenge for a token, calls with and without it, batches, 204/401/403/404/405/413/415,
// rate limits and revocation of token sessions, and anonymous observers without a password.
#include "RawHttp.h"
#include "RawPeer.h"
#include "TestServer.h"

#include "icrp/protocol/IcrpAuth.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace icrp;

namespace {

QByteArray encode(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray request(const QJsonValue &id, const QString &method,
                   const QJsonValue &params = QJsonValue(QJsonValue::Undefined))
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("method"), method}};
    if (!params.isUndefined())
        o.insert(QStringLiteral("params"), params);
    return encode(o);
}

QJsonObject identifyParams(const QJsonObject &hello, const QString &password,
                           const QString &tier = QStringLiteral("observer"))
{
    const QJsonObject auth = hello.value(QLatin1String("authentication")).toObject();
    const QString challenge = auth.value(QLatin1String("challenge")).toString();
    return {
        {QStringLiteral("icrpVersion"),
         QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                     {QStringLiteral("max"), QStringLiteral("1.0")}}},
        {QStringLiteral("tier"), tier},
        {QStringLiteral("challenge"), challenge},
        {QStringLiteral("client"),
         QJsonObject{{QStringLiteral("name"), QStringLiteral("curl-ish")}}},
        {QStringLiteral("authentication"),
         IcrpAuth::response(password, auth.value(QLatin1String("salt")).toString(), challenge)}};
}

// GET /hello then POST ic/identify; the result object (with "token") or the error response.
QJsonObject httpIdentify(quint16 port, const QString &password,
                         const QString &tier = QStringLiteral("observer"))
{
    const HttpReply hello = RawHttp::send(port, "GET", "/hello");
    const HttpReply r =
        RawHttp::post(port, request(1, QStringLiteral("ic/identify"),
                                    identifyParams(hello.json().toObject(), password, tier)));
    return r.json().toObject();
}

QByteArray tokenOf(const QJsonObject &identifyResponse)
{
    return identifyResponse.value(QLatin1String("result"))
        .toObject()
        .value(QLatin1String("token"))
        .toString()
        .toLatin1();
}

} // namespace

class TestServerHttp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helloHasFreshChallenges();
    void identifyGivesToken();
    void identifyKeepsTheUserAgent();
    void callWithToken();
    void callWithoutTokenIs401();
    void badTokenIs401();
    void challengeIsSingleUse();
    void wrongPasswordOverHttp();
    void notificationsOnlyIs204();
    void batchOverHttp();
    void asyncAnswerOverHttp();
    void wrongContentTypeIs415();
    void oversizedBodyIs413();
    void declaredHugeBodyIs413BeforeItIsSent();
    void chunkedBodyIs411();
    void keptAliveRequestIsScreenedToo();
    void halfWebSocketUpgradeGetsAnHttpAnswer();
    void otherMethodsAndPaths();
    void foreignHostIs403();
    void rateLimitAppliesToTokens();
    void closeSessionRevokesToken();
    void idleTokenExpires();
    void anonymousObserverWithoutPassword();
    void oneIdentifyPerRequest();
    void tokenSessionsAreCapped();
    void anonymousBudgetIsPerAddressAndTick();
    void helloFloodEvictsOldestChallenge();
};

void TestServerHttp::helloHasFreshChallenges()
{
    TestServer t;
    const HttpReply a = RawHttp::send(t.port(), "GET", "/hello");
    const HttpReply b = RawHttp::send(t.port(), "GET", "/hello");
    QCOMPARE(a.status, 200);
    QCOMPARE(a.headers.value("content-type"), QByteArray("application/json"));
    const QJsonObject hello = a.json().toObject();
    QCOMPARE(hello.value(QLatin1String("server")).toString(),
             QStringLiteral("icrp-test-server 1.0"));
    QCOMPARE(hello.value(QLatin1String("authentication"))
                 .toObject()
                 .value(QLatin1String("salt"))
                 .toString(),
             t.auth->salt());
    const QString challenge = hello.value(QLatin1String("authentication"))
                                  .toObject()
                                  .value(QLatin1String("challenge"))
                                  .toString();
    QVERIFY(!challenge.isEmpty());
    QVERIFY(challenge != b.json()
                             .toObject()
                             .value(QLatin1String("authentication"))
                             .toObject()
                             .value(QLatin1String("challenge"))
                             .toString());
}

void TestServerHttp::identifyGivesToken()
{
    TestServer t;
    QSignalSpy identified(t.server.get(), &IcrpServer::sessionIdentified);
    const QJsonObject r =
        httpIdentify(t.port(), QStringLiteral("hunter2"), QStringLiteral("admin"));
    const QJsonObject result = r.value(QLatin1String("result")).toObject();
    QVERIFY2(!result.isEmpty(), encode(r).constData());
    QVERIFY(!result.value(QLatin1String("token")).toString().isEmpty());
    QCOMPARE(result.value(QLatin1String("tier")).toString(), QStringLiteral("admin"));
    QCOMPARE(result.value(QLatin1String("icrpVersion")).toString(), QStringLiteral("1.0"));
    const QString id = result.value(QLatin1String("sessionId")).toString();
    const auto info = t.server->session(id);
    QVERIFY(info.has_value());
    QCOMPARE(info->transport, QStringLiteral("http"));
    QCOMPARE(info->clientName, QStringLiteral("curl-ish"));
    QCOMPARE(t.server->connectionCount(), 0); // HTTP sessions are not connections
    QCOMPARE(identified.size(), 1);
}

void TestServerHttp::identifyKeepsTheUserAgent()
{
    TestServer t;
    const HttpReply hello = RawHttp::send(t.port(), "GET", "/hello");
    const QByteArray body =
        request(1, QStringLiteral("ic/identify"),
                identifyParams(hello.json().toObject(), QStringLiteral("hunter2")));
    const HttpReply r =
        RawHttp::send(t.port(), "POST", "/",
                      {{"Content-Type", "application/json"}, {"User-Agent", "curl/7.88.1"}}, body);
    const QString id = r.json()
                           .toObject()
                           .value(QLatin1String("result"))
                           .toObject()
                           .value(QLatin1String("sessionId"))
                           .toString();
    const auto info = t.server->session(id);
    QVERIFY2(info.has_value(), r.body.constData());
    QCOMPARE(info->userAgent, QStringLiteral("curl/7.88.1"));
    // Only the panel's tables see it: not on the wire of ic/remote.connections.
    QVERIFY(!info->toJson().contains(QLatin1String("userAgent")));
}

void TestServerHttp::callWithToken()
{
    TestServer t;
    const QByteArray token =
        tokenOf(httpIdentify(t.port(), QStringLiteral("hunter2"), QStringLiteral("admin")));
    QVERIFY(!token.isEmpty());
    HttpReply r = RawHttp::post(
        t.port(), request(2, QStringLiteral("test/subtract"), QJsonArray{42, 23}), token);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json().toObject().value(QLatin1String("result")).toInt(), 19);
    r = RawHttp::post(t.port(), request(3, QStringLiteral("ic/admin.test")), token);
    QCOMPARE(r.json().toObject().value(QLatin1String("result")).toString(),
             QStringLiteral("admin ok"));
    // A second identify with the token is refused, not a new session.
    r = RawHttp::post(t.port(), request(4, QStringLiteral("ic/identify"), QJsonObject{}), token);
    QCOMPARE(errorCode(r.json()), -32602);
    QCOMPARE(t.server->sessions().size(), 1);
}

void TestServerHttp::callWithoutTokenIs401()
{
    TestServer t;
    const HttpReply r = RawHttp::post(t.port(), request(1, QStringLiteral("test/echo")));
    QCOMPARE(r.status, 401);
    const QJsonObject body = r.json().toObject();
    QVERIFY(body.value(QLatin1String("id")).isNull());
    QCOMPARE(errorCode(body), -32003);
}

void TestServerHttp::badTokenIs401()
{
    TestServer t;
    HttpReply r = RawHttp::post(t.port(), request(1, QStringLiteral("test/echo")), "not-a-token");
    QCOMPARE(r.status, 401);
    QCOMPARE(errorCode(r.json()), -32003);
    r = RawHttp::send(
        t.port(), "POST", "/",
        {{"Content-Type", "application/json"}, {"Authorization", "Basic dXNlcjpwdw=="}},
        request(1, QStringLiteral("test/echo")));
    QCOMPARE(r.status, 401);
}

void TestServerHttp::challengeIsSingleUse()
{
    TestServer t;
    const QJsonObject hello = RawHttp::send(t.port(), "GET", "/hello").json().toObject();
    const QByteArray body =
        request(1, QStringLiteral("ic/identify"), identifyParams(hello, QStringLiteral("hunter2")));
    QVERIFY(!tokenOf(RawHttp::post(t.port(), body).json().toObject()).isEmpty());
    const HttpReply again = RawHttp::post(t.port(), body);
    QCOMPARE(errorCode(again.json()), -32004);
    // A challenge the server never gave out.
    QJsonObject params = identifyParams(hello, QStringLiteral("hunter2"));
    params.insert(QStringLiteral("challenge"), QStringLiteral("bWFkZSB1cA=="));
    QCOMPARE(errorCode(
                 RawHttp::post(t.port(), request(1, QStringLiteral("ic/identify"), params)).json()),
             -32004);
}

void TestServerHttp::wrongPasswordOverHttp()
{
    TestServer t;
    const QJsonObject r = httpIdentify(t.port(), QStringLiteral("nope"));
    QCOMPARE(errorCode(r), -32004);
    QVERIFY(t.server->sessions().isEmpty());
}

void TestServerHttp::notificationsOnlyIs204()
{
    TestServer t;
    const QByteArray token = tokenOf(httpIdentify(t.port(), QStringLiteral("hunter2")));
    const HttpReply r = RawHttp::post(
        t.port(),
        R"([{"jsonrpc":"2.0","method":"test/update"},{"jsonrpc":"2.0","method":"test/update"}])",
        token);
    QCOMPARE(r.status, 204);
    QVERIFY(r.body.isEmpty());
    QCOMPARE(t.updates, 2);
}

void TestServerHttp::batchOverHttp()
{
    TestServer t;
    const QByteArray token = tokenOf(httpIdentify(t.port(), QStringLiteral("hunter2")));
    const HttpReply r =
        RawHttp::post(t.port(),
                      R"([{"jsonrpc":"2.0","method":"test/subtract","params":[1,2],"id":"1"},
                                          {"jsonrpc":"2.0","method":"test/update"},
                                          {"foo":"boo"},
                                          {"jsonrpc":"2.0","method":"nope","id":"5"}])",
                      token);
    QCOMPARE(r.status, 200);
    const QJsonArray a = r.json().toArray();
    QCOMPARE(a.size(), 3);
    QCOMPARE(a.at(0).toObject().value(QLatin1String("result")).toInt(), -1);
    QCOMPARE(errorCode(a.at(1)), -32600);
    QCOMPARE(errorCode(a.at(2)), -32601);
    QCOMPARE(errorCode(RawHttp::post(t.port(), "[]", token).json()), -32600);
    QCOMPARE(errorCode(RawHttp::post(t.port(), "{not json", token).json()), -32700);
}

void TestServerHttp::asyncAnswerOverHttp()
{
    TestServer t;
    const QByteArray token = tokenOf(httpIdentify(t.port(), QStringLiteral("hunter2")));
    const HttpReply r = RawHttp::post(
        t.port(), request(9, QStringLiteral("test/async"), QJsonObject{{QStringLiteral("n"), 42}}),
        token);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json().toObject().value(QLatin1String("result")).toInt(), 42);
}

void TestServerHttp::wrongContentTypeIs415()
{
    TestServer t;
    const HttpReply r = RawHttp::send(t.port(), "POST", "/", {{"Content-Type", "text/plain"}},
                                      request(1, QStringLiteral("test/echo")));
    QCOMPARE(r.status, 415);
    // A charset parameter is fine.
    const HttpReply ok =
        RawHttp::send(t.port(), "POST", "/", {{"Content-Type", "application/json; charset=utf-8"}},
                      request(1, QStringLiteral("test/echo")));
    QCOMPARE(ok.status, 401); // accepted as JSON, refused for lack of a token
}

void TestServerHttp::oversizedBodyIs413()
{
    IcrpServerConfig c = TestServer::defaultConfig();
    c.maxMessageSize = 1024;
    TestServer t(QStringLiteral("pw"), c);
    const HttpReply r = RawHttp::post(t.port(), QByteArray(2048, ' '));
    QCOMPARE(r.status, 413);
}

void TestServerHttp::declaredHugeBodyIs413BeforeItIsSent()
{
    // Only the head is sent: the answer must not wait for (or buffer) 300 MiB of body.
    TestServer t;
    const HttpReply r = RawHttp::sendRaw(
        t.port(), "POST / HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(t.port()) +
                      "\r\nContent-Type: application/json\r\nContent-Length: 314572800\r\n\r\n");
    QCOMPARE(r.status, 413);
    QCOMPARE(r.json()
                 .toObject()
                 .value(QLatin1String("error"))
                 .toObject()
                 .value(QLatin1String("code"))
                 .toInt(),
             -32600);
}

void TestServerHttp::chunkedBodyIs411()
{
    TestServer t;
    const HttpReply r = RawHttp::sendRaw(
        t.port(), "POST / HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(t.port()) +
                      "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                      "2\r\n{}\r\n");
    QCOMPARE(r.status, 411);
}

void TestServerHttp::keptAliveRequestIsScreenedToo()
{
    // A small first request, then a huge one on the same connection: the second is refused
    // from its head alone.
    TestServer t;
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), t.port());
    QVERIFY(socket.waitForConnected(5000));
    const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(t.port()) + "\r\n";
    socket.write("GET /hello HTTP/1.1\r\n" + host + "\r\n");
    QByteArray data;
    connect(&socket, &QTcpSocket::readyRead, this, [&] { data += socket.readAll(); });
    QTRY_VERIFY_WITH_TIMEOUT(data.contains("\r\n\r\n") && data.endsWith("}"), 5000);
    QVERIFY(data.startsWith("HTTP/1.1 200"));
    data.clear();
    socket.write("POST / HTTP/1.1\r\n" + host +
                 "Content-Type: application/json\r\nContent-Length: 314572800\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(data.contains("\r\n\r\n"), 5000);
    QVERIFY2(data.startsWith("HTTP/1.1 413"), data.constData());
}

void TestServerHttp::halfWebSocketUpgradeGetsAnHttpAnswer()
{
    // "Upgrade: websocket" alone (no Connection: Upgrade, no key) is not an upgrade.
    TestServer t;
    const HttpReply r = RawHttp::send(t.port(), "GET", "/", {{"Upgrade", "websocket"}});
    QCOMPARE(r.status, 400);
    const HttpReply post =
        RawHttp::send(t.port(), "POST", "/",
                      {{"Upgrade", "websocket"}, {"Content-Type", "application/json"}}, "{}");
    QCOMPARE(post.status, 400);
}

void TestServerHttp::otherMethodsAndPaths()
{
    TestServer t;
    QCOMPARE(RawHttp::send(t.port(), "GET", "/").status, 405);
    QCOMPARE(RawHttp::send(t.port(), "POST", "/hello", {{"Content-Type", "application/json"}}, "{}")
                 .status,
             405);
    QCOMPARE(RawHttp::send(t.port(), "GET", "/nope").status, 404);
}

void TestServerHttp::foreignHostIs403()
{
    TestServer t;
    const QByteArray port = QByteArray::number(t.port());
    for (const QByteArray &host : {QByteArray("evil.example:") + port, QByteArray("127.0.0.1:1")}) {
        const HttpReply r = RawHttp::send(t.port(), "POST", "/",
                                          {{"Host", host}, {"Content-Type", "application/json"}},
                                          request(1, QStringLiteral("test/echo")));
        QCOMPARE(r.status, 403);
        QCOMPARE(errorCode(r.json()), -32001);
        QVERIFY(r.json().toObject().value(QLatin1String("id")).isNull());
        QCOMPARE(RawHttp::send(t.port(), "GET", "/hello", {{"Host", host}}).status, 403);
    }
    QCOMPARE(RawHttp::send(t.port(), "GET", "/hello", {{"Host", "localhost:" + port}}).status, 200);
    QCOMPARE(RawHttp::send(t.port(), "GET", "/hello", {{"Host", "[::1]:" + port}}).status, 200);
}

void TestServerHttp::rateLimitAppliesToTokens()
{
    TestServer t;
    const QByteArray token = tokenOf(httpIdentify(t.port(), QStringLiteral("hunter2")));
    QJsonArray batch;
    for (int i = 1; i <= 11; ++i)
        batch.append(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                 {QStringLiteral("id"), i},
                                 {QStringLiteral("method"), QStringLiteral("test/update")}});
    const QJsonArray r =
        RawHttp::post(t.port(), QJsonDocument(batch).toJson(QJsonDocument::Compact), token)
            .json()
            .toArray();
    QCOMPARE(r.size(), 11);
    QCOMPARE(r.at(9).toObject().value(QLatin1String("result")).toInt(), 10);
    QCOMPARE(errorCode(r.at(10)), -32002);
    QCOMPARE(t.updates, 10);
    t.server->beginTick(1);
    QCOMPARE(RawHttp::post(t.port(), request(1, QStringLiteral("test/update")), token)
                 .json()
                 .toObject()
                 .value(QLatin1String("result"))
                 .toInt(),
             11);
}

void TestServerHttp::closeSessionRevokesToken()
{
    TestServer t;
    const QJsonObject r = httpIdentify(t.port(), QStringLiteral("hunter2"));
    const QByteArray token = tokenOf(r);
    const QString id =
        r.value(QLatin1String("result")).toObject().value(QLatin1String("sessionId")).toString();
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    QVERIFY(t.server->closeSession(id, CloseCode::SessionInvalidated, QStringLiteral("revoked")));
    QCOMPARE(closed.size(), 1);
    QCOMPARE(RawHttp::post(t.port(), request(1, QStringLiteral("test/echo")), token).status, 401);
}

void TestServerHttp::idleTokenExpires()
{
    IcrpServerConfig c = TestServer::defaultConfig();
    c.httpTokenIdleLifetime = std::chrono::milliseconds(1);
    TestServer t(QStringLiteral("pw"), c);
    const QByteArray token = tokenOf(httpIdentify(t.port(), QStringLiteral("pw")));
    QVERIFY(!token.isEmpty());
    QTRY_COMPARE(RawHttp::post(t.port(), request(1, QStringLiteral("test/echo")), token).status,
                 401);
    QVERIFY(t.server->sessions().isEmpty());
}

void TestServerHttp::anonymousObserverWithoutPassword()
{
    TestServer t(QString{});
    const HttpReply hello = RawHttp::send(t.port(), "GET", "/hello");
    QVERIFY(hello.json().toObject().value(QLatin1String("authentication")).isNull());
    HttpReply r = RawHttp::post(t.port(), request(1, QStringLiteral("test/echo"), QJsonArray{7}));
    QCOMPARE(r.status, 200);
    QCOMPARE(r.json().toObject().value(QLatin1String("result")).toArray(), QJsonArray{7});
    r = RawHttp::post(t.port(), request(2, QStringLiteral("ic/admin.test")));
    QCOMPARE(errorCode(r.json()), -32001);
    QVERIFY(t.server->sessions().isEmpty()); // anonymous requests leave no session behind
    // Identifying still works and gives a token.
    r = RawHttp::post(
        t.port(),
        request(3, QStringLiteral("ic/identify"),
                QJsonObject{{QStringLiteral("icrpVersion"),
                             QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                         {QStringLiteral("max"), QStringLiteral("1.0")}}}}));
    QVERIFY(!tokenOf(r.json().toObject()).isEmpty());
}

namespace {
QByteArray anonymousIdentify(int id)
{
    return request(id, QStringLiteral("ic/identify"),
                   QJsonObject{{QStringLiteral("icrpVersion"),
                                QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                            {QStringLiteral("max"), QStringLiteral("1.0")}}}});
}
} // namespace

void TestServerHttp::oneIdentifyPerRequest()
{
    TestServer t(QString{});
    const HttpReply r =
        RawHttp::post(t.port(), '[' + anonymousIdentify(1) + ',' + anonymousIdentify(2) + ',' +
                                    anonymousIdentify(3) + ']');
    const QJsonArray a = r.json().toArray();
    QCOMPARE(a.size(), 3);
    QVERIFY(!tokenOf(a.at(0).toObject()).isEmpty());
    QCOMPARE(errorCode(a.at(1)), -32600);
    QCOMPARE(errorCode(a.at(2)), -32600);
    QCOMPARE(t.server->sessions().size(), 1);
}

void TestServerHttp::tokenSessionsAreCapped()
{
    TestServer t(QString{});
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    const QByteArray first =
        tokenOf(RawHttp::post(t.port(), anonymousIdentify(1)).json().toObject());
    QVERIFY(!first.isEmpty());
    for (int i = 0; i < 64; ++i) {
        t.server->beginTick(i + 1); // the per-address budget allows 10 identifies per tick
        QVERIFY(
            !tokenOf(RawHttp::post(t.port(), anonymousIdentify(2)).json().toObject()).isEmpty());
    }
    QCOMPARE(t.server->sessions().size(), 64);
    QCOMPARE(closed.size(), 1); // the least recently used one, the first
    QCOMPARE(RawHttp::post(t.port(), request(3, QStringLiteral("test/echo")), first).status, 401);
}

void TestServerHttp::anonymousBudgetIsPerAddressAndTick()
{
    TestServer t(QString{});
    for (int i = 0; i < 10; ++i) {
        const HttpReply r = RawHttp::post(t.port(), request(i, QStringLiteral("test/echo")));
        QVERIFY(r.json().toObject().contains(QLatin1String("result")));
    }
    HttpReply r = RawHttp::post(t.port(), request(11, QStringLiteral("test/echo")));
    QCOMPARE(errorCode(r.json()), -32002);
    r = RawHttp::post(t.port(), anonymousIdentify(12));
    QCOMPARE(errorCode(r.json()), -32002);
    t.server->beginTick(1);
    r = RawHttp::post(t.port(), request(13, QStringLiteral("test/echo")));
    QVERIFY(r.json().toObject().contains(QLatin1String("result")));
}

void TestServerHttp::helloFloodEvictsOldestChallenge()
{
    TestServer t;
    const QJsonObject oldest = RawHttp::send(t.port(), "GET", "/hello").json().toObject();
    const QJsonObject second = RawHttp::send(t.port(), "GET", "/hello").json().toObject();
    QVERIFY(!oldest.isEmpty() && !second.isEmpty());
    // 4095 more on one kept-alive connection: the table (4096) overflows by one.
    constexpr int kFlood = 4095;
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), t.port());
    QVERIFY(socket.waitForConnected(5000));
    const QByteArray one =
        "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(t.port()) + "\r\n\r\n";
    QByteArray data;
    int sent = 0;
    int answered = 0;
    const auto sendBatch = [&] { // a few requests in flight at a time, not thousands
        const int n = qMin(64, kFlood - sent);
        socket.write(one.repeated(n));
        sent += n;
    };
    connect(&socket, &QTcpSocket::readyRead, this, [&] {
        data += socket.readAll();
        answered = int(data.count("HTTP/1.1 200"));
        if (answered == sent && sent < kFlood && data.endsWith("}"))
            sendBatch();
    });
    sendBatch();
    QTRY_COMPARE_WITH_TIMEOUT(answered, kFlood, 15000);
    const auto identifyWith = [&](const QJsonObject &hello) {
        return RawHttp::post(t.port(), request(1, QStringLiteral("ic/identify"),
                                               identifyParams(hello, QStringLiteral("hunter2"))))
            .json()
            .toObject();
    };
    QCOMPARE(errorCode(identifyWith(oldest)), int(ErrorCode::AuthenticationFailed));
    QVERIFY(identifyWith(second).contains(QLatin1String("result")));
}

QTEST_GUILESS_MAIN(TestServerHttp)
#include "TestServerHttp.moc"
