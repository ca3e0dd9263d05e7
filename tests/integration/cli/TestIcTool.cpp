// The built ic-tool, run as a process against an IcrpServer in this test: call's output and
// exit status, errors, the password from the environment or a terminal (a pseudo-terminal
// here), and watch's event lines and clean exit on SIGTERM/SIGINT. The password is never on
// ic-tool's command line.

#include "ToolProcess.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

using namespace icrp;

#ifndef IC_TOOL_PATH
#error "IC_TOOL_PATH must name the built ic-tool"
#endif

namespace {

const QString Password = QStringLiteral("s3cret-for-ic-tool-tests");

using Run = ictest::ToolRun;

} // namespace

class TestIcTool : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<IcrpServer> m_server;
    QString m_url;
    int m_echoCalls = 0;

    void configure(QProcess &p, const QStringList &args, const QHash<QString, QString> &env,
                   const QByteArray &tty = {})
    {
        for (const QString &a : args)
            QVERIFY2(!a.contains(Password), "the password must never be in ic-tool's argv");
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.remove(QStringLiteral("ICRP_URL"));
        e.remove(QStringLiteral("ICRP_PASSWORD"));
        e.insert(QStringLiteral("ICRP_URL"), m_url);
        for (auto it = env.cbegin(); it != env.cend(); ++it)
            e.insert(it.key(), it.value());
        p.setProcessEnvironment(e);
        p.setProgram(QStringLiteral(IC_TOOL_PATH));
        p.setArguments(args);
        p.setChildProcessModifier([tty] { ictest::detachFromTerminal(tty); });
    }

    Run run(const QStringList &args, const QHash<QString, QString> &env = {})
    {
        QProcess p;
        configure(p, args, env);
        return ictest::runToolProcess(p);
    }

    static QHash<QString, QString> withPassword(const QString &password = Password)
    {
        return {{QStringLiteral("ICRP_PASSWORD"), password}};
    }

