// ic/match.events and ic/chat.subscribe are built into IcrpServer (issue 25), answered like
// ic/state.subscribe with the category fixed, against the calling session's own grant: a
// gateway-like server (every other method forwarded; tool grants) answers them itself instead
// of forwarding them to the game's session the tools share. A refusal because of a tool's
// grant names that grant; a game session's names its tier.
#include "RawHttp.h"
#include "RawPeer.h"
#include "TestServer.h"

#include <QJsonArray>
#include <QTest>

using namespace icrp;

namespace {

IcrpEvent makeEvent(EventCategory c, const char *type)
{
    return IcrpEvent::make(c, QString::fromLatin1(type), 1, QJsonObject{});
}

QStringList subscriptionsOf(const QJsonObject &answer)
{
    QStringList names;
    const QJsonArray list = answer.value(QLatin1String("result"))
                                .toObject()
                                .value(QLatin1String("subscriptions"))
                                .toArray();
    for (const QJsonValue &v : list)
        names << v.toString();
    return names;
}

QStringList eventTypes(const RawPeer &peer)
{
    QStringList types;
    for (const QJsonObject &e : peer.events())
        types << e.value(QLatin1String("type")).toString();
    return types;
}

QJsonObject categories(const QStringList &names)
{
    return {{QStringLiteral("categories"), QJsonArray::fromStringList(names)}};
}

/// A server like the panel's gateway: every method it does not know is forwarded (here:
/// counted, and answered as the game's shared session would), and sessions are tools. The
/// observer tier is "live-stats", granted match and combat; the admin tier is "chat-box",
/// granted chat.
struct GatewayLike
{
    GatewayLike()
    {
        t.auth->setGrantPolicy([](const IdentifyRequest &r, Grant &g) {
            const bool chatBox = r.tier == Tier::Admin;
            g.toolId = chatBox ? QStringLiteral("chat-box") : QStringLiteral("live-stats");
            g.categories = chatBox ? EventCategories(EventCategory::Chat)
                                   : EventCategories(EventCategory::Match) | EventCategory::Combat;
        });
        t.server->setFallbackHandler([this](const IcrpCall &, const IcrpResponder &r) {
            ++forwarded;
            r.result(QJsonObject{
                {QStringLiteral("subscriptions"), QJsonArray{QStringLiteral("economy")}}});
        });
    }
    TestServer t;
    int forwarded = 0;
};

} // namespace

