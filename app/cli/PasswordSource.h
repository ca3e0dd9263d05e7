#pragma once
// Where ic-tool gets the game's password: $ICRP_PASSWORD, or — only when the game asks for
// one and none was given — a prompt on the controlling terminal (/dev/tty) with echo off.
// There is deliberately no command-line option: a secret in argv is visible to every user.

#include <QProcessEnvironment>
#include <QString>

namespace iccli {

class PasswordSource
{
public:
    explicit PasswordSource(const QProcessEnvironment &environment);

    /// $ICRP_PASSWORD (empty when unset or empty).
    QString fromEnvironment() const;

    enum class PromptStatus {
        Entered,
        /// No controlling terminal (a pipe, a service, a test).
        NoTerminal,
        /// Interrupted (Ctrl-C) or end of input before a line.
        Cancelled,
    };
    struct PromptResult
    {
        PromptStatus status = PromptStatus::NoTerminal;
        QString password;
    };
    /// Writes `prompt` to the terminal, reads one line with echo off, restores the terminal.
    /// Blocks until the line is entered.
    static PromptResult promptOnTerminal(const QString &prompt);

private:
    QString m_fromEnvironment;
};

} // namespace iccli
