// IcrpServer::callRefused: every error answer to an identified session's request is reported
// with the session, the method, the code and the message the peer got — refused by tier, by
// the grant's subscriptions (the built-in ic/state.subscribe), over the rate, unknown, or an
// error the method's handler gave, now or later — and nothing is reported for a result or for
// a notification (it gets no answer).
#include "RawPeer.h"
#include "TestServer.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace icrp;

namespace {

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

/// The one refusal `spy` holds, as the peer got it in `answer`.
void checkRefusal(const QSignalSpy &spy, const QString &sessionId, const QString &method,
                  const QJsonObject &answer)
{
    QCOMPARE(spy.size(), 1);
    const QList<QVariant> refusal = spy.first();
    QCOMPARE(refusal.at(0).toString(), sessionId);
    QCOMPARE(refusal.at(1).toString(), method);
    QVERIFY(errorCode(answer) != 0);
    QCOMPARE(refusal.at(2).toInt(), errorCode(answer));
    QCOMPARE(refusal.at(3).toString(), errorMessage(answer));
}

} // namespace

class TestServerRefusals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void tierRefusal();
    void subscriptionOutsideTheGrant();
    void unknownMethodAndBadParams();
    void rateLimit();
    void handlerErrorLater();
    void nothingForResultsOrNotifications();

private:
    std::unique_ptr<TestServer> t;
    std::unique_ptr<RawPeer> p;
    QString sessionId;
};

void TestServerRefusals::init()
{
    t = std::make_unique<TestServer>();
    QVERIFY(t->listening);
    p = RawPeer::identified(t->port());
    QVERIFY(p);
    p->taken = p->messages.size(); // skip the hello and identify result
    QCOMPARE(t->server->sessions().size(), 1);
    sessionId = t->server->sessions().constFirst().sessionId;
}

void TestServerRefusals::cleanup()
{
    p.reset();
    t.reset();
}

void TestServerRefusals::tierRefusal()
{
    QSignalSpy refused(t->server.get(), &IcrpServer::callRefused);
    const QJsonObject r = p->call(QStringLiteral("ic/admin.test"));
    QCOMPARE(errorCode(r), -32001);
    checkRefusal(refused, sessionId, QStringLiteral("ic/admin.test"), r);
}

void TestServerRefusals::subscriptionOutsideTheGrant()
{
    // After identify, not in it: the built-in ic/state.subscribe checks the grant (admin is
    // not an observer's).
    QSignalSpy refused(t->server.get(), &IcrpServer::callRefused);
    const QJsonObject r =
        p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"categories":["admin"]})"));
    QCOMPARE(errorCode(r), -32001);
    checkRefusal(refused, sessionId, QStringLiteral("ic/state.subscribe"), r);
    QVERIFY(errorMessage(r).contains(QLatin1String("\"admin\"")));
}

void TestServerRefusals::unknownMethodAndBadParams()
{
    QSignalSpy refused(t->server.get(), &IcrpServer::callRefused);
    const QJsonObject unknown = p->call(QStringLiteral("test/nope"));
    QCOMPARE(errorCode(unknown), -32601);
    checkRefusal(refused, sessionId, QStringLiteral("test/nope"), unknown);
    refused.clear();
    const QJsonObject bad =
        p->call(QStringLiteral("test/subtract"), QJsonArray{QStringLiteral("seven")});
    QCOMPARE(errorCode(bad), -32602);
    checkRefusal(refused, sessionId, QStringLiteral("test/subtract"), bad);
}

void TestServerRefusals::rateLimit()
{
    QSignalSpy refused(t->server.get(), &IcrpServer::callRefused);
    QJsonArray batch;
    for (int i = 1; i <= 11; ++i)
        batch.append(p->request(i, QStringLiteral("test/update")));
    p->send(batch);
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 11);
    QCOMPARE(errorCode(r.at(10)), -32002);
    // Ten answered, the eleventh refused: one report, for it.
    checkRefusal(refused, sessionId, QStringLiteral("test/update"), r.at(10).toObject());
}

void TestServerRefusals::handlerErrorLater()
{
    // A handler that answers after the exchange went on (the gateway: when the game has).
    QSignalSpy refused(t->server.get(), &IcrpServer::callRefused);
    p->send(p->request(7, QStringLiteral("test/hold")));
    QTRY_COMPARE(t->held.size(), size_t(1));
    QCOMPARE(refused.size(), 0);
    t->held.front().error(ErrorCode::GameUnavailable, QStringLiteral("The game is not there"));
    const QJsonObject r = p->response(7);
    QCOMPARE(errorCode(r), -32011);
    checkRefusal(refused, sessionId, QStringLiteral("test/hold"), r);
}

void TestServerRefusals::nothingForResultsOrNotifications()
{
    QSignalSpy refused(t->server.get(), &IcrpServer::callRefused);
    QVERIFY(p->call(QStringLiteral("test/echo"), QJsonArray{1}).contains(QLatin1String("result")));
    QVERIFY(p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"categories":["match"]})"))
                .contains(QLatin1String("result")));
    // A notification that would be refused gets no answer, so nothing is reported; the echo
    // after it shows the server has dealt with it.
    p->send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                        {QStringLiteral("method"), QStringLiteral("ic/admin.test")}});
    QVERIFY(p->call(QStringLiteral("test/echo"), QJsonArray{2}).contains(QLatin1String("result")));
    QCOMPARE(refused.size(), 0);
}

QTEST_GUILESS_MAIN(TestServerRefusals)
#include "TestServerRefusals.moc"