class TestServerSubscribeShortcuts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void answeredAgainstTheSessionsOwnGrant()
    {
        GatewayLike g;
        auto stats = RawPeer::identified(g.t.port(), QStringLiteral("hunter2"));
        auto chat =
            RawPeer::identified(g.t.port(), QStringLiteral("hunter2"), QStringLiteral("admin"));
        QVERIFY(stats && chat);
        QCOMPARE(subscriptionsOf(stats->call(QStringLiteral("ic/match.events"))),
                 QStringList{QStringLiteral("match")});
        QCOMPARE(subscriptionsOf(chat->call(QStringLiteral("ic/chat.subscribe"))),
                 QStringList{QStringLiteral("chat")});
        const QJsonObject refused = stats->call(QStringLiteral("ic/chat.subscribe"));
        QCOMPARE(errorCode(refused), -32001);
        QCOMPARE(errorMessage(refused),
                 QStringLiteral("Permission denied: this tool was granted match, combat; chat is "
                                "not among them"));
        QCOMPARE(errorCode(chat->call(QStringLiteral("ic/match.events"))), -32001);
        QCOMPARE(g.forwarded, 0); // never sent on to the game

        // Each gets what it subscribed to: chat_message, then game_start, then chat_message.
        g.t.server->publish(makeEvent(EventCategory::Chat, "chat_message"));
        g.t.server->publish(makeEvent(EventCategory::Match, "game_start"));
        g.t.server->publish(makeEvent(EventCategory::Chat, "ping"));
        QTRY_COMPARE(eventTypes(*stats), QStringList{QStringLiteral("game_start")});
        QTRY_COMPARE(eventTypes(*chat),
                     (QStringList{QStringLiteral("chat_message"), QStringLiteral("ping")}));
    }

    void toolGrantRefusalNamesTheGrant_data()
    {
        QTest::addColumn<QJsonObject>("params");
        QTest::addColumn<QString>("message");
        QTest::newRow("category")
            << categories({QStringLiteral("economy")})
            << QStringLiteral("Permission denied: this tool was granted match, combat; economy is "
                              "not among them");
        QTest::newRow("event")
            << QJsonObject{{QStringLiteral("events"), QJsonArray{QStringLiteral("unit_produced")}}}
            << QStringLiteral("Permission denied: this tool was granted match, combat; "
                              "\"unit_produced\" is an event of economy, which is not among them");
    }

    void toolGrantRefusalNamesTheGrant()
    {
        QFETCH(QJsonObject, params);
        QFETCH(QString, message);
        GatewayLike g;
        auto stats = RawPeer::identified(g.t.port(), QStringLiteral("hunter2"));
        QVERIFY(stats);
        const QJsonObject refused = stats->call(QStringLiteral("ic/state.subscribe"), params);
        QCOMPARE(errorCode(refused), -32001);
        QCOMPARE(errorMessage(refused), message);
        QCOMPARE(g.forwarded, 0);
    }

    void gameSessionRefusalNamesTheTier()
    {
        TestServer t;
        auto observer = RawPeer::identified(t.port());
        QVERIFY(observer);
        const QJsonObject refused = observer->call(QStringLiteral("ic/state.subscribe"),
                                                   categories({QStringLiteral("admin")}));
        QCOMPARE(errorMessage(refused),
                 QStringLiteral("Permission denied: the observer tier may not subscribe to "
                                "\"admin\"; allowed: match, combat, economy, chat, sim_state"));
    }

    void shortcutParams_data()
    {
        QTest::addColumn<QJsonValue>("params");
        QTest::addColumn<int>("code");
        QTest::newRow("none") << QJsonValue(QJsonValue::Undefined) << 0;
        QTest::newRow("empty object") << QJsonValue(QJsonObject{}) << 0;
        QTest::newRow("a field") << QJsonValue(QJsonObject{{QStringLiteral("x"), 1}}) << -32602;
        QTest::newRow("an array") << QJsonValue(QJsonArray{1}) << -32602;
    }

    void shortcutParams()
    {
        QFETCH(QJsonValue, params);
        QFETCH(int, code);
        TestServer t;
        auto p = RawPeer::identified(t.port());
        QVERIFY(p);
        for (const QString &method :
             {QStringLiteral("ic/match.events"), QStringLiteral("ic/chat.subscribe")}) {
            const QJsonObject answer = p->call(method, params);
            QCOMPARE(errorCode(answer), code);
            if (code == 0)
                QVERIFY(answer.contains(QLatin1String("result")));
            else if (params.isObject())
                QVERIFY(errorMessage(answer).contains(QLatin1String("\"x\"")));
        }
        if (code == 0)
            QCOMPARE(t.server->sessions().constFirst().subscriptions,
                     (QStringList{QStringLiteral("match"), QStringLiteral("chat")}));
    }

    void answeredOverHttpToo()
    {
        TestServer t{QString()}; // no password: an anonymous observer
        const HttpReply reply =
            RawHttp::post(t.port(), R"({"jsonrpc":"2.0","id":1,"method":"ic/chat.subscribe"})");
        QCOMPARE(reply.status, 200);
        QCOMPARE(subscriptionsOf(reply.json().toObject()), QStringList{QStringLiteral("chat")});
    }
};

QTEST_GUILESS_MAIN(TestServerSubscribeShortcuts)
#include "TestServerSubscribeShortcuts.moc"
