// bench-unsent: the memory hostile local peers make the process hold, with the process's budget
// for unsent bytes (ic::UnsentBudget) at its default, 64 MiB, and effectively off (1 TiB). Two
// cases, one run, all in this process:
//   pipeliners - raw clients pipeline POST / (ic/match.info, no token: observer; --hello:
//                GET /hello) at a simulated game on the main thread for --seconds, never reading;
//   overlay    - raw clients each ask a ToolHost (its gateway on its own thread) --gets times,
//                pipelined, for a large overlay file, and never read it.
// Clients are plain POSIX sockets (4 KiB buffers) on threads of their own that never recv. Per
// case and budget: VmRSS growth from before the clients to its peak and the budget's peak total
// (sampled every 100 ms), the peers the budget closed, the clients cut off (by the budget or the
// 16 MiB per-socket cap) and whether a fresh client is then answered. Not a test: nothing passes
// or fails on these figures (docs/performance.md).

#include "common/UnsentBudget.h"
#include "host/ToolHost.h"
#include "mock/MockGame.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <functional>
#include <malloc.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
constexpr qint64 kBudgetOff = qint64(1) << 40; // 1 TiB: never reached
constexpr double kMib = 1024.0 * 1024.0;

struct Outcome
{
    double rssMib = 0;    // peak VmRSS growth
    double unsentMib = 0; // peak UnsentBudget::total()
    qint64 budgetClosed = 0;
    int clientsCut = 0;
    QByteArray fresh = "-"; // the fresh client's status code, or "no"
};

qint64 rssBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray all = status.readAll();
    const qsizetype at = all.indexOf("VmRSS:");
    return at < 0 ? 0 : all.mid(at + 6, 20).trimmed().split(' ').value(0).toLongLong() * 1024;
}

/// The largest VmRSS and budget total seen, every 100 ms on a thread of its own, until stop().
struct Sampler
{
    std::atomic<bool> stopping = false;
    std::atomic<qint64> rss = 0, unsent = 0;
    std::thread thread{[this] {
        for (; !stopping; std::this_thread::sleep_for(std::chrono::milliseconds(100))) {
            rss = std::max(rss.load(), rssBytes());
            unsent = std::max(unsent.load(), ic::UnsentBudget::instance().total());
        }
    }};
    void stop()
    {
        stopping = true;
        thread.join();
    }
};

/// A socket connected to 127.0.0.1:port, its buffers small (set before connecting, so is the
/// window), or -1.
int connectTo(quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    const int size = 4096;
    ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof size);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0)
        return fd;
    ::close(fd);
    return -1;
}

/// One hostile client: sends `bytes` (again and again if `repeat`), never reading, until the
/// deadline or an error.
void pipeline(int fd, const QByteArray &bytes, bool repeat, Clock::time_point deadline)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    qsizetype sent = 0;
    for (pollfd p{fd, POLLOUT, 0}; Clock::now() < deadline;) {
        if (sent == bytes.size()) { // all sent, once
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
        }
        const ssize_t n =
            ::send(fd, bytes.constData() + sent, size_t(bytes.size() - sent), MSG_NOSIGNAL);
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
            return; // cut off
        if (n < 0)
            ::poll(&p, 1, 50);
        sent += qMax<ssize_t>(n, 0);
        if (repeat && sent == bytes.size())
            sent = 0;
    }
}

/// A fresh client's request: the answer's status code, or "no" without one within 5 s.
QByteArray ask(quint16 port, const QByteArray &request)
{
    const int fd = connectTo(port);
    const timeval timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    QByteArray head;
    if (fd >= 0 && ::send(fd, request.constData(), size_t(request.size()), 0) == request.size()) {
        char buffer[256];
        for (ssize_t n = 1; n > 0 && !head.contains("\r\n") && head.size() < 4096;) {
            n = ::recv(fd, buffer, sizeof buffer, 0);
            head.append(buffer, qMax<ssize_t>(n, 0));
        }
    }
    ::close(fd);
    return head.startsWith("HTTP/1.1 ") ? head.mid(9, 3) : QByteArray("no");
}

/// Runs the event loop (the game answers on this thread) until `done`, or for `ms`.
void runUntil(const std::atomic<bool> &done, int ms = -1)
{
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done)
            loop.quit();
    });
    poll.start(20);
    if (ms >= 0)
        QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

