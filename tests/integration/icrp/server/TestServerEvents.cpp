// IcrpServer::publish() over real WebSockets: the same bytes go only to identified sessions
// that subscribed (by category or event name) and whose grant covers the category, by the
// audience's fog flag, sim_state throttled per session, and delayed sessions get their events
// later but in order.
#include "RawPeer.h"
#include "TestServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace icrp;

namespace {

QStringList types(const RawPeer &p)
{
    QStringList out;
    for (const QJsonObject &e : p.events())
        out << e.value(QLatin1String("type")).toString();
    return out;
}

IcrpEvent makeEvent(EventCategory c, const char *type, qint64 tick = 1,
                    IcrpEvent::Audience audience = IcrpEvent::Audience::Everyone)
{
    return IcrpEvent::make(c, QString::fromLatin1(type), tick,
                           QJsonObject{{QStringLiteral("t"), QString::fromLatin1(type)}}, audience);
}

// Published last: every peer subscribed to match gets it, so once it is there, everything
// published before it has been delivered or not at all.
void publishBarrier(IcrpServer &server)
{
    server.publish(makeEvent(EventCategory::Match, "game_end", 99));
}

bool waitBarrier(const RawPeer &p)
{
    return QTest::qWaitFor([&] { return types(p).contains(QStringLiteral("game_end")); }, 5000);
}

} // namespace

class TestServerEvents : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fanOutBySubscriptionAndGrant();
    void eventBytesArriveUnchanged();
    void eventNameSubscription();
    void hasTakerFollowsSubscriptions();
    void unidentifiedSessionsGetNothing();
    void audienceByFogFlag();
    void simStateInterval();
    void delayedEventsKeepOrder();
    void subscriberThatStopsReadingIsClosed();
};

void TestServerEvents::fanOutBySubscriptionAndGrant()
{
    TestServer t;
    auto combat =
        RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                            {QStringLiteral("match"), QStringLiteral("combat")});
    auto matchOnly = RawPeer::identified(t.port(), QStringLiteral("hunter2"),
                                         QStringLiteral("observer"), {QStringLiteral("match")});
    auto admin = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("admin"),
                                     {QStringLiteral("match"), QStringLiteral("admin")});
    QVERIFY(combat && matchOnly && admin);

    t.server->publish(makeEvent(EventCategory::Combat, "unit_destroyed"));
    t.server->publish(makeEvent(EventCategory::Admin, "kick"));
    publishBarrier(*t.server);
    QVERIFY(waitBarrier(*combat));
    QVERIFY(waitBarrier(*matchOnly));
    QVERIFY(waitBarrier(*admin));
    QCOMPARE(types(*combat),
             (QStringList{QStringLiteral("unit_destroyed"), QStringLiteral("game_end")}));
    QCOMPARE(types(*matchOnly), QStringList{QStringLiteral("game_end")});
    QCOMPARE(types(*admin), (QStringList{QStringLiteral("kick"), QStringLiteral("game_end")}));

    // A grant without a category (the authenticator's policy decides) refuses subscribing to it.
    t.auth->setGrantPolicy([](const IdentifyRequest &, Grant &g) {
        g.categories &= ~EventCategories(EventCategory::Chat);
    });
    t.auth->setPassword(QStringLiteral("hunter2"));
    auto noChat = RawPeer::identified(t.port(), QStringLiteral("hunter2"),
                                      QStringLiteral("observer"), {QStringLiteral("match")});
    QVERIFY(noChat);
    QCOMPARE(errorCode(noChat->call(
                 QStringLiteral("ic/state.subscribe"),
                 QJsonObject{{QStringLiteral("categories"), QJsonArray{QStringLiteral("chat")}}})),
             -32001);
}

void TestServerEvents::eventBytesArriveUnchanged()
{
    TestServer t;
    auto p = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                                 {QStringLiteral("combat")});
    QVERIFY(p);
    const IcrpEvent e = makeEvent(EventCategory::Combat, "unit_destroyed", 18433);
    const qint64 before = t.server->sessions().constFirst().messagesOut;
    t.server->publish(e);
    const qsizetype count = p->messages.size();
    QVERIFY(p->waitForMessages(count + 1));
    QCOMPARE(QJsonDocument(p->messages.constLast().toObject()).toJson(QJsonDocument::Compact),
             e.frame);
    const QJsonObject params = p->events().constLast();
    QCOMPARE(params.value(QLatin1String("category")).toString(), QStringLiteral("combat"));
    QCOMPARE(params.value(QLatin1String("tick")).toInteger(), 18433);
    QCOMPARE(t.server->sessions().constFirst().messagesOut, before + 1);
}

