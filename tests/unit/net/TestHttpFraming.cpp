// icnet without sockets: request heads found in a stream fed whole and a byte at a time,
// judged (malformed, oversized, a bad Content-Length, Transfer-Encoding, WebSocket upgrades),
// bodies kept or skipped, pipelined requests read in order, nothing read after the last
// request; answers read and written; the head parser's fields.
#include "net/HttpHead.h"
#include "net/HttpRequestReader.h"
#include "net/HttpRequestStream.h"
#include "net/HttpResponse.h"
#include "net/HttpResponseReader.h"

#include <QTest>

using icnet::HttpHead;
using icnet::HttpRefusal;
using icnet::HttpRequest;
using icnet::HttpRequestReader;
using icnet::HttpRequestStream;
using icnet::HttpResponse;
using icnet::HttpResponseReader;

namespace {

constexpr qint64 kMaxHead = 256;
constexpr qint64 kMaxBody = 64;

/// What a stream made of `bytes` fed in pieces of `piece`: "head:N" (body bytes), "body:TEXT"
/// (kept) or "complete" (skipped), "refused:STATUS", "websocket".
QStringList events(const QByteArray &bytes, qsizetype piece, HttpRequestStream::Bodies bodies)
{
    using Event = HttpRequestStream::Event;
    HttpRequestStream stream(kMaxHead, kMaxBody, bodies);
    QStringList seen;
    for (qsizetype at = 0; at < bytes.size() && !stream.stopped(); at += piece) {
        stream.append(bytes.mid(at, piece));
        for (Event e = stream.next(); e.kind != Event::None; e = stream.next()) {
            if (e.kind == Event::Head)
                seen << QStringLiteral("head:%1").arg(e.verdict.bodyBytes);
            else if (e.kind == Event::Complete)
                seen << (bodies == HttpRequestStream::Bodies::Keep
                             ? QStringLiteral("body:") + QString::fromLatin1(e.body)
                             : QStringLiteral("complete"));
            else if (e.kind == Event::Refused)
                seen << QStringLiteral("refused:%1").arg(e.verdict.status);
            else
                seen << QStringLiteral("websocket");
        }
    }
    return seen;
}

QStringList list(const char *text)
{
    return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

class TestHttpFraming : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stream_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("kept");
        QTest::newRow("get") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                             << list("head:0 body:");
        QTest::newRow("pipelined, bodies and blank lines between")
            << QByteArray("POST /a HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc\r\n\r\n"
                          "POST /b HTTP/1.1\r\ncontent-length: 2\r\n\r\nde"
                          "GET /c HTTP/1.1\r\n\r\n")
            << list("head:3 body:abc head:2 body:de head:0 body:");
        QTest::newRow("nothing after Connection: close")
            << QByteArray("GET / HTTP/1.1\r\nConnection: keep-alive, close\r\n\r\n"
                          "GET /never HTTP/1.1\r\n\r\n")
            << list("head:0 body:");
        QTest::newRow("nothing after HTTP/1.0")
            << QByteArray("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGARBAGE\r\n\r\n")
            << list("head:0 body:");
        QTest::newRow("malformed request line")
            << QByteArray("HELLO\r\n\r\n") << list("refused:400");
        QTest::newRow("request line of four parts")
            << QByteArray("GET / x HTTP/1.1\r\n\r\n") << list("refused:400");
        QTest::newRow("header line without a name")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n: nameless\r\n\r\n") << list("refused:400");
        QTest::newRow("header line without a colon, after a good request")
            << QByteArray("GET / HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nno colon here\r\n\r\n")
            << list("head:0 body: refused:400");
        QTest::newRow("head over the cap, unfinished")
            << QByteArray("GET / HTTP/1.1\r\nX-Pad: ") + QByteArray(300, 'a')
            << list("refused:431");
        QTest::newRow("head over the cap, finished")
            << QByteArray("GET / HTTP/1.1\r\nX-Pad: ") + QByteArray(300, 'a') + "\r\n\r\n"
            << list("refused:431");
        QTest::newRow("Content-Length not a number")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n") << list("refused:400");
        QTest::newRow("Content-Length with a sign")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: +3\r\n\r\nabc")
            << list("refused:400");
        QTest::newRow("Content-Length negative")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << list("refused:400");
        QTest::newRow("Content-Length twice, different")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab")
            << list("refused:400");
        QTest::newRow("Content-Length twice, the same")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nab")
            << list("head:2 body:ab");
        QTest::newRow("Content-Length over the cap")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 65\r\n\r\n") << list("refused:413");
        QTest::newRow("Content-Length past 64 bits")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n")
            << list("refused:400");
        QTest::newRow("Transfer-Encoding")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
            << list("refused:411");
        QTest::newRow("websocket upgrade")
            << QByteArray("GET / HTTP/1.1\r\nConnection: keep-alive, Upgrade\r\n"
                          "Upgrade: websocket\r\nSec-WebSocket-Key: k\r\n\r\n")
            << list("websocket");
        QTest::newRow("websocket upgrade without a key")
            << QByteArray("GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n")
            << list("refused:400");
        QTest::newRow("websocket upgrade as the second request")
            << QByteArray("GET / HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nConnection: Upgrade\r\n"
                          "Upgrade: websocket\r\nSec-WebSocket-Key: k\r\n\r\n")
            << list("head:0 body: refused:400");
    }

