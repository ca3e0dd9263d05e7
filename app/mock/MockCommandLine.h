#pragma once
// The command line of ic-remote-mock, parsed into MockOptions without exiting the process (so
// the same parser serves main() and tests).

#include "mock/MockOptions.h"

#include <QString>
#include <QStringList>

namespace icmock {

class MockCommandLine
{
public:
    enum class Action { Run, ShowHelp, ShowVersion, Error };

    struct Result
    {
        Action action = Action::Run;
        MockOptions options;
        /// Help or version text for ShowHelp/ShowVersion; the problem for Error.
        QString text;
    };

    /// `arguments` as QCoreApplication::arguments() gives them (program name first).
    static Result parse(const QStringList &arguments);
};

} // namespace icmock
