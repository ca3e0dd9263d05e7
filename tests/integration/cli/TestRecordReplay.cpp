// Record and replay as a tool author uses them, all real processes on real sockets: ic-tool
// watch --record against a busy ic-remote-mock, then ic-remote-mock --replay of that file
// watched by another ic-tool — the same events in the same order, and state calls answered
// with what was recorded. A malformed recording is refused with its line; --record does not
// overwrite a file unless told to.

#include "ToolProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#ifndef IC_TOOL_PATH
#error "IC_TOOL_PATH must name the built ic-tool"
#endif
#ifndef IC_MOCK_PATH
#error "IC_MOCK_PATH must name the built ic-remote-mock"
#endif

namespace {

constexpr int kEvents = 60;

/// `events` printed by watch --json, without the game time (m:ss) it adds for a reader; an
/// event without one fails the test (an empty list is returned).
QList<QJsonObject> withoutGameTime(QList<QJsonObject> events)
{
    for (QJsonObject &event : events) {
        if (!event.value(u"game_time").toString().contains(u':'))
            return {};
        event.remove(u"game_time");
    }
    return events;
}

QList<QJsonObject> jsonLines(const QByteArray &text)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : text.split('\n')) {
        if (!line.trimmed().isEmpty())
            objects << QJsonDocument::fromJson(line).object();
    }
    return objects;
}

// The recording's "call" lines for `method`, in order.
QList<QJsonValue> recordedResults(const QList<QJsonObject> &lines, const QString &method)
{
    QList<QJsonValue> results;
    for (const QJsonObject &line : lines) {
        if (line.value(u"call").toString() == method)
            results << line.value(u"result");
    }
    return results;
}

} // namespace

