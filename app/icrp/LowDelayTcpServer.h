#pragma once
// A QTcpServer whose accepted sockets have Nagle's algorithm off (TCP_NODELAY). ICRP sends
// many small frames (events, answers); with Nagle on, a frame can wait for the peer's delayed
// ACK for tens of milliseconds. QHttpServer takes its sockets from here through bind().

#include <QTcpServer>

namespace icrp {

class LowDelayTcpServer final : public QTcpServer
{
    Q_OBJECT
public:
    using QTcpServer::QTcpServer;

protected:
    void incomingConnection(qintptr socketDescriptor) override;
};

} // namespace icrp
