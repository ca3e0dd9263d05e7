// The replay format (MatchReplay: JSON round trip, malformed files refused) and the replay
// engine (ReplayCursor): re-simulating a match from its Options and inputs gives the live
// match's state at every tick sought, forwards and backwards, with and without keyframes —
// pauses and resumes at one tick, a kick, inputs on a keyframe's tick and before the first step.
// Logs how long seeks in a 10-minute match take with and without keyframes (no threshold).

#include "mock/MatchReplay.h"
#include "mock/ReplayCursor.h"
#include "mock/SimInput.h"
#include "mock/SkirmishSim.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QMap>
#include <QTest>

using namespace icmock;

namespace {

/// A live match driven like MockGame drives it, recording its inputs and its state.
struct LiveMatch
{
    explicit LiveMatch(const SkirmishSim::Options &options) : sim(options) {}

    void stepTo(qint64 tick)
    {
        while (sim.tick() < tick && !sim.ended())
            sim.step();
    }
    QList<SimEvent> input(SimInput::Kind kind, const QJsonObject &args)
    {
        SimInput in;
        in.tick = sim.tick();
        in.kind = kind;
        in.args = args;
        inputs.append(in);
        return applySimInput(sim, in);
    }
    void record() { states.insert(sim.tick(), sim.snapshotJson()); }
    MatchReplay replay() const
    {
        MatchReplay r;
        r.replayId = QStringLiteral("20261126T001041Z-abc123");
        r.matchId = r.replayId;
        r.startedAt = QStringLiteral("2026-11-26T00:10:41Z");
        r.map = sim.mapName();
        r.mode = sim.mode();
        r.options = sim.options();
        r.endTick = sim.tick();
        r.winnerTeam = sim.winnerTeam();
        r.inputs = inputs;
        return r;
    }

    SkirmishSim sim;
    QList<SimInput> inputs;
    QMap<qint64, QJsonObject> states;
};

QJsonObject by(const char *who)
{
    return {{QStringLiteral("by"), QLatin1String(who)}};
}

} // namespace