private Q_SLOTS:
    void init()
    {
        IcrpServerConfig config;
        config.port = 0;
        config.serverName = QStringLiteral("ic-tool-test");
        m_server =
            std::make_unique<IcrpServer>(config, std::make_shared<PasswordAuthenticator>(Password));
        m_server->registerMethod(QStringLiteral("test/echo"), access::Everyone,
                                 [this](const IcrpCall &call, const IcrpResponder &r) {
                                     ++m_echoCalls;
                                     r.result(call.params.isUndefined() ? QJsonValue()
                                                                        : call.params);
                                 });
        // Watch stamps events with the game time: 10 ticks a second here (the game's is 15).
        m_server->registerMethod(QStringLiteral("ic/match.info"), access::Everyone,
                                 [](const IcrpCall &, const IcrpResponder &r) {
                                     r.result(QJsonObject{{QStringLiteral("tick_rate"), 10}});
                                 });
        m_server->registerMethod(QStringLiteral("test/number"), access::Everyone,
                                 [](const IcrpCall &, const IcrpResponder &r) { r.result(42); });
        m_server->registerMethod(QStringLiteral("test/fail"), access::Everyone,
                                 [](const IcrpCall &, const IcrpResponder &r) {
                                     r.error(ErrorCode::NotFound, QStringLiteral("no such player"),
                                             QJsonObject{{QStringLiteral("player"), 9}});
                                 });
        m_server->registerMethod(
            QStringLiteral("test/admin"), access::AdminOnly,
            [](const IcrpCall &call, const IcrpResponder &r) {
                r.result(QJsonObject{{QStringLiteral("tier"), tierName(call.grant.tier)}});
            });
        const auto listening = m_server->listen();
        QVERIFY2(listening, qPrintable(listening ? QString() : listening.error().message));
        m_url = QStringLiteral("ws://127.0.0.1:%1/").arg(m_server->port());
        m_echoCalls = 0;
    }

    void cleanup() { m_server.reset(); }

    void callPrintsTheResult()
    {
        const Run r = run({QStringLiteral("call"), QStringLiteral("test/echo"),
                           QStringLiteral("{\"a\":1,\"b\":[true,null]}")},
                          withPassword());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject expected{{QStringLiteral("a"), 1},
                                   {QStringLiteral("b"), QJsonArray{true, QJsonValue()}}};
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object(), expected);
        QVERIFY2(r.out.contains(QLatin1Char('\n')) && r.out.contains(QStringLiteral("    ")),
                 "the result is indented");
        QCOMPARE(m_echoCalls, 1);
    }

    void callPrintsScalarsAndUsesOptions()
    {
        const Run n = run({QStringLiteral("call"), QStringLiteral("--timeout"), QStringLiteral("5"),
                           QStringLiteral("test/number")},
                          withPassword());
        QCOMPARE(n.exitCode, 0);
        QCOMPARE(n.out, QStringLiteral("42\n"));

        const Run admin =
            run({QStringLiteral("call"), QStringLiteral("--tier"), QStringLiteral("admin"),
                 QStringLiteral("--url"), m_url, QStringLiteral("test/admin")},
                withPassword());
        QCOMPARE(admin.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(admin.out.toUtf8()).object().value(QLatin1String("tier")),
                 QJsonValue(QStringLiteral("admin")));
    }

    void icrpErrorExitsOne()
    {
        const Run r = run({QStringLiteral("call"), QStringLiteral("test/fail")}, withPassword());
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral("error -32009: no such player")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("data: {\"player\":9}")), qPrintable(r.err));

        const Run denied =
            run({QStringLiteral("call"), QStringLiteral("test/admin")}, withPassword());
        QCOMPARE(denied.exitCode, 1);
        QVERIFY2(denied.err.startsWith(QStringLiteral("error -32001: ")), qPrintable(denied.err));
    }

    void wrongPasswordExitsTwo()
    {
        const Run r = run({QStringLiteral("call"), QStringLiteral("test/echo")},
                          withPassword(QStringLiteral("wrong-password-123")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("Wrong password for %1").arg(m_url)),
                 qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("wrong-password-123")));
        QCOMPARE(m_echoCalls, 0);
    }

    void noPasswordAndNoTerminalExitsTwo()
    {
        const Run r = run({QStringLiteral("call"), QStringLiteral("test/echo")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("This game requires a password: set ICRP_PASSWORD "
                                               "or run ic-tool in a terminal to be asked.")),
                 qPrintable(r.err));
        QCOMPARE(m_echoCalls, 0);
    }

    void passwordIsAskedOnTheTerminal()
    {
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        QVERIFY(master >= 0);
        auto closeMaster = qScopeGuard([master] { ::close(master); });
        QVERIFY(::grantpt(master) == 0 && ::unlockpt(master) == 0);
        const QByteArray slave = ::ptsname(master);
        ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
        // Keep the slave open here too: without it the master reads as hung up until the
        // child has opened its end.
        const int slaveHere = ::open(slave.constData(), O_RDWR | O_NOCTTY);
        QVERIFY(slaveHere >= 0);
        auto closeSlave = qScopeGuard([slaveHere] { ::close(slaveHere); });

        QByteArray terminal;
        bool answered = false;
        QSocketNotifier notifier(master, QSocketNotifier::Read);
        connect(&notifier, &QSocketNotifier::activated, this, [&] {
            char buf[256];
            const ssize_t n = ::read(master, buf, sizeof buf);
            if (n <= 0)
                return;
            terminal.append(buf, n);
            if (!answered && terminal.contains("Password for the game at")) {
                answered = true;
                const QByteArray line = Password.toUtf8() + '\n';
                QCOMPARE(::write(master, line.constData(), size_t(line.size())),
                         ssize_t(line.size()));
            }
        });

        QProcess p;
        configure(p, {QStringLiteral("call"), QStringLiteral("test/echo"), QStringLiteral("[7]")},
                  {}, slave);
        QSignalSpy finished(&p, &QProcess::finished);
        p.start();
        const bool done = finished.wait(15000);
        if (!done)
            p.kill();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(
            done,
            qPrintable(
                QStringLiteral("terminal: %1\nstderr: %2").arg(QString::fromUtf8(terminal), err)));
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QCOMPARE(QJsonDocument::fromJson(p.readAllStandardOutput()).array(), QJsonArray{7});
        QVERIFY(answered);
        QVERIFY2(!terminal.contains(Password.toUtf8()), "echo must be off while typing");
        QCOMPARE(m_echoCalls, 1);
    }

    void malformedParamsExitTwoAndSendNothing()
    {
        QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
        const Run r =
            run({QStringLiteral("call"), QStringLiteral("test/echo"), QStringLiteral("{\"a\":1,}")},
                withPassword());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("not valid JSON")) &&
                     r.err.contains(QStringLiteral("at offset 8")),
                 qPrintable(r.err));
        QCOMPARE(m_echoCalls, 0);
        QCOMPARE(identified.size(), 0);

        const Run scalar =
            run({QStringLiteral("call"), QStringLiteral("test/echo"), QStringLiteral("5")},
                withPassword());
        QCOMPARE(scalar.exitCode, 2);
        QVERIFY(scalar.err.contains(QStringLiteral("object")));
    }

    void usageAndHelp()
    {
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("call")) &&
                help.out.contains(QStringLiteral("watch")));
        QVERIFY(help.out.contains(QStringLiteral("ICRP_PASSWORD")));
        QVERIFY(help.out.contains(QStringLiteral("no --password option")));

        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("ic-tool ")));

        const Run helpCall = run({QStringLiteral("help"), QStringLiteral("call")});
        QCOMPARE(helpCall.exitCode, 0);
        QVERIFY(helpCall.out.startsWith(QStringLiteral("Usage: ic-tool call")));

        const Run unknown = run({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.out.isEmpty());
        QVERIFY(unknown.err.contains(QStringLiteral("unknown verb \"frobnicate\"")));
        QVERIFY(unknown.err.contains(QStringLiteral("Usage: ic-tool VERB")));

        const Run none = run({});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains(QStringLiteral("Usage:")));

        const Run badOption = run({QStringLiteral("call"), QStringLiteral("--password"),
                                   QStringLiteral("x"), QStringLiteral("test/echo")});
        QCOMPARE(badOption.exitCode, 2);
    }

    void connectionRefusedExitsTwo()
    {
        const quint16 port = m_server->port();
        m_server.reset();
        const Run r = run({QStringLiteral("call"), QStringLiteral("test/echo")}, withPassword());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(
            r.err.contains(QStringLiteral("Connection refused at ws://127.0.0.1:%1/").arg(port)),
            qPrintable(r.err));
    }

    void watchPrintsOneLinePerEvent()
    {
        QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
        QProcess p;
        configure(p, {QStringLiteral("watch"), QStringLiteral("combat"), QStringLiteral("chat")},
                  withPassword());
        QSignalSpy finished(&p, &QProcess::finished);
        p.start();
        QVERIFY(identified.wait(10000));

        m_server->publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"),
                                          100, QJsonObject{{QStringLiteral("unit"), 5}}));
        m_server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("pause"), 101, {}));
        m_server->publish(
            IcrpEvent::make(EventCategory::Chat, QStringLiteral("chat_message"), 659,
                            QJsonObject{{QStringLiteral("text"), QStringLiteral("gl hf")}}));
        m_server->publish(
            IcrpEvent::make(EventCategory::Combat, QStringLiteral("building_destroyed"), 7234, {}));

        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).count('\n') >= 3, 10000);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        // The game time as m:ss, as the panel's Match page shows it (tick / tick_rate).
        QCOMPARE(lines.at(0), QByteArray("0:10 combat unit_destroyed {\"unit\":5}"));
        QCOMPARE(lines.at(1), QByteArray("1:05 chat chat_message {\"text\":\"gl hf\"}"));
        QCOMPARE(lines.at(2), QByteArray("12:03 combat building_destroyed {}"));

        p.terminate(); // SIGTERM
        QVERIFY(finished.wait(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("connected to %1").arg(m_url)), qPrintable(err));
        QVERIFY(!err.contains(Password));
    }

    void watchJsonAndSigint()
    {
        QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
        QProcess p;
        configure(p, {QStringLiteral("watch"), QStringLiteral("--json"), QStringLiteral("match")},
                  withPassword());
        QSignalSpy finished(&p, &QProcess::finished);
        p.start();
        QVERIFY(identified.wait(10000));
        m_server->publish(
            IcrpEvent::make(EventCategory::Match, QStringLiteral("game_start"), 905,
                            QJsonObject{{QStringLiteral("map"), QStringLiteral("A")}}));
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).count('\n') >= 1, 10000);
        const QJsonObject event = QJsonDocument::fromJson(out).object();
        QCOMPARE(event.value(QLatin1String("category")).toString(), QStringLiteral("match"));
        QCOMPARE(event.value(QLatin1String("type")).toString(), QStringLiteral("game_start"));
        QCOMPARE(event.value(QLatin1String("tick")).toInt(), 905); // the raw tick stays
        QCOMPARE(event.value(QLatin1String("game_time")).toString(), QStringLiteral("1:30"));
        QCOMPARE(event.value(QLatin1String("data")).toObject().value(QLatin1String("map")),
                 QJsonValue(QStringLiteral("A")));
        QCOMPARE(out.count('\n'), 1);

        QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0);
        QVERIFY(finished.wait(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
    }

    void watchFollowsAServerRestart()
    {
        const quint16 port = m_server->port();
        QProcess p;
        configure(p, {QStringLiteral("watch"), QStringLiteral("match")}, withPassword());
        QSignalSpy finished(&p, &QProcess::finished);
        {
            QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
            p.start();
            QVERIFY(identified.wait(10000));
        }
        m_server->shutdown();
        m_server.reset();
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError()).contains("Reconnecting in"),
                                 10000);

        IcrpServerConfig config;
        config.port = port;
        m_server =
            std::make_unique<IcrpServer>(config, std::make_shared<PasswordAuthenticator>(Password));
        QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
        QVERIFY(m_server->listen());
        QVERIFY(identified.wait(15000));
        m_server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("resume"), 7, {}));
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).contains("7 match resume {}"),
                                 10000);
        p.terminate();
        QVERIFY(finished.wait(10000));
        QCOMPARE(p.exitCode(), 0);
    }

    void watchWithoutTickRatePrintsTicks()
    {
        // A game that does not answer ic/match.info: the raw tick, not a made-up time.
        IcrpServerConfig config;
        config.port = 0;
        m_server =
            std::make_unique<IcrpServer>(config, std::make_shared<PasswordAuthenticator>(Password));
        QVERIFY(m_server->listen());
        m_url = QStringLiteral("ws://127.0.0.1:%1/").arg(m_server->port());
        QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
        QProcess p;
        configure(p, {QStringLiteral("watch"), QStringLiteral("match")}, withPassword());
        QSignalSpy finished(&p, &QProcess::finished);
        p.start();
        QVERIFY(identified.wait(10000));
        m_server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("pause"), 905, {}));
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).count('\n') >= 1, 10000);
        // A new match says its rate in game_start: from then on, m:ss.
        m_server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("game_start"), 0,
                                          QJsonObject{{QStringLiteral("tick_rate"), 15}}));
        m_server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("resume"), 905, {}));
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).count('\n') >= 3, 10000);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.at(0), QByteArray("905 match pause {}"));
        QCOMPARE(lines.at(1), QByteArray("0:00 match game_start {\"tick_rate\":15}"));
        QCOMPARE(lines.at(2), QByteArray("1:00 match resume {}"));
        p.terminate();
        QVERIFY(finished.wait(10000));
        QCOMPARE(p.exitCode(), 0);
    }

    void helpAlignsEveryVerb()
    {
        // Every verb's summary starts in the same column, however long the verb.
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const QStringList lines = help.out.split(QLatin1Char('\n'));
        const qsizetype first = lines.indexOf(QStringLiteral("Verbs:")) + 1;
        QVERIFY(first > 0);
        QSet<qsizetype> columns;
        int verbs = 0;
        for (qsizetype i = first; i < lines.size() && !lines.at(i).isEmpty(); ++i, ++verbs) {
            static const QRegularExpression row(QStringLiteral("^  [a-z]+ +(\\S)"));
            const auto match = row.match(lines.at(i));
            QVERIFY2(match.hasMatch(), qPrintable(lines.at(i)));
            columns.insert(match.capturedStart(1));
        }
        QVERIFY(verbs >= 14); // call … bridge, uninstall (the longest) among them
        QVERIFY(help.out.contains(QStringLiteral("  uninstall  Remove an installed tool")));
        QCOMPARE(columns.size(), 1);
    }

    void watchRejectsUnknownCategory()
    {
        const Run r =
            run({QStringLiteral("watch"), QStringLiteral("combat"), QStringLiteral("explosions")},
                withPassword());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown category \"explosions\"")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(
            QStringLiteral("match, combat, economy, chat, admin, sim_state, telemetry")));

        const Run hidden =
            run({QStringLiteral("watch"), QStringLiteral("telemetry")}, withPassword());
        QCOMPARE(hidden.exitCode, 2);
        QVERIFY(hidden.err.contains(QStringLiteral("--tier admin")));
    }

    void watchEndsOnSessionInvalidated()
    {
        QSignalSpy identified(m_server.get(), &IcrpServer::sessionIdentified);
        QProcess p;
        configure(p, {QStringLiteral("watch"), QStringLiteral("match")}, withPassword());
        QSignalSpy finished(&p, &QProcess::finished);
        p.start();
        QVERIFY(identified.wait(10000));
        QVERIFY(m_server->closeSession(identified.first().first().toString(),
                                       CloseCode::SessionInvalidated, QStringLiteral("kicked")));
        QVERIFY(finished.wait(10000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError())
                    .contains(QStringLiteral("The game ended this session")));
    }
};

QTEST_GUILESS_MAIN(TestIcTool)
#include "TestIcTool.moc"
