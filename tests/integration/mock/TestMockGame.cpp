// MockGame over real sockets with manual ticking: the observer's fog of war (never an enemy's
// or ally's credits), determinism of the event stream, the methods' answers and their -32602 /
// -32009 errors, admin actions (events and log), --duration and the static scenario.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace icmock;

namespace {

const QString kPassword = QStringLiteral("correct horse battery staple");

QStringList g_adminLog;
QtMessageHandler g_previousHandler = nullptr;

void captureAdminLog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (context.category && QLatin1String(context.category) == QLatin1String("icpanel.mock.admin"))
        g_adminLog << message;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

const QStringList kObserverCategories{QStringLiteral("match"), QStringLiteral("combat"),
                                      QStringLiteral("economy"), QStringLiteral("chat"),
                                      QStringLiteral("sim_state")};
const QStringList kAllCategories =
    kObserverCategories + QStringList{QStringLiteral("admin"), QStringLiteral("telemetry")};

struct BadCall
{
    const char *name;
    QString method;
    QJsonValue params;
    int code;
    QString mentions;
};

QList<BadCall> badCalls()
{
    QList<BadCall> rows;
    const QString longText(501, u'x');
    auto row = [&rows](const char *name, const char *method, const QJsonValue &params, int code,
                       const char *mentions) {
        rows.append(
            {name, QString::fromLatin1(method), params, code, QString::fromLatin1(mentions)});
    };
    row("query-field", "ic/state.query",
        QJsonObject{{QStringLiteral("fields"), QJsonArray{QStringLiteral("gold")}}}, -32602,
        "fields");
    row("query-fields-type", "ic/state.query",
        QJsonObject{{QStringLiteral("fields"), QStringLiteral("players")}}, -32602, "fields");
    row("query-player-type", "ic/state.query", QJsonObject{{QStringLiteral("player"), 3}}, -32602,
        "player");
    row("query-unknown-key", "ic/state.query", QJsonObject{{QStringLiteral("everything"), true}},
        -32602, "everything");
    row("query-params-array", "ic/state.query", QJsonArray{1}, -32602, "object");
    row("query-player-unknown", "ic/state.query",
        QJsonObject{{QStringLiteral("player"), QStringLiteral("Nobody")}}, -32009, "Nobody");
    row("snapshot-key", "ic/state.snapshot", QJsonObject{{QStringLiteral("x"), 1}}, -32602, "x");
    row("info-key", "ic/match.info", QJsonObject{{QStringLiteral("x"), 1}}, -32602, "x");
    row("events-key", "ic/match.events", QJsonObject{{QStringLiteral("x"), 1}}, -32602, "x");
    row("profile-missing", "ic/player.profile", QJsonObject{}, -32602, "player");
    row("profile-unknown", "ic/player.profile",
        QJsonObject{{QStringLiteral("player"), QStringLiteral("Nobody")}}, -32009, "Nobody");
    row("chat-missing", "ic/chat.send", QJsonObject{}, -32602, "message");
    row("chat-empty", "ic/chat.send", QJsonObject{{QStringLiteral("message"), QString()}}, -32602,
        "message");
    row("chat-long", "ic/chat.send", QJsonObject{{QStringLiteral("message"), longText}}, -32602,
        "500");
    row("chat-channel", "ic/chat.send",
        QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")},
                    {QStringLiteral("channel"), QStringLiteral("enemy")}},
        -32602, "channel");
    row("chat-subscribe-key", "ic/chat.subscribe", QJsonObject{{QStringLiteral("x"), 1}}, -32602,
        "x");
    row("kick-missing", "ic/admin.kick", QJsonObject{}, -32602, "player");
    row("kick-type", "ic/admin.kick", QJsonObject{{QStringLiteral("player"), 1}}, -32602, "player");
    row("kick-unknown", "ic/admin.kick",
        QJsonObject{{QStringLiteral("player"), QStringLiteral("Nobody")}}, -32009, "Nobody");
    row("pause-missing", "ic/admin.pause", QJsonObject{}, -32602, "paused");
    row("pause-type", "ic/admin.pause",
        QJsonObject{{QStringLiteral("paused"), QStringLiteral("yes")}}, -32602, "paused");
    row("settings-set-type", "ic/admin.settings", QJsonObject{{QStringLiteral("set"), 5}}, -32602,
        "set");
    row("settings-speed", "ic/admin.settings",
        QJsonObject{{QStringLiteral("set"),
                     QJsonObject{{QStringLiteral("game_speed"), QStringLiteral("warp")}}}},
        -32602, "fastest");
    row("settings-unknown", "ic/admin.settings",
        QJsonObject{{QStringLiteral("set"), QJsonObject{{QStringLiteral("fog"), false}}}}, -32602,
        "fog");
    row("say-missing", "ic/admin.say", QJsonObject{}, -32602, "message");
    row("say-long", "ic/admin.say", QJsonObject{{QStringLiteral("message"), longText}}, -32602,
        "message");
    row("status-key", "ic/remote.status", QJsonObject{{QStringLiteral("x"), 1}}, -32602, "x");
    row("connections-key", "ic/remote.connections", QJsonObject{{QStringLiteral("x"), 1}}, -32602,
        "x");
    row("rkick-missing", "ic/remote.kick", QJsonObject{}, -32602, "sessionId");
    row("rkick-unknown", "ic/remote.kick",
        QJsonObject{{QStringLiteral("sessionId"), QStringLiteral("nope")}}, -32009, "nope");
    row("reset-key", "ic/remote.password_reset", QJsonObject{{QStringLiteral("x"), 1}}, -32602,
        "x");
    return rows;
}

} // namespace

