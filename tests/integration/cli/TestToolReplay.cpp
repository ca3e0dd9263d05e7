// `ic-tool replay show ID [--tick N] [--speed X]` and `ic-tool replay live`, run as a process:
// what it asks the running panel on its control socket (one JSON line: replay-show with the id,
// tick and speed; replay-live), what it prints and its exit status when the panel agrees,
// refuses (its sentence, exit 1) or is not running (exit 2); bad usage (exit 2). The panel is
// this test: a local socket announced in its own runtime file, as PanelControl does.
// The whole road with a real panel and overlay: tests/browser/replay.test.mjs.

#include "ToolProcess.h"

#include "common/PanelRuntime.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTemporaryDir>
#include <QTest>

using Run = ictest::ToolRun;

class TestToolReplay : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QLocalServer m_server;
    QList<QJsonObject> m_requests;
    QJsonObject m_answer; // what the "panel" answers

    Run run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtimeDir());
        p.setProcessEnvironment(e);
        p.setProgram(QStringLiteral(IC_TOOL_PATH));
        p.setArguments(QStringList{QStringLiteral("replay")} + args);
        p.setChildProcessModifier([] { ictest::detachFromTerminal({}); });
        return ictest::runToolProcess(p);
    }

    QString runtimeDir() const { return m_dir.filePath(QStringLiteral("run")); }

    /// Plays the panel: listens and writes the runtime file naming this process.
    void startPanel()
    {
        ic::PanelRuntime runtime;
        runtime.pid = QCoreApplication::applicationPid();
        runtime.hostPort = 1;
        runtime.controlSocket = QDir(ic::PanelRuntime::folder()).filePath(QStringLiteral("ctl"));
        QVERIFY(ic::PanelRuntime::prepareFolder());
        QVERIFY2(m_server.listen(runtime.controlSocket), qPrintable(m_server.errorString()));
        QVERIFY(runtime.write());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(runtimeDir()));
        QFile::setPermissions(runtimeDir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", runtimeDir().toLocal8Bit());
        connect(&m_server, &QLocalServer::newConnection, this, [this] {
            QLocalSocket *s = m_server.nextPendingConnection();
            connect(s, &QLocalSocket::disconnected, s, &QObject::deleteLater);
            connect(s, &QLocalSocket::readyRead, this, [this, s] {
                if (!s->canReadLine())
                    return;
                m_requests << QJsonDocument::fromJson(s->readLine()).object();
                s->write(QJsonDocument(m_answer).toJson(QJsonDocument::Compact) + '\n');
                s->disconnectFromServer();
            });
        });
    }
    void init() { m_requests.clear(); }

    void withoutAPanelItSaysSo()
    {
        const Run r = run({QStringLiteral("live")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(
            r.err.startsWith(QStringLiteral("ic-tool replay: IC Control Panel is not running")),
            qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void badUsageIsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("nothing") << QStringList{} << QStringLiteral("say show ID or live");
        QTest::newRow("show without id")
            << QStringList{QStringLiteral("show")} << QStringLiteral("say show ID or live");
        QTest::newRow("live with a tick")
            << QStringList{QStringLiteral("live"), QStringLiteral("--tick"), QStringLiteral("5")}
            << QStringLiteral("say show ID or live");
        QTest::newRow("negative tick")
            << QStringList{QStringLiteral("show"), QStringLiteral("r1"), QStringLiteral("--tick"),
                           QStringLiteral("-3")}
            << QStringLiteral("--tick wants a tick of 0 or more");
        QTest::newRow("speed 0") << QStringList{QStringLiteral("show"), QStringLiteral("r1"),
                                                QStringLiteral("--speed"), QStringLiteral("0")}
                                 << QStringLiteral("--speed wants a speed above 0");
        QTest::newRow("speed words")
            << QStringList{QStringLiteral("show"), QStringLiteral("r1"), QStringLiteral("--speed"),
                           QStringLiteral("fast")}
            << QStringLiteral("--speed wants a speed above 0");
    }
    void badUsageIsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }

    void showAndLiveAskThePanel()
    {
        startPanel();
        m_answer = {{QStringLiteral("showing"), true},
                    {QStringLiteral("replay_id"), QStringLiteral("r-42")}};
        const Run shown =
            run({QStringLiteral("show"), QStringLiteral("r-42"), QStringLiteral("--tick"),
                 QStringLiteral("900"), QStringLiteral("--speed"), QStringLiteral("2.5")});
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(shown.out.trimmed(), QStringLiteral("The overlays show the replay r-42."));
        QCOMPARE(m_requests.size(), 1);
        QCOMPARE(m_requests.at(0),
                 (QJsonObject{{QStringLiteral("command"), QStringLiteral("replay-show")},
                              {QStringLiteral("replay_id"), QStringLiteral("r-42")},
                              {QStringLiteral("tick"), 900},
                              {QStringLiteral("speed"), 2.5}}));

        m_answer = {{QStringLiteral("showing"), false}};
        const Run live = run({QStringLiteral("live")});
        QCOMPARE(live.exitCode, 0);
        QCOMPARE(live.out.trimmed(), QStringLiteral("The overlays show the live game again."));
        QCOMPARE(m_requests.size(), 2);
        QCOMPARE(m_requests.at(1),
                 (QJsonObject{{QStringLiteral("command"), QStringLiteral("replay-live")}}));

        // Defaults: from the beginning at real time.
        m_answer = {{QStringLiteral("showing"), true}};
        QCOMPARE(run({QStringLiteral("show"), QStringLiteral("r-1")}).exitCode, 0);
        QCOMPARE(m_requests.at(2).value(QLatin1String("tick")).toInteger(), 0);
        QCOMPARE(m_requests.at(2).value(QLatin1String("speed")).toDouble(), 1.0);
    }

    void aRefusalIsThePanelsSentence()
    {
        m_answer = {{QStringLiteral("error"),
                     QStringLiteral("The game could not load the replay \"nope\" for the "
                                    "overlays: No replay \"nope\"")}};
        const Run r = run({QStringLiteral("show"), QStringLiteral("nope")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed(), QStringLiteral("ic-tool replay: The game could not load the "
                                                 "replay \"nope\" for the overlays: No replay "
                                                 "\"nope\""));
        QVERIFY(r.out.isEmpty());
    }

    void helpSaysBothForms()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("ic-tool replay show ID [--tick N] [--speed X]")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("ic-tool replay live")));
    }

    void cleanupTestCase() { ic::PanelRuntime::removeOwn(); }
};

QTEST_GUILESS_MAIN(TestToolReplay)
#include "TestToolReplay.moc"
