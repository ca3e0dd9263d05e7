// The native-tool template, as an author uses it: `ic-tool init --template native-tool` makes a
// project that CMake configures and builds on its own (Qt 6 alone, -Wall -Wextra -Werror);
// `ic-tool validate` and `ic-tool package` take the folder the build lays out, and the package
// keeps the program's executable bit. Installed and run by the overlay host (real processes, a
// real gateway, a real simulated game), the program authenticates with its token and prints the
// match; it hears the game go away and come back. Run against the game directly, it connects
// again after the connection drops, and ends at once on a wrong password.

#include "TestFiles.h"

#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "mock/MockGame.h"
#include "tools/ToolRegistry.h"

#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#ifndef IC_TOOL_PATH
#error "IC_TOOL_PATH must name the built ic-tool"
#endif

using ichost::ToolHost;

namespace {
const QString kId = QStringLiteral("fjord-watch");
const QString kToken = QStringLiteral("token-of-the-fjord-watch-0123456789ab");
const QString kGamePassword = QStringLiteral("game-password-for-the-template");

/// How a program run ended, with everything it printed (stdout and stderr together).
struct Finished
{
    int exitCode = -1;
    QString output;
};

/// Runs `program` to its end (a compile may take a while on a busy machine).
Finished runToEnd(const QString &program, const QStringList &arguments,
                  const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Finished result;
    if (!process.waitForFinished(240'000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        result.output = QString::fromUtf8(process.readAll());
        return result;
    }
    result.exitCode = process.exitCode();
    result.output = QString::fromUtf8(process.readAll());
    return result;
}

std::unique_ptr<icmock::MockGame> startGame(quint16 port = 0)
{
    icmock::MockOptions options;
    options.port = port;
    options.password = kGamePassword;
    options.tickRate = 0; // the test steps the match with advance()
    auto game = std::make_unique<icmock::MockGame>(options);
    if (const auto started = game->start(); !started)
        qWarning("the simulated game did not start: %s", qPrintable(started.error().message));
    return game;
}
} // namespace

class TestNativeTemplate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void madeValidatedAndPackaged();
    void withoutItsEnvironmentItSaysWhatIsMissing();
    void runByThePanelItAuthenticatesAndPrintsTheMatch();
    void reconnectsAfterTheConnectionDrops();
    void endsAtOnceOnAWrongPassword();

private:
    QString program() const { return m_folder + QStringLiteral("/build/package/bin/") + kId; }
    QString packageFolder() const { return m_folder + QStringLiteral("/build/package"); }
    QString packageFile() const { return m_dir.filePath(kId + QStringLiteral(".icpkg")); }

    QTemporaryDir m_dir;
    QString m_folder;
    QString m_initOutput;
};

void TestNativeTemplate::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_folder = m_dir.filePath(kId);
    const Finished made = runToEnd(QStringLiteral(IC_TOOL_PATH),
                                   {QStringLiteral("init"), QStringLiteral("--template"),
                                    QStringLiteral("native-tool"), QStringLiteral("--name"),
                                    QStringLiteral("Fjord Watch"), m_folder});
    QVERIFY2(made.exitCode == 0, qPrintable(made.output));
    m_initOutput = made.output;
    // The author's build, alone: only Qt is found, and the code is warning-free.
    const Finished configured = runToEnd(
        QStringLiteral(IC_CMAKE_COMMAND),
        {QStringLiteral("-S"), m_folder, QStringLiteral("-B"), m_folder + QStringLiteral("/build"),
         QStringLiteral("-G"), QStringLiteral(IC_CMAKE_GENERATOR),
         QStringLiteral("-DCMAKE_MAKE_PROGRAM=" IC_CMAKE_MAKE_PROGRAM),
         QStringLiteral("-DCMAKE_CXX_COMPILER=" IC_CXX_COMPILER),
         QStringLiteral("-DQt6_DIR=" IC_QT6_DIR), QStringLiteral("-DCMAKE_BUILD_TYPE=Debug"),
         QStringLiteral("-DCMAKE_CXX_FLAGS=-Wall -Wextra -Werror")});
    QVERIFY2(configured.exitCode == 0, qPrintable(configured.output));
    const Finished built =
        runToEnd(QStringLiteral(IC_CMAKE_COMMAND),
                 {QStringLiteral("--build"), m_folder + QStringLiteral("/build")});
    QVERIFY2(built.exitCode == 0, qPrintable(built.output));
}