/// `clients` hostile clients against the server on `port` for `seconds`, then `probe` from a
/// fresh one; the budget as set.
Outcome measure(quint16 port, const QByteArray &load, bool repeat, const QByteArray &probe,
                int clients, int seconds)
{
    ::malloc_trim(0); // what the last run freed goes back, so its pages hide no growth
    const qint64 before = rssBytes();
    const qint64 closedBefore = ic::UnsentBudget::instance().closedPeers();
    Sampler sampler;
    const auto deadline = Clock::now() + std::chrono::seconds(seconds);
    std::vector<int> fds;
    std::vector<std::thread> threads;
    for (int i = 0; i < clients; ++i) {
        if (const int fd = connectTo(port); fd >= 0) {
            fds.push_back(fd);
            threads.emplace_back(pipeline, fd, std::cref(load), repeat, deadline);
        }
    }
    std::atomic<bool> done = false;
    Outcome o;
    std::thread prober([&] {
        std::this_thread::sleep_until(deadline);
        o.fresh = ask(port, probe);
        done = true;
    });
    runUntil(done);
    prober.join();
    for (std::thread &t : threads)
        t.join();
    sampler.stop();
    // A closed connection answers a CRLF with a reset (its FIN waits behind what the client
    // never read); an open one takes it as the space between two requests.
    for (const int fd : fds)
        ::send(fd, "\r\n", 2, MSG_NOSIGNAL | MSG_DONTWAIT);
    runUntil(false, 300);
    o.rssMib = double(sampler.rss - before) / kMib;
    o.unsentMib = double(sampler.unsent) / kMib;
    o.budgetClosed = ic::UnsentBudget::instance().closedPeers() - closedBefore;
    for (const int fd : fds) {
        pollfd p{fd, POLLRDHUP, 0};
        o.clientsCut += ::poll(&p, 1, 0) > 0; // reset or hung up
        ::close(fd);
    }
    runUntil(false, 1000); // the servers let go of the closed connections
    return o;
}

/// Runs `run` with the budget at its default, then off.
std::pair<Outcome, Outcome> bothWays(const std::function<Outcome()> &run)
{
    ic::UnsentBudget::instance().setLimit(ic::UnsentBudget::kDefaultLimit);
    const Outcome on = run();
    ic::UnsentBudget::instance().setLimit(kBudgetOff);
    const Outcome off = run();
    ic::UnsentBudget::instance().setLimit(ic::UnsentBudget::kDefaultLimit);
    return {on, off};
}

std::pair<Outcome, Outcome> pipeliners(int clients, int seconds, bool hello)
{
    icmock::MockOptions options;
    options.port = 0;
    options.password = QString(); // no password: a request without a token is an observer
    icmock::MockGame game(options);
    if (!game.start()) {
        qWarning("bench-unsent: the game did not start");
        return {};
    }
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"ic/match.info"})";
    const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(game.port()) + "\r\n";
    const QByteArray request =
        hello ? "GET /hello HTTP/1.1\r\n" + host + "\r\n"
              : "POST / HTTP/1.1\r\n" + host + "Content-Type: application/json\r\n" +
                    "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    return bothWays([&] {
        return measure(game.port(), request.repeated(64), true, request, clients, seconds);
    });
}

