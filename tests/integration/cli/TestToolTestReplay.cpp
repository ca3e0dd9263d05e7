// `ic-tool test --replay FILE` over the real binaries (ic-tool, ic-tool-check and the stage's own
// game): a 3-second match is played in-process with a kick and written to replays/*.icrep; a
// native tool — this test program run with --as-tool, which identifies at the gateway with its
// token and writes every frame it receives to a file — is tested against that replay, and what
// it received is the replayed match (the kick's player_leave and the game_end at their live
// ticks). A malformed .icrep, a file that is neither kind and --scenario with --replay are bad
// usage (exit 2) naming what is wrong. An admin tool's ic/admin.kick is refused by the replay,
// and the finding says so (not to change the tier).

#include "icrp/protocol/IcrpAuth.h"
#include "mock/MockGame.h"
#include "mock/SimInput.h"
#include "mock/SkirmishSim.h"

#include "ProgramRun.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

using namespace icmock;

namespace {

const QString kTool = QStringLiteral(IC_TOOL_PATH);

using Run = ictest::ProgramRun;

Run icTool(const QStringList &args, const QProcessEnvironment &environment)
{
    return ictest::runProgram(kTool, args, environment, 90'000);
}

// IC_TEST_CALL, when set: a call ({"method", "params"}) the tool makes once identified.
void callAfterIdentify(QWebSocket &socket)
{
    QJsonObject call = QJsonDocument::fromJson(qgetenv("IC_TEST_CALL")).object();
    if (call.isEmpty())
        return;
    call.insert(QStringLiteral("jsonrpc"), QStringLiteral("2.0"));
    call.insert(QStringLiteral("id"), 2);
    socket.sendTextMessage(QString::fromUtf8(QJsonDocument(call).toJson(QJsonDocument::Compact)));
}

// --as-tool OUT: a native tool as the overlay host runs it (ICRP_URL, ICRP_TOOL_ID,
// ICRP_TOKEN): identifies as an observer subscribed to match events and appends every frame
// received to OUT, one a line; connects again when the connection closes.
int runAsTool(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFile out(QString::fromLocal8Bit(argv[2]));
    if (!out.open(QIODevice::Append | QIODevice::Text))
        return 3;
    QWebSocket socket;
    const QUrl url(qEnvironmentVariable("ICRP_URL"));
    QObject::connect(&socket, &QWebSocket::textMessageReceived, &app, [&](const QString &text) {
        out.write(text.toUtf8() + '\n');
        out.flush();
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        if (message.value(u"id").toInt() == 1 && message.contains(u"result")) {
            callAfterIdentify(socket); // identified
            return;
        }
        if (message.value(u"method").toString() != QLatin1String("ic/hello"))
            return;
        const QJsonObject auth =
            message.value(u"params").toObject().value(u"authentication").toObject();
        const QJsonObject params{
            {QStringLiteral("icrpVersion"),
             QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                         {QStringLiteral("max"), QStringLiteral("1.0")}}},
            {QStringLiteral("tier"),
             qEnvironmentVariable("IC_TEST_TIER", QStringLiteral("observer"))},
            {QStringLiteral("subscriptions"), QJsonArray{QStringLiteral("match")}},
            {QStringLiteral("client"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("replay-watcher")},
                         {QStringLiteral("toolId"), qEnvironmentVariable("ICRP_TOOL_ID")}}},
            {QStringLiteral("authentication"),
             icrp::IcrpAuth::response(qEnvironmentVariable("ICRP_TOKEN"),
                                      auth.value(u"salt").toString(),
                                      auth.value(u"challenge").toString())}};
        socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                      {QStringLiteral("id"), 1},
                                      {QStringLiteral("method"), QStringLiteral("ic/identify")},
                                      {QStringLiteral("params"), params}})
                .toJson(QJsonDocument::Compact)));
    });
    QObject::connect(&socket, &QWebSocket::disconnected, &app,
                     [&] { QTimer::singleShot(300, &app, [&] { socket.open(url); }); });
    socket.open(url);
    return QCoreApplication::exec();
}

} // namespace

