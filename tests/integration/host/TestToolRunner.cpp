// Native tools run by the overlay host, with real processes: the example Match Logger (built
// and packed by the build) is started with ICRP_URL, ICRP_TOOL_ID and ICRP_TOKEN in its
// environment and not on its command line, in its own folder, reaches the game through the
// gateway and prints events; after kill -9 it is started again; disabling it stops it; a
// token renewal restarts it with the new token. A program that keeps ending is given up with
// a status that says so, and its output is kept.

#include "ResultCheck.h"
#include "TestFiles.h"

#include "host/GatewayUpstream.h"
#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "mock/MockGame.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <memory>

using ichost::ToolHost;
using ichost::ToolRunner;

namespace {
const QString kLogger = QStringLiteral("match-logger");
const QString kToken = QStringLiteral("token-of-the-match-logger-0123456789");
} // namespace

class TestToolRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void startedWithItsEnvironmentNotItsCommandLine();
    void restartedAfterKill9();
    void stoppedWhenDisabledAndStartedWhenEnabled();
    void newTokenRestartsIt();
    void programThatKeepsEndingIsGivenUp();
    void quittingStopsEveryTool();

private:
    void startHost();
    /// The lines the tool printed so far, together.
    QString output(const QString &id) const;
    static QByteArray procFile(qint64 pid, const char *name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
};

void TestToolRunner::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    icmock::MockOptions game;
    game.port = 0;
    game.password = QStringLiteral("game-password-for-the-runner");
    game.tickRate = 0; // the test steps the match with advance()
    m_game = std::make_unique<icmock::MockGame>(game);
    IC_VERIFY_OK(m_game->start());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    QVERIFY(m_tools->install(QStringLiteral(IC_MATCH_LOGGER_PACKAGE)));
}

void TestToolRunner::cleanup()
{
    m_host.reset();
    m_tools.reset();
    if (m_game)
        m_game->stop();
    m_game.reset();
    m_dir.reset();
}

void TestToolRunner::startHost()
{
    ToolHost::Options options;
    options.port = 0;
    options.runner.initialBackoffMs = 50;
    options.runner.maxBackoffMs = 200;
    options.runner.maxCrashes = 3;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setGame(QUrl(m_game->url()), QStringLiteral("game-password-for-the-runner"));
    m_host->setToolToken(kLogger, kToken);
}

QString TestToolRunner::output(const QString &id) const
{
    return m_host->runner()->recentOutput(id).join(QLatin1Char('\n'));
}

QByteArray TestToolRunner::procFile(qint64 pid, const char *name)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(name)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestToolRunner::startedWithItsEnvironmentNotItsCommandLine()
{
    // The panel may hold its game's password in its environment (ic-panel --headless).
    qputenv("ICRP_PASSWORD", "the-game-s-admin-password");
    startHost();
    ToolRunner *runner = m_host->runner();
    QTRY_COMPARE(runner->state(kLogger), ToolRunner::State::Running);
    const qint64 pid = runner->processId(kLogger);
    QVERIFY(pid > 0);
    // Read once it runs the program (before exec, /proc shows the panel's own environment).
    QTRY_VERIFY(output(kLogger).contains(QLatin1String("match-logger: tool")));
    const QByteArray environment = procFile(pid, "environ");
    QVERIFY(environment.split('\0').contains("ICRP_TOKEN=" + kToken.toUtf8()));
    QVERIFY(environment.split('\0').contains("ICRP_TOOL_ID=" + kLogger.toUtf8()));
    QVERIFY(environment.split('\0').contains(
        QStringLiteral("ICRP_URL=ws://127.0.0.1:%1/").arg(m_host->port()).toUtf8()));
    QVERIFY(!procFile(pid, "cmdline").contains(kToken.toUtf8()));
    QVERIFY(!environment.contains("ICRP_PASSWORD"));
    qunsetenv("ICRP_PASSWORD");
    QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).canonicalFilePath(),
             QFileInfo(m_tools->toolFolder(kLogger)).canonicalFilePath());
    // It reached the game through the gateway with its token, and hears the match.
    QTRY_VERIFY_WITH_TIMEOUT(output(kLogger).contains(QLatin1String("match-logger: connected")),
                             10000);
    QVERIFY(!output(kLogger).contains(kToken));
    QTRY_VERIFY(m_host->isGameConnected(icrp::Tier::Observer));
    m_game->advance(1800); // two minutes of the match: fights, kills
    QTRY_VERIFY_WITH_TIMEOUT(output(kLogger).contains(QLatin1String(" destroyed ")), 10000);
}