void TestNativeTemplate::madeValidatedAndPackaged()
{
    // init says what comes next: build, then package the folder the build lays out.
    QVERIFY2(
        m_initOutput.contains(QLatin1String("cmake --build ")) &&
            m_initOutput.contains(
                QStringLiteral("ic-tool package %1/build/package -o %2.icpkg").arg(m_folder, kId)),
        qPrintable(m_initOutput));
    // Every placeholder filled in.
    for (const char *file : {"CMakeLists.txt", "tool.yaml", "README.md", "src/main.cpp"}) {
        const QByteArray text = ictest::readFile(m_folder + u'/' + QLatin1String(file));
        QVERIFY2(!text.isEmpty() && !text.contains("@ID@") && !text.contains("@NAME@"), file);
    }
    QVERIFY(
        ictest::readFile(m_folder + QStringLiteral("/src/main.cpp")).contains("\"Fjord Watch\""));
    QVERIFY(QFileInfo(program()).isExecutable());

    const Finished valid =
        runToEnd(QStringLiteral(IC_TOOL_PATH), {QStringLiteral("validate"), packageFolder()});
    QVERIFY2(valid.exitCode == 0, qPrintable(valid.output));
    const Finished packed =
        runToEnd(QStringLiteral(IC_TOOL_PATH),
                 {QStringLiteral("package"), packageFolder(), QStringLiteral("-o"), packageFile()});
    QVERIFY2(packed.exitCode == 0, qPrintable(packed.output));
    // Installed from the package, the program can still be run.
    ictools::ToolRegistry tools(m_dir.filePath(QStringLiteral("check-install")));
    QVERIFY(tools.open());
    QVERIFY(tools.install(packageFile()));
    QVERIFY(QFileInfo(tools.toolFolder(kId) + QStringLiteral("/bin/") + kId).isExecutable());
}

void TestNativeTemplate::withoutItsEnvironmentItSaysWhatIsMissing()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("ICRP_URL"));
    environment.remove(QStringLiteral("ICRP_TOKEN"));
    const Finished ran = runToEnd(program(), {}, environment);
    QCOMPARE(ran.exitCode, 2);
    QVERIFY2(ran.output.contains(QLatin1String("ICRP_URL, ICRP_TOOL_ID and ICRP_TOKEN must all be "
                                               "set")),
             qPrintable(ran.output));
}

