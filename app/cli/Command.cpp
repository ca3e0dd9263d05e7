#include "Command.h"

namespace ictool {

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
    m_console.err(tr("Run \"ic-tool help %1\" for its usage.").arg(name()));
    finish(Failure);
}

} // namespace ictool