void TestToolRunner::restartedAfterKill9()
{
    startHost();
    ToolRunner *runner = m_host->runner();
    QTRY_VERIFY_WITH_TIMEOUT(output(kLogger).contains(QLatin1String("connected")), 10000);
    const qint64 first = runner->processId(kLogger);
    QSignalSpy states(runner, &ToolRunner::stateChanged);
    QCOMPARE(::kill(pid_t(first), SIGKILL), 0);
    QTRY_VERIFY(!states.isEmpty() && states.constFirst().at(1).value<ToolRunner::State>() ==
                                         ToolRunner::State::Restarting);
    QVERIFY2(states.constFirst().at(2).toString().contains(QLatin1String("signal")),
             qPrintable(states.constFirst().at(2).toString()));
    QTRY_COMPARE(runner->state(kLogger), ToolRunner::State::Running);
    QVERIFY(runner->processId(kLogger) != first);
    QTRY_COMPARE_WITH_TIMEOUT(output(kLogger).count(QLatin1String("match-logger: connected")), 2,
                              10000);
}

void TestToolRunner::stoppedWhenDisabledAndStartedWhenEnabled()
{
    startHost();
    ToolRunner *runner = m_host->runner();
    QTRY_COMPARE(runner->state(kLogger), ToolRunner::State::Running);
    const qint64 pid = runner->processId(kLogger);
    QVERIFY(m_tools->setEnabled(kLogger, false));
    m_host->toolsChanged();
    QCOMPARE(runner->state(kLogger), ToolRunner::State::Stopped);
    QCOMPARE(runner->processId(kLogger), 0);
    // The process itself is gone (asked to end; it does so at once on SIGTERM).
    QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/%1/cmdline").arg(pid)) ||
                                 procFile(pid, "stat").contains(") Z "),
                             5000);
    QVERIFY(m_tools->setEnabled(kLogger, true));
    m_host->toolsChanged();
    QTRY_COMPARE(runner->state(kLogger), ToolRunner::State::Running);
    QVERIFY(runner->processId(kLogger) != pid);
}

void TestToolRunner::newTokenRestartsIt()
{
    startHost();
    ToolRunner *runner = m_host->runner();
    QTRY_VERIFY_WITH_TIMEOUT(output(kLogger).contains(QLatin1String("connected")), 10000);
    const qint64 first = runner->processId(kLogger);
    const QString renewed = QStringLiteral("a-new-token-for-the-match-logger-987");
    m_host->setToolToken(kLogger, renewed);
    QTRY_COMPARE(runner->state(kLogger), ToolRunner::State::Running);
    const qint64 second = runner->processId(kLogger);
    QVERIFY(second != first);
    QTRY_COMPARE_WITH_TIMEOUT(output(kLogger).count(QLatin1String("match-logger: tool")), 2, 10000);
    QVERIFY(procFile(second, "environ").split('\0').contains("ICRP_TOKEN=" + renewed.toUtf8()));
    QTRY_COMPARE_WITH_TIMEOUT(output(kLogger).count(QLatin1String("match-logger: connected")), 2,
                              10000);
}

