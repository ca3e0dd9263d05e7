// bench-arena-proxy: the same Agent Arena tick sent straight to the (simulated) agent runtime
// and through the tick inspector (ArenaProxy), N times each, one after the other on a kept-alive
// connection as Godot's IPCClient sends them: p50/p99 of both, and what the proxy adds. Three
// threads, as three processes would be: the proxy (main, as in the panel), the simulation, the
// runtime. A third path sends the same ticks straight to the runtime through Qt's
// QNetworkAccessManager instead of the arena's own client (ArenaHttpClient): what the proxy's
// client side would cost with it. The paths alternate in blocks so all see the same load. Not
// a test: nothing here passes or fails on speed (docs/performance.md).

#include "connectors/arena/ArenaHttpClient.h"
#include "connectors/arena/ArenaProxy.h"
#include "connectors/arena/ArenaSamples.h"
#include "connectors/arena/peer/SimulatedRuntime.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTextStream>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

/// Runs `make` in `thread` and waits for it.
template <typename Make> void inThread(QObject *context, Make make)
{
    QMetaObject::invokeMethod(context, make, Qt::BlockingQueuedConnection);
}

/// Sends `count` ticks one after the other with `client`, each when the one before has been
/// answered and no sooner than `gap` after the one before was sent; microseconds per answer.
std::vector<double> sendTicks(icconnectors::arena::ArenaHttpClient &client, const QByteArray &body,
                              int count, std::chrono::microseconds gap, int *failures)
{
    std::vector<double> us;
    us.reserve(size_t(count));
    icconnectors::arena::HttpRequest request;
    request.method = "POST";
    request.target = "/tick";
    request.contentType = "application/json";
    request.body = body;
    QEventLoop loop;
    Clock::time_point start;
    std::function<void()> next = [&] {
        if (int(us.size()) == count)
            return loop.quit();
        start = Clock::now();
        client.send(request, [&](const ic::Result<icconnectors::arena::HttpResponse> &r) {
            us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
            if (!r || r->status != 200)
                ++*failures;
            const auto wait =
                std::chrono::duration_cast<std::chrono::milliseconds>(start + gap - Clock::now());
            if (wait.count() > 0)
                QTimer::singleShot(wait, Qt::PreciseTimer, &loop, next);
            else
                next();
        });
    };
    QMetaObject::invokeMethod(&loop, next, Qt::QueuedConnection);
    loop.exec();
    return us;
}

/// sendTicks with QNetworkAccessManager (kept-alive HTTP/1.1 connections, as it keeps them).
std::vector<double> sendTicksQnam(QNetworkAccessManager &nam, quint16 port, const QByteArray &body,
                                  int count, std::chrono::microseconds gap, int *failures)
{
    std::vector<double> us;
    us.reserve(size_t(count));
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/tick").arg(port)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    QEventLoop loop;
    Clock::time_point start;
    std::function<void()> next = [&] {
        if (int(us.size()) == count)
            return loop.quit();
        start = Clock::now();
        QNetworkReply *reply = nam.post(request, body);
        QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply] {
            (void)reply->readAll();
            us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
            if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
                ++*failures;
            reply->deleteLater();
            const auto wait =
                std::chrono::duration_cast<std::chrono::milliseconds>(start + gap - Clock::now());
            if (wait.count() > 0)
                QTimer::singleShot(wait, Qt::PreciseTimer, &loop, next);
            else
                next();
        });
    };
    QMetaObject::invokeMethod(&loop, next, Qt::QueuedConnection);
    loop.exec();
    return us;
}

/// CPU time of the calling thread, in microseconds.
double threadCpuUs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

