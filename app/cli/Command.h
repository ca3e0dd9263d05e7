#pragma once
// One verb of ic-tool (call, watch, …): parses its own arguments, does its work on the event
// loop, and ends with finished(exit code). Verbs are registered in CommandTable.

#include "cli/Console.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

class QCommandLineParser;

namespace ictools {
class ToolRegistry;
class UpdatePlan;
} // namespace ictools

namespace iccli {

class Command : public QObject
{
    Q_OBJECT
public:
    /// ic-tool's exit status.
    enum Exit : int {
        Success = 0,
        /// The game answered with an ICRP error.
        IcrpError = 1,
        /// Bad usage, no connection, no answer.
        Failure = 2,
    };

    Command(Console &console, QProcessEnvironment environment, QObject *parent = nullptr);
    ~Command() override;

    virtual QString name() const = 0;
    /// Full help for `ic-tool help VERB`: usage line, description, options.
    virtual QString help() const = 0;
    /// Starts the work with the arguments after the verb; ends with finished().
    virtual void start(const QStringList &arguments) = 0;
    /// SIGINT or SIGTERM arrived. Default: finish with 128 + signal.
    virtual void interrupt(int signalNumber);

    bool isFinished() const { return m_finished; }

Q_SIGNALS:
    void finished(int exitCode);

protected:
    /// Ends the command (once; later calls are ignored).
    void finish(int exitCode);
    /// Prints `message` and a pointer to the help on stderr, then finishes with Failure.
    void usageError(const QString &message);
    /// Adds -h/--help to `parser` and parses "ic-tool NAME ARGUMENTS". True when the verb goes
    /// on; false when it has finished (bad usage reported, or the help printed).
    bool parseArguments(QCommandLineParser &parser, const QStringList &arguments);
    /// Opens the installed tools' registry; on failure prints why and finishes with IcrpError.
    bool openRegistry(ictools::ToolRegistry &registry);
    /// Prints "What changes:" and the plan's lines, indented, then an empty line.
    void printChanges(const ictools::UpdatePlan &plan);

    Console &console() const { return m_console; }
    const QProcessEnvironment &environment() const { return m_environment; }

private:
    Console &m_console;
    QProcessEnvironment m_environment;
    bool m_finished = false;
};

} // namespace iccli