void TestToolRunner::programThatKeepsEndingIsGivenUp()
{
    const QString source = m_dir->filePath(QStringLiteral("src"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: broken\nname: \"Broken\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"Ends at once\"\n"
                              "tier: \"observer\"\ntransport: \"websocket\"\n"
                              "entry_point: \"bin/broken\"\nicrp: \">=1.0\"\n"));
    const QString program = source + QStringLiteral("/bin/broken");
    QVERIFY(
        ictest::writeFile(program, "#!/bin/sh\necho \"cannot find my settings\" >&2\nexit 3\n"));
    QVERIFY(QFile::setPermissions(program, QFile::permissions(program) | QFile::ExeOwner));
    IC_VERIFY_OK(ictools::PackageWriter::write(source, m_dir->filePath(QStringLiteral("b.icpkg"))));
    QVERIFY(m_tools->install(m_dir->filePath(QStringLiteral("b.icpkg"))));
    // startHost()'s runner, but with a crash window no load can outlast: giving up then depends
    // on how many times the tool ended (three), never on how long its runs and the pauses
    // between them took.
    ToolHost::Options options;
    options.port = 0;
    options.runner.initialBackoffMs = 50;
    options.runner.maxBackoffMs = 200;
    options.runner.maxCrashes = 3;
    options.runner.crashWindowMs = 24 * 3600 * 1000;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setGame(QUrl(m_game->url()), QStringLiteral("game-password-for-the-runner"));
    m_host->setToolToken(kLogger, kToken);
    ToolRunner *runner = m_host->runner();
    // The lines of this tool only: the Match Logger (installed by init()) runs beside it and
    // prints too, and which of the two prints first is up to the scheduler (under load the
    // Match Logger's stdout line came first, and the check of the first line failed).
    QList<std::pair<QString, bool>> brokenLines;
    const QMetaObject::Connection collecting =
        connect(runner, &ToolRunner::outputLine, this,
                [&brokenLines](const QString &toolId, const QString &line, bool onStderr) {
                    if (toolId == QLatin1String("broken"))
                        brokenLines.append({line, onStderr});
                });
    const auto stopCollecting = qScopeGuard([&collecting] { disconnect(collecting); });
    m_host->setToolToken(QStringLiteral("broken"), QStringLiteral("token-of-broken"));
    QTRY_COMPARE_WITH_TIMEOUT(runner->state(QStringLiteral("broken")), ToolRunner::State::Failed,
                              10000);
    const QString status = runner->statusText(QStringLiteral("broken"));
    QVERIFY2(status.contains(QLatin1String("exit code 3")) &&
                 status.contains(QLatin1String("disable and enable")),
             qPrintable(status));
    QCOMPARE(runner->recentOutput(QStringLiteral("broken")).count(),
             3); // one line from each of the three runs
    QCOMPARE(brokenLines.size(), 3);
    for (const auto &[line, onStderr] : std::as_const(brokenLines)) {
        QCOMPARE(line, QStringLiteral("cannot find my settings"));
        QVERIFY(onStderr);
    }
    // Given up means given up: a later sync leaves it alone until the user restarts it…
    m_host->toolsChanged();
    QCOMPARE(runner->state(QStringLiteral("broken")), ToolRunner::State::Failed);
    runner->restart(QStringLiteral("broken"));
    QCOMPARE(runner->state(QStringLiteral("broken")), ToolRunner::State::Running);
    QTRY_COMPARE_WITH_TIMEOUT(runner->state(QStringLiteral("broken")), ToolRunner::State::Failed,
                              10000);
    // … or disables and enables it again.
    QVERIFY(m_tools->setEnabled(QStringLiteral("broken"), false));
    m_host->toolsChanged();
    QVERIFY(m_tools->setEnabled(QStringLiteral("broken"), true));
    m_host->toolsChanged();
    QCOMPARE(runner->state(QStringLiteral("broken")), ToolRunner::State::Running);
}

void TestToolRunner::quittingStopsEveryTool()
{
    startHost();
    QTRY_VERIFY(output(kLogger).contains(QLatin1String("match-logger: tool")));
    const qint64 pid = m_host->runner()->processId(kLogger);
    QVERIFY(QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)));
    m_host.reset(); // the panel quits
    QVERIFY(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)));
}

QTEST_GUILESS_MAIN(TestToolRunner)
#include "TestToolRunner.moc"