class TestToolTestReplay : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_icrep;
    QString m_kicked;
    qint64 m_kickTick = -1;
    qint64 m_endTick = -1;
    int m_winner = -1;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = QDir(m_dir.path()).filePath(name);
        QDir().mkpath(QFileInfo(path).path());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes);
        return path;
    }

    QString writeTool(const QByteArray &tier = "observer")
    {
        write(QStringLiteral("tool/tool.yaml"),
              "id: replay-watcher\nname: \"Replay watcher\"\nversion: \"1.0.0\"\n"
              "author: \"Tester\"\ndescription: \"Writes what it hears\"\n"
              "transport: \"websocket\"\nicrp: \">=1.0\"\ntier: \"" +
                  tier +
                  "\"\n"
                  "entry_point: \"bin/watch\"\nsubscriptions:\n  - \"match\"\n");
        const QString script = write(QStringLiteral("tool/bin/watch"),
                                     "#!/bin/sh\nexec \"$IC_TEST_AS_TOOL\" --as-tool "
                                     "\"$IC_TEST_OUT\"\n");
        QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        return QDir(m_dir.path()).filePath(QStringLiteral("tool"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        MockOptions o;
        o.port = 0;
        o.tickRate = 0;
        o.seed = 8;
        o.password = QStringLiteral("a password for the live match");
        o.durationSeconds = 3;
        o.dataDir = m_dir.filePath(QStringLiteral("data"));
        MockGame game(o);
        QVERIFY(game.start());
        game.advance(15);
        m_kicked = game.sim()->players().at(3).name;
        m_kickTick = game.sim()->tick();
        QVERIFY(!game.applyInput(SimInput::Kind::Kick,
                                 {{QStringLiteral("player"), m_kicked},
                                  {QStringLiteral("reason"), QStringLiteral("a test")}})
                     .isEmpty());
        for (int i = 0; i < 200 && !game.sim()->ended(); ++i)
            game.advance(1);
        QVERIFY(game.sim()->ended());
        game.advance(1); // the replay is written when the end is reported
        m_endTick = game.sim()->tick();
        m_winner = game.sim()->winnerTeam();
        m_icrep =
            QDir(game.dataDir()).filePath(QStringLiteral("replays/%1.icrep").arg(game.matchId()));
        QVERIFY2(QFile::exists(m_icrep), qPrintable(m_icrep));
    }

    void aToolIsTestedAgainstTheReplay()
    {
        const QString folder = writeTool();
        const QString out = m_dir.filePath(QStringLiteral("heard.jsonl"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IC_TEST_AS_TOOL"), QCoreApplication::applicationFilePath());
        env.insert(QStringLiteral("IC_TEST_OUT"), out);
        const Run r = icTool({QStringLiteral("test"), QStringLiteral("--seconds"),
                              QStringLiteral("8"), QStringLiteral("--replay"), m_icrep, folder},
                             env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(
            r.err.contains(
                QStringLiteral("against the replay %1 for 8 s").arg(QFileInfo(m_icrep).fileName())),
            qPrintable(r.err));
        QFile heard(out);
        QVERIFY(heard.open(QIODevice::ReadOnly));
        bool leave = false;
        bool end = false;
        for (const QByteArray &line : heard.readAll().split('\n')) {
            const QJsonObject frame = QJsonDocument::fromJson(line).object();
            if (frame.value(u"method").toString() != QLatin1String("ic/event"))
                continue;
            const QJsonObject e = frame.value(u"params").toObject();
            const QString type = e.value(u"type").toString();
            const qint64 tick = e.value(u"tick").toInteger(-1);
            if (type == QLatin1String("player_leave") &&
                e.value(u"data").toObject().value(u"player").toString() == m_kicked) {
                QCOMPARE(tick, m_kickTick);
                leave = true;
            }
            if (type == QLatin1String("game_end")) {
                QCOMPARE(tick, m_endTick);
                QCOMPARE(e.value(u"data").toObject().value(u"winner_team").toInt(-2), m_winner);
                end = true;
            }
        }
        QVERIFY2(leave && end, "the tool did not hear the replayed kick and end");
    }

    // An admin tool's ic/admin.kick reaches the replay, which refuses it (-32001) after the tier
    // check: the finding says a replay refuses what changes the match, not to change the tier.
    void aCallThatWouldChangeTheMatchIsAdvisedAsAReplayRefusal()
    {
        const QString folder = writeTool("admin");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IC_TEST_AS_TOOL"), QCoreApplication::applicationFilePath());
        env.insert(QStringLiteral("IC_TEST_OUT"), m_dir.filePath(QStringLiteral("admin.jsonl")));
        env.insert(QStringLiteral("IC_TEST_TIER"), QStringLiteral("admin"));
        env.insert(QStringLiteral("IC_TEST_CALL"),
                   QStringLiteral("{\"method\":\"ic/admin.kick\",\"params\":{\"player\":\"%1\"}}")
                       .arg(m_kicked));
        const Run r = icTool({QStringLiteral("test"), QStringLiteral("--seconds"),
                              QStringLiteral("4"), QStringLiteral("--replay"), m_icrep, folder},
                             env);
        QVERIFY2(r.exitCode == 1, qPrintable(r.out + r.err));
        const QStringList problems = r.out.split(QLatin1Char('\n')).filter(u"ic/admin.kick");
        QVERIFY2(problems.size() == 1, qPrintable(r.out));
        const QString &problem = problems.constFirst();
        QVERIFY2(
            problem.contains(u"-32001") && problem.contains(u"This game is playing a replay") &&
                problem.contains(u"a replay refuses every such call") &&
                problem.contains(u"ic-tool test without --replay") && !problem.contains(u"tier:"),
            qPrintable(problem));
    }

    void badReplaysAreBadUsage()
    {
        const QString folder = writeTool();
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString cut = write(QStringLiteral("cut.icrep"), "{\"format\":\"icrep\",\n\"ver");
        Run r = icTool({QStringLiteral("test"), QStringLiteral("--replay"), cut, folder}, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"line 2, column"), qPrintable(r.err));

        const QString neither = write(QStringLiteral("notes.txt"), "just some notes\n");
        r = icTool({QStringLiteral("test"), QStringLiteral("--replay"), neither, folder}, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"notes.txt:1: not JSON") &&
                     r.err.contains(u"a recording of ic-tool watch --record"),
                 qPrintable(r.err));

        r = icTool({QStringLiteral("test"), QStringLiteral("--replay"),
                    m_dir.filePath(QStringLiteral("missing.icrep")), folder},
                   env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"does not exist"), qPrintable(r.err));

        r = icTool({QStringLiteral("test"), QStringLiteral("--scenario"),
                    QStringLiteral("skirmish-2v2"), QStringLiteral("--replay"), m_icrep, folder},
                   env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"cannot be used together"), qPrintable(r.err));
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--as-tool") == 0)
        return runAsTool(argc, argv);
    QCoreApplication app(argc, argv);
    TestToolTestReplay test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "TestToolTestReplay.moc"
