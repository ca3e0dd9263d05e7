// relay/match.events over real TLS (docs/icrp-spec.md §19.7): a session subscribes and gets
// every game's lifecycle as relay/match.event notifications — game_start with the roster,
// game_end with the result, player_kick — for the games its token reaches only; a session that
// did not subscribe, or unsubscribed, gets none. The games run on the test's manual clock.

#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "WssPeer.h"

#include <QJsonArray>
#include <QTest>

using icrp::Tier;

namespace {

/// The relay/match.event notifications a peer has got so far, in order.
QList<QJsonObject> events(const WssPeer &peer)
{
    QList<QJsonObject> out;
    for (const QJsonObject &f : peer.frames()) {
        if (f.value(QStringLiteral("method")).toString() == QLatin1String("relay/match.event"))
            out << f.value(QStringLiteral("params")).toObject();
    }
    return out;
}

bool waitEvents(WssPeer &peer, int count)
{
    for (int tries = 0; tries < 1000 && events(peer).size() < count; ++tries) {
        if (!peer.waitForFrames(int(peer.frames().size()) + 1))
            break;
    }
    return events(peer).size() >= count;
}

QJsonObject subscribe(WssPeer &peer, const QJsonValue &on = true)
{
    return peer.call(QStringLiteral("relay/match.events"), {{QStringLiteral("subscribe"), on}});
}

} // namespace

class TestRelayEvents : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void subscribersGetTheirGamesLifecycle();
    void aGameEndsWithItsResultAndAnotherStarts();
    void unsubscribedAndBadParams();

private:
    RelayTestPki m_pki;
};

void TestRelayEvents::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayEvents::subscribersGetTheirGamesLifecycle()
{
    RelayFixture relay(m_pki, 3);
    WssPeer all(m_pki.ca());
    QVERIFY(all.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    WssPeer scoped(m_pki.ca());
    QVERIFY(scoped.identifyAs(relay.port(),
                              relay.token(Tier::Observer, {QStringLiteral("game-002")}),
                              QStringLiteral("observer")));
    WssPeer quiet(m_pki.ca());
    QVERIFY(quiet.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    const QJsonObject subscribed = subscribe(all).value(QStringLiteral("result")).toObject();
    QCOMPARE(subscribed.value(QStringLiteral("subscribed")).toBool(), true);
    QVERIFY(subscribed.value(QStringLiteral("games")).isNull());
    QCOMPARE(subscribe(scoped)
                 .value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("games"))
                 .toArray(),
             QJsonArray{QStringLiteral("game-002")});

    relay.host.advance(1); // every game's first tick: its game_start
    QVERIFY(waitEvents(all, 3));
    QVERIFY(waitEvents(scoped, 1));
    const QList<QJsonObject> started = events(all);
    for (int i = 0; i < 3; ++i) {
        const QJsonObject e = started.at(i);
        const QString id = QStringLiteral("game-00%1").arg(i + 1);
        QCOMPARE(e.value(QStringLiteral("type")).toString(), QStringLiteral("game_start"));
        QCOMPARE(e.value(QStringLiteral("game_id")).toString(), id);
        QVERIFY(!e.value(QStringLiteral("at")).toString().isEmpty());
        const QJsonObject data = e.value(QStringLiteral("data")).toObject();
        const auto &setup = relay.host.game(id)->setup();
        QCOMPARE(data.value(QStringLiteral("map")).toString(), setup.map);
        QCOMPARE(data.value(QStringLiteral("ranked")).toBool(), setup.ranked);
        const QJsonArray players = data.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 4);
        QCOMPARE(players.at(1).toObject().value(QStringLiteral("name")).toString(),
                 setup.players.at(1));
    }
    QCOMPARE(events(scoped).size(), 1);
    QCOMPARE(events(scoped).first().value(QStringLiteral("game_id")).toString(),
             QStringLiteral("game-002"));

    // An admin's kick is a player_kick at once, to the sessions that reach that game.
    const QString victim = relay.host.game(QStringLiteral("game-002"))->setup().players.at(0);
    QVERIFY(quiet
                .call(QStringLiteral("relay/admin.kick"),
                      {{QStringLiteral("game_id"), QStringLiteral("game-002")},
                       {QStringLiteral("player"), victim},
                       {QStringLiteral("reason"), QStringLiteral("smurfing")}})
                .contains(QStringLiteral("result")));
    QVERIFY(waitEvents(scoped, 2));
    const QJsonObject kick = events(scoped).at(1);
    QCOMPARE(kick.value(QStringLiteral("type")).toString(), QStringLiteral("player_kick"));
    QCOMPARE(kick.value(QStringLiteral("data")).toObject().value(QStringLiteral("player")),
             QJsonValue(victim));
    QCOMPARE(kick.value(QStringLiteral("data")).toObject().value(QStringLiteral("reason")),
             QJsonValue(QStringLiteral("smurfing")));
    QVERIFY(waitEvents(all, 4));
    // The admin did not subscribe: its answers came, no event did.
    QVERIFY(quiet.call(QStringLiteral("relay/status")).contains(QStringLiteral("result")));
    QVERIFY(events(quiet).isEmpty());
}

