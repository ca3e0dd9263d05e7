#pragma once
// ic-tool's front door: --help, --version, `help VERB`, and dispatch of a verb from the
// CommandTable, with SIGINT/SIGTERM passed to the running verb. main.cpp only creates the
// application and calls run().

#include "cli/CommandTable.h"
#include "cli/Console.h"

#include <QProcessEnvironment>
#include <QStringList>

namespace iccli {

class IcTool
{
public:
    IcTool(Console &console, QProcessEnvironment environment,
           CommandTable table = CommandTable::standard());

    /// Runs ic-tool with `arguments` (without the program name) on the current
    /// QCoreApplication's event loop; returns the exit status.
    int run(const QStringList &arguments);

    QString usage() const;

private:
    int runCommand(const CommandTable::Entry &entry, const QStringList &arguments);

    Console &m_console;
    QProcessEnvironment m_environment;
    CommandTable m_table;
};

} // namespace iccli