class TestMockGame : public QObject
{
    Q_OBJECT

    std::unique_ptr<MockGame> m_game;
    QUrl m_url;

    QJsonObject result(RawIcrpSocket &s, const QString &method,
                       const QJsonValue &params = QJsonValue::Undefined)
    {
        const QJsonObject answer = s.call(method, params);
        if (!answer.contains(u"result"))
            qWarning() << method << "answered" << answer;
        return answer.value(u"result").toObject();
    }

private Q_SLOTS:
    void initTestCase() { g_previousHandler = qInstallMessageHandler(captureAdminLog); }
    void cleanupTestCase() { qInstallMessageHandler(g_previousHandler); }

    void init()
    {
        MockOptions o;
        o.seed = 7;
        o.password = kPassword;
        QString error;
        m_game = mocktest::startGame(o, &error);
        QVERIFY2(m_game, qPrintable(error));
        m_url = QUrl(m_game->url());
        g_adminLog.clear();
    }
    void cleanup() { m_game.reset(); }

    void helloAndUrl()
    {
        QVERIFY(m_game->port() > 0);
        QCOMPARE(m_url.toString(), QStringLiteral("ws://127.0.0.1:%1/").arg(m_game->port()));
        RawIcrpSocket s;
        QVERIFY(s.open(m_url));
        QCOMPARE(s.hello().value(u"server").toString(),
                 QStringLiteral("ic-remote-mock " IC_VERSION));
        QCOMPARE(s.hello().value(u"tiers").toArray(),
                 QJsonArray(
                     {QStringLiteral("observer"), QStringLiteral("admin"), QStringLiteral("mod")}));
        QVERIFY(s.hello().value(u"authentication").isObject());
        QVERIFY(RawIcrpSocket::errorCode(
                    s.identify(QStringLiteral("observer"), QStringLiteral("wrong"))) == -32004);
    }