void TestServerEvents::eventNameSubscription()
{
    TestServer t;
    auto p = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                                 {QStringLiteral("match"), QStringLiteral("unit_destroyed")});
    QVERIFY(p);
    t.server->publish(makeEvent(EventCategory::Combat, "building_destroyed"));
    t.server->publish(makeEvent(EventCategory::Combat, "unit_destroyed"));
    publishBarrier(*t.server);
    QVERIFY(waitBarrier(*p));
    QCOMPARE(types(*p),
             (QStringList{QStringLiteral("unit_destroyed"), QStringLiteral("game_end")}));

    // An unknown field is -32602 naming it (issue 8), not silently ignored.
    const QJsonObject r = p->call(QStringLiteral("ic/state.subscribe"),
                                  QJsonObject{{QStringLiteral("bogusField"), true}});
    QCOMPARE(errorCode(r), -32602);
    QVERIFY2(errorMessage(r).contains(QLatin1String("bogusField")), qPrintable(errorMessage(r)));
}

void TestServerEvents::hasTakerFollowsSubscriptions()
{
    // What a game asks before it builds an event (the simulated match skips those nobody takes).
    TestServer t;
    QVERIFY(!t.server->hasTaker(EventCategory::Match, QStringLiteral("game_end")));
    RawPeer waiting;
    QVERIFY(waiting.connectAndHello(t.port()));
    QVERIFY(!t.server->hasTaker(EventCategory::Match, QStringLiteral("game_end")));
    auto p = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                                 {QStringLiteral("match"), QStringLiteral("unit_destroyed")});
    QVERIFY(p);
    QVERIFY(t.server->hasTaker(EventCategory::Match, QStringLiteral("game_end")));
    QVERIFY(t.server->hasTaker(EventCategory::Combat, QStringLiteral("unit_destroyed")));
    QVERIFY(!t.server->hasTaker(EventCategory::Combat, QStringLiteral("building_destroyed")));
    QVERIFY(!t.server->hasTaker(EventCategory::SimState, QStringLiteral("state_diff")));

    const QJsonObject on = p->call(
        QStringLiteral("ic/state.subscribe"),
        QJsonObject{{QStringLiteral("categories"), QJsonArray{QStringLiteral("sim_state")}}});
    QVERIFY2(on.contains(QLatin1String("result")), qPrintable(errorMessage(on)));
    QVERIFY(t.server->hasTaker(EventCategory::SimState, QStringLiteral("state_diff")));
    const QJsonObject off = p->call(
        QStringLiteral("ic/state.unsubscribe"),
        QJsonObject{{QStringLiteral("categories"), QJsonArray{QStringLiteral("sim_state")}}});
    QVERIFY2(off.contains(QLatin1String("result")), qPrintable(errorMessage(off)));
    QVERIFY(!t.server->hasTaker(EventCategory::SimState, QStringLiteral("state_diff")));

    p.reset(); // the session ends
    QTRY_VERIFY(!t.server->hasTaker(EventCategory::Match, QStringLiteral("game_end")));
}

void TestServerEvents::unidentifiedSessionsGetNothing()
{
    TestServer t;
    RawPeer waiting;
    QVERIFY(waiting.connectAndHello(t.port()));
    auto p = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                                 {QStringLiteral("match")});
    QVERIFY(p);
    publishBarrier(*t.server);
    QVERIFY(waitBarrier(*p));
    // The unidentified one is first in the table and would have been sent to first.
    QCOMPARE(waiting.messages.size(), 1); // the hello only
    QVERIFY(!t.server->sessions().constFirst().identified);
    QCOMPARE(t.server->sessions().constFirst().messagesOut, 1);
}

void TestServerEvents::audienceByFogFlag()
{
    TestServer t;
    t.auth->setGrantPolicy(
        [](const IdentifyRequest &r, Grant &g) { g.fogFiltered = r.tier == Tier::Observer; });
    auto observer =
        RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                            {QStringLiteral("match"), QStringLiteral("combat")});
    auto admin = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("admin"),
                                     {QStringLiteral("match"), QStringLiteral("combat")});
    QVERIFY(observer && admin);
    t.server->publish(
        makeEvent(EventCategory::Combat, "unit_destroyed", 1, IcrpEvent::Audience::FullViewOnly));
    t.server->publish(
        makeEvent(EventCategory::Combat, "engagement_start", 1, IcrpEvent::Audience::FogViewOnly));
    publishBarrier(*t.server);
    QVERIFY(waitBarrier(*observer));
    QVERIFY(waitBarrier(*admin));
    QCOMPARE(types(*observer),
             (QStringList{QStringLiteral("engagement_start"), QStringLiteral("game_end")}));
    QCOMPARE(types(*admin),
             (QStringList{QStringLiteral("unit_destroyed"), QStringLiteral("game_end")}));
}

