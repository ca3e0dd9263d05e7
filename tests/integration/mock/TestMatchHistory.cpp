// The match history over real sockets (issue 29): a finished match is in gameplay.db with its
// winner, players, minutes and events; an unfinished one is not; ic/match.history's filters,
// paging and errors; --history-seed fills an empty database (and says how long it took); a
// second game over the same data folder sees the earlier matches.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"

#include "mock/MatchArchive.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"
#include "mock/UnitCatalog.h"
#include "mock/history/GameplayDb.h"
#include "mock/history/HistorySeeder.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>

using namespace icmock;

namespace {

const QStringList kCategories{QStringLiteral("match"), QStringLiteral("admin")};

QJsonObject resultOf(RawIcrpSocket &s, const QString &method,
                     const QJsonValue &params = QJsonValue::Undefined)
{
    const QJsonObject answer = s.call(method, params);
    if (!answer.contains(u"result"))
        qWarning() << method << "answered" << answer;
    return answer.value(u"result").toObject();
}

int errorCodeOf(RawIcrpSocket &s, const QString &method, const QJsonValue &params)
{
    return s.call(method, params).value(u"error").toObject().value(u"code").toInt();
}

QJsonArray history(RawIcrpSocket &s, const QJsonObject &params = {})
{
    return resultOf(s, QStringLiteral("ic/match.history"), params).value(u"matches").toArray();
}

bool hasEvent(const QJsonArray &events, const QString &category, const QString &type)
{
    return std::any_of(events.cbegin(), events.cend(), [&](const QJsonValue &e) {
        return e[u"category"].toString() == category && e[u"type"].toString() == type;
    });
}

/// Plays `game` (manual ticking) until the match ends.
bool playToTheEnd(MockGame &game)
{
    QSignalSpy ended(&game, &MockGame::matchEnded);
    for (int i = 0; i < 400 && ended.isEmpty(); ++i)
        game.advance(50);
    return !ended.isEmpty();
}

/// Every value of one column of gameplay.db, as text.
QStringList column(const QString &dbPath, const char *sql)
{
    sqlite3 *db = nullptr;
    QStringList values;
    sqlite3_open_v2(QFile::encodeName(dbPath).constData(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK) {
        while (sqlite3_step(stmt) == SQLITE_ROW)
            values << QString::fromUtf8(
                reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)));
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return values;
}

} // namespace

class TestMatchHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void finishedMatchIsKeptWithWinnerPlayersMinutesAndEvents()
    {
        QTemporaryDir dir;
        MockOptions o;
        o.seed = 7;
        o.durationSeconds = 90; // 1350 ticks: minute 1 and a last partial minute 2
        o.dataDir = dir.path();
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), {}, kCategories));
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer")));

        QCOMPARE(game->sim()->tick(), 0);
        const QList<PlayerState> atStart = game->sim()->players(); // minute 0's figures
        game->advance(300);
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.pause"),
                          QJsonObject{{QStringLiteral("paused"), true}})
                    .contains(u"result"));
        game->advance(10);
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.pause"),
                          QJsonObject{{QStringLiteral("paused"), false}})
                    .contains(u"result"));
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.kick"),
                          QJsonObject{{QStringLiteral("player"), QStringLiteral("Tanya")}})
                    .contains(u"result"));
        game->advance(100);
        QVERIFY2(history(observer).isEmpty(), "an unfinished match must not be in the history");
        QVERIFY(column(GameplayDb::pathIn(dir.path()), "SELECT match_id FROM matches").isEmpty());

        QVERIFY(playToTheEnd(*game));
        const QJsonArray list = history(observer);
        QCOMPARE(list.size(), 1);
        const QJsonObject m = list.first().toObject();
        const SkirmishSim &sim = *game->sim();
        QCOMPARE(m[u"match_id"].toString(), game->matchId());
        QCOMPARE(m[u"replay_id"].toString(), game->matchId());
        QCOMPARE(m[u"winner_team"].toInt(), sim.winnerTeam());
        QCOMPARE(m[u"duration_ticks"].toInteger(), sim.tick());
        QCOMPARE(m[u"end_reason"].toString(), QStringLiteral("time_limit"));
        QCOMPARE(m[u"map"].toString(), sim.mapName());
        QCOMPARE(m[u"ranked"].toBool(), false);
        QCOMPARE(m[u"started_at"].toString(), game->startedAt().toString(Qt::ISODate));
        const QJsonArray players = m[u"players"].toArray();
        QCOMPARE(players.size(), sim.players().size());
        for (int i = 0; i < players.size(); ++i) {
            const QJsonObject p = players.at(i).toObject();
            const PlayerState &real = sim.players().at(i);
            QCOMPARE(p[u"name"].toString(), real.name);
            QCOMPARE(p[u"team"].toInt(), real.team);
            QCOMPARE(p[u"faction"].toString(), real.faction);
            QCOMPARE(p[u"army_value"].toInteger(), real.armyValue); // the copy played the same
            QCOMPARE(p[u"kills"].toInt(), real.kills);
            const QString expected = !real.present ? QStringLiteral("kicked")
                                     : sim.winnerTeam() < 0
                                         ? QStringLiteral("draw")
                                         : (real.team == sim.winnerTeam() ? QStringLiteral("win")
                                                                          : QStringLiteral("loss"));
            QCOMPARE(p[u"result"].toString(), expected);
        }
        QCOMPARE(players.at(3)[u"result"].toString(), QStringLiteral("kicked"));

        const QJsonArray detail =
            history(observer, {{QStringLiteral("match_id"), game->matchId()}});
        QCOMPARE(detail.size(), 1);
        const QJsonArray minutes = detail.first()[u"minutes"].toArray();
        QCOMPARE(minutes.size(), 3);
        QCOMPARE(minutes.at(0)[u"minute"].toInt(), 0); // the start, as the game had it
        QCOMPARE(minutes.at(1)[u"minute"].toInt(), 1);
        QCOMPARE(minutes.at(2)[u"minute"].toInt(), 2);
        const QJsonArray start = minutes.at(0)[u"players"].toArray();
        QCOMPARE(start.size(), atStart.size());
        for (int i = 0; i < start.size(); ++i) {
            const PlayerState &real = atStart.at(i);
            QCOMPARE(start.at(i)[u"name"].toString(), real.name);
            QCOMPARE(start.at(i)[u"army_value"].toInteger(), real.armyValue);
            QCOMPARE(start.at(i)[u"credits"].toInteger(), real.credits);
            QCOMPARE(start.at(i)[u"units"].toInt(), real.unitsAlive);
            QCOMPARE(start.at(i)[u"structures"].toInt(), real.structures);
            QCOMPARE(start.at(i)[u"kills"].toInt(), 0);
        }
        QVERIFY(start.at(0)[u"army_value"].toInteger() != sim.players().at(0).armyValue);
        QCOMPARE(minutes.at(2)[u"players"].toArray().size(), 4);
        QCOMPARE(minutes.at(2)[u"players"][0][u"army_value"].toInteger(),
                 sim.players().at(0).armyValue);
        const QJsonArray events = detail.first()[u"events"].toArray();
        QVERIFY(hasEvent(events, QStringLiteral("match"), QStringLiteral("game_start")));
        QVERIFY(hasEvent(events, QStringLiteral("match"), QStringLiteral("player_leave")));
        QVERIFY(hasEvent(events, QStringLiteral("match"), QStringLiteral("pause")));
        QVERIFY(hasEvent(events, QStringLiteral("admin"), QStringLiteral("kick")));
        QVERIFY(hasEvent(events, QStringLiteral("admin"), QStringLiteral("server_status")));
        QVERIFY(hasEvent(events, QStringLiteral("match"), QStringLiteral("game_end")));
        QVERIFY(!hasEvent(events, QStringLiteral("chat"), QStringLiteral("chat_message")));
        QCOMPARE(events.last()[u"type"].toString(), QStringLiteral("game_end"));
        // units produced are the faction's own
        for (const QString &type :
             column(GameplayDb::pathIn(dir.path()), "SELECT unit_type FROM units_produced"))
            QVERIFY2(UnitCatalog::indexOf(type) >= 0, qPrintable(type));
    }

    void filtersPagingAndErrors()
    {
        QTemporaryDir dir;
        MockOptions o;
        o.dataDir = dir.path();
        o.historySeed = 40;
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        RawIcrpSocket s;
        QVERIFY(s.connectAs(QUrl(game->url()), QStringLiteral("observer")));
        // a tick between calls: the per-tick request budget is not what this test is about
        const auto history = [&](const QJsonObject &params) {
            game->advance(1);
            return ::history(s, params);
        };
        const auto errorCodeOf = [&](RawIcrpSocket &socket, const QString &m,
                                     const QJsonObject &params) {
            game->advance(1);
            return ::errorCodeOf(socket, m, params);
        };

        QStringList ids;
        QString before;
        for (int page = 0; page < 10; ++page) {
            QJsonObject params{{QStringLiteral("limit"), 7}};
            if (!before.isEmpty())
                params.insert(QStringLiteral("before"), before);
            game->advance(1);
            const QJsonObject r = resultOf(s, QStringLiteral("ic/match.history"), params);
            const QJsonArray matches = r[u"matches"].toArray();
            QVERIFY(matches.size() <= 7);
            for (const QJsonValue &m : matches)
                ids << m[u"match_id"].toString();
            before = ids.constLast();
            if (!r[u"more"].toBool())
                break;
        }
        QCOMPARE(ids.size(), 40);
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), 40);
        QStringList sorted = ids;
        std::sort(sorted.begin(), sorted.end(), std::greater<>());
        QCOMPARE(ids, sorted); // newest first (ids begin with the start time)

        const QJsonArray zod = history({{QStringLiteral("player"), QStringLiteral("CommanderZod")},
                                        {QStringLiteral("limit"), 100}});
        QVERIFY2(zod.size() >= 20, qPrintable(QString::number(zod.size())));
        QVERIFY(zod.size() < 40);
        for (const QJsonValue &m : zod) {
            const QJsonArray players = m[u"players"].toArray();
            QVERIFY(std::any_of(players.cbegin(), players.cend(), [](const QJsonValue &p) {
                return p[u"name"].toString() == QLatin1String("CommanderZod");
            }));
        }
        const QJsonArray ranked =
            history({{QStringLiteral("ranked"), true}, {QStringLiteral("limit"), 100}});
        const QJsonArray unranked =
            history({{QStringLiteral("ranked"), false}, {QStringLiteral("limit"), 100}});
        QVERIFY(!ranked.isEmpty() && !unranked.isEmpty());
        QCOMPARE(ranked.size() + unranked.size(), 40);
        for (const QJsonValue &m : ranked)
            QVERIFY(m[u"ranked"].toBool());
        const QString map = ranked.first()[u"map"].toString();
        const QJsonArray onMap =
            history({{QStringLiteral("map"), map}, {QStringLiteral("limit"), 100}});
        QVERIFY(!onMap.isEmpty() && onMap.size() < 40);
        for (const QJsonValue &m : onMap)
            QCOMPARE(m[u"map"].toString(), map);
        QCOMPARE(history({{QStringLiteral("player"), QStringLiteral("Nobody")}}).size(), 0);

        const QString method = QStringLiteral("ic/match.history");
        QCOMPARE(
            errorCodeOf(s, method, QJsonObject{{QStringLiteral("match_id"), QStringLiteral("x")}}),
            -32009);
        QCOMPARE(
            errorCodeOf(s, method, QJsonObject{{QStringLiteral("before"), QStringLiteral("x")}}),
            -32009);
        QCOMPARE(errorCodeOf(s, method, QJsonObject{{QStringLiteral("limit"), 0}}), -32602);
        QCOMPARE(errorCodeOf(s, method, QJsonObject{{QStringLiteral("limit"), 101}}), -32602);
        QCOMPARE(errorCodeOf(s, method, QJsonObject{{QStringLiteral("ranked"), 1}}), -32602);
        QCOMPARE(errorCodeOf(s, method,
                             QJsonObject{{QStringLiteral("match_id"), ids.first()},
                                         {QStringLiteral("player"), QStringLiteral("alice")}}),
                 -32602);
        const QJsonArray one = history({{QStringLiteral("match_id"), ids.first()}});
        QCOMPARE(one.size(), 1);
        QVERIFY(one.first()[u"minutes"].toArray().size() >= 6);
        QVERIFY(hasEvent(one.first()[u"events"].toArray(), QStringLiteral("match"),
                         QStringLiteral("game_end")));
    }

    void historySeedIsPlausibleAndTimed()
    {
        QTemporaryDir dir;
        HistorySeeder::UnitNames units;
        for (const UnitType &t : UnitCatalog::all()) {
            if (!t.isBuilding() && t.buildSeconds > 0) {
                for (const QString &f : {QStringLiteral("soviet"), QStringLiteral("allies")})
                    if (t.availableTo(f))
                        units[f] << t.name;
            }
        }
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QElapsedTimer timer;
        timer.start();
        auto db = GameplayDb::open(GameplayDb::pathIn(dir.path()));
        QVERIFY2(db, qPrintable(db ? QString() : db.error().message));
        const QList<FinishedMatch> matches = HistorySeeder(1, units).generate(40, now);
        QVERIFY((*db)->recordAll(matches));
        qInfo() << "--history-seed 40 took" << timer.elapsed() << "ms (open, invent, write)";
        QCOMPARE(*(*db)->matchCount(), 40);
        QCOMPARE(HistorySeeder(1, units).generate(40, now).at(5).matchId, matches.at(5).matchId);
        QSet<QString> maps;
        for (const FinishedMatch &m : matches) {
            maps << m.map;
            QVERIFY(m.startedAt.addSecs(m.durationTicks / m.tickRate) < now);
            QVERIFY(m.durationTicks >= 5 * 60 * 15 && m.durationTicks <= 30 * 60 * 15);
            QCOMPARE(m.players.size(), 4);
            // Each player's first minute is the start (minute 0), before minute 1.
            for (int slot = 0; slot < 4; ++slot) {
                const auto first =
                    std::find_if(m.minutes.cbegin(), m.minutes.cend(),
                                 [slot](const FinishedMatch::Minute &n) { return n.slot == slot; });
                QVERIFY(first != m.minutes.cend());
                QCOMPARE(first->minute, 0);
                QCOMPARE(first->credits, 5000);
                QVERIFY(first->armyValue > 0);
            }
            for (const FinishedMatch::Produced &u : m.produced)
                QVERIFY(units.value(m.players.at(u.slot).faction).contains(u.unitType));
        }
        QVERIFY(maps.size() >= 3);
        // one transaction: a batch that fails half-way leaves nothing behind
        FinishedMatch fresh = matches.at(0);
        fresh.matchId = QStringLiteral("fresh");
        const auto again = (*db)->recordAll({fresh, matches.at(1)});
        QVERIFY(!again);
        QCOMPARE(again.error().code, QStringLiteral("history.write-failed"));
        QCOMPARE(*(*db)->matchCount(), 40);
        const QString path = GameplayDb::pathIn(dir.path());
        QCOMPARE(column(path, "PRAGMA user_version"), QStringList{QStringLiteral("1")});
        QCOMPARE(column(path, "PRAGMA journal_mode"), QStringList{QStringLiteral("wal")});
    }

    void secondGameOverTheSameFolderSeesTheEarlierMatch()
    {
        QTemporaryDir dir;
        MockOptions o;
        o.seed = 11;
        o.durationSeconds = 20;
        o.dataDir = dir.path();
        QString firstId;
        {
            auto first = mocktest::startGame(o);
            QVERIFY(first);
            QVERIFY(playToTheEnd(*first));
            firstId = first->matchId();
        }
        o.historySeed = 5; // not used: the database has a match already
        auto second = mocktest::startGame(o);
        QVERIFY(second);
        RawIcrpSocket s;
        QVERIFY(s.connectAs(QUrl(second->url()), QStringLiteral("observer")));
        const QJsonArray list = history(s);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first()[u"match_id"].toString(), firstId);
    }

    void unopenableDatabaseSaysWhere()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("gameplay.db"))); // a folder, not a file
        const auto db = GameplayDb::open(GameplayDb::pathIn(dir.path()));
        QVERIFY(!db);
        QVERIFY2(db.error().message.contains(GameplayDb::pathIn(dir.path())),
                 qPrintable(db.error().message));
        QCOMPARE(db.error().code, QStringLiteral("history.unopenable"));
    }
};

QTEST_GUILESS_MAIN(TestMatchHistory)
#include "TestMatchHistory.moc"
