// RequestHeadScreen without a socket: what the front door does with a connection's bytes, fed
// whole and one byte at a time (a socket hands them over in reads of any size).
#include "icrp/server/RequestHeadScreen.h"

#include <QTest>

using icrp::RequestHeadScreen;

class TestRequestHeadScreen : public QObject
{
    Q_OBJECT

    /// What the screen did with `bytes` fed in pieces of `piece` bytes, as "request:N",
    /// "complete", "websocket", "refuse:STATUS".
    static QStringList screen(const QByteArray &bytes, qsizetype piece)
    {
        QStringList seen;
        RequestHeadScreen s(1024, 100);
        RequestHeadScreen::Actions actions;
        actions.refuse = [&seen](const RequestHeadScreen::Verdict &v) {
            seen << QStringLiteral("refuse:%1").arg(v.status);
        };
        actions.webSocket = [&seen] { seen << QStringLiteral("websocket"); };
        actions.request = [&seen](const RequestHeadScreen::Verdict &v) {
            seen << QStringLiteral("request:%1").arg(v.bodyBytes);
        };
        actions.complete = [&seen] { seen << QStringLiteral("complete"); };
        for (qsizetype at = 0; at < bytes.size() && !s.stopped(); at += piece)
            s.feed(bytes.mid(at, piece), actions);
        return seen;
    }

private Q_SLOTS:
    void verdicts_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("expected");
        const auto list = [](const char *text) {
            return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::newRow("get") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                             << list("request:0 complete");
        QTest::newRow("pipelined with body")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET / HTTP/1.1\r\n\r\n")
            << list("request:3 complete request:0 complete");
        QTest::newRow("after close")
            << QByteArray("GET / HTTP/1.0\r\n\r\nGARBAGE\r\n\r\n") << list("request:0 complete");
        QTest::newRow("websocket")
            << QByteArray("GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                          "Sec-WebSocket-Key: a\r\n\r\n")
            << list("websocket");
        QTest::newRow("websocket not first")
            << QByteArray("GET / HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nConnection: Upgrade\r\n"
                          "Upgrade: websocket\r\nSec-WebSocket-Key: a\r\n\r\n")
            << list("request:0 complete refuse:400");
        QTest::newRow("chunked") << QByteArray(
                                        "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n")
                                 << list("refuse:411");
        QTest::newRow("body over the cap")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n") << list("refuse:413");
        QTest::newRow("length not a number")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: +1\r\n\r\n") << list("refuse:400");
        QTest::newRow("empty lines first") << QByteArray("\r\n").repeated(5000) +
                                                  "GET / HTTP/1.1\r\n\r\n\r\nGET / HTTP/1.1\r\n\r\n"
                                           << list("request:0 complete request:0 complete");
        QTest::newRow("end split across pieces")
            << QByteArray("GET / HTTP/1.1\r\nX: y\r\n\r\n") << list("request:0 complete");
        QTest::newRow("head over the cap")
            << QByteArray("GET / HTTP/1.1\r\nX: " + QByteArray(1100, 'a')) << list("refuse:431");
    }

    void verdicts()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, expected);
        QCOMPARE(screen(bytes, bytes.size()), expected);
        QCOMPARE(screen(bytes, 1), expected);
    }

    // Which request is the connection's last: HTTP/1.0 is, keep-alive or not (issue 25: its
    // answer never says "Connection: keep-alive", so ab -k waited for a close).
    void lastRequest_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("closeAfter");
        QTest::newRow("HTTP/1.1") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n") << false;
        QTest::newRow("HTTP/1.1 keep-alive")
            << QByteArray("GET / HTTP/1.1\r\nConnection: keep-alive\r\n\r\n") << false;
        QTest::newRow("HTTP/1.1 close")
            << QByteArray("GET / HTTP/1.1\r\nConnection: keep-alive, close\r\n\r\n") << true;
        QTest::newRow("HTTP/1.0") << QByteArray("GET / HTTP/1.0\r\n\r\n") << true;
        QTest::newRow("HTTP/1.0 keep-alive")
            << QByteArray("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n") << true;
    }

    void lastRequest()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, closeAfter);
        const RequestHeadScreen::Verdict v = RequestHeadScreen::inspect(head, true, 100);
        QCOMPARE(v.kind, RequestHeadScreen::Verdict::Http);
        QCOMPARE(v.closeAfter, closeAfter);
    }

    // The front door's refusals carry the same security headers as the server's own answers.
    void refusalHasTheSecurityHeaders()
    {
        RequestHeadScreen::Verdict v =
            RequestHeadScreen::inspect("POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n", true, 100);
        const QByteArray answer = RequestHeadScreen::errorResponse(v);
        QVERIFY(answer.startsWith("HTTP/1.1 413 Payload Too Large\r\n"));
        for (const char *line :
             {"\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n",
              "\r\nX-Content-Type-Options: nosniff\r\n", "\r\nReferrer-Policy: no-referrer\r\n",
              "\r\nCache-Control: no-store\r\n", "\r\nConnection: close\r\n"})
            QVERIFY2(answer.contains(line), line);
    }
};

QTEST_APPLESS_MAIN(TestRequestHeadScreen)
#include "TestRequestHeadScreen.moc"
