#include "cli/TestCommand.h"
#include "cli/Tr.h"

#include "mock/IcrepPlayback.h"
#include "mock/MatchReplay.h"
#include "mock/Recording.h"
#include "toolcheck/ReportLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

namespace iccli {

namespace {

constexpr int kDefaultSeconds = 20;
constexpr int kMinSeconds = 4;
constexpr int kMaxSeconds = 3600;
/// How long ic-tool-check has to stop its tool and the stage after SIGTERM.
constexpr int kStopMs = 5000;
const QString kChecker = QStringLiteral("ic-tool-check");

} // namespace

TestCommand::TestCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

TestCommand::~TestCommand()
{
    m_checker.disconnect(this);
    if (m_checker.state() != QProcess::NotRunning) {
        m_checker.terminate();
        if (!m_checker.waitForFinished(kStopMs))
            m_checker.kill();
    }
}

QStringList TestCommand::scenarios()
{
    return {QStringLiteral("skirmish-2v2")};
}

QString TestCommand::help() const
{
    return Tr::tr("Usage: ic-tool test [--scenario NAME | --replay FILE] [--seconds N] DIR|PKG\n"
                  "\n"
                  "Runs the tool in DIR (or the package PKG) for N seconds against a simulated\n"
                  "match, through a gateway of its own granted what its tool.yaml asks for: a\n"
                  "page in an off-screen browser page, a native tool as IC Control Panel runs\n"
                  "it. Halfway the game goes away for 2 s and comes back. Prints each problem:\n"
                  "a page that does not load, script errors and console.error() lines, what\n"
                  "the gateway refused (with the tool.yaml line to change), a program that\n"
                  "ends, a tool that is not connected at the end. A package's program runs\n"
                  "as you, unconfined: test only packages you would install.\n"
                  "\n"
                  "Options:\n"
                  "  --scenario NAME  the simulated match: %1 (the default)\n"
                  "  --replay FILE    instead, a recorded match played as ic-remote-mock\n"
                  "                   --replay plays it: a recording of ic-tool watch --record\n"
                  "                   (the events as one session received them) or a game's\n"
                  "                   replay, FILE.icrep (the whole match played again, every\n"
                  "                   read method answered); after the game comes back it plays\n"
                  "                   from its beginning again\n"
                  "  --seconds N      how long to run (default %2, %3 to %4)\n"
                  "\n"
                  "Exit status: 0 no problem found; 1 problems found, or the tool could not be\n"
                  "started; 2 bad usage.\n"
                  "\n"
                  "Examples:\n"
                  "  ic-tool test my-overlay\n"
                  "  ic-tool test --replay my-match.icrep my-overlay\n")
        .arg(scenarios().join(QLatin1String(", ")))
        .arg(kDefaultSeconds)
        .arg(kMinSeconds)
        .arg(kMaxSeconds);
}

void TestCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption scenarioOption(QStringLiteral("scenario"), Tr::tr("Scenario."),
                                            QStringLiteral("NAME"));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), Tr::tr("Seconds."),
                                           QStringLiteral("N"));
    const QCommandLineOption replayOption(QStringLiteral("replay"), Tr::tr("Replay."),
                                          QStringLiteral("FILE"));
    parser.addOptions({scenarioOption, secondsOption, replayOption});
    if (!parseArguments(parser, arguments))
        return;
    if (parser.positionalArguments().size() != 1) {
        usageError(Tr::tr("give the tool's folder or package, e.g. ic-tool test my-overlay"));
        return;
    }
    if (parser.isSet(scenarioOption) && !scenarios().contains(parser.value(scenarioOption))) {
        usageError(Tr::tr("unknown scenario \"%1\"; there is: %2")
                       .arg(parser.value(scenarioOption), scenarios().join(QLatin1String(", "))));
        return;
    }
    if (parser.isSet(replayOption)) {
        if (parser.isSet(scenarioOption)) {
            usageError(Tr::tr("--scenario and --replay cannot be used together: a replay is "
                              "the match it recorded"));
            return;
        }
        if (const auto replay = checkReplay(parser.value(replayOption)); !replay) {
            usageError(replay.error().message);
            return;
        }
        m_replay = QFileInfo(parser.value(replayOption)).absoluteFilePath();
    }
    const QString source = parser.positionalArguments().constFirst();
    bool ok = true;
    const int seconds =
        parser.isSet(secondsOption) ? parser.value(secondsOption).toInt(&ok) : kDefaultSeconds;
    if (!ok || seconds < kMinSeconds || seconds > kMaxSeconds) {
        usageError(Tr::tr("--seconds wants a whole number from %1 to %2")
                       .arg(kMinSeconds)
                       .arg(kMaxSeconds));
        return;
    }
    if (!QFileInfo::exists(source)) {
        usageError(Tr::tr("%1 does not exist").arg(source));
        return;
    }
    runChecker(source, seconds);
}