void TestServerEvents::simStateInterval()
{
    TestServer t;
    auto every =
        RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                            {QStringLiteral("match"), QStringLiteral("sim_state")});
    auto third = RawPeer::identified(t.port(), QStringLiteral("hunter2"),
                                     QStringLiteral("observer"), {QStringLiteral("match")});
    QVERIFY(every && third);
    QVERIFY(third
                ->call(QStringLiteral("ic/state.subscribe"),
                       QJsonObject{
                           {QStringLiteral("categories"), QJsonArray{QStringLiteral("sim_state")}},
                           {QStringLiteral("interval_ticks"), 3}})
                .contains(QLatin1String("result")));
    for (qint64 tick = 1; tick <= 7; ++tick)
        t.server->publish(makeEvent(EventCategory::SimState, "state_diff", tick));
    // A new match starts again from tick 1: the throttle must not wait for tick 10.
    for (qint64 tick = 1; tick <= 4; ++tick)
        t.server->publish(makeEvent(EventCategory::SimState, "state_diff", tick));
    publishBarrier(*t.server);
    QVERIFY(waitBarrier(*every));
    QVERIFY(waitBarrier(*third));
    auto ticks = [](const RawPeer &p) {
        QList<qint64> out;
        for (const QJsonObject &e : p.events()) {
            if (e.value(QLatin1String("type")).toString() == QLatin1String("state_diff"))
                out << e.value(QLatin1String("tick")).toInteger();
        }
        return out;
    };
    QCOMPARE(ticks(*every), (QList<qint64>{1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4}));
    QCOMPARE(ticks(*third), (QList<qint64>{1, 4, 7, 1, 4}));
}

void TestServerEvents::delayedEventsKeepOrder()
{
    TestServer t;
    t.auth->setGrantPolicy([](const IdentifyRequest &r, Grant &g) {
        if (r.tier == Tier::Observer)
            g.eventDelay = std::chrono::milliseconds(30);
    });
    auto delayed =
        RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("observer"),
                            {QStringLiteral("match"), QStringLiteral("combat")});
    QVERIFY(delayed);
    QCOMPARE(delayed->messages.constLast()
                 .toObject()
                 .value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("observerDelaySeconds"))
                 .toDouble(),
             0.03);
    auto live = RawPeer::identified(t.port(), QStringLiteral("hunter2"), QStringLiteral("admin"),
                                    {QStringLiteral("match"), QStringLiteral("combat")});
    QVERIFY(live);
    const QString delayedId = t.server->sessions().constFirst().sessionId;
    const qint64 sentBefore = t.server->session(delayedId)->messagesOut;

    t.server->publish(makeEvent(EventCategory::Combat, "engagement_start", 1));
    t.server->publish(makeEvent(EventCategory::Combat, "unit_destroyed", 2));
    t.server->publish(makeEvent(EventCategory::Combat, "building_destroyed", 3));
    publishBarrier(*t.server);
    // Nothing goes out to the delayed session from within publish(); the live one got all now.
    QCOMPARE(t.server->session(delayedId)->messagesOut, sentBefore);
    QVERIFY(waitBarrier(*live));
    // The delay is game time: the same tick again (a paused game) releases nothing...
    t.server->beginTick(0);
    QCOMPARE(t.server->session(delayedId)->messagesOut, sentBefore);
    // ...the next tick (30 ms at 15 ticks/s rounds up to one tick) releases all, in order.
    t.server->beginTick(1);
    QVERIFY(waitBarrier(*delayed));
    const QStringList expected{QStringLiteral("engagement_start"), QStringLiteral("unit_destroyed"),
                               QStringLiteral("building_destroyed"), QStringLiteral("game_end")};
    QCOMPARE(types(*live), expected);
    QCOMPARE(types(*delayed), expected);
    QCOMPARE(t.server->session(delayedId)->messagesOut, sentBefore + 4);
}

void TestServerEvents::subscriberThatStopsReadingIsClosed()
{
    // A raw WebSocket that identifies, subscribes, then never reads again: the server must
    // close it (1008) instead of queueing events without limit.
    TestServer t(QString{});
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    const auto socket = silentSubscriber(t.port(), "combat");
    QVERIFY(socket);
    QTRY_VERIFY_WITH_TIMEOUT(
        !t.server->sessions().isEmpty() && t.server->sessions().first().identified, 5000);

    const QString big(1024 * 1024, QLatin1Char('x'));
    for (int i = 0; i < 200 && closed.isEmpty(); ++i) {
        t.server->publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"),
                                          i, QJsonObject{{QStringLiteral("pad"), big}}));
        QTest::qWait(0); // let the socket try to write (no timing involved)
    }
    QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 1, 5000);
    QVERIFY(t.server->sessions().isEmpty());
}

QTEST_GUILESS_MAIN(TestServerEvents)
#include "TestServerEvents.moc"
