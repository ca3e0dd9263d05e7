#pragma once
// A program of ours run to its end in a test (ic-remote-mock, ic-relay-mock, ic-tool, ic-panel):
// its exit code and what it wrote. A program that does not end in time is killed, and its exit
// code is -1, as is a crash's.

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace ictest {

struct ProgramRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline ProgramRun runProgram(const QString &program, const QStringList &arguments,
                             const std::optional<QProcessEnvironment> &environment = {},
                             int timeoutMs = 30'000)
{
    QProcess p;
    if (environment)
        p.setProcessEnvironment(*environment);
    p.start(program, arguments);
    ProgramRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace ictest
