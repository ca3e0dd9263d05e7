// IcrpServer's session table over real WebSockets: sessions()/session(), closeSession (4011),
// closeAllSessions, closeSessionsOlderThan after a password change, shutdown (4012), and a
// server destroyed with sessions still open.
#include "RawPeer.h"
#include "TestServer.h"

#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace icrp;

namespace {

QString idOf(const RawPeer &p)
{
    for (const QJsonValue &m : p.messages) {
        const QString id = m.toObject()
                               .value(QLatin1String("result"))
                               .toObject()
                               .value(QLatin1String("sessionId"))
                               .toString();
        if (!id.isEmpty())
            return id;
    }
    return {};
}

qint64 messagesOut(const TestServer &t, const QString &sessionId)
{
    const auto info = t.server->session(sessionId);
    return info ? info->messagesOut : -1;
}

/// True when any message the peer received carries `text` as its result.
bool received(const RawPeer &p, const QString &text)
{
    for (const QJsonValue &m : p.messages) {
        if (m.toObject().value(QLatin1String("result")).toString() == text)
            return true;
    }
    return false;
}

} // namespace

class TestServerSessions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sessionsListsEveryConnection();
    void sessionKeepsTheUpgradesUserAgent();
    void closeSessionKicks4011();
    void closeAllSessionsKeepsOne();
    void sessionKickingItselfGetsItsAnswer();
    void closeSessionsOlderThanAfterPasswordChange();
    void shutdownCloses4012AndStopsListening();
    void destroyedWithOpenSessions();
    void peerLeavingRemovesSession();
    void answerAfterSessionGoneIsDropped();
    void answerAfterHttpClientGoneIsDropped();
    void deleteLaterFromSessionClosedSlot();
};

void TestServerSessions::sessionsListsEveryConnection()
{
    TestServer t;
    RawPeer waiting;
    QVERIFY(waiting.connectAndHello(t.port()));
    auto p = RawPeer::identified(t.port());
    QVERIFY(p);
    p->call(QStringLiteral("test/echo"));
    const QList<IcrpSessionInfo> all = t.server->sessions();
    QCOMPARE(all.size(), 2);
    QVERIFY(!all.at(0).identified);
    QVERIFY(all.at(1).identified);
    QCOMPARE(all.at(1).sessionId, idOf(*p));
    QCOMPARE(all.at(1).messagesIn, 2);  // identify, echo
    QCOMPARE(all.at(1).messagesOut, 3); // hello, identify result, echo result
    QVERIFY(all.at(1).connectedAt.isValid());
    QCOMPARE(all.at(1).connectedAt.timeSpec(), Qt::UTC);
    const QJsonObject json = all.at(1).toJson();
    QCOMPARE(json.value(QLatin1String("tier")).toString(), QStringLiteral("observer"));
    QCOMPARE(json.value(QLatin1String("transport")).toString(), QStringLiteral("websocket"));
    QCOMPARE(t.server->connectionCount(), 2);
    QVERIFY(!t.server->session(QStringLiteral("nope")).has_value());
}

void TestServerSessions::sessionKeepsTheUpgradesUserAgent()
{
    TestServer t;
    const QByteArray obs = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, "
                           "like Gecko) Chrome/127.0.6533.120 Safari/537.36 OBS/30.2.3";
    RawPeer fromObs;
    QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(t.port())));
    request.setRawHeader("User-Agent", obs);
    fromObs.socket.open(request);
    QVERIFY(fromObs.waitForMessages(1)); // the hello

    // A hostile one: escape sequences written out, and no more than 256 characters kept.
    RawPeer hostile;
    QNetworkRequest evil(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(t.port())));
    evil.setRawHeader("User-Agent", "Evil\x1b[8m" + QByteArray(1000, 'x'));
    hostile.socket.open(evil);
    QVERIFY(hostile.waitForMessages(1));

    RawPeer plain; // QWebSocket sends no User-Agent of its own
    QVERIFY(plain.connectAndHello(t.port()));

    const QList<IcrpSessionInfo> all = t.server->sessions();
    QCOMPARE(all.size(), 3);
    QCOMPARE(all.at(0).userAgent, QString::fromLatin1(obs));
    QVERIFY2(all.at(1).userAgent.startsWith(QLatin1String("Evil\\x1b[8mxxx")),
             qPrintable(all.at(1).userAgent));
    QCOMPARE(all.at(1).userAgent.size(), IcrpSessionInfo::kMaxUserAgent);
    QVERIFY(all.at(2).userAgent.isEmpty());
}