/// Installs the tool "big": overlay/index.html and overlay/big.bin of `mib` MiB.
bool installBigTool(ictools::ToolRegistry &tools, const QString &folder, int mib)
{
    const QString source = folder + QStringLiteral("/src/");
    QDir().mkpath(source + QStringLiteral("overlay"));
    const auto write = [&](const char *name, const QByteArray &bytes, qint64 size) {
        QFile file(source + QLatin1String(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() &&
               file.resize(qMax(size, bytes.size()));
    };
    if (!write("tool.yaml",
               "id: big\nname: \"Big\"\nversion: \"1.0.0\"\nauthor: \"Bench\"\ndescription: "
               "\"A large file\"\ntier: \"observer\"\ntransport: \"websocket\"\nentry_point: "
               "\"overlay/index.html\"\nicrp: \">=1.0\"\n",
               0) ||
        !write("overlay/index.html", "<p>big", 0) ||
        !write("overlay/big.bin", {}, qint64(mib) * 1024 * 1024)) // zeros
        return false;
    const QString package = folder + QStringLiteral("/big.icpkg");
    return ictools::PackageWriter::write(source, package).ok() && bool(tools.install(package));
}

std::pair<Outcome, Outcome> overlay(int clients, int seconds, int mib, int gets)
{
    QTemporaryDir dir;
    ictools::ToolRegistry tools(dir.filePath(QStringLiteral("tools")));
    if (!tools.open() || !installBigTool(tools, dir.path(), mib)) {
        qWarning("bench-unsent: could not install the tool");
        return {};
    }
    ichost::ToolHost::Options options;
    options.port = 0;
    ichost::ToolHost host(&tools, options);
    if (!host.start()) {
        qWarning("bench-unsent: the host did not start");
        return {};
    }
    const auto get = [&](const char *path, const char *connection) {
        return "GET " + QByteArray(path) +
               " HTTP/1.1\r\nHost: big.localhost:" + QByteArray::number(host.port()) +
               "\r\nConnection: " + connection + "\r\n\r\n";
    };
    const QByteArray load = get("/overlay/big.bin", "keep-alive").repeated(gets);
    const QByteArray probe = get("/overlay/index.html", "close");
    return bothWays([&] { return measure(host.port(), load, false, probe, clients, seconds); });
}

void printRows(QTextStream &out, const char *name, const std::pair<Outcome, Outcome> &r)
{
    for (const Outcome *o : {&r.first, &r.second}) {
        out << QString::asprintf("%-10s | %-6s | %10.1f | %11.1f | %13lld | %11d | %s\n", name,
                                 o == &r.first ? "64 MiB" : "off", o->rssMib, o->unsentMib,
                                 o->budgetClosed, o->clientsCut, o->fresh.constData());
    }
    out << QString::asprintf("%-10s   peak RSS growth, budget off / on: %.2f\n", name,
                             r.first.rssMib > 0 ? r.second.rssMib / r.first.rssMib : 0.0);
}

QCommandLineOption valueOption(const char *name, const char *help, const char *value)
{
    return {QString::fromLatin1(name), QString::fromLatin1(help), QStringLiteral("n"),
            QString::fromLatin1(value)};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The memory hostile local peers that never read make the process hold, with the budget "
        "for unsent bytes (ic::UnsentBudget) at its default (64 MiB) and off (1 TiB)."));
    parser.addHelpOption();
    const auto clients = valueOption("clients", "Pipeliners at the game.", "32");
    const auto overlayClients = valueOption("overlay-clients", "Overlay file clients.", "24");
    const auto seconds = valueOption("seconds", "How long the clients send, each run.", "10");
    const auto fileMib = valueOption("file-mib", "The overlay file's MiB (at most 64).", "60");
    // 2: 24 clients' files are at most 2880 MiB if nothing closes them (a cap of ~4 GB).
    const auto gets = valueOption("gets", "GETs of the file each client pipelines.", "2");
    const QCommandLineOption hello(QStringLiteral("hello"),
                                   QStringLiteral("Pipeline GET /hello instead of POST /."));
    parser.addOptions({clients, overlayClients, seconds, fileMib, gets, hello});
    parser.process(app);
    const auto value = [&](const QCommandLineOption &o) { return parser.value(o).toInt(); };
    QTextStream out(stdout);

    const auto posts = pipeliners(value(clients), value(seconds), parser.isSet(hello));
    const auto files = overlay(value(overlayClients), value(seconds), value(fileMib), value(gets));
    out << "Peers that never read, " << value(seconds) << " s a run: " << value(clients)
        << (parser.isSet(hello) ? " pipelining GET /hello" : " pipelining POST /")
        << " at the game; " << value(overlayClients) << " asking the overlay "
        << "host " << value(gets) << " times for a " << value(fileMib) << " MiB file (at most "
        << value(overlayClients) * value(gets) * value(fileMib) << " MiB)\n";
    out << "case       | budget | RSS +MiB   | unsent MiB  | budget closed | clients cut | fresh "
           "client\n";
    printRows(out, "pipeliners", posts);
    printRows(out, "overlay", files);
    return 0;
}
