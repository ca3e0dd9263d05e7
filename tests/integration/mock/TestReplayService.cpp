// ic/replay.* over real sockets against a MockGame with manual ticking: a match with a pause,
// a resume and a kick through ic/admin.* and a mod's command and order is recorded when it ends;
// its replay, loaded and sought per session, answers ic/replay.state exactly as the live
// ic/state.query answered at the same ticks; forward seeks return the events passed (the kick among
// them), backward ones none; sessions do not share a position; and the errors of the spec.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace icmock;

namespace {

const QString kPassword = QStringLiteral("replay test password");

QJsonObject obj(std::initializer_list<std::pair<const char *, QJsonValue>> pairs)
{
    QJsonObject o;
    for (const auto &p : pairs)
        o.insert(QLatin1String(p.first), p.second);
    return o;
}

} // namespace

class TestReplayService : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MockGame> m_game;
    QUrl m_url;
    QMap<qint64, QJsonObject> m_live; // ic/state.query answers by tick
    QString m_kicked;
    qint64 m_kickTick = -1;
    qint64 m_endTick = -1;

    static QJsonObject result(RawIcrpSocket &s, const QString &method,
                              const QJsonValue &params = QJsonValue::Undefined)
    {
        const QJsonObject answer = s.call(method, params);
        if (!answer.contains(u"result"))
            qWarning() << method << params << "answered" << answer;
        return answer.value(u"result").toObject();
    }

    void recordLive(RawIcrpSocket &admin)
    {
        m_live.insert(m_game->sim()->tick(), result(admin, QStringLiteral("ic/state.query")));
    }

    QJsonObject replayState(RawIcrpSocket &s)
    {
        QJsonObject state = result(s, QStringLiteral("ic/replay.state"));
        if (state.value(u"replay_id").toString() != m_game->matchId())
            qWarning() << "replay_id" << state.value(u"replay_id");
        state.remove(QStringLiteral("replay_id"));
        return state;
    }