class TestRecordReplay : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static void configureTool(QProcess &p, const QString &url, const QStringList &args)
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.remove(QStringLiteral("ICRP_PASSWORD"));
        e.insert(QStringLiteral("ICRP_URL"), url);
        p.setProcessEnvironment(e);
        p.setProgram(QStringLiteral(IC_TOOL_PATH));
        p.setArguments(args);
        p.setChildProcessModifier([] { ictest::detachFromTerminal(); });
    }

    static ictest::ToolRun runTool(const QString &url, const QStringList &args)
    {
        QProcess p;
        configureTool(p, url, args);
        return ictest::runToolProcess(p);
    }

    // Starts ic-remote-mock and waits for its "ICRP listening on URL" line; the URL, or empty.
    static QString startMock(QProcess &mock, const QStringList &args)
    {
        mock.start(QStringLiteral(IC_MOCK_PATH),
                   QStringList{QStringLiteral("--port"), QStringLiteral("0")} + args);
        if (!mock.waitForStarted(5000))
            return {};
        if (!QTest::qWaitFor(
                [&] { return mock.canReadLine() || mock.state() == QProcess::NotRunning; }, 10000))
            return {};
        static const QRegularExpression listening(
            QStringLiteral(R"(^ICRP listening on (ws://\S+)$)"));
        return listening.match(QString::fromUtf8(mock.readLine()).trimmed()).captured(1);
    }

    static void stop(QProcess &process)
    {
        process.terminate();
        if (!process.waitForFinished(10000))
            process.kill();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void replayGivesBackTheRecordedMatch()
    {
        // 1. Record a busy match (fights from 150 s on, 60 ticks a second) as an observer.
        QProcess live;
        const QString liveUrl =
            startMock(live, {QStringLiteral("--start-at"), QStringLiteral("150"),
                             QStringLiteral("--tick-rate"), QStringLiteral("60"),
                             QStringLiteral("--seed"), QStringLiteral("3")});
        auto stopLive = qScopeGuard([&] { stop(live); });
        QVERIFY2(!liveUrl.isEmpty(), live.readAllStandardError().constData());

        const QString file = path(QStringLiteral("match.jsonl"));
        QProcess recorder;
        configureTool(
            recorder, liveUrl,
            {QStringLiteral("watch"), QStringLiteral("--json"), QStringLiteral("--record"), file});
        QSignalSpy recorderDone(&recorder, &QProcess::finished);
        recorder.start();
        QByteArray printed;
        QTRY_VERIFY_WITH_TIMEOUT(
            (printed += recorder.readAllStandardOutput()).count('\n') >= kEvents, 20000);
        // The snapshots of the start are in the file too before it stops.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QFile f(file);
                const QByteArray text = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
                return text.contains("\"call\":\"ic/match.info\"") &&
                       text.contains("\"call\":\"ic/state.query\"") &&
                       text.contains("\"call\":\"ic/state.snapshot\"");
            }(),
            10000);
        recorder.terminate();
        QVERIFY(recorderDone.wait(10000));
        QCOMPARE(recorder.exitCode(), 0);
        printed += recorder.readAllStandardOutput();
        stop(live);

        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QJsonObject> lines = jsonLines(f.readAll());
        QVERIFY(lines.size() > kEvents);
        const QJsonObject header = lines.first();
        QCOMPARE(header.value(u"format").toString(), QStringLiteral("icrp-recording"));
        QCOMPARE(header.value(u"version").toInt(), 1);
        QCOMPARE(header.value(u"tier").toString(), QStringLiteral("observer"));
        QCOMPARE(header.value(u"tick_rate").toInt(), 60);
        QVERIFY(header.value(u"server").toString().startsWith(QStringLiteral("ic-remote-mock")));
        // No categories named: all an observer may see.
        QCOMPARE(header.value(u"categories").toArray(),
                 QJsonArray({QStringLiteral("match"), QStringLiteral("combat"),
                             QStringLiteral("economy"), QStringLiteral("chat"),
                             QStringLiteral("sim_state")}));
        QList<QJsonObject> recorded;
        for (const QJsonObject &line : lines.mid(1)) {
            if (line.contains(u"event"))
                recorded << line.value(u"event").toObject();
        }
        // The file holds exactly what the recorder printed, but for the game time (m:ss) that
        // watch --json adds to each event for a reader.
        QCOMPARE(recorded, withoutGameTime(jsonLines(printed)));
        QVERIFY(recorded.size() >= kEvents);

        // 2. Replay it (four times as fast) and watch it like a tool would.
        QProcess replay;
        const QString replayUrl =
            startMock(replay, {QStringLiteral("--replay"), file, QStringLiteral("--replay-speed"),
                               QStringLiteral("4")});
        auto stopReplay = qScopeGuard([&] { stop(replay); });
        QVERIFY2(!replayUrl.isEmpty(), replay.readAllStandardError().constData());
        QProcess watcher;
        configureTool(watcher, replayUrl,
                      {QStringLiteral("watch"), QStringLiteral("--json"), QStringLiteral("match"),
                       QStringLiteral("combat"), QStringLiteral("economy"), QStringLiteral("chat"),
                       QStringLiteral("sim_state")});
        auto stopWatcher = qScopeGuard([&] { stop(watcher); });
        watcher.start();
        QByteArray log;
        QTRY_VERIFY_WITH_TIMEOUT((log += replay.readAllStandardError()).contains("ended after"),
                                 30000);
        QByteArray watched;
        QTRY_VERIFY_WITH_TIMEOUT(
            (watched += watcher.readAllStandardOutput()).count('\n') >= recorded.size(), 10000);
        QCOMPARE(withoutGameTime(jsonLines(watched)), recorded);

        // 3. After the end the state calls answer the last recorded answers.
        for (const QString &method :
             {QStringLiteral("ic/match.info"), QStringLiteral("ic/state.snapshot"),
              QStringLiteral("ic/state.query")}) {
            const ictest::ToolRun r = runTool(replayUrl, {QStringLiteral("call"), method});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QCOMPARE(QJsonValue(QJsonDocument::fromJson(r.out.toUtf8()).object()),
                     recordedResults(lines, method).constLast());
        }
        // A query with fields is cut down from the recorded full one.
        const ictest::ToolRun army =
            runTool(replayUrl, {QStringLiteral("call"), QStringLiteral("ic/state.query"),
                                QStringLiteral("{\"fields\":[\"army_value\"],"
                                               "\"player\":\"CommanderZod\"}")});
        QVERIFY2(army.exitCode == 0, qPrintable(army.err));
        const QJsonObject lastFull =
            recordedResults(lines, QStringLiteral("ic/state.query")).constLast().toObject();
        const QJsonObject zod = lastFull.value(u"players").toArray().first().toObject();
        QCOMPARE(QJsonDocument::fromJson(army.out.toUtf8()).object(),
                 QJsonObject({{QStringLiteral("players"),
                               QJsonArray{QJsonObject{
                                   {QStringLiteral("name"), zod.value(u"name")},
                                   {QStringLiteral("faction"), zod.value(u"faction")},
                                   {QStringLiteral("team"), zod.value(u"team")},
                                   {QStringLiteral("present"), zod.value(u"present")},
                                   {QStringLiteral("army_value"), zod.value(u"army_value")}}}}}));

        // What the recording has no answer for says so; tiers are checked as usual.
        const ictest::ToolRun profile =
            runTool(replayUrl, {QStringLiteral("call"), QStringLiteral("ic/player.profile"),
                                QStringLiteral("{\"player\":\"alice\"}")});
        QCOMPARE(profile.exitCode, 1);
        QVERIFY2(profile.err.contains(
                     QStringLiteral("error -32601: The replay has no data for ic/player.profile")),
                 qPrintable(profile.err));
        const ictest::ToolRun pause =
            runTool(replayUrl, {QStringLiteral("call"), QStringLiteral("ic/admin.pause")});
        QCOMPARE(pause.exitCode, 1);
        QVERIFY2(pause.err.contains(QStringLiteral("error -32001: ")), qPrintable(pause.err));
    }

    void malformedRecordingIsRefusedWithItsLine_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const QByteArray header =
            "{\"format\":\"icrp-recording\",\"version\":1,\"tier\":\"observer\"}\n";
        const QByteArray event =
            "{\"t\":5,\"event\":{\"category\":\"combat\",\"type\":\"unit_destroyed\","
            "\"tick\":3,\"data\":{}}}\n";
        QTest::newRow("empty") << QByteArray() << QStringLiteral(":1: the file is empty");
        QTest::newRow("not a recording") << QByteArray("{\"format\":\"something-else\"}\n")
                                         << QStringLiteral(":1: not a recording");
        QTest::newRow("newer version")
            << QByteArray("{\"format\":\"icrp-recording\",\"version\":7,\"tier\":\"admin\"}\n")
            << QStringLiteral(":1: the recording is of format version 7");
        QTest::newRow("bad json") << header + event + "{\"t\":9,\"event\":\n" + event
                                  << QStringLiteral(":3: not JSON");
        QTest::newRow("unknown category")
            << header + event +
                   "{\"t\":9,\"event\":{\"category\":\"gossip\",\"type\":\"x\",\"tick\":1}}\n"
            << QStringLiteral(":3: the event's \"category\" must be one of match, combat");
        QTest::newRow("time goes back")
            << header + event + "{\"t\":2,\"call\":\"ic/match.info\",\"result\":{}}\n"
            << QStringLiteral(":3: \"t\" goes back in time, from 5 to 2 ms");
        QTest::newRow("call without result")
            << header + "{\"t\":1,\"call\":\"ic/match.info\",\"params\":{}}\n"
            << QStringLiteral(":2: the call to ic/match.info has no \"result\"");
    }

    void malformedRecordingIsRefusedWithItsLine()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString file = path(QStringLiteral("bad.jsonl"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();

        QProcess mock;
        mock.start(QStringLiteral(IC_MOCK_PATH), {QStringLiteral("--port"), QStringLiteral("0"),
                                                  QStringLiteral("--replay"), file});
        QVERIFY(mock.waitForFinished(10000));
        const QString err = QString::fromUtf8(mock.readAllStandardError());
        QCOMPARE(mock.exitStatus(), QProcess::NormalExit);
        QCOMPARE(mock.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("ic-remote-mock: ") + file + expected),
                 qPrintable(err));
        QVERIFY2(!mock.readAllStandardOutput().contains("listening"), "nothing is served");
    }

    void lineCutOffAtTheEndIsLeftOut()
    {
        // What a recorder killed in the middle of a line leaves: the rest still replays.
        const QString file = path(QStringLiteral("cut.jsonl"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\":\"icrp-recording\",\"version\":1,\"tier\":\"observer\"}\n"
                "{\"t\":0,\"call\":\"ic/match.info\",\"result\":{\"map\":\"A\"}}\n"
                "{\"t\":4,\"event\":{\"category\":\"mat");
        f.close();
        QProcess mock;
        const QString url = startMock(mock, {QStringLiteral("--replay"), file});
        auto stopMock = qScopeGuard([&] { stop(mock); });
        if (url.isEmpty())
            QFAIL(mock.readAllStandardError().constData());
        const ictest::ToolRun info =
            runTool(url, {QStringLiteral("call"), QStringLiteral("ic/match.info")});
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QCOMPARE(QJsonDocument::fromJson(info.out.toUtf8()).object(),
                 QJsonObject({{QStringLiteral("map"), QStringLiteral("A")}}));
        stop(mock);
        const QString err = QString::fromUtf8(mock.readAllStandardError());
        QVERIFY2(err.contains(file + QStringLiteral(":3: the last line is cut off")),
                 qPrintable(err));
    }

    void recordDoesNotOverwrite()
    {
        const QString file = path(QStringLiteral("kept.jsonl"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("precious\n");
        f.close();
        // Nothing listens there: it must stop before connecting.
        const QString nowhere = QStringLiteral("ws://127.0.0.1:9/");
        const ictest::ToolRun r =
            runTool(nowhere, {QStringLiteral("watch"), QStringLiteral("--record"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file + QStringLiteral(" exists already")) &&
                     r.err.contains(QStringLiteral("--force")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("connecting")), qPrintable(r.err));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("precious\n"));
        f.close();

        const ictest::ToolRun force = runTool(
            nowhere, {QStringLiteral("watch"), QStringLiteral("--force"), QStringLiteral("match")});
        QCOMPARE(force.exitCode, 2);
        QVERIFY2(force.err.contains(QStringLiteral("--force only goes with --record")),
                 qPrintable(force.err));
    }
};

QTEST_GUILESS_MAIN(TestRecordReplay)
#include "TestRecordReplay.moc"
