// ic-remote-mock --replay FILE.icrep over real sockets: a match played live (manual ticking) with
// a pause, a resume, a kick and a mod's command and order is written to replays/<id>.icrep when
// it ends; a MockGame playing that file gives a full-view session the same events (category,
// type, tick, data — the admin events' "by" too) the live one received and answers ic/state.query
// at the same ticks as live; an older .icrep whose inputs do not keep "by" still plays, those
// events then without it; calls that would change the match are refused (-32001); and the
// executable exits 2 on a malformed .icrep, naming the line and column or the field.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/IcrepPlayback.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"

#include "ProgramRun.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace icmock;

namespace {

const QString kPassword = QStringLiteral("icrep playback test password");
const QStringList kAllCategories{QStringLiteral("match"),    QStringLiteral("combat"),
                                 QStringLiteral("economy"),  QStringLiteral("chat"),
                                 QStringLiteral("admin"),    QStringLiteral("sim_state"),
                                 QStringLiteral("telemetry")};

QJsonObject obj(std::initializer_list<std::pair<const char *, QJsonValue>> pairs)
{
    QJsonObject o;
    for (const auto &p : pairs)
        o.insert(QLatin1String(p.first), p.second);
    return o;
}

QJsonObject result(RawIcrpSocket &s, const QString &method,
                   const QJsonValue &params = QJsonValue::Undefined)
{
    const QJsonObject answer = s.call(method, params);
    if (!answer.contains(u"result"))
        qWarning() << method << params << "answered" << answer;
    return answer.value(u"result").toObject();
}

const QString kModName = QStringLiteral("icrep test mod");

bool namesItsCaller(const QJsonObject &event)
{
    const QString type = event.value(u"type").toString();
    return event.value(u"category").toString() == QLatin1String("admin") &&
           (type == QLatin1String("kick") || type.startsWith(QLatin1String("mod_")));
}

// The events without the "by" of the kick, mod_order and mod_command admin events: what an
// .icrep written before its inputs kept the caller plays.
QList<QJsonObject> withoutBy(QList<QJsonObject> events)
{
    for (QJsonObject &e : events) {
        if (!namesItsCaller(e))
            continue;
        QJsonObject data = e.value(u"data").toObject();
        data.remove(QStringLiteral("by"));
        e.insert(QStringLiteral("data"), data);
    }
    return events;
}

// The "by" of the kick, mod_order and mod_command admin events, in order.
QStringList callers(const QList<QJsonObject> &events)
{
    QStringList out;
    for (const QJsonObject &e : events) {
        if (namesItsCaller(e))
            out << e.value(u"data").toObject().value(u"by").toString(QStringLiteral("(none)"));
    }
    return out;
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

using Run = ictest::ProgramRun;

Run runMock(const QStringList &args)
{
    return ictest::runProgram(QStringLiteral(IC_MOCK_PATH), args);
}

} // namespace

class TestIcrepPlayback : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_icrep;
    QMap<qint64, QJsonObject> m_live; // ic/state.query answers by tick, after that tick's inputs
    QList<QJsonObject> m_liveEvents;
    qint64 m_endTick = -1;

    std::unique_ptr<MockGame> startPlayback(const QString &path = {})
    {
        MockOptions o;
        o.password = kPassword;
        o.replayPath = path.isEmpty() ? m_icrep : path;
        QString error;
        auto game = mocktest::startGame(o, &error);
        if (!game)
            qWarning() << error;
        return game;
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = QDir(m_dir.path()).filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes);
        return path;
    }