    void observerNeverSeesOthersCredits()
    {
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword, kAllCategories));
        QVERIFY(
            observer.connectAs(m_url, QStringLiteral("observer"), kPassword, kObserverCategories));
        const QString local = m_game->sim()->players().at(m_game->sim()->localPlayer()).name;

        bool adminSawEnemyCredits = false;
        for (int round = 0; round < 12; ++round) {
            m_game->advance(150);
            // Answers come after every event sent before them on the same socket.
            QVERIFY(observer.call(QStringLiteral("ic/state.query")).contains(u"result"));
            QVERIFY(observer.call(QStringLiteral("ic/state.snapshot")).contains(u"result"));
            QVERIFY(
                observer
                    .call(QStringLiteral("ic/state.query"),
                          QJsonObject{
                              {QStringLiteral("fields"), QJsonArray{QStringLiteral("resources")}},
                              {QStringLiteral("player"), m_game->sim()->players().at(2).name}})
                    .contains(u"result"));
            const QJsonObject full = result(admin, QStringLiteral("ic/state.query"));
            adminSawEnemyCredits |=
                full.value(u"players").toArray().at(2).toObject().contains(u"resources");
        }
        QVERIFY(adminSawEnemyCredits);

        QStringList owners;
        for (const QString &frame : observer.frames())
            mocktest::creditOwners(QJsonDocument::fromJson(frame.toUtf8()).object(), &owners);
        owners.removeDuplicates();
        QVERIFY(!owners.isEmpty()); // the observer does see its own credits
        QCOMPARE(owners, QStringList{local});

        // Economy events only of the local player; the admin sees everyone's.
        int observerEconomy = 0;
        for (const QJsonObject &e : observer.events()) {
            if (e.value(u"category").toString() == QLatin1String("economy")) {
                ++observerEconomy;
                QCOMPARE(e.value(u"data").toObject().value(u"player").toString(), local);
            }
        }
        QSet<QString> adminEconomyPlayers;
        QSet<QString> adminCombatTypes;
        for (const QJsonObject &e : admin.events()) {
            if (e.value(u"category").toString() == QLatin1String("economy"))
                adminEconomyPlayers << e.value(u"data").toObject().value(u"player").toString();
        }
        QVERIFY(observerEconomy > 0);
        QVERIFY(adminEconomyPlayers.size() > 1);
        // The fog copy of sim_state exists, and the observer gets fewer events overall.
        QVERIFY(std::any_of(
            observer.events().cbegin(), observer.events().cend(), [](const QJsonObject &e) {
                return e.value(u"category").toString() == QLatin1String("sim_state");
            }));
        QVERIFY(observer.events().size() < admin.events().size());
    }

    void httpObserverIsFogFilteredToo()
    {
        MockOptions o;
        o.seed = 5;
        auto game = mocktest::startGame(o); // no password: anonymous HTTP requests are observers
        QVERIFY(game);
        game->advance(300);
        QNetworkAccessManager http;
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(game->port())));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        const QByteArray body = R"([{"jsonrpc":"2.0","id":1,"method":"ic/state.query"},
                                    {"jsonrpc":"2.0","id":2,"method":"ic/state.snapshot"}])";
        std::unique_ptr<QNetworkReply> reply(http.post(request, body));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        const QJsonArray answers = QJsonDocument::fromJson(reply->readAll()).array();
        QCOMPARE(answers.size(), 2);
        QStringList owners;
        mocktest::creditOwners(answers, &owners);
        owners.removeDuplicates();
        QCOMPARE(owners, QStringList{game->sim()->players().at(0).name});
    }

    void sameSeedSameEvents()
    {
        MockOptions o;
        o.seed = 11;
        auto other = mocktest::startGame(o);
        QVERIFY(other);
        auto third = mocktest::startGame(o);
        QVERIFY(third);
        RawIcrpSocket a;
        RawIcrpSocket b;
        QVERIFY(a.connectAs(QUrl(other->url()), QStringLiteral("admin"), {}, kAllCategories));
        QVERIFY(b.connectAs(QUrl(third->url()), QStringLiteral("admin"), {}, kAllCategories));
        for (int i = 0; i < 6; ++i) {
            other->advance(100);
            third->advance(100);
        }
        QVERIFY(a.call(QStringLiteral("ic/match.info")).contains(u"result"));
        QVERIFY(b.call(QStringLiteral("ic/match.info")).contains(u"result"));
        QVERIFY(a.eventFrames().size() > 600);
        QCOMPARE(a.eventFrames(), b.eventFrames());

        // A different seed is a different match.
        RawIcrpSocket c;
        QVERIFY(c.connectAs(m_url, QStringLiteral("admin"), kPassword, kAllCategories));
        m_game->advance(600);
        QVERIFY(c.call(QStringLiteral("ic/match.info")).contains(u"result"));
        QVERIFY(c.eventFrames() != a.eventFrames());
    }

    // One admin session asks every method with bad params: each gets -32602 naming the field
    // (or -32009 naming what was not found) and nothing changes.
    void badParams()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        m_game->advance(3);
        for (const BadCall &bad : badCalls()) {
            m_game->advance(1); // a fresh request budget
            const QJsonObject answer = admin.call(bad.method, bad.params);
            const QString message = RawIcrpSocket::errorMessage(answer);
            QVERIFY2(RawIcrpSocket::errorCode(answer) == bad.code,
                     qPrintable(QStringLiteral("%1: got %2 %3")
                                    .arg(QLatin1String(bad.name))
                                    .arg(RawIcrpSocket::errorCode(answer))
                                    .arg(message)));
            QVERIFY2(message.contains(bad.mentions),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(bad.name), message)));
        }
        // Nothing changed: the settings hold, nobody was kicked, the password still works.
        QCOMPARE(result(admin, QStringLiteral("ic/admin.settings")).value(u"settings").toObject(),
                 MatchSettings().toJson());
        for (const PlayerState &p : m_game->sim()->players())
            QVERIFY(p.present);
        RawIcrpSocket again;
        QVERIFY(again.connectAs(m_url, QStringLiteral("observer"), kPassword));
    }

    void queryFieldsAndPlayer()
    {
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        m_game->advance(30);
        const QString name = m_game->sim()->players().at(1).name;
        const QJsonObject r =
            result(admin, QStringLiteral("ic/state.query"),
                   QJsonObject{{QStringLiteral("fields"), QJsonArray{QStringLiteral("resources"),
                                                                     QStringLiteral("game_time")}},
                               {QStringLiteral("player"), name}});
        QCOMPARE(r.value(u"game_time_ticks").toInteger(), m_game->sim()->tick());
        QCOMPARE(r.value(u"game_time_seconds").toDouble(), m_game->sim()->tick() / 15.0);
        const QJsonArray players = r.value(u"players").toArray();
        QCOMPARE(players.size(), 1);
        const QJsonObject p = players.at(0).toObject();
        QCOMPARE(p.value(u"name").toString(), name);
        QCOMPARE(p.value(u"resources").toInteger(), m_game->sim()->players().at(1).credits);
        QVERIFY(!p.contains(u"army_value"));

        const QJsonObject all = result(admin, QStringLiteral("ic/state.query"));
        QCOMPARE(all.value(u"players").toArray().size(), 4);
        for (const char *key :
             {"resources", "army_value", "units_alive", "structures", "apm", "power"})
            QVERIFY2(all.value(u"players").toArray().at(3).toObject().contains(QLatin1String(key)),
                     key);
    }

    void matchInfoAndProfile()
    {
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(m_url, QStringLiteral("observer"), kPassword));
        m_game->advance(10);
        const QJsonObject info = result(observer, QStringLiteral("ic/match.info"));
        QCOMPARE(info.value(u"state").toString(), QStringLiteral("running"));
        QCOMPARE(info.value(u"seed").toInteger(), 7);
        QCOMPARE(info.value(u"tick_rate").toInt(), 15);
        QCOMPARE(info.value(u"ranked").toBool(), false);
        QCOMPARE(info.value(u"trust_label").toString(), QStringLiteral("unranked"));
        QCOMPARE(info.value(u"game_time_ticks").toInteger(), m_game->sim()->tick());
        QVERIFY(!info.value(u"map").toString().isEmpty());
        QVERIFY(!info.value(u"mode").toString().isEmpty());
        QCOMPARE(info.value(u"settings").toObject(), MatchSettings().toJson());
        const QJsonArray players = info.value(u"players").toArray();
        QCOMPARE(players.size(), 4);
        for (const QJsonValue &p : players) {
            const QJsonObject o = p.toObject();
            QCOMPARE(o.keys(), (QStringList{QStringLiteral("faction"), QStringLiteral("name"),
                                            QStringLiteral("present"), QStringLiteral("team")}));
        }

        const QString name = players.at(2).toObject().value(u"name").toString();
        const QJsonObject profile = result(observer, QStringLiteral("ic/player.profile"),
                                           QJsonObject{{QStringLiteral("player"), name}});
        QCOMPARE(profile.value(u"name").toString(), name);
        QVERIFY(profile.value(u"rating").toInt() >= 900);
        QVERIFY(!profile.value(u"rank").toString().isEmpty());
        QVERIFY(profile.value(u"awards").isArray());
        const QJsonObject stats = profile.value(u"stats").toObject();
        QCOMPARE(stats.value(u"wins").toInt() + stats.value(u"losses").toInt(),
                 stats.value(u"games").toInt());
        // Deterministic: the same again, and the same in another game with the same seed.
        QCOMPARE(result(observer, QStringLiteral("ic/player.profile"),
                        QJsonObject{{QStringLiteral("player"), name}}),
                 profile);
        MockOptions o;
        o.seed = 7;
        auto twin = mocktest::startGame(o);
        QVERIFY(twin);
        RawIcrpSocket other;
        QVERIFY(other.connectAs(QUrl(twin->url()), QStringLiteral("observer")));
        QCOMPARE(result(other, QStringLiteral("ic/player.profile"),
                        QJsonObject{{QStringLiteral("player"), name}}),
                 profile);
    }

    void subscribeMethods()
    {
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(m_url, QStringLiteral("observer"), kPassword));
        QVERIFY(result(observer, QStringLiteral("ic/match.events"))
                    .value(u"subscriptions")
                    .toArray()
                    .contains(QStringLiteral("match")));
        const QJsonArray subs =
            result(observer, QStringLiteral("ic/chat.subscribe")).value(u"subscriptions").toArray();
        QVERIFY(subs.contains(QStringLiteral("chat")) && subs.contains(QStringLiteral("match")));
        m_game->advance(2); // game_start and player_join
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(observer.events().cbegin(), observer.events().cend(),
                                             [](const QJsonObject &e) {
                                                 return e.value(u"type").toString() ==
                                                        QLatin1String("game_start");
                                             }),
                                 5000);
    }

    void stateDiffsOnlyWhileSomeoneTakesThem()
    {
        // The panel's own session takes no sim_state: the game builds no state_diff for it.
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword,
                                {QStringLiteral("match"), QStringLiteral("combat")}));
        m_game->advance(30);
        QVERIFY(!m_game->sim()->stateDiffs());
        const QJsonObject on = admin.call(
            QStringLiteral("ic/state.subscribe"),
            QJsonObject{{QStringLiteral("categories"), QJsonArray{QStringLiteral("sim_state")}}});
        QVERIFY2(on.contains(u"result"), QJsonDocument(on).toJson().constData());
        m_game->advance(30);
        QVERIFY(m_game->sim()->stateDiffs());
        // One diff per tick from then on, answered before the query that follows them.
        QVERIFY(admin.call(QStringLiteral("ic/state.query")).contains(u"result"));
        const auto diffs =
            std::count_if(admin.events().cbegin(), admin.events().cend(), [](const QJsonObject &e) {
                return e.value(u"type").toString() == QLatin1String("state_diff");
            });
        QCOMPARE(diffs, 30);
    }

    void chatAndAdminActions()
    {
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(admin.connectAs(
            m_url, QStringLiteral("admin"), kPassword,
            {QStringLiteral("admin"), QStringLiteral("chat"), QStringLiteral("match")},
            QStringLiteral("Tournament Desk")));
        QVERIFY(observer.connectAs(m_url, QStringLiteral("observer"), kPassword,
                                   {QStringLiteral("chat"), QStringLiteral("match"),
                                    QStringLiteral("admin")}) == false);
        QCOMPARE(RawIcrpSocket::errorCode(observer.lastAnswer()), -32001); // admin category refused
        RawIcrpSocket watcher;
        QVERIFY(watcher.connectAs(m_url, QStringLiteral("observer"), kPassword,
                                  {QStringLiteral("chat"), QStringLiteral("match")}));
        m_game->advance(5);

        // Observers may not talk or manage.
        QCOMPARE(RawIcrpSocket::errorCode(
                     watcher.call(QStringLiteral("ic/chat.send"),
                                  QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")}})),
                 -32001);
        QCOMPARE(
            RawIcrpSocket::errorCode(watcher.call(QStringLiteral("ic/admin.pause"),
                                                  QJsonObject{{QStringLiteral("paused"), true}})),
            -32001);

        QVERIFY(admin
                    .call(QStringLiteral("ic/chat.send"),
                          QJsonObject{{QStringLiteral("message"), QStringLiteral("glhf")}})
                    .contains(u"result"));
        QVERIFY(
            admin
                .call(QStringLiteral("ic/admin.say"),
                      QJsonObject{{QStringLiteral("message"), QStringLiteral("Round 2 starts")}})
                .contains(u"result"));
        const auto hasChat = [](const RawIcrpSocket &s, const QString &from,
                                const QString &message) {
            return std::any_of(s.events().cbegin(), s.events().cend(), [&](const QJsonObject &e) {
                const QJsonObject d = e.value(u"data").toObject();
                return e.value(u"type").toString() == QLatin1String("chat_message") &&
                       d.value(u"from").toString() == from &&
                       d.value(u"message").toString() == message;
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            hasChat(watcher, QStringLiteral("Tournament Desk"), QStringLiteral("glhf")), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(
            hasChat(watcher, QStringLiteral("Server"), QStringLiteral("Round 2 starts")), 5000);

        // Pause: the clock stops, match.info says so, everyone gets the pause event.
        const QJsonObject paused = result(admin, QStringLiteral("ic/admin.pause"),
                                          QJsonObject{{QStringLiteral("paused"), true}});
        QCOMPARE(paused.value(u"paused").toBool(), true);
        QCOMPARE(paused.value(u"changed").toBool(), true);
        const qint64 tick = m_game->sim()->tick();
        m_game->advance(20);
        QCOMPARE(m_game->sim()->tick(), tick);
        QCOMPARE(result(watcher, QStringLiteral("ic/match.info")).value(u"state").toString(),
                 QStringLiteral("paused"));
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(watcher.events().cbegin(), watcher.events().cend(),
                                             [](const QJsonObject &e) {
                                                 return e.value(u"type").toString() ==
                                                        QLatin1String("pause");
                                             }),
                                 5000);
        QCOMPARE(result(admin, QStringLiteral("ic/admin.pause"),
                        QJsonObject{{QStringLiteral("paused"), false}})
                     .value(u"paused")
                     .toBool(),
                 false);
        m_game->advance(1);
        QCOMPARE(m_game->sim()->tick(), tick + 1);

        // Settings: query, change (event), query again.
        const QJsonObject changed = result(
            admin, QStringLiteral("ic/admin.settings"),
            QJsonObject{{QStringLiteral("set"),
                         QJsonObject{{QStringLiteral("game_speed"), QStringLiteral("faster")}}}});
        QCOMPARE(changed.value(u"settings").toObject().value(u"game_speed").toString(),
                 QStringLiteral("faster"));
        QCOMPARE(changed.value(u"changes")
                     .toObject()
                     .value(u"game_speed")
                     .toObject()
                     .value(u"from")
                     .toString(),
                 QStringLiteral("normal"));
        QCOMPARE(m_game->settings().gameSpeed, QStringLiteral("faster"));

        // Kick: player_leave for everyone, an admin "kick" event, present = false.
        const QString victim = m_game->sim()->players().at(3).name;
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.kick"),
                          QJsonObject{{QStringLiteral("player"), victim},
                                      {QStringLiteral("reason"), QStringLiteral("AFK")}})
                    .contains(u"result"));
        QCOMPARE(
            RawIcrpSocket::errorCode(admin.call(QStringLiteral("ic/admin.kick"),
                                                QJsonObject{{QStringLiteral("player"), victim}})),
            -32009);
        QCOMPARE(result(watcher, QStringLiteral("ic/match.info"))
                     .value(u"players")
                     .toArray()
                     .at(3)
                     .toObject()
                     .value(u"present")
                     .toBool(),
                 false);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(watcher.events().cbegin(), watcher.events().cend(),
                                             [&](const QJsonObject &e) {
                                                 return e.value(u"type").toString() ==
                                                        QLatin1String("player_leave");
                                             }),
                                 5000);

        QStringList adminTypes;
        for (const QJsonObject &e : admin.events()) {
            if (e.value(u"category").toString() == QLatin1String("admin")) {
                adminTypes << e.value(u"type").toString();
                QCOMPARE(e.value(u"data").toObject().value(u"by").toString(),
                         QStringLiteral("Tournament Desk"));
            }
        }
        // Admin events are sent before the answer of the call that caused them.
        QVERIFY(adminTypes.contains(QStringLiteral("kick")));
        QVERIFY(adminTypes.contains(QStringLiteral("server_status")));
        QVERIFY(adminTypes.contains(QStringLiteral("settings_change")));
        // Observers never get admin events.
        for (const QJsonObject &e : watcher.events())
            QVERIFY(e.value(u"category").toString() != QLatin1String("admin"));

        // Every admin action was logged with who did it.
        const QString log = g_adminLog.join(u'\n');
        QVERIFY2(log.contains(QLatin1String("Tournament Desk")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("kicked player ") + victim), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("paused the match")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("changed settings: game_speed")), qPrintable(log));
        QVERIFY2(log.contains(QLatin1String("server announcement")), qPrintable(log));
    }

    void passwordResetIsLoggedWithoutThePassword()
    {
        RawIcrpSocket admin;
        QVERIFY(
            admin.connectAs(m_url, QStringLiteral("admin"), kPassword, {}, QStringLiteral("Desk")));
        const QString password =
            result(admin, QStringLiteral("ic/remote.password_reset")).value(u"password").toString();
        QVERIFY(password.size() >= 16);
        const QString log = g_adminLog.join(u'\n');
        QVERIFY2(log.contains(QLatin1String("reset the ICRP password")), qPrintable(log));
        QVERIFY(!log.contains(password));
        QVERIFY(!log.contains(kPassword));
    }

    void durationEndsTheMatch()
    {
        MockOptions o;
        o.seed = 3;
        o.durationSeconds = 4;
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        QSignalSpy ended(game.get(), &MockGame::matchEnded);
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), {},
                                   {QStringLiteral("match")}));
        game->advance(4 * 15 + 5);
        QCOMPARE(ended.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(observer.events().cbegin(), observer.events().cend(),
                                             [](const QJsonObject &e) {
                                                 return e.value(u"type").toString() ==
                                                        QLatin1String("game_end");
                                             }),
                                 5000);
        const qint64 endTick = game->sim()->tick();
        game->advance(30); // still serving the final state
        QCOMPARE(game->sim()->tick(), endTick);
        const QJsonObject info = result(observer, QStringLiteral("ic/match.info"));
        QCOMPARE(info.value(u"state").toString(), QStringLiteral("ended"));
        QVERIFY(observer.call(QStringLiteral("ic/state.snapshot")).contains(u"result"));
    }

    void startAtBeginsMidMatchWithoutReplayingIt()
    {
        MockOptions o;
        o.startAtSeconds = 150;
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        QCOMPARE(game->sim()->tick(), 150 * 15);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), {}, kAllCategories));
        const QJsonObject info = result(admin, QStringLiteral("ic/match.info"));
        QCOMPARE(info.value(u"game_time_ticks").toInteger(), 150 * 15);
        game->advance(15 * 15); // a fight is near: kills within the next 15 game seconds
        QVERIFY(admin.call(QStringLiteral("ic/match.info")).contains(u"result"));
        QTRY_VERIFY(
            std::any_of(admin.events().cbegin(), admin.events().cend(), [](const QJsonObject &e) {
                return e.value(u"type").toString() == QLatin1String("unit_destroyed");
            }));
        // The first 150 seconds were played before anyone listened: no event of them came.
        for (const QJsonObject &e : admin.events())
            QVERIFY(e.value(u"tick").toInteger() > 150 * 15);
    }

    void staticScenarioHasStateButNoEvents()
    {
        MockOptions o;
        o.scenario = QStringLiteral("static");
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), {}, kAllCategories));
        game->advance(50);
        const QJsonObject state = result(admin, QStringLiteral("ic/state.query"));
        QCOMPARE(state.value(u"players").toArray().size(), 4);
        const QJsonObject snapshot = result(admin, QStringLiteral("ic/state.snapshot"));
        QVERIFY(!snapshot.value(u"units").toArray().isEmpty());
        for (const QJsonObject &e : admin.events()) {
            const QString category = e.value(u"category").toString();
            QVERIFY2(category == QLatin1String("match") || category == QLatin1String("telemetry"),
                     qPrintable(e.value(u"type").toString()));
        }
    }
};

QTEST_GUILESS_MAIN(TestMockGame)
#include "TestMockGame.moc"
