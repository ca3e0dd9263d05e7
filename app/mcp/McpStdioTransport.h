#pragma once
// MCP's stdio transport: newline-delimited JSON-RPC messages on standard input, answers on
// standard output, one per line, nothing else on it (logs go to standard error). Reads without
// blocking the event loop; closed() when standard input ends (the client went away).

#include <QByteArray>
#include <QObject>

class QSocketNotifier;

namespace icmcp {

class McpStdioTransport : public QObject
{
    Q_OBJECT
public:
    /// A line longer than this (bytes) is dropped (overlong()).
    static constexpr qsizetype kMaxLine = 16 * 1024 * 1024;

    /// `inputFd`/`outputFd`: 0 and 1 for the process's own; a test may give a pipe.
    explicit McpStdioTransport(int inputFd = 0, int outputFd = 1, QObject *parent = nullptr);

    /// Writes `message` and a newline to the output, whole.
    void send(const QByteArray &message);

Q_SIGNALS:
    /// One message, without its line end; empty lines are skipped.
    void received(const QByteArray &message);
    /// A message longer than kMaxLine was dropped.
    void overlong();
    /// The input ended or failed: the client closed it.
    void closed();

private:
    void readAvailable();
    void splitLines();

    int m_inputFd;
    int m_outputFd;
    QSocketNotifier *m_notifier;
    QByteArray m_buffer;
    bool m_discarding = false;
};

} // namespace icmcp
