#pragma once
// One fan-out measurement: a server on 127.0.0.1 (raw QWebSocketServer, or icrp::IcrpServer
// as ic-remote-mock runs it) sends the same ~N-byte event to every client of a ClientSwarm.
// Burst mode measures delivered messages per second; paced mode measures latency at a rate
// the server can sustain.

#include <QString>
#include <QVector>

struct FanoutResult
{
    QString label;
    int clients = 0;
    qint64 events = 0;
    double deliveredPerSecond = 0;
    double p50Us = 0;
    double p99Us = 0;
    QString error;
    /// CPU time of the thread that fans the events out (the server's; the gateway's), per event.
    double serverCpuUsPerEvent = 0;
};

class FanoutBench
{
public:
    /// Raw QWebSocketServer; IcrpServer as ic-remote-mock runs it; that same server behind
    /// the panel's tool gateway (ToolHost on its own thread), the clients being tools.
    enum class Server { Raw, Icrp, Gateway };

    struct Params
    {
        Server server = Server::Raw;
        int clients = 4;
        qint64 events = 20000;
        int messageBytes = 200;
        /// 0: burst (throughput); N: one event every N microseconds (latency).
        int paceUs = 0;
        /// ICRP and Gateway: the clients ask for MessagePack (every frame binary).
        bool messagePack = false;
    };

    static FanoutResult run(const Params &params);
    static FanoutResult runGateway(const Params &params);
    /// Builds one event notification of about `bytes` bytes carrying the send stamp.
    static QByteArray eventFrame(qint64 sequence, int bytes);
};
