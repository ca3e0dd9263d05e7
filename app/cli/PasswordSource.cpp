#include "cli/PasswordSource.h"

#include "common/WriteAll.h"

#include <cerrno>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace iccli {

PasswordSource::PasswordSource(const QProcessEnvironment &environment)
    : m_fromEnvironment(environment.value(QStringLiteral("ICRP_PASSWORD")))
{
}

QString PasswordSource::fromEnvironment() const
{
    return m_fromEnvironment;
}

namespace {

/// Overwrites a buffer that held a secret before it is freed.
void wipe(QByteArray &bytes)
{
    volatile char *p = bytes.data();
    for (qsizetype i = 0; i < bytes.size(); ++i)
        p[i] = 0;
    bytes.clear();
}

} // namespace

PasswordSource::PromptResult PasswordSource::promptOnTerminal(const QString &prompt)
{
    PromptResult result;
    const int fd = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return result; // NoTerminal
    termios saved{};
    if (::tcgetattr(fd, &saved) != 0) {
        ::close(fd);
        return result;
    }
    termios quiet = saved;
    quiet.c_lflag &= ~tcflag_t(ECHO);
    quiet.c_lflag |= tcflag_t(ECHONL | ICANON); // the Enter still moves to the next line
    // Echo off first, then the prompt: whatever is typed after the prompt is kept.
    ::tcsetattr(fd, TCSAFLUSH, &quiet);
    ic::writeAll(fd, prompt.toUtf8());

    QByteArray line;
    result.status = PromptStatus::Cancelled;
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(fd, &c, 1);
        if (n < 0 && errno == EINTR)
            break; // a signal (Ctrl-C): give up, the caller sees Cancelled
        if (n <= 0)
            break; // end of input
        if (c == '\n' || c == '\r') {
            result.status = PromptStatus::Entered;
            break;
        }
        if (line.size() < 4096)
            line.append(c);
    }
    ::tcsetattr(fd, TCSANOW, &saved);
    if (result.status != PromptStatus::Entered)
        ic::writeAll(fd, QByteArrayLiteral("\n"));
    ::close(fd);
    if (result.status == PromptStatus::Entered)
        result.password = QString::fromUtf8(line);
    wipe(line);
    return result;
}

} // namespace iccli
