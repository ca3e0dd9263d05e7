// The arena's HTTP framing (icnet's, as the arena uses it) without sockets: requests split
// anywhere, pipelined, or refused (the head and body caps, Transfer-Encoding, a malformed request
// line, a WebSocket upgrade, a bare CR or a control byte in the head); answers with Content-Length
// bodies, and the ones the client cannot read (a bare CR or a control byte in the head told apart
// as InvalidHead).

#include "connectors/arena/ArenaHttp.h"

#include <QTest>

using icconnectors::arena::HttpRefusal;
using icconnectors::arena::HttpRequest;
using icconnectors::arena::HttpRequestReader;
using icconnectors::arena::HttpResponse;
using icconnectors::arena::HttpResponseReader;

namespace {

const QByteArray tick = "POST /tick HTTP/1.1\r\nHost: 127.0.0.1:5001\r\n"
                        "Content-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"tick\": 1}";

} // namespace

class TestArenaHttp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void requestByteByByte()
    {
        HttpRequestReader reader(1024, 1024);
        for (qsizetype i = 0; i + 1 < tick.size(); ++i) {
            reader.append(tick.mid(i, 1));
            QVERIFY(std::holds_alternative<std::monostate>(reader.next()));
        }
        reader.append(tick.right(1));
        const auto next = reader.next();
        const auto *request = std::get_if<HttpRequest>(&next);
        QVERIFY(request);
        QCOMPARE(request->method, QByteArray("POST"));
        QCOMPARE(request->target, QByteArray("/tick"));
        QCOMPARE(request->host, QByteArray("127.0.0.1:5001"));
        QCOMPARE(request->contentType, QByteArray("application/json"));
        QCOMPARE(request->body, QByteArray("{\"tick\": 1}"));
        QVERIFY(!request->closeAfter);
        QVERIFY(request->completeNs > 0);
    }

    void pipelinedRequests()
    {
        HttpRequestReader reader(1024, 1024);
        reader.append(tick +
                      "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        auto first = reader.next();
        QCOMPARE(std::get<HttpRequest>(first).target, QByteArray("/tick"));
        auto second = reader.next();
        QCOMPARE(std::get<HttpRequest>(second).target, QByteArray("/health"));
        QVERIFY(std::get<HttpRequest>(second).closeAfter);
        QVERIFY(std::holds_alternative<std::monostate>(reader.next()));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::newRow("body over the cap")
            << QByteArray("POST /tick HTTP/1.1\r\nHost: x\r\nContent-Length: 2048\r\n\r\n") << 413;
        QTest::newRow("head over the cap")
            << QByteArray("GET /health HTTP/1.1\r\nX-Pad: ") + QByteArray(2048, 'a') << 431;
        QTest::newRow("chunked body")
            << QByteArray("POST /tick HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
            << 411;
        QTest::newRow("bad request line") << QByteArray("HELLO\r\n\r\n") << 400;
        QTest::newRow("length not a number")
            << QByteArray("POST /tick HTTP/1.1\r\nContent-Length: ten\r\n\r\n") << 400;
        QTest::newRow("websocket")
            << QByteArray(
                   "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                   "Sec-WebSocket-Key: abc\r\n\r\n")
            << 400;
        QTest::newRow("bare CR in a value")
            << QByteArray("GET /health HTTP/1.1\r\nHost: x\r\nX-Note: a\rb\r\n\r\n") << 400;
        QTest::newRow("NUL in a value")
            << QByteArray("GET /health HTTP/1.1\r\nHost: x\r\nX-Note: a") + '\0' + "b\r\n\r\n"
            << 400;
        QTest::newRow("control byte in a name")
            << QByteArray("GET /health HTTP/1.1\r\nHost: x\r\nX-\x01Note: a\r\n\r\n") << 400;
    }

    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        HttpRequestReader reader(1024, 1024);
        reader.append(bytes);
        const auto next = reader.next();
        const auto *refusal = std::get_if<HttpRefusal>(&next);
        QVERIFY(refusal);
        QCOMPARE(refusal->status, status);
        QVERIFY(!refusal->message.isEmpty());
        reader.append(tick); // nothing more is read after a refusal
        QVERIFY(std::holds_alternative<std::monostate>(reader.next()));
    }

    void answerRead()
    {
        HttpResponseReader reader(1024, 1024);
        reader.append("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ndate: now\r\n"
                      "content-length: 4\r\n\r\n{}");
        QVERIFY(std::holds_alternative<std::monostate>(reader.next()));
        reader.append("  ");
        const auto next = reader.next();
        const auto *response = std::get_if<HttpResponse>(&next);
        QVERIFY(response);
        QCOMPARE(response->status, 200);
        QCOMPARE(response->body, QByteArray("{}  "));
        QCOMPARE(response->contentType, QByteArray("application/json"));
        QCOMPARE(response->header("Date"), QByteArray("now"));
        QVERIFY(reader.idle());
    }

    void answersNotRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("not HTTP") << QByteArray("I am not an HTTP server\r\n\r\n");
        QTest::newRow("chunked") << QByteArray(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        QTest::newRow("no length") << QByteArray("HTTP/1.1 200 OK\r\n\r\n");
        QTest::newRow("too large") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 4096\r\n\r\n");
        QTest::newRow("head too large")
            << QByteArray("HTTP/1.1 200 OK\r\nX: ") + QByteArray(2048, 'x');
    }

    void answersNotRead()
    {
        QFETCH(QByteArray, bytes);
        HttpResponseReader reader(1024, 1024);
        reader.append(bytes);
        const auto next = reader.next();
        QVERIFY(std::holds_alternative<QString>(next));
        QVERIFY(!std::get<QString>(next).isEmpty());
    }

    void answersWithABareCrOrAControlByteNotRead_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QString>("says");
        QTest::newRow("bare CR in a value")
            << QByteArray("HTTP/1.1 200 OK\r\nX-Note: a\rb\r\n") << QStringLiteral("X-Note");
        QTest::newRow("NUL in a value")
            << QByteArray("HTTP/1.1 200 OK\r\nX-Note: a") + '\0' + "b\r\n"
            << QStringLiteral("0x00");
        QTest::newRow("bare CR in the status line")
            << QByteArray("HTTP/1.1 200 O\rK\r\n") << QStringLiteral("first line");
    }
    void answersWithABareCrOrAControlByteNotRead()
    {
        QFETCH(QByteArray, head);
        QFETCH(QString, says);
        HttpResponseReader reader(1024, 1024);
        reader.append(head + "Content-Length: 2\r\n\r\n{}");
        const auto next = reader.next();
        const auto *invalid = std::get_if<HttpResponseReader::InvalidHead>(&next);
        QVERIFY(invalid);
        QVERIFY2(invalid->message.contains(says), qPrintable(invalid->message));
    }

    void tabsAndHighBytesRead()
    {
        HttpRequestReader requests(1024, 1024);
        requests.append("GET /health HTTP/1.1\r\nHost: x\r\nX-Note: a\tb \xe9\r\n\r\n");
        QVERIFY(std::holds_alternative<HttpRequest>(requests.next()));
        HttpResponseReader answers(1024, 1024);
        answers.append("HTTP/1.1 200 OK\r\nX-Note: a\tb \xe9\r\nContent-Length: 0\r\n\r\n");
        const auto next = answers.next();
        QVERIFY(std::holds_alternative<HttpResponse>(next));
        QCOMPARE(std::get<HttpResponse>(next).header("X-Note"), QByteArray("a\tb \xe9"));
    }

    void answerToBytesRoundTrips()
    {
        HttpResponse out = HttpResponse::json(405, "{\"detail\":\"no\"}");
        out.headers.append(qMakePair(QByteArray("Allow"), QByteArray("POST")));
        out.closeAfter = true;
        HttpResponseReader reader(1024, 1024);
        reader.append(out.toBytes());
        const auto next = reader.next();
        const auto &back = std::get<HttpResponse>(next);
        QCOMPARE(back.status, 405);
        QCOMPARE(back.reason, QByteArray("Method Not Allowed"));
        QCOMPARE(back.header("allow"), QByteArray("POST"));
        QVERIFY(back.closeAfter);
        QCOMPARE(back.body, out.body);
    }
};

QTEST_GUILESS_MAIN(TestArenaHttp)
#include "TestArenaHttp.moc"