ic::Result<void> TestCommand::checkReplay(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return ic::Error{QStringLiteral("test.replay"),
                         Tr::tr("the replay %1 does not exist (ic-tool watch --record FILE "
                                "records one; a game keeps its own in replays/ in its data "
                                "folder)")
                             .arg(path)};
    if (icmock::IcrepPlayback::isIcrep(path)) {
        if (const auto replay = icmock::MatchReplay::load(path); !replay)
            return replay.error();
        return ic::success();
    }
    if (const auto recording = icmock::Recording::load(path); !recording)
        return ic::Error{recording.error().code,
                         Tr::tr("%1 (--replay takes a recording of ic-tool watch --record or a "
                                "game's replay, FILE.icrep)")
                             .arg(recording.error().message)};
    return ic::success();
}

QString TestCommand::checkerPath()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &path : {here.filePath(kChecker),
                                here.filePath(QStringLiteral(IC_TOOL_CHECK_DIR "/") + kChecker)}) {
        if (QFileInfo(path).isExecutable())
            return QDir::cleanPath(path);
    }
    return {};
}

void TestCommand::runChecker(const QString &source, int seconds)
{
    const QString program = checkerPath();
    if (program.isEmpty()) {
        console().err(Tr::tr("ic-tool test: %1 is missing (it belongs beside ic-tool or in %2); "
                             "reinstall IC Control Panel.")
                          .arg(kChecker, QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                                         QStringLiteral("/" IC_TOOL_CHECK_DIR))));
        finish(IcrpError);
        return;
    }
    m_seconds = seconds;
    m_checker.setProgram(program);
    QStringList arguments{QStringLiteral("--seconds"), QString::number(seconds)};
    if (!m_replay.isEmpty())
        arguments << QStringLiteral("--replay") << m_replay;
    arguments << source;
    m_checker.setArguments(arguments);
    m_checker.setProcessEnvironment(environment());
    m_checker.setProcessChannelMode(QProcess::ForwardedErrorChannel); // QtWebEngine's own words
    connect(&m_checker, &QProcess::readyReadStandardOutput, this, &TestCommand::readReport);
    connect(&m_checker, &QProcess::finished, this, &TestCommand::checkerEnded);
    connect(&m_checker, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            checkerEnded(-1, QProcess::CrashExit);
    });
    m_checker.start();
}

void TestCommand::readReport()
{
    m_pending += m_checker.readAllStandardOutput();
    for (qsizetype end = m_pending.indexOf('\n'); end >= 0; end = m_pending.indexOf('\n')) {
        const QByteArray line = m_pending.left(end);
        m_pending.remove(0, end + 1);
        if (const auto report = ictoolcheck::ReportLine::decoded(line))
            show(*report);
    }
}

void TestCommand::show(const ictoolcheck::ReportLine &line)
{
    using Kind = ictoolcheck::ReportLine::Kind;
    switch (line.kind) {
    case Kind::Started:
        if (m_replay.isEmpty())
            console().err(Tr::tr("Testing %1 %2 against a simulated match for %3 s …")
                              .arg(line.text, line.version)
                              .arg(m_seconds));
        else
            console().err(Tr::tr("Testing %1 %2 against the replay %3 for %4 s …")
                              .arg(line.text, line.version, QFileInfo(m_replay).fileName())
                              .arg(m_seconds));
        break;
    case Kind::Progress:
        console().err(line.text);
        break;
    case Kind::Found:
        console().out(Tr::tr("problem: %1").arg(line.text));
        break;
    case Kind::Failed:
        m_reported = true;
        console().err(Tr::tr("ic-tool test: %1").arg(line.text));
        finish(IcrpError);
        break;
    case Kind::Finished:
        m_reported = true;
        if (line.count == 0) {
            console().out(Tr::tr("Clean: no page errors, refusals or unhandled disconnects."));
            finish(Success);
        } else {
            console().out(Tr::tr("Problems found: %n.", nullptr, line.count));
            finish(IcrpError);
        }
        break;
    }
}

void TestCommand::checkerEnded(int exitCode, QProcess::ExitStatus status)
{
    readReport();
    if (m_reported)
        return;
    const QString how = status == QProcess::NormalExit ? Tr::tr("exit status %1").arg(exitCode)
                                                       : m_checker.errorString();
    console().err(Tr::tr("ic-tool test: %1 ended before the run did (%2).").arg(kChecker, how));
    finish(IcrpError);
}

void TestCommand::interrupt(int signalNumber)
{
    m_checker.disconnect(this);
    if (m_checker.state() == QProcess::NotRunning) {
        Command::interrupt(signalNumber);
        return;
    }
    // ic-tool-check stops the tool's program and the stage, then ends; so does this.
    connect(&m_checker, &QProcess::finished, this,
            [this, signalNumber] { Command::interrupt(signalNumber); });
    m_checker.terminate();
    QTimer::singleShot(kStopMs, &m_checker, &QProcess::kill);
}

} // namespace iccli
