#include "cli/TerminalQuestion.h"

#include <QByteArray>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace iccli {

TerminalQuestion::Answer TerminalQuestion::ask(const QString &prompt)
{
    const int fd = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return Answer::NoTerminal;
    const QByteArray text = prompt.toUtf8();
    qsizetype done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.constData() + done, size_t(text.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += n;
    }
    QByteArray line;
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(fd, &c, 1);
        if (n < 0 && errno == EINTR)
            break;
        if (n <= 0 || c == '\n' || c == '\r')
            break;
        if (line.size() < 64)
            line.append(c);
    }
    ::close(fd);
    const QByteArray answer = line.trimmed().toLower();
    return answer == "y" || answer == "yes" ? Answer::Yes : Answer::No;
}

} // namespace iccli
