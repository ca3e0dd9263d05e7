#include "cli/TestCommand.h"
#include "cli/Tr.h"

#include "toolcheck/ToolCheck.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace iccli {

namespace {

constexpr int kDefaultSeconds = 20;
constexpr int kMinSeconds = 4;
constexpr int kMaxSeconds = 3600;

} // namespace

TestCommand::TestCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

TestCommand::~TestCommand() = default;

QStringList TestCommand::scenarios()
{
    return {QStringLiteral("skirmish-2v2")};
}

QString TestCommand::help() const
{
    return Tr::tr("Usage: ic-tool test [--scenario NAME] [--seconds N] DIR|PKG\n"
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
                  "  --seconds N      how long to run (default %2, %3 to %4)\n"
                  "\n"
                  "Exit status: 0 no problem found; 1 problems found, or the tool could not be\n"
                  "started; 2 bad usage.\n"
                  "\n"
                  "Example:\n"
                  "  ic-tool test my-overlay\n")
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
    parser.addOptions({scenarioOption, secondsOption});
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
    ictoolcheck::ToolCheck::Options options;
    options.source = parser.positionalArguments().constFirst();
    bool ok = true;
    options.seconds =
        parser.isSet(secondsOption) ? parser.value(secondsOption).toInt(&ok) : kDefaultSeconds;
    if (!ok || options.seconds < kMinSeconds || options.seconds > kMaxSeconds) {
        usageError(Tr::tr("--seconds wants a whole number from %1 to %2")
                       .arg(kMinSeconds)
                       .arg(kMaxSeconds));
        return;
    }
    if (!QFileInfo::exists(options.source)) {
        usageError(Tr::tr("%1 does not exist").arg(options.source));
        return;
    }
    m_check = std::make_unique<ictoolcheck::ToolCheck>(options);
    connect(m_check.get(), &ictoolcheck::ToolCheck::found, this,
            [this](const QString &finding) { console().out(Tr::tr("problem: %1").arg(finding)); });
    connect(m_check.get(), &ictoolcheck::ToolCheck::progress, this,
            [this](const QString &step) { console().err(step); });
    connect(m_check.get(), &ictoolcheck::ToolCheck::finished, this, &TestCommand::report);
    QString error;
    if (!m_check->start(&error)) {
        console().err(Tr::tr("ic-tool test: %1").arg(error));
        finish(IcrpError);
        return;
    }
    const auto &manifest = m_check->stage().manifest();
    console().err(Tr::tr("Testing %1 %2 against a simulated match for %3 s …")
                      .arg(manifest.name(), manifest.version().toString())
                      .arg(options.seconds));
}

void TestCommand::report()
{
    const qsizetype count = m_check->findings().size();
    if (count == 0) {
        console().out(Tr::tr("Clean: no page errors, refusals or unhandled disconnects."));
        finish(Success);
        return;
    }
    console().out(Tr::tr("Problems found: %n.", nullptr, int(count)));
    finish(IcrpError);
}

void TestCommand::interrupt(int signalNumber)
{
    m_check.reset();
    Command::interrupt(signalNumber);
}

} // namespace iccli