    void stream()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, kept);
        QCOMPARE(events(bytes, bytes.size(), HttpRequestStream::Bodies::Keep), kept);
        QCOMPARE(events(bytes, 1, HttpRequestStream::Bodies::Keep), kept);
        QStringList skipped = kept;
        for (QString &e : skipped) {
            if (e.startsWith(u"body:"))
                e = QStringLiteral("complete");
        }
        QCOMPARE(events(bytes, 1, HttpRequestStream::Bodies::Skip), skipped);
        QCOMPARE(events(bytes, 7, HttpRequestStream::Bodies::Skip), skipped);
    }

    void skippedBodiesAreCountedNotKept()
    {
        HttpRequestStream stream(kMaxHead, kMaxBody, HttpRequestStream::Bodies::Skip);
        const QByteArray first = "POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n";
        stream.append(first + "01234");
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::Head);
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::None);
        QCOMPARE(stream.buffered(), 0); // five body bytes skipped as they came
        stream.append("56789GET");
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::Complete);
        QCOMPARE(stream.requestsEnd(), first.size() + 10);
        QCOMPARE(stream.appended(), first.size() + 13);
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::None);
        QCOMPARE(stream.buffered(), 3);
        QVERIFY(!stream.lastRequestComplete());
    }

    void lastRequestIsKnown()
    {
        HttpRequestStream stream(kMaxHead, kMaxBody, HttpRequestStream::Bodies::Skip);
        stream.append("POST / HTTP/1.1\r\nConnection: close\r\nContent-Length: 2\r\n\r\na");
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::Head);
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::None);
        QVERIFY(!stream.lastRequestComplete());
        stream.append("bGET / HTTP/1.1\r\n\r\n");
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::Complete);
        QVERIFY(stream.lastRequestComplete());
        QCOMPARE(stream.next().kind, HttpRequestStream::Event::None);
        QCOMPARE(stream.buffered(), 0);
    }

    void readerKeepsTheFieldsAServerUses()
    {
        HttpRequestReader reader(kMaxHead, kMaxBody);
        reader.append("POST /tick HTTP/1.1\r\nhost: a\r\nHost: 127.0.0.1:5001\r\n"
                      "Content-Type: application/json\r\nOrigin: http://x\r\nContent-Length: 2\r\n"
                      "\r\n{}");
        const HttpRequestReader::Next next = reader.next();
        const auto *request = std::get_if<HttpRequest>(&next);
        QVERIFY(request);
        QCOMPARE(request->method, QByteArray("POST"));
        QCOMPARE(request->target, QByteArray("/tick"));
        QCOMPARE(request->host, QByteArray("127.0.0.1:5001")); // the last of two
        QCOMPARE(request->contentType, QByteArray("application/json"));
        QCOMPARE(request->origin, QByteArray("http://x"));
        QCOMPARE(request->body, QByteArray("{}"));
        QVERIFY(request->completeNs > 0);
    }

    void readerRefusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("says");
        QTest::newRow("bare CR before a bad request line")
            << QByteArray("HEL\rLO\r\n\r\n") << 400 << QStringLiteral("bare CR");
        QTest::newRow("NUL in a value")
            << QByteArray("GET / HTTP/1.1\r\nX-A: a") + '\0' + "\r\n\r\n"
            << 400 << QStringLiteral("X-A");
        QTest::newRow("head too large") << QByteArray(300, 'G') << 431 << QStringLiteral("256");
        QTest::newRow("websocket")
            << QByteArray("GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                          "Sec-WebSocket-Key: k\r\n\r\n")
            << 400 << QStringLiteral("WebSocket");
        QTest::newRow("body too large")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\n") << 413
            << QStringLiteral("64 bytes");
    }

    void readerRefusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QFETCH(QString, says);
        HttpRequestReader reader(kMaxHead, kMaxBody);
        reader.append(bytes);
        const HttpRequestReader::Next next = reader.next();
        const auto *refusal = std::get_if<HttpRefusal>(&next);
        QVERIFY(refusal);
        QCOMPARE(refusal->status, status);
        QVERIFY2(refusal->message.contains(says), qPrintable(refusal->message));
        reader.append("GET / HTTP/1.1\r\n\r\n");
        QVERIFY(std::holds_alternative<std::monostate>(reader.next()));
    }

    void answersReadInOrder()
    {
        HttpResponseReader reader(kMaxHead, kMaxBody);
        HttpResponse first = HttpResponse::json(200, "{\"a\":1}");
        HttpResponse second = HttpResponse::json(404, "{}");
        second.closeAfter = true;
        const QByteArray bytes =
            first.toBytes() + "HTTP/1.1 204 No Content\r\n\r\n" + second.toBytes();
        QList<int> statuses;
        for (qsizetype at = 0; at < bytes.size(); ++at) {
            reader.append(bytes.mid(at, 1));
            const HttpResponseReader::Next next = reader.next();
            QVERIFY(!std::holds_alternative<QString>(next));
            if (const auto *r = std::get_if<HttpResponse>(&next))
                statuses << r->status;
        }
        QCOMPARE(statuses, QList<int>({200, 204, 404}));
        QVERIFY(reader.idle());
    }

    void answersNotRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("bad Content-Length")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\n");
        QTest::newRow("chunked") << QByteArray(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        QTest::newRow("no status") << QByteArray("HTTP/1.1 OK\r\nContent-Length: 0\r\n\r\n");
        QTest::newRow("head too large")
            << QByteArray("HTTP/1.1 200 OK\r\nX: ") + QByteArray(300, 'x');
        QTest::newRow("body too large")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 65\r\n\r\n");
    }

    void answersNotRead()
    {
        QFETCH(QByteArray, bytes);
        HttpResponseReader reader(kMaxHead, kMaxBody);
        reader.append(bytes);
        const HttpResponseReader::Next next = reader.next();
        QVERIFY(std::holds_alternative<QString>(next));
    }

    void writtenAnswerHasItsFraming()
    {
        HttpResponse out;
        out.status = 413;
        out.reason = "Payload Too Large";
        out.headers = {{"X-Content-Type-Options", "nosniff"}};
        out.body = "{}";
        out.closeAfter = true;
        QCOMPARE(out.toBytes(), QByteArray("HTTP/1.1 413 Payload Too Large\r\n"
                                           "Content-Type: application/json\r\n"
                                           "X-Content-Type-Options: nosniff\r\n"
                                           "Content-Length: 2\r\nConnection: close\r\n\r\n{}"));
    }

    void writtenRequestReadsBack()
    {
        HttpRequest out;
        out.method = "POST";
        out.target = "/tick";
        out.contentType = "application/json";
        out.body = "{\"tick\":1}";
        out.closeAfter = true;
        HttpRequestReader reader(kMaxHead, kMaxBody);
        reader.append(out.toBytes("127.0.0.1:5000"));
        const HttpRequestReader::Next next = reader.next();
        const auto *back = std::get_if<HttpRequest>(&next);
        QVERIFY(back);
        QCOMPARE(back->host, QByteArray("127.0.0.1:5000"));
        QCOMPARE(back->body, out.body);
        QVERIFY(back->closeAfter);
    }

    void headFields()
    {
        const HttpHead head = HttpHead::parse("GET / HTTP/1.1\r\n  Host :  x \r\nbad\r\n"
                                              "Connection: a, Upgrade\r\n\r\n");
        QCOMPARE(head.startLine, QByteArray("GET / HTTP/1.1"));
        QCOMPARE(head.fields.size(), 2);
        QCOMPARE(head.malformedAt, 1);
        QCOMPARE(head.value("HOST"), QByteArray("x"));
        QVERIFY(HttpHead::hasToken(head.value("connection"), "upgrade"));
        QVERIFY(!HttpHead::hasToken(head.value("connection"), "up"));
    }
};

QTEST_GUILESS_MAIN(TestHttpFraming)
#include "TestHttpFraming.moc"