void TestServerSessions::closeSessionKicks4011()
{
    TestServer t;
    auto p = RawPeer::identified(t.port());
    auto other = RawPeer::identified(t.port());
    QVERIFY(p && other);
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    const QString id = idOf(*p);
    QVERIFY(t.server->closeSession(id, CloseCode::SessionInvalidated,
                                   QStringLiteral("Kicked by the host")));
    QCOMPARE(closed.size(), 1);
    QCOMPARE(closed.first().first().toString(), id);
    QVERIFY(!t.server->session(id).has_value());
    QVERIFY(p->waitClosed());
    QCOMPARE(p->closeCode, 4011);
    QCOMPARE(p->closeReason, QStringLiteral("Kicked by the host"));
    QVERIFY(!t.server->closeSession(id, CloseCode::SessionInvalidated, QString()));
    // The other session is untouched.
    QVERIFY(other->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
}

void TestServerSessions::sessionKickingItselfGetsItsAnswer()
{
    TestServer t;
    auto p = RawPeer::identified(t.port());
    QVERIFY(p);
    p->taken = p->messages.size();
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":"test/kickself","id":9})"));
    const QJsonObject r = p->next().toObject();
    QCOMPARE(r.value(QLatin1String("id")).toInt(), 9);
    QCOMPARE(r.value(QLatin1String("result")).toBool(), true);
    QVERIFY(p->waitClosed());
    QCOMPARE(p->closeCode, 4011);
}

void TestServerSessions::closeAllSessionsKeepsOne()
{
    TestServer t;
    auto keep = RawPeer::identified(t.port());
    auto a = RawPeer::identified(t.port());
    RawPeer b;
    QVERIFY(keep && a && b.connectAndHello(t.port()));
    t.server->closeAllSessions(CloseCode::SessionInvalidated, QStringLiteral("Password reset"),
                               idOf(*keep));
    QVERIFY(a->waitClosed());
    QVERIFY(b.waitClosed());
    QCOMPARE(a->closeCode, 4011);
    QCOMPARE(b.closeCode, 4011);
    QCOMPARE(t.server->sessions().size(), 1);
    QVERIFY(keep->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
}

void TestServerSessions::closeSessionsOlderThanAfterPasswordChange()
{
    TestServer t;
    auto old = RawPeer::identified(t.port());
    QVERIFY(old);
    t.auth->setPassword(QStringLiteral("correct horse"));
    auto fresh = RawPeer::identified(t.port(), QStringLiteral("correct horse"));
    QVERIFY(fresh);
    t.server->closeSessionsOlderThan(t.auth->generation(), CloseCode::SessionInvalidated,
                                     QStringLiteral("Password changed"));
    QVERIFY(old->waitClosed());
    QCOMPARE(old->closeCode, 4011);
    QCOMPARE(t.server->sessions().size(), 1);
    QCOMPARE(t.server->sessions().constFirst().sessionId, idOf(*fresh));
    QVERIFY(fresh->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
}

void TestServerSessions::shutdownCloses4012AndStopsListening()
{
    TestServer t;
    auto a = RawPeer::identified(t.port());
    RawPeer b;
    QVERIFY(a && b.connectAndHello(t.port()));
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    t.server->shutdown();
    QCOMPARE(closed.size(), 2);
    QVERIFY(a->waitClosed());
    QVERIFY(b.waitClosed());
    QCOMPARE(a->closeCode, 4012);
    QCOMPARE(b.closeCode, 4012);
    QCOMPARE(t.server->connectionCount(), 0);
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), t.port());
    QVERIFY(!socket.waitForConnected(5000));
}