class TestReplayCursor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatRoundTrip()
    {
        for (const quint64 seed : {quint64(42), quint64(0xFFFF'FFFF'FFFF'FFF1)}) {
            LiveMatch live({seed, 15, 300, false});
            live.stepTo(20);
            live.input(SimInput::Kind::Pause, by("admin"));
            live.input(SimInput::Kind::Resume, by("admin"));
            MatchReplay r = live.replay();
            r.ranked = true;
            r.startAtTicks = 30;
            r.players = QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("a")}}};
            const QJsonObject json = r.toJson();
            QCOMPARE(json.value(u"format").toString(), QStringLiteral("icrep"));
            QCOMPARE(json.value(u"version").toInt(), 1);
            const ic::Result<MatchReplay> back = MatchReplay::fromJson(json);
            QVERIFY2(back, back ? "" : qPrintable(back.error().message));
            QCOMPARE(back->options.seed, seed);
            QCOMPARE(back->toJson(), json);
            QCOMPARE(back->inputs.size(), 2);
            QCOMPARE(back->inputs.at(1).kind, SimInput::Kind::Resume);
        }
    }

    void malformedIsRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("format") << QStringLiteral("format") << QJsonValue(QStringLiteral("x"));
        QTest::newRow("version") << QStringLiteral("version") << QJsonValue(2);
        QTest::newRow("id-missing") << QStringLiteral("replay_id") << QJsonValue();
        QTest::newRow("id-path") << QStringLiteral("replay_id")
                                 << QJsonValue(QStringLiteral("../etc/passwd"));
        QTest::newRow("options") << QStringLiteral("options") << QJsonValue(QJsonObject());
        QTest::newRow("end-tick") << QStringLiteral("end_tick") << QJsonValue(-1);
        QTest::newRow("input-kind")
            << QStringLiteral("inputs")
            << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("tick"), 1},
                                                 {QStringLiteral("kind"), QStringLiteral("fly")}}});
        QTest::newRow("input-order")
            << QStringLiteral("inputs")
            << QJsonValue(
                   QJsonArray{QJsonObject{{QStringLiteral("tick"), 5},
                                          {QStringLiteral("kind"), QStringLiteral("pause")}},
                              QJsonObject{{QStringLiteral("tick"), 4},
                                          {QStringLiteral("kind"), QStringLiteral("resume")}}});
    }
    void malformedIsRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        LiveMatch live({1, 15, 0, false});
        QJsonObject json = live.replay().toJson();
        QVERIFY(MatchReplay::fromJson(json));
        if (value.isNull())
            json.remove(key);
        else
            json.insert(key, value);
        const ic::Result<MatchReplay> r = MatchReplay::fromJson(json);
        QVERIFY(!r);
        QCOMPARE(r.error().code, QStringLiteral("replay.malformed"));
    }

    void seeksGiveTheLiveState_data()
    {
        QTest::addColumn<int>("keyframes");
        QTest::newRow("keyframes") << ReplayCursor::kDefaultKeyframeInterval;
        QTest::newRow("none") << 0;
    }
    void seeksGiveTheLiveState()
    {
        QFETCH(int, keyframes);
        LiveMatch live({5, 15, 0, false});
        live.input(SimInput::Kind::Pause, by("early")); // before the first step
        live.sim.step();                                // paused: nothing
        live.input(SimInput::Kind::Resume, by("early"));
        live.record();
        live.stepTo(200);
        live.record();
        const QString kicked = live.sim.players().at(2).name;
        QVERIFY(
            !live.input(SimInput::Kind::Kick, {{QStringLiteral("player"), kicked},
                                               {QStringLiteral("reason"), QStringLiteral("test")}})
                 .isEmpty());
        live.record();
        live.stepTo(300); // a keyframe's tick with inputs on it
        QVERIFY(!live.input(SimInput::Kind::Pause, by("admin")).isEmpty());
        for (int i = 0; i < 5; ++i)
            QVERIFY(live.sim.step().isEmpty());
        QVERIFY(!live.input(SimInput::Kind::Resume, by("admin")).isEmpty());
        live.record();
        live.stepTo(451);
        live.record();
        const auto replay = std::make_shared<const MatchReplay>(live.replay());

        ReplayCursor cursor(replay, keyframes);
        QCOMPARE(cursor.tick(), qint64(0));
        QList<qint64> ticks = live.states.keys();
        bool sawKick = false;
        for (const qint64 tick : std::as_const(ticks)) {
            const ReplayCursor::SeekResult seek = cursor.seek(tick);
            for (const SimEvent &e : seek.events) {
                QVERIFY(e.category != icrp::EventCategory::SimState);
                QVERIFY(e.category != icrp::EventCategory::Telemetry);
                if (e.type == QLatin1String("player_leave") &&
                    e.data.value(u"player").toString() == kicked)
                    sawKick = true;
            }
            QCOMPARE(cursor.tick(), tick);
            QCOMPARE(cursor.sim().snapshotJson(), live.states.value(tick));
        }
        QVERIFY(sawKick);
        std::reverse(ticks.begin(), ticks.end());
        for (const qint64 tick : std::as_const(ticks)) {
            QVERIFY(cursor.seek(tick).events.isEmpty());
            QCOMPARE(cursor.sim().snapshotJson(), live.states.value(tick));
        }
        QCOMPARE(cursor.keyframeCount() > 0, keyframes > 0);
        cursor.seek(100000); // clamped to the end
        QCOMPARE(cursor.tick(), replay->endTick);
        QCOMPARE(cursor.sim().snapshotJson(), live.states.value(replay->endTick));
    }

    void eventsAreCapped()
    {
        // a whole match to its end (a cap of 500: a match has about 1700 such events)
        constexpr int kCap = 500;
        LiveMatch live({9, 15, 0, false});
        qsizetype kept = 0;
        while (!live.sim.ended()) {
            for (const SimEvent &e : live.sim.step())
                kept += e.category != icrp::EventCategory::SimState &&
                        e.category != icrp::EventCategory::Telemetry;
        }
        QVERIFY2(kept > kCap, qPrintable(QString::number(kept)));
        const auto replay = std::make_shared<const MatchReplay>(live.replay());
        ReplayCursor cursor(replay, ReplayCursor::kDefaultKeyframeInterval, kCap);
        const ReplayCursor::SeekResult seek = cursor.seek(live.sim.tick());
        QCOMPARE(seek.events.size(), kCap);
        QVERIFY(seek.truncated);
        QCOMPARE(cursor.tick(), live.sim.tick());
        const ReplayCursor::SeekResult rest = ReplayCursor(cursor).seek(live.sim.tick());
        QVERIFY(rest.events.isEmpty() && !rest.truncated);
        const ReplayCursor::SeekResult all = ReplayCursor(replay).seek(live.sim.tick());
        QCOMPARE(all.events.size(), kept); // under the default cap of 2000: every one
        QVERIFY(!all.truncated);
    }

    void tenMinuteMatchSeekTimes()
    {
        LiveMatch live({3, 15, 10 * 60 * 15, false});
        live.stepTo(live.sim.options().durationTicks);
        QVERIFY(live.sim.ended());
        live.record();
        const auto replay = std::make_shared<const MatchReplay>(live.replay());
        const qint64 end = replay->endTick;
        for (const int interval : {ReplayCursor::kDefaultKeyframeInterval, 0}) {
            ReplayCursor cursor(replay, interval);
            QElapsedTimer timer;
            timer.start();
            cursor.seek(end);
            const qint64 toEnd = timer.elapsed();
            QCOMPARE(cursor.sim().snapshotJson(), live.states.value(end));
            QVERIFY(cursor.sim().ended());
            timer.restart();
            cursor.seek(end - 30);
            const qint64 back = timer.elapsed();
            timer.restart();
            cursor.seek(end);
            const qint64 again = timer.elapsed();
            QCOMPARE(cursor.sim().snapshotJson(), live.states.value(end));
            qInfo("10-minute match (%lld ticks), keyframes every %d ticks (%d kept): seek 0->end "
                  "%lld ms, end->end-30 %lld ms, back to the end %lld ms",
                  end, interval, cursor.keyframeCount(), toEnd, back, again);
        }
    }
};

QTEST_GUILESS_MAIN(TestReplayCursor)
#include "TestReplayCursor.moc"
