#pragma once
// The simulated Godot side's HTTP client, as its IPCClient would be: one kept-alive connection
// to 127.0.0.1, one request at a time, written and read with the program's framing (icnet; not
// the tick inspector's own client). Each request ends in one callback: the answer or an error
// (refused, closed, not HTTP, no answer within the timeout).

#include "net/HttpRequest.h"
#include "net/HttpResponse.h"
#include "net/HttpResponseReader.h"

#include "common/Result.h"

#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <chrono>
#include <functional>

namespace icconnectors::arena {

class PeerClient final : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const ic::Result<icnet::HttpResponse> &)>;

    PeerClient(QString host, quint16 port, std::chrono::milliseconds timeout,
               QObject *parent = nullptr);

    /// Sends `request` (only one may be out at a time); `done` is called once, later.
    void send(const icnet::HttpRequest &request, Callback done);

private:
    void onReadyRead();
    void fail(const QString &message);
    void finish(const ic::Result<icnet::HttpResponse> &result);

    QString m_host;
    quint16 m_port;
    QPointer<QTcpSocket> m_socket;
    icnet::HttpResponseReader m_reader{16 * 1024, 1024 * 1024};
    QTimer m_timer;
    Callback m_done;
};

} // namespace icconnectors::arena
