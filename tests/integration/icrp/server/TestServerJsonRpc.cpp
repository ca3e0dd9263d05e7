// IcrpServer's JSON-RPC 2.0 over a real WebSocket: the specification's section 7 examples
// adapted to the test methods, batches (mixed, invalid, notifications only, async answers),
// tier and grant refusals, the per-tick rate limit, and the built-in subscription methods.
#include "RawPeer.h"
#include "TestServer.h"

#include "icrp/server/IcrpServerTestProbe.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace icrp;

namespace {

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

QJsonArray parseArray(const char *json)
{
    return QJsonDocument::fromJson(json).array();
}

} // namespace

class TestServerJsonRpc : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void positionalParams();
    void namedParams();
    void notificationGetsNoReply();
    void methodNotFound();
    void parseErrorKeepsConnection();
    void invalidRequestObject();
    void batchParseError();
    void emptyBatch();
    void invalidBatchOfOne();
    void invalidBatchOfThree();
    void mixedBatch();
    void notificationsOnlyBatchGetsNothing();
    void invalidParams();
    void asyncAnswersInOneBatch();
    void responsesFromClientAreIgnored();
    void droppedResponderIsInternalError();
    void adminMethodRefusedToObserver();
    void adminMethodAllowedAndReported();
    void grantMethodListRestricts();
    void rateLimitPerTick();
    void overlongBatchIsOneError();
    void invalidEntriesCostBudget();
    void serverDrivenTicksRefillBudget();
    void idleServerStopsTicking();
    void subscribeAndUnsubscribe();
    void subscribeRefusals();
    void subscribeFromHandler();

private:
    std::unique_ptr<TestServer> t;
    std::unique_ptr<RawPeer> p;
};

void TestServerJsonRpc::init()
{
    t = std::make_unique<TestServer>();
    QVERIFY(t->listening);
    p = RawPeer::identified(t->port());
    QVERIFY(p);
    p->taken = p->messages.size(); // skip the hello and identify result
}

void TestServerJsonRpc::cleanup()
{
    p.reset();
    t.reset();
}

void TestServerJsonRpc::positionalParams()
{
    p->sendText(
        QStringLiteral(R"({"jsonrpc":"2.0","method":"test/subtract","params":[42,23],"id":1})"));
    QCOMPARE(p->next().toObject(), parse(R"({"jsonrpc":"2.0","result":19,"id":1})"));
    p->sendText(
        QStringLiteral(R"({"jsonrpc":"2.0","method":"test/subtract","params":[23,42],"id":2})"));
    QCOMPARE(p->next().toObject(), parse(R"({"jsonrpc":"2.0","result":-19,"id":2})"));
}

void TestServerJsonRpc::namedParams()
{
    p->sendText(QStringLiteral(
        R"({"jsonrpc":"2.0","method":"test/subtract","params":{"subtrahend":23,"minuend":42},"id":3})"));
    QCOMPARE(p->next().toObject(), parse(R"({"jsonrpc":"2.0","result":19,"id":3})"));
}

void TestServerJsonRpc::notificationGetsNoReply()
{
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":"test/update","params":[1,2,3,4,5]})"));
    p->sendText(
        QStringLiteral(R"({"jsonrpc":"2.0","method":"test/echo","params":["after"],"id":"x"})"));
    // The next message is the echo: the notification was handled but not answered.
    QCOMPARE(p->next().toObject(), parse(R"({"jsonrpc":"2.0","result":["after"],"id":"x"})"));
    QCOMPARE(t->updates, 1);
}

void TestServerJsonRpc::methodNotFound()
{
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":"foobar","id":"1"})"));
    const QJsonObject r = p->next().toObject();
    QCOMPARE(r.value(QLatin1String("id")).toString(), QStringLiteral("1"));
    QCOMPARE(errorCode(r), -32601);
    QCOMPARE(errorMessage(r), QStringLiteral("Method not found: foobar"));
}

