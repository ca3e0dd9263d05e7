#pragma once
// A kept-alive HTTP/1.1 client connection to one 127.0.0.1 server (the agent runtime, or the
// proxy for the connector's own test ticks). Requests queue and go one at a time (no
// pipelining); each ends in exactly one callback: the answer, or an ic::Error —
// "arena.http.down" (refused, or closed before the answer), "arena.http.timeout" (no whole
// answer in time: the connection is dropped so a late answer cannot be taken for the next one),
// "arena.http.malformed" (not an HTTP answer this client reads), "arena.http.invalid_head" (a
// head with a bare CR, NUL or another control byte: net/HttpHeadBytes.h). A request sent on a
// reused connection that the server had closed meanwhile is sent once more on a fresh one.

#include "connectors/arena/ArenaHttp.h"

#include "common/Result.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <chrono>
#include <deque>
#include <functional>

class QTcpSocket;

namespace icconnectors::arena {

class ArenaHttpClient final : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const ic::Result<HttpResponse> &)>;

    ArenaHttpClient(QString host, quint16 port, QObject *parent = nullptr);
    ~ArenaHttpClient() override;

    /// 0: none (the answer is waited for as long as the connection lasts).
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    void setMaxBodyBytes(qint64 bytes);
    QString host() const { return m_host; }
    quint16 port() const { return m_port; }
    /// "127.0.0.1:5000", as a Host header.
    QByteArray hostHeader() const;

    /// Queues `request`; `done` is called once, later (never from inside send()).
    void send(const HttpRequest &request, Callback done);
    /// Requests sent or queued and not answered yet.
    int pending() const { return int(m_queue.size()); }

Q_SIGNALS:
    /// Bytes as they went to the server and came from it (for the wire log).
    void bytesSent(const QByteArray &bytes);
    void bytesReceived(const QByteArray &bytes);

private:
    struct Pending
    {
        QByteArray bytes;
        Callback done;
        bool retried = false;
    };
    void startNext();
    void writeCurrent();
    void onReadyRead();
    void onDisconnected();
    void finish(const ic::Result<HttpResponse> &result);
    void fail(const QString &code, const QString &message);
    void dropSocket();

    QString m_host;
    quint16 m_port;
    std::chrono::milliseconds m_timeout{10'000};
    QTcpSocket *m_socket = nullptr;
    HttpResponseReader m_reader{16 * 1024, 1024 * 1024};
    std::deque<Pending> m_queue;
    bool m_inFlight = false;
    bool m_inSend = false;
    bool m_reused = false;        // the current request went on a connection used before
    bool m_answerStarted = false; // a byte of the current answer has come
    qint64 m_writtenNs = 0;
    QTimer m_timer;
};

} // namespace icconnectors::arena
