// bench-fanout: events per second and latency from the ICRP server (as ic-remote-mock runs it)
// to N WebSocket clients, beside raw QWebSocket messages of the same size on loopback, in the
// same run. Prints the figures and the ratio ICRP / raw. Not a test: nothing here passes or
// fails on speed.

#include "FanoutBench.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures ICRP event fan-out against raw QWebSocket messages of the same size."));
    parser.addHelpOption();
    const QCommandLineOption clientsOpt(QStringLiteral("clients"),
                                        QStringLiteral("Comma-separated client counts."),
                                        QStringLiteral("list"), QStringLiteral("1,4,8"));
    const QCommandLineOption eventsOpt(QStringLiteral("events"),
                                       QStringLiteral("Events per burst run."), QStringLiteral("n"),
                                       QStringLiteral("50000"));
    const QCommandLineOption sizeOpt(QStringLiteral("size"), QStringLiteral("Message bytes."),
                                     QStringLiteral("bytes"), QStringLiteral("200"));
    parser.addOptions({clientsOpt, eventsOpt, sizeOpt});
    parser.process(app);

    QTextStream out(stdout);
    const qint64 events = parser.value(eventsOpt).toLongLong();
    const int size = parser.value(sizeOpt).toInt();
    out << "ICRP fan-out vs raw QWebSocket, " << size << "-byte messages, 127.0.0.1\n";
    out << "clients | mode     | raw msg/s   | icrp msg/s  | icrp/raw | raw p50/p99 us | icrp "
           "p50/p99 us\n";
    out.flush();
    int status = 0;
    for (const QString &c : parser.value(clientsOpt).split(QLatin1Char(','))) {
        const int clients = c.toInt();
        for (int paced = 0; paced < 2; ++paced) {
            FanoutBench::Params p;
            p.clients = clients;
            p.messageBytes = size;
            p.events = paced ? 2000 : events;
            p.paceUs = paced ? 500 : 0;
            p.server = FanoutBench::Server::Raw;
            const FanoutResult raw = FanoutBench::run(p);
            p.server = FanoutBench::Server::Icrp;
            const FanoutResult ic = FanoutBench::run(p);
            if (!raw.error.isEmpty() || !ic.error.isEmpty()) {
                out << "error: " << raw.error << ' ' << ic.error << '\n';
                status = 1;
                continue;
            }
            out << QString::asprintf(
                "%7d | %-8s | %11.0f | %11.0f | %8.2f | %6.0f / %-6.0f | %6.0f / %-6.0f\n", clients,
                paced ? "paced" : "burst", raw.deliveredPerSecond, ic.deliveredPerSecond,
                ic.deliveredPerSecond / raw.deliveredPerSecond, raw.p50Us, raw.p99Us, ic.p50Us,
                ic.p99Us);
            out.flush();
        }
    }
    return status;
}