void TestServerJsonRpc::parseErrorKeepsConnection()
{
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":"foobar, "params":"bar", "baz])"));
    const QJsonObject r = p->next().toObject();
    QVERIFY(r.value(QLatin1String("id")).isNull());
    QCOMPARE(errorCode(r), -32700);
    QCOMPARE(errorMessage(r), QStringLiteral("Parse error"));
    QCOMPARE(p->call(QStringLiteral("test/echo"), QJsonArray{1})
                 .value(QLatin1String("result"))
                 .toArray(),
             QJsonArray{1});
    QVERIFY(!p->closed);
}

void TestServerJsonRpc::invalidRequestObject()
{
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":1,"params":"bar"})"));
    const QJsonObject r = p->next().toObject();
    QVERIFY(r.value(QLatin1String("id")).isNull());
    QCOMPARE(errorCode(r), -32600);
    QVERIFY(!r.value(QLatin1String("error"))
                 .toObject()
                 .value(QLatin1String("data"))
                 .toString()
                 .isEmpty());
}

void TestServerJsonRpc::batchParseError()
{
    p->sendText(QStringLiteral(
        R"([{"jsonrpc":"2.0","method":"test/subtract","params":[1,2,4],"id":"1"},{"jsonrpc":"2.0","method"])"));
    const QJsonValue r = p->next();
    QVERIFY(r.isObject());
    QCOMPARE(errorCode(r), -32700);
}

void TestServerJsonRpc::emptyBatch()
{
    p->sendText(QStringLiteral("[]"));
    const QJsonValue r = p->next();
    QVERIFY(r.isObject()); // one error, not an array
    QVERIFY(r.toObject().value(QLatin1String("id")).isNull());
    QCOMPARE(errorCode(r), -32600);
}

void TestServerJsonRpc::invalidBatchOfOne()
{
    p->sendText(QStringLiteral("[1]"));
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 1);
    QCOMPARE(errorCode(r.at(0)), -32600);
    QVERIFY(r.at(0).toObject().value(QLatin1String("id")).isNull());
}

void TestServerJsonRpc::invalidBatchOfThree()
{
    p->sendText(QStringLiteral("[1,2,3]"));
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 3);
    for (const QJsonValue &v : r)
        QCOMPARE(errorCode(v), -32600);
}

void TestServerJsonRpc::mixedBatch()
{
    p->sendText(QStringLiteral(R"([
        {"jsonrpc":"2.0","method":"test/subtract","params":[1,2],"id":"1"},
        {"jsonrpc":"2.0","method":"test/update","params":[7]},
        {"jsonrpc":"2.0","method":"test/subtract","params":[42,23],"id":"2"},
        {"foo":"boo"},
        {"jsonrpc":"2.0","method":"foo.get","params":{"name":"myself"},"id":"5"},
        {"jsonrpc":"2.0","method":"test/echo","id":"9"}
    ])"));
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 5);
    QCOMPARE(r.at(0).toObject(), parse(R"({"jsonrpc":"2.0","result":-1,"id":"1"})"));
    QCOMPARE(r.at(1).toObject(), parse(R"({"jsonrpc":"2.0","result":19,"id":"2"})"));
    QCOMPARE(errorCode(r.at(2)), -32600);
    QVERIFY(r.at(2).toObject().value(QLatin1String("id")).isNull());
    QCOMPARE(errorCode(r.at(3)), -32601);
    QCOMPARE(r.at(3).toObject().value(QLatin1String("id")).toString(), QStringLiteral("5"));
    QCOMPARE(r.at(4).toObject(), parse(R"({"jsonrpc":"2.0","result":null,"id":"9"})"));
    QCOMPARE(t->updates, 1);
}

void TestServerJsonRpc::notificationsOnlyBatchGetsNothing()
{
    p->sendText(QStringLiteral(R"([{"jsonrpc":"2.0","method":"test/update","params":[1,2,4]},
                                   {"jsonrpc":"2.0","method":"test/update","params":[7]}])"));
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":"test/echo","params":[0],"id":0})"));
    QCOMPARE(p->next().toObject(), parse(R"({"jsonrpc":"2.0","result":[0],"id":0})"));
    QCOMPARE(t->updates, 2);
}

