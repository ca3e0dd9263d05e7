// Every HTTP answer IcrpServer writes itself carries the security headers of docs/security.md
// (issue 25): the front door's refusals (400, 411, 413, 431), the 401, the 403 for a foreign
// Host, 404, 405, 415, GET /hello, a JSON-RPC answer and a 204, each asked for over a raw socket.
#include "RawHttp.h"
#include "TestServer.h"

#include <QTest>

using namespace icrp;

namespace {

QByteArray post(const QByteArray &body, const QByteArray &more = {})
{
    return "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + more +
           "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

QByteArray get(const QByteArray &path, const QByteArray &host = "127.0.0.1")
{
    return "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n";
}

} // namespace

class TestServerHeaders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyAnswerHasTheSecurityHeaders_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        const QByteArray identify = R"({"jsonrpc":"2.0","id":1,"method":"ic/identify"})";
        QTest::newRow("200 GET /hello") << get("/hello") << 200;
        QTest::newRow("200 JSON-RPC answer") << post(identify) << 200;
        QTest::newRow("204 notifications only")
            << post(R"({"jsonrpc":"2.0","method":"ic/identify"})") << 204;
        QTest::newRow("400 request line") << QByteArray("NONSENSE\r\n\r\n") << 400;
        QTest::newRow("400 half an upgrade")
            << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n\r\n") << 400;
        QTest::newRow("401 no token")
            << post(R"({"jsonrpc":"2.0","id":1,"method":"test/echo"})") << 401;
        QTest::newRow("401 unknown token")
            << post(R"({"jsonrpc":"2.0","id":1,"method":"test/echo"})",
                    "Authorization: Bearer nope\r\n")
            << 401;
        QTest::newRow("403 foreign Host") << get("/hello", "evil.example") << 403;
        QTest::newRow("404 other path") << get("/nothing") << 404;
        QTest::newRow("405 GET /") << get("/") << 405;
        QTest::newRow("405 POST /hello")
            << QByteArray("POST /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n")
            << 405;
        QTest::newRow("411 chunked")
            << QByteArray(
                   "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n")
            << 411;
        QTest::newRow("413 declared body")
            << QByteArray("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                          "Content-Length: 2000000\r\n\r\n")
            << 413;
        QTest::newRow("415 not JSON")
            << post(identify).replace("application/json", "text/plain") << 415;
        QTest::newRow("431 head too large")
            << QByteArray("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: " +
                          QByteArray(17 * 1024, 'a') + "\r\n\r\n")
            << 431;
    }

    void everyAnswerHasTheSecurityHeaders()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        TestServer t; // with a password: without a token only ic/identify is let through
        QVERIFY(t.listening);
        const HttpReply reply = RawHttp::sendRaw(t.port(), request);
        QCOMPARE(reply.status, status);
        QCOMPARE(reply.headers.value("content-security-policy"),
                 QByteArray("default-src 'none'; frame-ancestors 'none'"));
        QCOMPARE(reply.headers.value("x-content-type-options"), QByteArray("nosniff"));
        QCOMPARE(reply.headers.value("referrer-policy"), QByteArray("no-referrer"));
        QCOMPARE(reply.headers.value("cache-control"), QByteArray("no-store"));
        if (status == 204)
            QVERIFY(!reply.headers.contains("content-length")); // RFC 9110 §8.6
        else
            QCOMPARE(reply.headers.value("content-type"), QByteArray("application/json"));
    }
};

QTEST_GUILESS_MAIN(TestServerHeaders)
#include "TestServerHeaders.moc"
