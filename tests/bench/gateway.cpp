// bench-gateway: events through the panel's tool gateway to N tools, beside the same events
// straight from the game's server (ic-remote-mock's IcrpServer) to N clients, in one run:
// throughput (burst) and latency at a steady 1 000 events per second (paced), and what the
// gateway costs — the throughput ratio and the p99 latency it adds. Not a test: nothing here
// passes or fails on speed (docs/performance.md).

#include "fanout/FanoutBench.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <algorithm>

namespace {

/// One row of the table: the direct and the gateway run of the same parameters.
void printRow(QTextStream &out, const FanoutBench::Params &p, int rate, const FanoutResult &direct,
              const FanoutResult &gateway)
{
    // Per core: events the gateway's thread forwards per CPU second, against those the game's
    // server thread sends per CPU second (the ratio of their costs).
    out << QString::asprintf(
        "%5d | %-8s | %-8s | %12.0f | %13.0f | %14.2f | %7.0f / %-7.0f | %8.0f / %-7.0f | "
        "%12.0f | %5.1f, %5.1f | %.2f\n",
        p.clients, p.messagePack ? "msgpack" : "json",
        rate ? qPrintable(QString::number(rate)) : "burst", direct.deliveredPerSecond,
        gateway.deliveredPerSecond, gateway.deliveredPerSecond / direct.deliveredPerSecond,
        direct.p50Us, direct.p99Us, gateway.p50Us, gateway.p99Us, gateway.p99Us - direct.p99Us,
        direct.serverCpuUsPerEvent, gateway.serverCpuUsPerEvent,
        direct.serverCpuUsPerEvent / gateway.serverCpuUsPerEvent);
    out.flush();
}

/// "median (lowest – highest)" of `v`.
QString spread(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return QString::asprintf("%.2f (%.2f – %.2f)", v.at(v.size() / 2), v.first(), v.last());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Measures ICRP events through the panel's tool gateway against the same "
                       "events straight from the game's server."));
    parser.addHelpOption();
    const QCommandLineOption clientsOpt(QStringLiteral("clients"),
                                        QStringLiteral("Comma-separated tool counts."),
                                        QStringLiteral("list"), QStringLiteral("8"));
    const QCommandLineOption eventsOpt(QStringLiteral("events"),
                                       QStringLiteral("Events per burst run."), QStringLiteral("n"),
                                       QStringLiteral("50000"));
    const QCommandLineOption rateOpt(QStringLiteral("rates"),
                                     QStringLiteral("Events per second of the paced runs."),
                                     QStringLiteral("list"), QStringLiteral("1000,10000"));
    const QCommandLineOption repeatOpt(
        QStringLiteral("repeat"),
        QStringLiteral("Burst runs per tool count and encoding, direct and gateway in turn; "
                       "their medians are printed after them (the ratio moves by ±0.1 from one "
                       "run to the next on a 2-core machine)."),
        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption encodingsOpt(QStringLiteral("encodings"),
                                          QStringLiteral("json, msgpack or both (json,msgpack)."),
                                          QStringLiteral("list"), QStringLiteral("json,msgpack"));
    parser.addOptions({clientsOpt, eventsOpt, rateOpt, repeatOpt, encodingsOpt});
    parser.process(app);
    const QStringList encodings = parser.value(encodingsOpt).split(QLatin1Char(','));

    QTextStream out(stdout);
    QList<int> rates{0}; // 0: burst
    for (const QString &r : parser.value(rateOpt).split(QLatin1Char(',')))
        rates << qMax(1, r.toInt());
    out << "ICRP events: straight from the game's server vs through the panel's gateway, "
           "200-byte events, 127.0.0.1\n";
    out << "tools | encoding | events/s | direct msg/s | gateway msg/s | gateway/direct | "
           "direct p50/p99 us | gateway p50/p99 us | p99 added us | cpu us/event direct, gateway "
           "| per core\n";
    out.flush();
    int status = 0;
    const int repeat = qMax(1, parser.value(repeatOpt).toInt());
    QStringList medians;
    for (const QString &c : parser.value(clientsOpt).split(QLatin1Char(','))) {
        for (const int rate : std::as_const(rates)) {
            for (const bool packed : {false, true}) {
                if (!encodings.contains(packed ? QStringLiteral("msgpack")
                                               : QStringLiteral("json")))
                    continue;
                QList<double> throughput, perCore;
                FanoutBench::Params p;
                p.messagePack = packed;
                p.clients = c.toInt();
                p.events = rate ? rate * 5 : parser.value(eventsOpt).toLongLong();
                p.paceUs = rate ? 1'000'000 / rate : 0;
                for (int run = 0; run < (rate ? 1 : repeat); ++run) {
                    p.server = FanoutBench::Server::Icrp;
                    const FanoutResult direct = FanoutBench::run(p);
                    p.server = FanoutBench::Server::Gateway;
                    const FanoutResult gateway = FanoutBench::run(p);
                    if (!direct.error.isEmpty() || !gateway.error.isEmpty()) {
                        out << "error: " << direct.error << ' ' << gateway.error << '\n';
                        status = 1;
                        continue;
                    }
                    printRow(out, p, rate, direct, gateway);
                    throughput << gateway.deliveredPerSecond / direct.deliveredPerSecond;
                    perCore << direct.serverCpuUsPerEvent / gateway.serverCpuUsPerEvent;
                }
                if (throughput.size() > 1)
                    medians << QStringLiteral("%1 | %2 | burst, median of %3 | gateway/direct %4 | "
                                              "per core %5")
                                   .arg(p.clients, 5)
                                   .arg(packed ? QStringLiteral("msgpack ")
                                               : QStringLiteral("json    "))
                                   .arg(throughput.size())
                                   .arg(spread(throughput), spread(perCore));
            }
        }
    }
    for (const QString &line : std::as_const(medians))
        out << line << '\n';
    return status;
}