private Q_SLOTS:
    // Plays a 60-second match live with the inputs of a replay, recording what a full-view
    // session received and the state at several ticks.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        MockOptions o;
        o.seed = 23;
        o.password = kPassword;
        o.durationSeconds = 60;
        o.dataDir = m_dir.path();
        QString error;
        auto game = mocktest::startGame(o, &error);
        QVERIFY2(game, qPrintable(error));
        const QUrl url(game->url());
        QSignalSpy saved(game->replays(), &ReplayService::replaySaved);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(url, QStringLiteral("admin"), kPassword, kAllCategories));
        const auto record = [&] {
            m_live.insert(game->sim()->tick(), result(admin, QStringLiteral("ic/state.query")));
        };
        game->advance(60);
        record();
        game->advance(60);
        QVERIFY(
            !result(admin, QStringLiteral("ic/admin.pause"), obj({{"paused", true}})).isEmpty());
        game->advance(7); // the clock stands still
        QVERIFY(
            !result(admin, QStringLiteral("ic/admin.pause"), obj({{"paused", false}})).isEmpty());
        game->advance(80);
        QVERIFY(!result(admin, QStringLiteral("ic/admin.kick"),
                        obj({{"player", game->sim()->players().at(3).name}}))
                     .isEmpty());
        record();
        game->advance(40);
        RawIcrpSocket mod;
        QVERIFY(mod.connectAs(url, QStringLiteral("mod"), kPassword, {}, kModName));
        QVERIFY(!result(mod, QStringLiteral("ic/mod.command"),
                        obj({{"command", QStringLiteral("grant_credits")},
                             {"args", obj({{"player", game->sim()->players().at(0).name},
                                           {"amount", 1500}})}}))
                     .isEmpty());
        QVERIFY(!result(mod, QStringLiteral("ic/mod.order"),
                        obj({{"player", game->sim()->players().at(1).name},
                             {"order", obj({{"type", QStringLiteral("retreat")}})}}))
                     .isEmpty());
        record();
        game->advance(210);
        record();
        for (int i = 0; i < 100 && saved.isEmpty(); ++i)
            game->advance(50);
        QCOMPARE(saved.size(), 1);
        m_endTick = game->sim()->tick();
        record(); // also: every event sent before this answer has arrived
        m_liveEvents = admin.events();
        // each names its caller: the admin session's client, then the mod's
        QCOMPARE(callers(m_liveEvents),
                 (QStringList{QStringLiteral("mock-test"), kModName, kModName}));
        // the match history's kick names its caller too (MatchRecorder keeps the input's args)
        const QJsonArray recorded =
            result(admin, QStringLiteral("ic/match.history"), obj({{"match_id", game->matchId()}}))
                .value(u"matches")[0][u"events"]
                .toArray();
        const auto kick = std::find_if(recorded.begin(), recorded.end(), [](const QJsonValue &e) {
            return e[u"category"] == QLatin1String("admin") && e[u"type"] == QLatin1String("kick");
        });
        QVERIFY(kick != recorded.end());
        QCOMPARE((*kick)[u"data"][u"by"].toString(), QStringLiteral("mock-test"));
        m_icrep = saved.at(0).at(1).toString();
        QVERIFY(QFile::exists(m_icrep));
        QVERIFY(m_liveEvents.size() > 100);
    }

    void theIcrepIsToldFromARecordingByContent()
    {
        QVERIFY(IcrepPlayback::isIcrep(m_icrep));
        const QString renamed = QDir(m_dir.path()).filePath(QStringLiteral("match.jsonl"));
        QVERIFY(QFile::copy(m_icrep, renamed));
        QVERIFY(IcrepPlayback::isIcrep(renamed));
        const QString recording =
            writeFile(QStringLiteral("rec.icrep"),
                      "{\"format\":\"icrp-recording\",\"version\":1,\"tier\":\"observer\"}\n");
        QVERIFY(!IcrepPlayback::isIcrep(recording));
    }

    void playbackGivesTheLiveEventsAndStates()
    {
        auto game = startPlayback();
        QVERIFY(game);
        QVERIFY(game->playback());
        QVERIFY(game->sim());
        RawIcrpSocket admin;
        QVERIFY(
            admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword, kAllCategories));
        QSet<qint64> compared;
        bool sawPaused = false;
        for (int i = 0; i < 5000 && !(game->sim()->ended() && compared.contains(m_endTick)); ++i) {
            game->advance(1);
            const qint64 tick = game->sim()->tick();
            sawPaused = sawPaused || game->sim()->paused();
            if (m_live.contains(tick) && !compared.contains(tick)) {
                compared.insert(tick);
                QCOMPARE(result(admin, QStringLiteral("ic/state.query")), m_live.value(tick));
            }
        }
        QVERIFY(sawPaused); // the pause paused
        QCOMPARE(compared.size(), m_live.size());
        QCOMPARE(game->sim()->tick(), m_endTick);
        QCOMPARE(game->playback()->remaining(), qsizetype(0));
        result(admin, QStringLiteral("ic/state.query")); // all events are in before this
        const QList<QJsonObject> events = admin.events();
        QCOMPARE(events.size(), m_liveEvents.size());
        for (qsizetype i = 0; i < events.size(); ++i) // "by" too
            QVERIFY2(events.at(i) == m_liveEvents.at(i),
                     qPrintable(QStringLiteral("event %1: %2 live, %3 replayed")
                                    .arg(i)
                                    .arg(compact(m_liveEvents.at(i)), compact(events.at(i)))));
        // after the end the final state stays
        game->advance(30);
        QCOMPARE(result(admin, QStringLiteral("ic/state.query")), m_live.value(m_endTick));
    }

    // An .icrep written before the inputs' args kept the caller ("by") still plays: the same
    // events, the kick's, mod_order's and mod_command's without "by".
    void anIcrepWithoutByPlaysWithoutIt()
    {
        QFile file(m_icrep);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray inputs = json.value(u"inputs").toArray();
        int stripped = 0;
        for (QJsonValueRef value : inputs) {
            QJsonObject input = value.toObject();
            const QString kind = input.value(u"kind").toString();
            if (kind == QLatin1String("pause") || kind == QLatin1String("resume"))
                continue; // they kept it before
            QJsonObject args = input.value(u"args").toObject();
            stripped += args.contains(u"by") ? 1 : 0;
            args.remove(QStringLiteral("by"));
            input.insert(QStringLiteral("args"), args);
            value = input;
        }
        QCOMPARE(stripped, 3); // the file kept it: kick, command, order
        json.insert(QStringLiteral("inputs"), inputs);
        auto game =
            startPlayback(writeFile(QStringLiteral("old.icrep"), QJsonDocument(json).toJson()));
        QVERIFY(game);
        RawIcrpSocket admin;
        QVERIFY(
            admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword, kAllCategories));
        for (int i = 0; i < 5000 && !game->sim()->ended(); ++i)
            game->advance(1);
        QVERIFY(game->sim()->ended());
        result(admin, QStringLiteral("ic/state.query")); // all events are in before this
        const QList<QJsonObject> events = admin.events();
        QCOMPARE(callers(events), (QStringList{QStringLiteral("(none)"), QStringLiteral("(none)"),
                                               QStringLiteral("(none)")}));
        QCOMPARE(events, withoutBy(m_liveEvents));
    }

    void callsThatWouldChangeTheMatchAreRefused()
    {
        auto game = startPlayback();
        QVERIFY(game);
        RawIcrpSocket admin;
        RawIcrpSocket mod;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword));
        QVERIFY(mod.connectAs(QUrl(game->url()), QStringLiteral("mod"), kPassword));
        game->advance(30);
        const QJsonObject before = result(admin, QStringLiteral("ic/state.query"));
        const QString player = game->sim()->players().at(0).name;
        const auto refused = [](RawIcrpSocket &s, const char *method, const QJsonObject &params) {
            const QJsonObject answer = s.call(QString::fromLatin1(method), params);
            return RawIcrpSocket::errorCode(answer) == -32001 &&
                   RawIcrpSocket::errorMessage(answer).startsWith(
                       QStringLiteral("This game is playing a replay; ") +
                       QString::fromLatin1(method));
        };
        QVERIFY(refused(admin, "ic/admin.pause", obj({{"paused", true}})));
        QVERIFY(refused(admin, "ic/admin.kick", obj({{"player", player}})));
        QVERIFY(refused(admin, "ic/admin.say", obj({{"message", QStringLiteral("hi")}})));
        QVERIFY(refused(admin, "ic/admin.settings",
                        obj({{"set", obj({{"game_speed", QStringLiteral("fast")}})}})));
        QVERIFY(refused(admin, "ic/chat.send", obj({{"message", QStringLiteral("hi")}})));
        QVERIFY(refused(
            mod, "ic/mod.order",
            obj({{"player", player}, {"order", obj({{"type", QStringLiteral("retreat")}})}})));
        QVERIFY(refused(mod, "ic/mod.command",
                        obj({{"command", QStringLiteral("announce_objective")},
                             {"args", obj({{"text", QStringLiteral("x")}})}})));
        QCOMPARE(result(admin, QStringLiteral("ic/state.query")), before);
        QVERIFY(!result(admin, QStringLiteral("ic/match.info")).isEmpty());
        // an observer is still refused by its tier first, as live
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), kPassword));
        QCOMPARE(RawIcrpSocket::errorCode(
                     observer.call(QStringLiteral("ic/admin.pause"), obj({{"paused", true}}))),
                 -32001);
    }

    void malformedIcrepExitsTwoNamingWhere()
    {
        QFile file(m_icrep);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray good = file.readAll();
        const QString cut =
            writeFile(QStringLiteral("cut.icrep"), "{\"format\":\"icrep\",\n\"version\":1,\n\"x\"");
        Run r = runMock(
            {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--replay"), cut});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"line 3, column"), qPrintable(r.err));

        QJsonObject json = QJsonDocument::fromJson(good).object();
        json.remove(QStringLiteral("end_tick"));
        const QString noEnd =
            writeFile(QStringLiteral("no-end.json"), QJsonDocument(json).toJson());
        r = runMock(
            {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--replay"), noEnd});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"\"end_tick\""), qPrintable(r.err));
        QVERIFY2(r.err.contains(noEnd), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestIcrepPlayback)
#include "TestIcrepPlayback.moc"
