#include "toolcheck/CheckProgram.h"
#include "toolcheck/ToolCheck.h"
#include "toolcheck/Tr.h"

#include "common/SignalWatcher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>
#include <cstdio>

namespace ictoolcheck {

namespace {

constexpr int kBadUsage = 2;
constexpr int kSignalBase = 128;

} // namespace

CheckProgram::CheckProgram(QObject *parent) : QObject(parent)
{
    if (!m_out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered))
        std::fputs("ic-tool-check: standard output is closed\n", stderr);
}

CheckProgram::~CheckProgram() = default;

int CheckProgram::run(const QStringList &arguments)
{
    ic::SignalWatcher signals;
    connect(&signals, &ic::SignalWatcher::signalReceived, this, [this](int signalNumber) {
        m_check.reset(); // stops the tool's program and the stage
        end(kSignalBase + signalNumber);
    });
    QTimer::singleShot(0, this, [this, arguments] { start(arguments); });
    QCoreApplication::exec();
    m_check.reset();
    return m_exitCode;
}

bool CheckProgram::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Runs a tool's page off-screen for ic-tool test, which starts this program "
               "and reads what it writes. Use ic-tool test."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), Tr::tr("Seconds."),
                                           QStringLiteral("N"));
    const QCommandLineOption replayOption(
        QStringLiteral("replay"),
        Tr::tr("A recording or a game's .icrep to play instead of the simulated match."),
        QStringLiteral("FILE"));
    parser.addOptions({secondsOption, replayOption});
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("source"), Tr::tr("The tool's folder or package."));
    parser.process(arguments); // --help, --version and unknown options exit here
    ToolCheck::Options options;
    const bool oneSource = parser.positionalArguments().size() == 1;
    if (oneSource)
        options.source = parser.positionalArguments().constFirst();
    bool number = true;
    if (parser.isSet(secondsOption))
        options.seconds = parser.value(secondsOption).toInt(&number);
    options.replayPath = parser.value(replayOption);
    if (!oneSource || !number || options.seconds <= 0) {
        std::fputs(qPrintable(parser.helpText()), stderr);
        end(kBadUsage);
        return false;
    }
    m_check = std::make_unique<ToolCheck>(options);
    connect(m_check.get(), &ToolCheck::found, this, [this](const QString &finding) {
        write({ReportLine::Kind::Found, finding, {}, 0});
    });
    connect(m_check.get(), &ToolCheck::progress, this, [this](const QString &step) {
        write({ReportLine::Kind::Progress, step, {}, 0});
    });
    connect(m_check.get(), &ToolCheck::finished, this, [this] {
        const int count = int(m_check->findings().size());
        write({ReportLine::Kind::Finished, {}, {}, count});
        end(count == 0 ? 0 : 1);
    });
    if (const auto started = m_check->start(); !started) {
        write({ReportLine::Kind::Failed, started.error().message, {}, 0});
        end(1);
        return false;
    }
    const auto &manifest = m_check->stage().manifest();
    write({ReportLine::Kind::Started, manifest.name(), manifest.version().toString(), 0});
    return true;
}

void CheckProgram::write(const ReportLine &line)
{
    m_out.write(line.encoded());
}

void CheckProgram::end(int exitCode)
{
    m_exitCode = exitCode;
    QCoreApplication::exit(exitCode);
}

} // namespace ictoolcheck
