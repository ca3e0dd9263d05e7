#pragma once
// A yes/no question on the controlling terminal (/dev/tty), for ic-tool verbs that change what
// a tool may do (install, approve): a pipe on standard input cannot answer for the user.

#include <QString>

namespace iccli {

class TerminalQuestion
{
public:
    enum class Answer {
        Yes,
        No,
        /// No controlling terminal (a pipe, a service, a test).
        NoTerminal,
    };
    /// Writes `prompt` (e.g. "Install? [y/N] ") and reads one line; "y" or "yes" is Yes,
    /// anything else (or end of input) No.
    static Answer ask(const QString &prompt);
};

} // namespace iccli