double quantile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    const auto rank = size_t(std::max(1.0, std::ceil(q * double(values.size())))) - 1;
    std::nth_element(values.begin(), values.begin() + qsizetype(rank), values.end());
    return values[rank];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures Agent Arena ticks straight to the simulated runtime against the same ticks "
        "through the tick inspector (ArenaProxy)."));
    parser.addHelpOption();
    const QCommandLineOption ticksOpt(QStringLiteral("ticks"), QStringLiteral("Ticks per path."),
                                      QStringLiteral("n"), QStringLiteral("10000"));
    const QCommandLineOption agentsOpt(QStringLiteral("agents"), QStringLiteral("Agents per tick."),
                                       QStringLiteral("n"), QStringLiteral("3"));
    const QCommandLineOption blockOpt(QStringLiteral("block"),
                                      QStringLiteral("Ticks per block; the paths alternate."),
                                      QStringLiteral("n"), QStringLiteral("500"));
    const QCommandLineOption rateOpt(QStringLiteral("rate"),
                                     QStringLiteral("Ticks per second (0: each as soon as the one "
                                                    "before is answered)."),
                                     QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption keepOpt(
        QStringLiteral("keep"), QStringLiteral("Ticks the proxy's record keeps (its default)."),
        QStringLiteral("n"), QStringLiteral("10000"));
    parser.addOptions({ticksOpt, agentsOpt, blockOpt, rateOpt, keepOpt});
    parser.process(app);
    const int ticks = std::max(1, parser.value(ticksOpt).toInt());
    const int block = std::max(1, parser.value(blockOpt).toInt());
    const int rate = std::max(0, parser.value(rateOpt).toInt());
    const int keep = std::max(1, parser.value(keepOpt).toInt());
    const std::chrono::microseconds gap(rate > 0 ? 1'000'000 / rate : 0);
    const QByteArray body = QJsonDocument(icconnectors::arena::ArenaSamples::perception(
                                              1, std::max(1, parser.value(agentsOpt).toInt()),
                                              QStringLiteral("foraging")))
                                .toJson(QJsonDocument::Compact);

    // The proxy on the main thread, as in the panel; the simulation and the runtime on
    // threads of their own, as the processes they stand for.
    QThread runtimeThread;
    QThread simThread;
    QObject runtimeContext;
    QObject simContext;
    runtimeContext.moveToThread(&runtimeThread);
    simContext.moveToThread(&simThread);
    runtimeThread.start();
    simThread.start();
    icconnectors::arena::SimulatedRuntime *runtime = nullptr;
    inThread(&runtimeContext, [&] {
        runtime = new icconnectors::arena::SimulatedRuntime;
        (void)runtime->listen(0);
    });
    icconnectors::arena::ArenaProxy::Options options;
    options.runtimePort = runtime->port();
    options.keepTicks = keep;
    icconnectors::arena::ArenaProxy proxy(options);
    (void)proxy.listen();

    int failures = 0;
    double proxyCpu = 0;
    double runtimeCpu = 0;
    std::vector<double> directUs;
    std::vector<double> proxyUs;
    std::vector<double> qnamUs;
    QMetaObject::invokeMethod(&simContext, [&] {
        icconnectors::arena::ArenaHttpClient direct(QStringLiteral("127.0.0.1"), runtime->port());
        icconnectors::arena::ArenaHttpClient proxied(QStringLiteral("127.0.0.1"), proxy.port());
        QNetworkAccessManager nam;
        sendTicks(direct, body, 200, gap, &failures); // warm-up: connections, allocations
        sendTicks(proxied, body, 200, gap, &failures);
        sendTicksQnam(nam, runtime->port(), body, 200, gap, &failures);
        inThread(&app, [&] {
            proxy.clearRecord();
            proxyCpu = -threadCpuUs();
        });
        inThread(&runtimeContext, [&] { runtimeCpu = -threadCpuUs(); });
        for (int done = 0; done < ticks; done += block) {
            const int n = std::min(block, ticks - done);
            for (double v : sendTicks(direct, body, n, gap, &failures))
                directUs.push_back(v);
            for (double v : sendTicks(proxied, body, n, gap, &failures))
                proxyUs.push_back(v);
            inThread(&runtimeContext, [&] { runtimeCpu += threadCpuUs(); });
            for (double v : sendTicksQnam(nam, runtime->port(), body, n, gap, &failures))
                qnamUs.push_back(v);
            inThread(&runtimeContext, [&] { runtimeCpu -= threadCpuUs(); }); // not counted
        }
        inThread(&runtimeContext, [&] { runtimeCpu += threadCpuUs(); });
        inThread(&app, [&] { proxyCpu += threadCpuUs(); });
        QMetaObject::invokeMethod(
            &app, [] { QCoreApplication::quit(); }, Qt::QueuedConnection);
    });
    QCoreApplication::exec();
    const icconnectors::arena::TickBook &book = proxy.book();
    const double ownP50 = double(book.roundTripQuantileNs(0.5)) / 1000;
    const double ownP99 = double(book.roundTripQuantileNs(0.99)) / 1000;
    const double runtimeP50 = double(book.runtimeQuantileNs(0.5)) / 1000;
    const double runtimeP99 = double(book.runtimeQuantileNs(0.99)) / 1000;
    const quint64 findings = book.perceptionViolations() + book.actionViolations();
    inThread(&runtimeContext, [&] { delete runtime; });
    simThread.quit();
    runtimeThread.quit();
    simThread.wait();
    runtimeThread.wait();

    QTextStream out(stdout);
    out << "Agent Arena ticks: straight to the runtime vs through the tick inspector, " << ticks
        << " ticks each, " << body.size() << "-byte perception, 127.0.0.1, one at a time, "
        << (rate > 0 ? QString::number(rate) + QStringLiteral(" per second")
                     : QStringLiteral("back to back"))
        << '\n';
    out << "path | p50 us | p90 us | p99 us | max us\n";
    for (const auto &[name, us] :
         {std::pair{"direct", &directUs}, std::pair{"proxy", &proxyUs}, std::pair{"qnam", &qnamUs}})
        out << QString::asprintf("%-6s | %6.0f | %6.0f | %6.0f | %6.0f\n", name, quantile(*us, 0.5),
                                 quantile(*us, 0.9), quantile(*us, 0.99),
                                 *std::max_element(us->begin(), us->end()));
    out << QString::asprintf("added (proxy - direct) | p50 %.0f us | p99 %.0f us\n",
                             quantile(proxyUs, 0.5) - quantile(directUs, 0.5),
                             quantile(proxyUs, 0.99) - quantile(directUs, 0.99));
    out << QString::asprintf("QNetworkAccessManager instead of ArenaHttpClient, straight to the "
                             "runtime | p50 %+.0f us | p99 %+.0f us\n",
                             quantile(qnamUs, 0.5) - quantile(directUs, 0.5),
                             quantile(qnamUs, 0.99) - quantile(directUs, 0.99));
    out << QString::asprintf("the proxy's own record: round trip p50 %.0f / p99 %.0f us, the "
                             "runtime's share p50 %.0f / p99 %.0f us, %llu schema findings\n",
                             ownP50, ownP99, runtimeP50, runtimeP99,
                             static_cast<unsigned long long>(findings));
    out << QString::asprintf("CPU per tick: proxy thread %.1f us (forwarding, checks, record), "
                             "runtime thread %.1f us (both paths' ticks)\n",
                             proxyCpu / double(proxyUs.size()),
                             runtimeCpu / double(proxyUs.size() + directUs.size()));
    out << "failures: " << failures << '\n';
    return failures == 0 ? 0 : 1;
}
