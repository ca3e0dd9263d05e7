#pragma once
// One accepted connection of the simulated runtime, as uvicorn serves it: HTTP/1.1 requests read
// with the program's framing (icnet; not the tick inspector's own connection code), answered one
// at a time in order; a refused head is answered with FastAPI's {"detail": …} and ends the
// connection. It deletes itself (and its socket) when the peer goes.

#include "net/HttpRequestReader.h"
#include "net/HttpResponse.h"

#include <QObject>

class QTcpSocket;

namespace icconnectors::arena {

class PeerConnection final : public QObject
{
    Q_OBJECT
public:
    /// Takes `socket` (becomes its parent).
    PeerConnection(QTcpSocket *socket, QObject *parent = nullptr);

    /// Answers the request last given by requestArrived().
    void answer(const icnet::HttpResponse &response);
    /// Answers it with `bytes` as they are (a peer that does not speak HTTP), then closes.
    void answerRaw(const QByteArray &bytes);

Q_SIGNALS:
    void requestArrived(const icnet::HttpRequest &request);

private:
    void readNext();

    QTcpSocket *m_socket;
    icnet::HttpRequestReader m_reader{16 * 1024, 1024 * 1024};
    bool m_busy = false;
    bool m_closeAfter = false;
};

} // namespace icconnectors::arena