void TestServerJsonRpc::invalidParams()
{
    p->sendText(
        QStringLiteral(R"({"jsonrpc":"2.0","method":"test/subtract","params":{"foo":1},"id":4})"));
    const QJsonObject r = p->next().toObject();
    QCOMPARE(r.value(QLatin1String("id")).toInt(), 4);
    QCOMPARE(errorCode(r), -32602);
}

void TestServerJsonRpc::asyncAnswersInOneBatch()
{
    p->sendText(QStringLiteral(R"([
        {"jsonrpc":"2.0","method":"test/async","params":{"n":1},"id":1},
        {"jsonrpc":"2.0","method":"test/echo","params":[2],"id":2},
        {"jsonrpc":"2.0","method":"test/async","params":{"n":3},"id":3}
    ])"));
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r, parseArray(R"([{"jsonrpc":"2.0","result":1,"id":1},
                              {"jsonrpc":"2.0","result":[2],"id":2},
                              {"jsonrpc":"2.0","result":3,"id":3}])"));
    // A single async request is answered on its own.
    p->sendText(
        QStringLiteral(R"({"jsonrpc":"2.0","method":"test/async","params":{"n":"x"},"id":7})"));
    QCOMPARE(p->next().toObject(), parse(R"({"jsonrpc":"2.0","result":"x","id":7})"));
}

void TestServerJsonRpc::droppedResponderIsInternalError()
{
    // A handler that drops its responder must not stall the batch it is in.
    p->sendText(QStringLiteral(R"([{"jsonrpc":"2.0","method":"test/drop","id":1},
                                   {"jsonrpc":"2.0","method":"test/echo","params":[2],"id":2}])"));
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 2);
    QCOMPARE(errorCode(r.at(0).toObject()), -32603);
    QVERIFY(r.at(0)
                .toObject()
                .value(QLatin1String("error"))
                .toObject()
                .value(QLatin1String("message"))
                .toString()
                .contains(QStringLiteral("test/drop")));
    QCOMPARE(r.at(1).toObject(), parse(R"({"jsonrpc":"2.0","result":[2],"id":2})"));
}

void TestServerJsonRpc::responsesFromClientAreIgnored()
{
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","result":1,"id":5})"));
    p->sendText(QStringLiteral(R"({"jsonrpc":"2.0","method":"test/echo","id":6})"));
    QCOMPARE(p->next().toObject().value(QLatin1String("id")).toInt(), 6);
}

void TestServerJsonRpc::adminMethodRefusedToObserver()
{
    QSignalSpy privileged(t->server.get(), &IcrpServer::privilegedCall);
    const QJsonObject r = p->call(QStringLiteral("ic/admin.test"));
    QCOMPARE(errorCode(r), -32001);
    QCOMPARE(errorMessage(r),
             QStringLiteral("ic/admin.test needs the admin tier; this session is observer"));
    QCOMPARE(privileged.size(), 0);
}

void TestServerJsonRpc::adminMethodAllowedAndReported()
{
    QSignalSpy privileged(t->server.get(), &IcrpServer::privilegedCall);
    auto admin = RawPeer::identified(t->port(), QStringLiteral("hunter2"), QStringLiteral("admin"));
    QVERIFY(admin);
    QCOMPARE(admin->call(QStringLiteral("ic/admin.test")).value(QLatin1String("result")).toString(),
             QStringLiteral("admin ok"));
    QCOMPARE(privileged.size(), 1);
    QCOMPARE(privileged.first().at(1).toString(), QStringLiteral("ic/admin.test"));
    QVERIFY(t->server->session(privileged.first().at(0).toString()).has_value());
    // Methods every tier may call are not privileged, and neither are admin queries that
    // change nothing (a panel polls them: the admin log would fill up).
    admin->call(QStringLiteral("test/echo"));
    QCOMPARE(admin->call(QStringLiteral("ic/admin.query")).value(QLatin1String("result")),
             QJsonValue(QStringLiteral("read")));
    QCOMPARE(privileged.size(), 1);
}

