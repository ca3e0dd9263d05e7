#pragma once
// Where ic-tool writes: results on standard output, everything for a person on standard
// error. Commands write through a Console so they can be run against strings as well.
// Nothing reaches the terminal raw: control characters other than line feed and tab, and
// bidirectional overrides, are written escaped ("\x1b", "\u202e"; ic::ForeignText), so text
// from a package or a game cannot hide or rewrite what is printed around it.

#include <QString>
#include <QTextStream>
#include <cstdio>

namespace iccli {

class Console
{
public:
    /// Standard output and standard error.
    Console();
    /// Writes into two strings (for tests).
    Console(QString *out, QString *err);

    /// One line on standard output, flushed at once (a pipe reader sees it now).
    void out(const QString &line);
    /// One line on standard error, flushed.
    void err(const QString &line);
    /// Text on standard output as is (the caller ends lines), flushed.
    void outRaw(const QString &text);

private:
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace iccli