void TestNativeTemplate::runByThePanelItAuthenticatesAndPrintsTheMatch()
{
    QVERIFY(QFileInfo::exists(packageFile())); // made by madeValidatedAndPackaged
    QTemporaryDir home;
    std::unique_ptr<icmock::MockGame> game = startGame();
    QVERIFY(game->isRunning());
    ictools::ToolRegistry tools(home.filePath(QStringLiteral("tools")));
    QVERIFY(tools.open());
    QVERIFY(tools.install(packageFile()));
    ToolHost::Options options;
    options.port = 0;
    ToolHost host(&tools, options);
    QStringList lines;
    connect(host.runner(), &ichost::ToolRunner::outputLine, this,
            [&lines](const QString &id, const QString &line) {
                if (id == kId)
                    lines << line;
            });
    const auto printed = [&lines](const QString &text) { return lines.filter(text).size(); };
    QVERIFY(host.start());
    host.setGame(QUrl(game->url()), kGamePassword);
    host.setToolToken(kId, kToken);

    // Through the gateway, with its token: an observer session of its own, named as in main.cpp.
    QTRY_COMPARE_WITH_TIMEOUT(printed(QStringLiteral("authenticated as observer tool fjord-watch")),
                              1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(printed(QStringLiteral("army value at ")) == 1, 10000);
    QVERIFY2(printed(QStringLiteral("alice hidden")) == 1, qPrintable(lines.join(u'\n')));
    const auto sessions = host.sessions();
    QCOMPARE(sessions.size(), 1);
    QCOMPARE(sessions.first().clientName, QStringLiteral("Fjord Watch"));
    QCOMPARE(sessions.first().subscriptions,
             QStringList({QStringLiteral("match"), QStringLiteral("combat")}));
    // Live lines of the match.
    game->advance(1800);
    QTRY_VERIFY_WITH_TIMEOUT(printed(QStringLiteral(" destroyed ")) > 0, 10000);
    QVERIFY(printed(kToken) == 0);
    // The game goes away (ic/gateway.game false) and comes back: the program stays connected.
    const qint64 pid = host.runner()->processId(kId);
    game->stop();
    QTRY_COMPARE_WITH_TIMEOUT(printed(QStringLiteral("the game went away")), 1, 10000);
    std::unique_ptr<icmock::MockGame> again = startGame();
    host.setGame(QUrl(again->url()), kGamePassword);
    QTRY_COMPARE_WITH_TIMEOUT(printed(QStringLiteral("army value at ")), 2, 10000);
    QCOMPARE(printed(QStringLiteral("authenticated as")), 1);
    QCOMPARE(host.runner()->processId(kId), pid);
}

void TestNativeTemplate::reconnectsAfterTheConnectionDrops()
{
    std::unique_ptr<icmock::MockGame> game = startGame();
    QVERIFY(game->isRunning());
    const quint16 port = game->port();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ICRP_URL"), game->url());
    environment.insert(QStringLiteral("ICRP_TOOL_ID"), kId);
    environment.insert(QStringLiteral("ICRP_TOKEN"), kGamePassword); // the game's own password
    QProcess tool;
    tool.setProcessChannelMode(QProcess::MergedChannels);
    tool.setProcessEnvironment(environment);
    QString output;
    connect(&tool, &QProcess::readyRead, this,
            [&] { output += QString::fromUtf8(tool.readAll()); });
    tool.start(program(), {});
    QTRY_COMPARE_WITH_TIMEOUT(output.count(QLatin1String("authenticated as observer")), 1, 10000);
    game->stop(); // closes with 4012: worth connecting again
    QTRY_VERIFY_WITH_TIMEOUT(output.contains(QLatin1String("connection closed (4012")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(output.contains(QLatin1String("connecting again in")), 10000);
    game.reset();
    game = startGame(port);
    QVERIFY(game->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(output.count(QLatin1String("authenticated as observer")), 2, 30000);
    QCOMPARE(tool.state(), QProcess::Running);
    tool.terminate();
    QVERIFY(tool.waitForFinished());
}

void TestNativeTemplate::endsAtOnceOnAWrongPassword()
{
    std::unique_ptr<icmock::MockGame> game = startGame();
    QVERIFY(game->isRunning());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ICRP_URL"), game->url());
    environment.insert(QStringLiteral("ICRP_TOOL_ID"), kId);
    environment.insert(QStringLiteral("ICRP_TOKEN"), QStringLiteral("not-the-password"));
    QProcess tool;
    tool.setProcessChannelMode(QProcess::MergedChannels);
    tool.setProcessEnvironment(environment);
    QSignalSpy finished(&tool, &QProcess::finished);
    tool.start(program(), {});
    QVERIFY(finished.wait(20000));
    const QString output = QString::fromUtf8(tool.readAll());
    QCOMPARE(tool.exitCode(), 3);
    QVERIFY2(output.contains(QLatin1String("-32004")) &&
                 output.contains(QLatin1String("connection closed (4009")) &&
                 !output.contains(QLatin1String("connecting again")),
             qPrintable(output));
}

QTEST_GUILESS_MAIN(TestNativeTemplate)
#include "TestNativeTemplate.moc"