void TestRelayEvents::aGameEndsWithItsResultAndAnotherStarts()
{
    RelayFixture relay(m_pki, 1);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    QVERIFY(subscribe(peer).contains(QStringLiteral("result")));
    const QStringList names = relay.host.game(QStringLiteral("game-001"))->setup().players;
    // A game lasts 5 to 15 game minutes (at most 13500 ticks).
    for (int i = 0; i < 140 && !relay.host.game(QStringLiteral("game-001"))->ended(); ++i)
        relay.host.advance(100);
    QVERIFY(relay.host.game(QStringLiteral("game-001"))->ended());
    QVERIFY(waitEvents(peer, 2));
    const QJsonObject end = events(peer).at(1);
    QCOMPARE(end.value(QStringLiteral("type")).toString(), QStringLiteral("game_end"));
    QCOMPARE(end.value(QStringLiteral("game_id")).toString(), QStringLiteral("game-001"));
    const QJsonObject result = end.value(QStringLiteral("data")).toObject();
    const int winner = result.value(QStringLiteral("winner_team")).toInt(-1);
    QVERIFY(winner == 0 || winner == 1);
    const QJsonArray winners = result.value(QStringLiteral("winners")).toArray();
    QCOMPARE(winners.size(), 2);
    for (const QJsonValue &w : winners)
        QVERIFY2(names.contains(w.toString()), qPrintable(w.toString()));
    QCOMPARE(result.value(QStringLiteral("scores")).toArray().size(), 2);
    QVERIFY(!result.value(QStringLiteral("reason")).toString().isEmpty());
    QVERIFY(result.value(QStringLiteral("duration_seconds")).toDouble() > 0);
    QCOMPARE(result.value(QStringLiteral("duration_seconds")).toDouble(),
             end.value(QStringLiteral("game_time_seconds")).toDouble());

    // 60 game seconds later the next game takes its place.
    relay.host.advance(icrelay::RelayGameHost::kEndedLingerSeconds * 15 + 1);
    QVERIFY(waitEvents(peer, 3));
    QCOMPARE(events(peer).at(2).value(QStringLiteral("type")).toString(),
             QStringLiteral("game_start"));
    QCOMPARE(events(peer).at(2).value(QStringLiteral("game_id")).toString(),
             QStringLiteral("game-002"));
}

void TestRelayEvents::unsubscribedAndBadParams()
{
    RelayFixture relay(m_pki, 2);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    QCOMPARE(WssPeer::errorCode(subscribe(peer, QStringLiteral("yes"))), -32602);
    QCOMPARE(WssPeer::errorCode(peer.call(QStringLiteral("relay/match.events"),
                                          {{QStringLiteral("games"), QJsonArray()}})),
             -32602);
    QVERIFY(subscribe(peer).contains(QStringLiteral("result")));
    QCOMPARE(subscribe(peer, false)
                 .value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("subscribed"))
                 .toBool(),
             false);
    relay.host.advance(1);
    QVERIFY(peer.call(QStringLiteral("relay/status")).contains(QStringLiteral("result")));
    QVERIFY(events(peer).isEmpty());
}

QTEST_GUILESS_MAIN(TestRelayEvents)
#include "TestRelayEvents.moc"