void TestServerJsonRpc::grantMethodListRestricts()
{
    t->auth->setGrantPolicy(
        [](const IdentifyRequest &, Grant &g) { g.methods = {QStringLiteral("test/echo")}; });
    auto limited = RawPeer::identified(t->port());
    QVERIFY(limited);
    QVERIFY(limited->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
    const QJsonObject r = limited->call(QStringLiteral("test/subtract"), QJsonArray{2, 1});
    QCOMPARE(errorCode(r), -32001);
    QVERIFY(errorMessage(r).contains(QLatin1String("test/subtract")));
}

void TestServerJsonRpc::rateLimitPerTick()
{
    QJsonArray batch;
    for (int i = 1; i <= 11; ++i)
        batch.append(p->request(i, QStringLiteral("test/update")));
    p->send(batch);
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 11);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(r.at(i).toObject().value(QLatin1String("result")).toInt(), i + 1);
    QCOMPARE(r.at(10).toObject().value(QLatin1String("id")).toInt(), 11);
    QCOMPARE(errorCode(r.at(10)), -32002);
    QCOMPARE(errorMessage(r.at(10)),
             QStringLiteral("Rate limited: more than 10 requests in one tick"));
    QCOMPARE(t->updates, 10); // the 11th handler never ran

    // Still over budget until the next tick; then allowed again.
    QCOMPARE(errorCode(p->call(QStringLiteral("test/echo"))), -32002);
    t->server->beginTick(1);
    QVERIFY(p->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
}

void TestServerJsonRpc::overlongBatchIsOneError()
{
    // 1000 junk entries: one -32600 naming the limit, not 1000 answers.
    p->sendText(QLatin1Char('[') + QStringLiteral("1,").repeated(999) + QStringLiteral("1]"));
    const QJsonValue r = p->next();
    QVERIFY(r.isObject());
    QCOMPARE(errorCode(r), -32600);
    QVERIFY(errorMessage(r).contains(QStringLiteral("the limit is 100")));
    QCOMPARE(errorMessage(r), QStringLiteral("Batch too long: 1000 messages; the limit is 100 "
                                             "per batch"));
}

void TestServerJsonRpc::invalidEntriesCostBudget()
{
    // The observer budget is 10 per tick: 10 invalid entries use it up.
    p->sendText(QStringLiteral("[1,1,1,1,1,1,1,1,1,1]"));
    const QJsonArray r = p->next().toArray();
    QCOMPARE(r.size(), 10);
    QCOMPARE(errorCode(r.at(9)), -32600);
    QCOMPARE(errorCode(p->call(QStringLiteral("test/echo"))), -32002);
}

void TestServerJsonRpc::serverDrivenTicksRefillBudget()
{
    IcrpServerConfig c = TestServer::defaultConfig();
    c.driveTicks = true;
    c.tickRate = 50;
    c.requestsPerTick[Tier::Observer] = 2;
    TestServer driven(QStringLiteral("hunter2"), c);
    auto peer = RawPeer::identified(driven.port());
    QVERIFY(peer);
    QCOMPARE(peer->messages.constLast()
                 .toObject()
                 .value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("rateLimit"))
                 .toObject()
                 .value(QLatin1String("requestsPerTick"))
                 .toInt(),
             2);
    peer->taken = peer->messages.size();
    // Three at once: the third is over this tick's budget (one tick cannot pass inside a batch).
    QJsonArray batch;
    for (int i = 1; i <= 3; ++i)
        batch.append(peer->request(i, QStringLiteral("test/echo")));
    peer->send(batch);
    const QJsonArray r = peer->next().toArray();
    QCOMPARE(r.size(), 3);
    QCOMPARE(errorCode(r.at(2)), -32002);
    // The server's own tick timer refills the budget without the owner calling beginTick().
    QTRY_VERIFY(peer->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
}

void TestServerJsonRpc::idleServerStopsTicking()
{
    // The panel's gateway with no tool connected does not wake 15 times a second (issue 30): the
    // tick timer stops without sessions and runs again for the next one, whose budget refills.
    IcrpServerConfig c = TestServer::defaultConfig();
    c.driveTicks = true;
    c.tickRate = 50;
    c.requestsPerTick[Tier::Observer] = 1;
    TestServer driven(QStringLiteral("hunter2"), c);
    const IcrpServerTestProbe probe(*driven.server);
    QTRY_VERIFY(!probe.ticking());
    auto peer = RawPeer::identified(driven.port());
    QVERIFY(peer);
    QVERIFY(probe.ticking());
    peer->taken = peer->messages.size();
    QJsonArray batch;
    for (int i = 1; i <= 2; ++i)
        batch.append(peer->request(i, QStringLiteral("test/echo")));
    peer->send(batch);
    QCOMPARE(errorCode(peer->next().toArray().at(1)), -32002);
    QTRY_VERIFY(peer->call(QStringLiteral("test/echo")).contains(QLatin1String("result")));
    peer.reset();
    QTRY_VERIFY(!probe.ticking());
}

void TestServerJsonRpc::subscribeAndUnsubscribe()
{
    QJsonObject r = p->call(
        QStringLiteral("ic/state.subscribe"),
        parse(R"({"categories":["combat","match"],"events":["chat_message"],"interval_ticks":5})"));
    QCOMPARE(r.value(QLatin1String("result")).toObject(),
             parse(R"({"subscriptions":["match","combat","chat_message"]})"));
    const QString id = t->server->sessions().constFirst().sessionId;
    QCOMPARE(t->server->session(id)->subscriptions,
             (QStringList{QStringLiteral("match"), QStringLiteral("combat"),
                          QStringLiteral("chat_message")}));
    r = p->call(QStringLiteral("ic/state.unsubscribe"),
                parse(R"({"categories":["match"],"events":["chat_message"]})"));
    QCOMPARE(r.value(QLatin1String("result")).toObject(), parse(R"({"subscriptions":["combat"]})"));
}

void TestServerJsonRpc::subscribeRefusals()
{
    QJsonObject r =
        p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"categories":["gossip"]})"));
    QCOMPARE(errorCode(r), -32008);
    QVERIFY(errorMessage(r).contains(QLatin1String("gossip")));
    r = p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"events":["rumour"]})"));
    QCOMPARE(errorCode(r), -32008);
    r = p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"categories":["admin"]})"));
    QCOMPARE(errorCode(r), -32001);
    r = p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"events":["fps"]})")); // telemetry
    QCOMPARE(errorCode(r), -32001);
    r = p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"categories":"match"})"));
    QCOMPARE(errorCode(r), -32602);
    r = p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"interval_ticks":-1})"));
    QCOMPARE(errorCode(r), -32602);
    // Out of any integer's range (undefined behaviour if converted before the range check).
    r = p->call(QStringLiteral("ic/state.subscribe"), parse(R"({"interval_ticks":1e300})"));
    QCOMPARE(errorCode(r), -32602);
    // Nothing was added by the refusals.
    QVERIFY(t->server->sessions().constFirst().subscriptions.isEmpty());
}

void TestServerJsonRpc::subscribeFromHandler()
{
    QJsonObject r =
        p->call(QStringLiteral("test/subscribe"), parse(R"({"names":["economy","ping"]})"));
    QCOMPARE(r.value(QLatin1String("result")).toBool(), true);
    QCOMPARE(t->server->sessions().constFirst().subscriptions,
             (QStringList{QStringLiteral("economy"), QStringLiteral("ping")}));
    r = p->call(QStringLiteral("test/subscribe"), parse(R"({"names":["telemetry"]})"));
    QCOMPARE(errorCode(r), -32001);
    const auto refused =
        t->server->subscribe(QStringLiteral("no-such-session"), {QStringLiteral("match")}, 0);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("icrp.not-found"));
    QCOMPARE(errorCodeOf(refused.error()), ErrorCode::NotFound);
}

QTEST_GUILESS_MAIN(TestServerJsonRpc)
#include "TestServerJsonRpc.moc"