private Q_SLOTS:
    // Plays a 60-second match with a pause, a resume and a kick, recording the live state.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        MockOptions o;
        o.seed = 11;
        o.password = kPassword;
        o.durationSeconds = 60;
        o.dataDir = m_dir.path();
        QString error;
        m_game = mocktest::startGame(o, &error);
        QVERIFY2(m_game, qPrintable(error));
        m_url = QUrl(m_game->url());
        QSignalSpy saved(m_game->replays(), &ReplayService::replaySaved);
        QSignalSpy ended(m_game.get(), &MockGame::matchEnded);

        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(m_url, QStringLiteral("admin"), kPassword));
        m_game->advance(120);
        recordLive(admin);
        QVERIFY(
            !result(admin, QStringLiteral("ic/admin.pause"), obj({{"paused", true}})).isEmpty());
        m_game->advance(7); // the clock stands still
        QCOMPARE(m_game->sim()->tick(), qint64(120));
        QVERIFY(
            !result(admin, QStringLiteral("ic/admin.pause"), obj({{"paused", false}})).isEmpty());
        m_game->advance(80);
        recordLive(admin);
        m_kicked = m_game->sim()->players().at(3).name;
        m_kickTick = m_game->sim()->tick();
        QVERIFY(
            !result(admin, QStringLiteral("ic/admin.kick"), obj({{"player", m_kicked}})).isEmpty());
        recordLive(admin); // the same tick, after the kick
        m_game->advance(40);
        // a mod's command and order reach the match as inputs too
        RawIcrpSocket mod;
        QVERIFY(mod.connectAs(m_url, QStringLiteral("mod"), kPassword));
        const QString first = m_game->sim()->players().at(0).name;
        QVERIFY(!result(mod, QStringLiteral("ic/mod.command"),
                        obj({{"command", QStringLiteral("grant_credits")},
                             {"args", obj({{"player", first}, {"amount", 1234}})}}))
                     .isEmpty());
        QVERIFY(!result(mod, QStringLiteral("ic/mod.order"),
                        obj({{"player", m_game->sim()->players().at(1).name},
                             {"order", obj({{"type", QStringLiteral("retreat")}})}}))
                     .isEmpty());
        recordLive(admin);
        m_game->advance(210);
        recordLive(admin);
        for (int i = 0; i < 100 && ended.isEmpty(); ++i)
            m_game->advance(50);
        QCOMPARE(ended.size(), 1);
        m_endTick = m_game->sim()->tick();
        recordLive(admin);
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.at(0).at(0).toString(), m_game->matchId());
        QVERIFY(QFile::exists(saved.at(0).at(1).toString()));
        QVERIFY(m_live.value(m_kickTick)
                    .value(u"players")
                    .toArray()
                    .at(3)
                    .toObject()
                    .value(u"present") == QJsonValue(false));
    }
    void cleanupTestCase() { m_game.reset(); }

    void listHasTheMatch()
    {
        RawIcrpSocket s;
        QVERIFY(s.connectAs(m_url, QStringLiteral("observer"), kPassword));
        const QJsonObject list = result(s, QStringLiteral("ic/replay.list"));
        const QJsonArray replays = list.value(u"replays").toArray();
        QCOMPARE(replays.size(), 1);
        QCOMPARE(list.value(u"more").toBool(true), false);
        const QJsonObject r = replays.at(0).toObject();
        QCOMPARE(r.value(u"replay_id").toString(), m_game->matchId());
        QCOMPARE(r.value(u"match_id").toString(), m_game->matchId());
        QCOMPARE(r.value(u"started_at").toString(), m_game->startedAt().toString(Qt::ISODate));
        QCOMPARE(r.value(u"duration_ticks").toInteger(), m_endTick);
        QCOMPARE(r.value(u"tick_rate").toInt(), MockGame::kDefaultTickRate);
        QCOMPARE(r.value(u"winner_team").toInt(), m_game->sim()->winnerTeam());
        QCOMPARE(r.value(u"map").toString(), m_game->sim()->mapName());
        QCOMPARE(r.value(u"players").toArray().size(), 4);
        QCOMPARE(r.value(u"players").toArray().at(3).toObject().value(u"name").toString(),
                 m_kicked);
        QFile file(QDir(m_game->dataDir())
                       .filePath(QStringLiteral("replays/%1.icrep").arg(m_game->matchId())));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(json.value(u"format").toString(), QStringLiteral("icrep"));
        QCOMPARE(json.value(u"options").toObject().value(u"seed").toInteger(), 11);
        QStringList kinds;
        for (const QJsonValue &input : json.value(u"inputs").toArray())
            kinds << input.toObject().value(u"kind").toString();
        QCOMPARE(kinds, (QStringList{QStringLiteral("pause"), QStringLiteral("resume"),
                                     QStringLiteral("kick"), QStringLiteral("command"),
                                     QStringLiteral("order")}));
    }

    void replayStateEqualsTheLiveState()
    {
        RawIcrpSocket s;
        QVERIFY(s.connectAs(m_url, QStringLiteral("admin"), kPassword));
        const QJsonObject loaded =
            result(s, QStringLiteral("ic/replay.load"), obj({{"replay_id", m_game->matchId()}}));
        QCOMPARE(loaded.value(u"tick").toInteger(-1), qint64(0));
        QCOMPARE(loaded.value(u"end_tick").toInteger(), m_endTick);
        QCOMPARE(loaded.value(u"players").toArray().size(), 4);
        // forward through every recorded tick, then backward through them
        QList<qint64> ticks = m_live.keys();
        for (int pass = 0; pass < 2; ++pass) {
            for (const qint64 tick : std::as_const(ticks)) {
                const QJsonObject seek =
                    result(s, QStringLiteral("ic/replay.seek"), obj({{"tick", tick}}));
                QCOMPARE(seek.value(u"tick").toInteger(-1), tick);
                if (pass == 1)
                    QVERIFY(seek.value(u"events").toArray().isEmpty());
                QVERIFY(m_live.value(tick).value(u"players").toArray().size() == 4);
                QCOMPARE(replayState(s), m_live.value(tick));
                m_game->advance(1); // the request budget
            }
            std::reverse(ticks.begin(), ticks.end());
        }
    }

    void forwardSeekReturnsTheEventsPassed()
    {
        RawIcrpSocket s;
        QVERIFY(s.connectAs(m_url, QStringLiteral("admin"), kPassword));
        result(s, QStringLiteral("ic/replay.load"), obj({{"replay_id", m_game->matchId()}}));
        const QJsonObject first = result(s, QStringLiteral("ic/replay.seek"), obj({{"tick", 10}}));
        QCOMPARE(first.value(u"events").toArray().first().toObject().value(u"type").toString(),
                 QStringLiteral("game_start"));
        const QJsonObject seek =
            result(s, QStringLiteral("ic/replay.seek"), obj({{"tick", m_kickTick + 5}}));
        QCOMPARE(seek.value(u"events_truncated").toBool(true), false);
        bool kick = false;
        for (const QJsonValue &v : seek.value(u"events").toArray()) {
            const QJsonObject e = v.toObject();
            QVERIFY2(e.value(u"tick").toInteger() > 10 &&
                         e.value(u"tick").toInteger() <= m_kickTick + 5,
                     QJsonDocument(e).toJson().constData());
            QVERIFY(e.value(u"category").toString() != QLatin1String("sim_state"));
            QVERIFY(e.value(u"category").toString() != QLatin1String("telemetry"));
            if (e.value(u"type").toString() == QLatin1String("player_leave") &&
                e.value(u"data").toObject().value(u"player").toString() == m_kicked) {
                kick = true;
                QCOMPARE(e.value(u"tick").toInteger(), m_kickTick);
            }
        }
        QVERIFY(kick);
        const QJsonObject back = result(s, QStringLiteral("ic/replay.seek"), obj({{"tick", 3}}));
        QCOMPARE(back.value(u"tick").toInteger(), qint64(3));
        QVERIFY(back.value(u"events").toArray().isEmpty());
        QCOMPARE(back.value(u"end_tick").toInteger(), m_endTick);
    }

    void sessionsHaveTheirOwnPosition()
    {
        RawIcrpSocket a;
        RawIcrpSocket b;
        QVERIFY(a.connectAs(m_url, QStringLiteral("admin"), kPassword));
        QVERIFY(b.connectAs(m_url, QStringLiteral("observer"), kPassword));
        const int before = m_game->replays()->loadedCount();
        result(a, QStringLiteral("ic/replay.load"), obj({{"replay_id", m_game->matchId()}}));
        result(b, QStringLiteral("ic/replay.load"), obj({{"replay_id", m_game->matchId()}}));
        QCOMPARE(m_game->replays()->loadedCount(), before + 2);
        const qint64 first = m_live.firstKey();
        result(a, QStringLiteral("ic/replay.seek"), obj({{"tick", m_endTick}}));
        result(b, QStringLiteral("ic/replay.seek"), obj({{"tick", first}}));
        QCOMPARE(replayState(a), m_live.value(m_endTick));
        QCOMPARE(replayState(b), m_live.value(first));
        b.socket().close();
        QTRY_COMPARE(m_game->replays()->loadedCount(), before + 1);
        QCOMPARE(replayState(a), m_live.value(m_endTick));
    }

    void errors()
    {
        RawIcrpSocket s;
        QVERIFY(s.connectAs(m_url, QStringLiteral("admin"), kPassword));
        const auto code = [&s](const char *method, const QJsonValue &params) {
            return RawIcrpSocket::errorCode(s.call(QString::fromLatin1(method), params));
        };
        const QJsonObject nothing = s.call(QStringLiteral("ic/replay.seek"), obj({{"tick", 1}}));
        QCOMPARE(RawIcrpSocket::errorCode(nothing), -32009);
        QVERIFY(RawIcrpSocket::errorMessage(nothing).contains(u"ic/replay.load"));
        QCOMPARE(code("ic/replay.state", QJsonValue::Undefined), -32009);
        QCOMPARE(code("ic/replay.load", obj({{"replay_id", QStringLiteral("no-such-replay")}})),
                 -32009);
        QCOMPARE(code("ic/replay.load", obj({{"replay_id", QStringLiteral("../../etc/passwd")}})),
                 -32009);
        QCOMPARE(code("ic/replay.load", QJsonObject()), -32602);
        QCOMPARE(code("ic/replay.list", obj({{"limit", 0}})), -32602);
        QCOMPARE(code("ic/replay.list", obj({{"limit", 101}})), -32602);
        QCOMPARE(code("ic/replay.list", obj({{"before", QStringLiteral("nope")}})), -32009);
        QCOMPARE(code("ic/replay.list", obj({{"x", 1}})), -32602);
        m_game->advance(1);
        QVERIFY(
            !result(s, QStringLiteral("ic/replay.load"), obj({{"replay_id", m_game->matchId()}}))
                 .isEmpty());
        QCOMPARE(code("ic/replay.seek", obj({{"tick", m_endTick + 1}})), -32602);
        QCOMPARE(code("ic/replay.seek", obj({{"tick", -1}})), -32602);
        QCOMPARE(code("ic/replay.seek", obj({{"tick", 1.5}})), -32602);
        QCOMPARE(code("ic/replay.seek", obj({{"tick", QStringLiteral("5")}})), -32602);
        QCOMPARE(code("ic/replay.seek", QJsonObject()), -32602);
        QCOMPARE(code("ic/replay.state", obj({{"fields", QJsonArray{QStringLiteral("gold")}}})),
                 -32602);
    }

    void stateFieldsAreFiltered()
    {
        RawIcrpSocket s;
        QVERIFY(s.connectAs(m_url, QStringLiteral("observer"), kPassword));
        result(s, QStringLiteral("ic/replay.load"), obj({{"replay_id", m_game->matchId()}}));
        result(s, QStringLiteral("ic/replay.seek"), obj({{"tick", m_endTick}}));
        const QJsonObject state =
            result(s, QStringLiteral("ic/replay.state"),
                   obj({{"fields", QJsonArray{QStringLiteral("game_time")}}}));
        QCOMPARE(state.value(u"game_time_ticks").toInteger(), m_endTick);
        QVERIFY(!state.contains(u"players"));
        QCOMPARE(state.value(u"replay_id").toString(), m_game->matchId());
        // an observer of the replay sees everything (no fog): every player's credits
        const QJsonObject full = result(s, QStringLiteral("ic/replay.state"));
        for (const QJsonValue &p : full.value(u"players").toArray())
            QVERIFY(p.toObject().contains(u"resources"));
    }

    void rankedReplayWaitsForTheObserverDelay()
    {
        QTemporaryDir dir;
        MockOptions o;
        o.seed = 4;
        o.password = kPassword;
        o.ranked = true;
        o.durationSeconds = 10;
        o.dataDir = dir.path();
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        QSignalSpy ended(game.get(), &MockGame::matchEnded);
        game->advance(10 * MockGame::kDefaultTickRate);
        QCOMPARE(ended.size(), 1);
        const QJsonObject load = obj({{"replay_id", game->matchId()}});
        RawIcrpSocket observer;
        RawIcrpSocket admin;
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), kPassword));
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword));
        QVERIFY(!result(admin, QStringLiteral("ic/replay.load"), load).isEmpty());
        const QJsonObject early = observer.call(QStringLiteral("ic/replay.load"), load);
        QCOMPARE(RawIcrpSocket::errorCode(early), -32006);
        QVERIFY2(RawIcrpSocket::errorMessage(early).contains(u"try again in"),
                 qPrintable(RawIcrpSocket::errorMessage(early)));
        game->advance(120 * MockGame::kDefaultTickRate); // the default observer delay, 120 s
        QVERIFY(!result(observer, QStringLiteral("ic/replay.load"), load).isEmpty());
    }

    void listPagesNewestFirstAndSkipsMalformedFiles()
    {
        const QString folder = QDir(m_game->dataDir()).filePath(QStringLiteral("replays"));
        QFile own(QDir(folder).filePath(m_game->matchId() + QStringLiteral(".icrep")));
        QVERIFY(own.open(QIODevice::ReadOnly));
        QJsonObject older = QJsonDocument::fromJson(own.readAll()).object();
        older.insert(QStringLiteral("replay_id"), QStringLiteral("20200101T000000Z-000001"));
        older.insert(QStringLiteral("started_at"), QStringLiteral("2020-01-01T00:00:00Z"));
        QFile copy(QDir(folder).filePath(QStringLiteral("20200101T000000Z-000001.icrep")));
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(QJsonDocument(older).toJson());
        copy.close();
        QFile broken(QDir(folder).filePath(QStringLiteral("broken.icrep")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\":\"icrep\",");
        broken.close();

        // The replays folder is read when a game starts: a second game on the same data folder.
        MockOptions o;
        o.seed = 12;
        o.password = kPassword;
        o.dataDir = m_dir.path();
        const auto again = mocktest::startGame(o);
        QVERIFY(again);
        RawIcrpSocket s;
        QVERIFY(s.connectAs(QUrl(again->url()), QStringLiteral("observer"), kPassword));
        const QJsonObject page1 = result(s, QStringLiteral("ic/replay.list"), obj({{"limit", 1}}));
        QCOMPARE(page1.value(u"replays").toArray().size(), 1);
        QCOMPARE(page1.value(u"replays").toArray().at(0).toObject().value(u"replay_id").toString(),
                 m_game->matchId());
        QCOMPARE(page1.value(u"more").toBool(), true);
        const QJsonObject page2 = result(s, QStringLiteral("ic/replay.list"),
                                         obj({{"limit", 1}, {"before", m_game->matchId()}}));
        QCOMPARE(page2.value(u"replays").toArray().size(), 1);
        QCOMPARE(page2.value(u"replays").toArray().at(0).toObject().value(u"replay_id").toString(),
                 QStringLiteral("20200101T000000Z-000001"));
        QCOMPARE(page2.value(u"more").toBool(true), false);
        QCOMPARE(RawIcrpSocket::errorCode(s.call(QStringLiteral("ic/replay.load"),
                                                 obj({{"replay_id", QStringLiteral("broken")}}))),
                 -32009);
    }
};

QTEST_MAIN(TestReplayService)
#include "TestReplayService.moc"
