#include "cli/IcTool.h"
#include "cli/Tr.h"
#include "common/DefaultPorts.h"

#include "common/SignalWatcher.h"
#include "icrp/protocol/VersionRange.h"

#include <QCoreApplication>
#include <QTimer>

namespace iccli {

IcTool::IcTool(Console &console, QProcessEnvironment environment, CommandTable table)
    : m_console(console), m_environment(std::move(environment)), m_table(std::move(table))
{
}

QString IcTool::usage() const
{
    // Every summary starts in the same column: two spaces after the longest verb.
    qsizetype width = 0;
    for (const CommandTable::Entry &e : m_table.entries())
        width = qMax(width, e.name.size());
    QString verbs;
    for (const CommandTable::Entry &e : m_table.entries())
        verbs += QStringLiteral("  %1  %2\n").arg(e.name.leftJustified(width), e.summary);
    return Tr::tr("ic-tool: talk to an Iron Curtain game's remote API (ICRP) from a terminal or a "
                  "script.\n"
                  "\n"
                  "Usage: ic-tool VERB [OPTIONS] [ARGUMENTS]\n"
                  "       ic-tool help VERB\n"
                  "       ic-tool --help | --version\n"
                  "\n"
                  "Verbs:\n") +
           verbs +
           Tr::tr("\n"
                  "For scripts: list and validate take --json and print one JSON object whose\n"
                  "keys are the same in every language; call prints JSON, and watch --json one\n"
                  "JSON object per event and line.\n") +
           Tr::tr(
               "\n"
               "Environment:\n"
               "  ICRP_URL       the game's remote API (default %1)\n"
               "  ICRP_PASSWORD  the password of the game's remote API\n"
               "\n"
               "There is no --password option: a secret on a command line is visible to every\n"
               "user of the machine. Set ICRP_PASSWORD, or leave it unset and ic-tool asks on the\n"
               "terminal (input hidden) when the game wants a password.\n"
               "\n"
               "Exit status: 0 success; 1 the game answered with an error; 2 bad usage, no\n"
               "connection or no answer.\n")
               .arg(ic::defaultGameUrl().toString());
}

int IcTool::run(const QStringList &arguments)
{
    if (arguments.isEmpty()) {
        m_console.err(usage());
        return 2;
    }
    const QString first = arguments.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
        m_console.outRaw(usage());
        return 0;
    }
    if (first == QLatin1String("--version")) {
        m_console.out(
            QStringLiteral("ic-tool %1 (ICRP %2)")
                .arg(QStringLiteral(IC_VERSION), icrp::VersionRange::supported().describe()));
        return 0;
    }
    if (first == QLatin1String("help")) {
        if (arguments.size() == 1) {
            m_console.outRaw(usage());
            return 0;
        }
        const CommandTable::Entry *entry = m_table.find(arguments.at(1));
        if (!entry) {
            m_console.err(Tr::tr("ic-tool: no verb \"%1\".\n").arg(arguments.at(1)) + usage());
            return 2;
        }
        const auto command = entry->create(m_console, m_environment);
        m_console.outRaw(command->help());
        return 0;
    }
    const CommandTable::Entry *entry = m_table.find(first);
    if (!entry) {
        m_console.err(Tr::tr("ic-tool: unknown verb \"%1\".\n").arg(first) + usage());
        return 2;
    }
    return runCommand(*entry, arguments.mid(1));
}

int IcTool::runCommand(const CommandTable::Entry &entry, const QStringList &arguments)
{
    const std::unique_ptr<Command> command = entry.create(m_console, m_environment);
    ic::SignalWatcher signals(ic::SignalWatcher::BlockingCalls::Interrupt);
    QObject::connect(&signals, &ic::SignalWatcher::signalReceived, command.get(),
                     [cmd = command.get()](int signalNumber) { cmd->interrupt(signalNumber); });
    int exitCode = 0;
    QObject::connect(command.get(), &Command::finished, command.get(), [&exitCode](int code) {
        exitCode = code;
        QCoreApplication::exit(code);
    });
    // Start inside the event loop so that a command that ends at once still ends exec().
    QTimer::singleShot(0, command.get(),
                       [cmd = command.get(), arguments] { cmd->start(arguments); });
    QCoreApplication::exec();
    return exitCode;
}

} // namespace iccli