void TestServerSessions::destroyedWithOpenSessions()
{
    auto t = std::make_unique<TestServer>();
    auto a = RawPeer::identified(t->port());
    RawPeer b;
    QVERIFY(a && b.connectAndHello(t->port()));
    // An async answer still pending when the server goes.
    a->send(a->request(1, QStringLiteral("test/async"), QJsonObject{{QStringLiteral("n"), 1}}));
    t.reset();
    QVERIFY(a->waitClosed());
    QVERIFY(b.waitClosed());
}

void TestServerSessions::peerLeavingRemovesSession()
{
    TestServer t;
    auto p = RawPeer::identified(t.port());
    QVERIFY(p);
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    p->socket.close();
    QTRY_COMPARE(closed.size(), 1);
    QCOMPARE(t.server->connectionCount(), 0);
    QVERIFY(t.server->sessions().isEmpty());
}

void TestServerSessions::answerAfterSessionGoneIsDropped()
{
    TestServer t;
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    auto p = RawPeer::identified(t.port());
    auto q = RawPeer::identified(t.port());
    QVERIFY(p && q);
    p->send(p->request(1, QStringLiteral("test/hold")));
    QTRY_COMPARE(t.held.size(), size_t(1));
    p->socket.abort();
    QTRY_COMPARE(t.server->connectionCount(), 1);
    QCOMPARE(closed.size(), 1);
    const qint64 qOut = messagesOut(t, idOf(*q));
    t.held.front().result(QStringLiteral("too late")); // must go nowhere, safely
    // Nobody else gets it, nothing is closed, and the server carries on.
    QVERIFY(q->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
    QCOMPARE(messagesOut(t, idOf(*q)), qOut + 1); // the echo result only
    QVERIFY(!received(*q, QStringLiteral("too late")));
    QCOMPARE(closed.size(), 1);
    QCOMPARE(t.server->connectionCount(), 1);
}

void TestServerSessions::answerAfterHttpClientGoneIsDropped()
{
    TestServer t(QString{}); // anonymous HTTP observers
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    auto p = RawPeer::identified(t.port(), QString());
    QVERIFY(p);
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), t.port());
    QVERIFY(socket.waitForConnected(5000));
    const QByteArray body = R"({"jsonrpc":"2.0","method":"test/hold","id":1})";
    socket.write("POST / HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(t.port()) +
                 "\r\nContent-Type: application/json\r\nContent-Length: " +
                 QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QTRY_COMPARE(t.held.size(), size_t(1));
    socket.abort();
    // The server notices the disconnect while answering this echo.
    QVERIFY(p->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
    const qint64 pOut = messagesOut(t, idOf(*p));
    t.held.front().result(QStringLiteral("too late"));
    QVERIFY(p->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
    QCOMPARE(messagesOut(t, idOf(*p)), pOut + 1); // the echo result only
    QVERIFY(!received(*p, QStringLiteral("too late")));
    QCOMPARE(closed.size(), 0); // a transient HTTP request is no session
    QCOMPARE(t.server->connectionCount(), 1);
}

void TestServerSessions::deleteLaterFromSessionClosedSlot()
{
    // The documented way to drop the server from its own signal (IcrpServer.h).
    TestServer t;
    auto p = RawPeer::identified(t.port());
    RawPeer other;
    QVERIFY(p && other.connectAndHello(t.port()));
    IcrpServer *server = t.server.release();
    QSignalSpy destroyed(server, &QObject::destroyed);
    connect(server, &IcrpServer::sessionClosed, server, &QObject::deleteLater);
    p->socket.close();
    QVERIFY(destroyed.wait(5000));
    QVERIFY(other.waitClosed()); // the remaining session went with the server
}

QTEST_GUILESS_MAIN(TestServerSessions)
#include "TestServerSessions.moc"
