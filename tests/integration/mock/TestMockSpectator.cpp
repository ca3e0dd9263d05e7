// The game's local seat as a spectator (MockOptions::spectator, ic-remote-mock --spectator):
// observer sessions see every team's figures, units and events, as the full view does; a ranked
// match still shows them the observer delay late; the default seat (player 0) still fogs; and
// ic/match.info says which seat the observers share.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace icmock;

namespace {

const QString kPassword = QStringLiteral("spectator seat test password");
const QStringList kCategories{QStringLiteral("match"), QStringLiteral("combat"),
                              QStringLiteral("economy"), QStringLiteral("sim_state")};

QJsonObject resultOf(RawIcrpSocket &s, const QString &method)
{
    const QJsonObject answer = s.call(method);
    if (!answer.contains(u"result"))
        qWarning() << method << "answered" << answer;
    return answer.value(u"result").toObject();
}

/// The players of ic/state.query whose army value the session sees.
QStringList playersWithArmy(RawIcrpSocket &s)
{
    QStringList names;
    for (const QJsonValue &p : resultOf(s, QStringLiteral("ic/state.query"))[u"players"].toArray())
        if (p[u"army_value"].isDouble() && p[u"resources"].isDouble())
            names << p[u"name"].toString();
    return names;
}

/// The event frames of `category` a session got, as their exact text.
QStringList framesOf(const RawIcrpSocket &s, const QString &category)
{
    QStringList frames;
    for (const QString &frame : s.eventFrames())
        if (frame.contains(QStringLiteral("\"category\":\"%1\"").arg(category)))
            frames << frame;
    return frames;
}

std::unique_ptr<MockGame> start(bool spectator, bool ranked = false)
{
    MockOptions o;
    o.seed = 7;
    o.password = kPassword;
    o.spectator = spectator;
    o.ranked = ranked;
    return mocktest::startGame(o);
}

} // namespace

class TestMockSpectator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void observerOfASpectatorSeatSeesBothTeams()
    {
        auto game = start(true);
        QVERIFY(game);
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(
            admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword, kCategories));
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), kPassword,
                                   kCategories));
        game->advance(game->gameTickRate() * 240); // past the first fights
        QStringList everyone;
        for (const PlayerState &p : game->sim()->players())
            everyone << p.name;
        QCOMPARE(playersWithArmy(observer), everyone);
        QCOMPARE(resultOf(observer, QStringLiteral("ic/state.snapshot")),
                 resultOf(admin, QStringLiteral("ic/state.snapshot")));

        // Every event the full view gets, the enemy's economy and combat included.
        const QStringList adminCombat = framesOf(admin, QStringLiteral("combat"));
        QVERIFY(!adminCombat.isEmpty());
        QCOMPARE(framesOf(observer, QStringLiteral("combat")), adminCombat);
        QCOMPARE(framesOf(observer, QStringLiteral("sim_state")),
                 framesOf(admin, QStringLiteral("sim_state")));
        QSet<QString> economyPlayers;
        for (const QJsonObject &e : observer.events())
            if (e[u"category"].toString() == QLatin1String("economy"))
                economyPlayers << e[u"data"][u"player"].toString();
        QCOMPARE(economyPlayers.size(), everyone.size());

        const QJsonObject info = resultOf(observer, QStringLiteral("ic/match.info"));
        QCOMPARE(info[u"local_seat"].toString(), QStringLiteral("spectator"));
        QVERIFY(!info.contains(u"local_player"));
    }

    void theDefaultSeatStillFogs()
    {
        auto game = start(false);
        QVERIFY(game);
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(
            admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword, kCategories));
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), kPassword,
                                   kCategories));
        game->advance(game->gameTickRate() * 240);
        const QString local = game->sim()->players().at(game->sim()->localPlayer()).name;
        QCOMPARE(playersWithArmy(observer), QStringList{local});
        QCOMPARE(playersWithArmy(admin).size(), game->sim()->players().size());
        QVERIFY(framesOf(observer, QStringLiteral("economy")).size() <
                framesOf(admin, QStringLiteral("economy")).size());
        QVERIFY(framesOf(observer, QStringLiteral("sim_state")) !=
                framesOf(admin, QStringLiteral("sim_state")));

        const QJsonObject info = resultOf(observer, QStringLiteral("ic/match.info"));
        QCOMPARE(info[u"local_seat"].toString(), QStringLiteral("player"));
        QCOMPARE(info[u"local_player"].toString(), local);
    }

    void aRankedSpectatorSeatStillDelaysObservers()
    {
        auto game = start(true, true);
        QVERIFY(game);
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(
            admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword, kCategories));
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), kPassword,
                                   kCategories));
        const int rate = game->gameTickRate();
        const int delay = observer.lastAnswer()[u"result"][u"observerDelaySeconds"].toInt();
        QVERIFY(delay > 0);
        game->advance(rate * (delay + 200)); // the observer's view: 200 s in, fights on
        const QJsonObject late = resultOf(observer, QStringLiteral("ic/state.query"));
        const QJsonObject now = resultOf(admin, QStringLiteral("ic/state.query"));
        QCOMPARE(now[u"game_time_ticks"].toInteger(), qint64(rate) * (delay + 200));
        QCOMPARE(late[u"game_time_ticks"].toInteger(), qint64(rate) * 200);
        QVERIFY(late != now);
        // Late, but both teams.
        QCOMPARE(playersWithArmy(observer).size(), game->sim()->players().size());
        // No event of the last `delay` seconds has reached the observer yet.
        const QStringList adminCombat = framesOf(admin, QStringLiteral("combat"));
        const QStringList observerCombat = framesOf(observer, QStringLiteral("combat"));
        QVERIFY(!observerCombat.isEmpty());
        QVERIFY(observerCombat.size() < adminCombat.size());
        QCOMPARE(observerCombat, adminCombat.mid(0, observerCombat.size()));
        QCOMPARE(resultOf(observer, QStringLiteral("ic/match.info"))[u"local_seat"].toString(),
                 QStringLiteral("spectator"));
    }
};

QTEST_MAIN(TestMockSpectator)
#include "TestMockSpectator.moc"
