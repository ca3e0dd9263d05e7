#include "mcp/McpStdioTransport.h"

#include "mcp/McpLog.h"

#include <QSocketNotifier>

#include <cerrno>
#include <unistd.h>

namespace icmcp {

McpStdioTransport::McpStdioTransport(int inputFd, int outputFd, QObject *parent)
    : QObject(parent), m_inputFd(inputFd), m_outputFd(outputFd),
      m_notifier(new QSocketNotifier(inputFd, QSocketNotifier::Read, this))
{
    connect(m_notifier, &QSocketNotifier::activated, this, &McpStdioTransport::readAvailable);
}

void McpStdioTransport::send(const QByteArray &message)
{
    QByteArray line = message;
    line.append('\n');
    qsizetype done = 0;
    while (done < line.size()) {
        const ssize_t n = ::write(m_outputFd, line.constData() + done, size_t(line.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            qCWarning(lcMcp) << "cannot write to standard output:" << qt_error_string(errno);
            return;
        }
        done += n;
    }
}

void McpStdioTransport::readAvailable()
{
    char chunk[65536];
    const ssize_t n = ::read(m_inputFd, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (n <= 0) {
        m_notifier->setEnabled(false);
        qCInfo(lcMcp) << "standard input closed";
        Q_EMIT closed();
        return;
    }
    m_buffer.append(chunk, n);
    splitLines();
}

void McpStdioTransport::splitLines()
{
    qsizetype end;
    while ((end = m_buffer.indexOf('\n')) >= 0) {
        QByteArray line = m_buffer.left(end);
        m_buffer.remove(0, end + 1);
        if (m_discarding) {
            m_discarding = false; // the rest of an overlong line
            continue;
        }
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.trimmed().isEmpty())
            Q_EMIT received(line);
    }
    if (m_buffer.size() > kMaxLine) {
        qCWarning(lcMcp) << "dropped a message longer than" << kMaxLine << "bytes";
        m_buffer.clear();
        m_discarding = true;
        Q_EMIT overlong();
    }
}

} // namespace icmcp
