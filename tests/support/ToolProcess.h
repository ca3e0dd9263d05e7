#pragma once
// Running the built ic-tool as a process in a test: the caller sets up the QProcess (program,
// arguments, environment, working folder); runToolProcess() starts it, waits a bounded time
// for it to end and collects its exit and output. detachFromTerminal() is the child-process
// modifier that gives ic-tool a session of its own, with or without a controlling terminal.
// Shared by the ic-tool tests under tests/integration/client, tests/integration/tools and
// tests/unit/tools (each adds tests/support to its include path).

#include <QByteArray>
#include <QProcess>
#include <QSignalSpy>
#include <QString>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace ictest {

/// How one run of ic-tool ended. exitCode stays -1 when it did not start or did not end.
struct ToolRun
{
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString out;
    QString err;
};

/// Starts the configured `process` and waits for it to end (at most 15 s, then it is killed
/// and the returned run keeps exitCode -1).
inline ToolRun runToolProcess(QProcess &process)
{
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    ToolRun r;
    if (!process.waitForStarted(5000) || !finished.wait(15000)) {
        process.kill();
        process.waitForFinished(5000);
        return r;
    }
    r.exitCode = process.exitCode();
    r.exitStatus = process.exitStatus();
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

/// For QProcess::setChildProcessModifier: the child runs in a session of its own, so it has
/// no controlling terminal unless `tty` names one (a pseudo-terminal's slave), which becomes it.
inline void detachFromTerminal(const QByteArray &tty = {})
{
    ::setsid();
    if (tty.isEmpty())
        return;
    const int fd = ::open(tty.constData(), O_RDWR);
    if (fd >= 0) {
        ::ioctl(fd, TIOCSCTTY, 0);
        ::close(fd);
    }
}

} // namespace ictest
