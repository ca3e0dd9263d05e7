#include "cli/Command.h"
#include "cli/Tr.h"

#include "tools/ToolRegistry.h"
#include "tools/UpdatePlan.h"

#include <QCommandLineParser>

namespace iccli {

Command::Command(Console &console, QProcessEnvironment environment, QObject *parent)
    : QObject(parent), m_console(console), m_environment(std::move(environment))
{
}

Command::~Command() = default;

void Command::interrupt(int signalNumber)
{
    finish(128 + signalNumber);
}

void Command::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(exitCode);
}

void Command::usageError(const QString &message)
{
    m_console.err(QStringLiteral("ic-tool %1: %2").arg(name(), message));
    m_console.err(Tr::tr("Run \"ic-tool help %1\" for its usage.").arg(name()));
    finish(Failure);
}

bool Command::parseArguments(QCommandLineParser &parser, const QStringList &arguments)
{
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOption(helpOption);
    if (!parser.parse(QStringList{QStringLiteral("ic-tool ") + name()} + arguments)) {
        usageError(parser.errorText());
        return false;
    }
    if (parser.isSet(helpOption)) {
        m_console.outRaw(help());
        finish(Success);
        return false;
    }
    return true;
}

bool Command::openRegistry(ictools::ToolRegistry &registry)
{
    const ic::Result<void> opened = registry.open();
    if (opened)
        return true;
    m_console.err(opened.error().message);
    finish(IcrpError);
    return false;
}

void Command::printChanges(const ictools::UpdatePlan &plan)
{
    m_console.out(Tr::tr("What changes:"));
    for (const QString &line : plan.describe())
        m_console.out(QStringLiteral("  ") + line);
    m_console.out(QString());
}

} // namespace iccli
