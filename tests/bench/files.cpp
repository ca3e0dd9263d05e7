// bench-files: the overlay host serving a tool's files against nginx serving the same files
// (Debian's nginx, one process, no cache of open files, access log off) or, when nginx is not
// installed, against a minimal file server on a raw QTcpServer in this process that opens and
// reads the file on every request. The overlay host is a ToolHost (its gateway on its own
// "ic-host" thread), the tool installed from a package like any other.
//
// Load: --clients POSIX keep-alive clients on threads of their own, each asking for the tool's
// four files in turn (4 KiB page, 40 KiB script, 2 KiB style, 100 KiB image) for --seconds
// after a warm-up. Per server: requests/s, server CPU per request (the ic-host thread's, or the
// nginx process's, from /proc), p50 and p99 latency; then the ratios. --strace: also counts
// the system calls of the serving thread / process per request (strace -c -p) over --requests.
// Not a test: nothing passes or fails on these figures (docs/performance.md).

#include "host/ToolHost.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <functional>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
const QStringList kFiles = {QStringLiteral("overlay/index.html"), QStringLiteral("overlay/app.js"),
                            QStringLiteral("overlay/style.css"),
                            QStringLiteral("overlay/logo.png")};
const QList<int> kSizes = {4 * 1024, 40 * 1024, 2 * 1024, 100 * 1024};

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

/// CPU ticks (user + system) of /proc/<path>/stat.
qint64 cpuTicks(const QString &statPath)
{
    QFile stat(statPath);
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 12 ? fields.at(11).toLongLong() + fields.at(12).toLongLong() : 0;
}

/// /proc/self/task/<tid> of the thread named `name`.
QString taskOf(const QString &name)
{
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == name.toUtf8())
            return tasks.filePath(tid);
    }
    return {};
}

/// One keep-alive connection asking for the files in turn; false when the server failed it.
class Client
{
public:
    Client(quint16 port, QByteArray host) : m_host(std::move(host))
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        const int one = 1;
        ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        m_ok = ::connect(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    }
    ~Client() { ::close(m_fd); }

    bool get(const QString &file)
    {
        const QByteArray request = "GET /" + file.toUtf8() + " HTTP/1.1\r\nHost: " + m_host +
                                   "\r\nUser-Agent: bench-files\r\n\r\n";
        if (!m_ok || ::send(m_fd, request.constData(), size_t(request.size()), 0) < 0)
            return false;
        m_buffer.clear();
        qsizetype headEnd = -1;
        qint64 length = -1;
        char chunk[65536];
        while (headEnd < 0 || m_buffer.size() < headEnd + 4 + length) {
            const ssize_t got = ::recv(m_fd, chunk, sizeof chunk, 0);
            if (got <= 0)
                return m_ok = false;
            m_buffer.append(chunk, got);
            if (headEnd < 0 && (headEnd = m_buffer.indexOf("\r\n\r\n")) >= 0)
                length = contentLength(m_buffer.left(headEnd));
            if (headEnd >= 0 && length < 0)
                return m_ok = false;
        }
        return m_buffer.startsWith("HTTP/1.1 200");
    }

private:
    static qint64 contentLength(const QByteArray &head)
    {
        for (const QByteArray &line : head.split('\n')) {
            if (line.toLower().startsWith("content-length:"))
                return line.mid(15).trimmed().toLongLong();
        }
        return -1;
    }

    int m_fd = -1;
    bool m_ok = false;
    QByteArray m_host;
    QByteArray m_buffer;
};

struct Figures
{
    double perSecond = 0;
    double cpuMicros = 0; // server CPU per request
    double p50 = 0;
    double p99 = 0; // microseconds
    qint64 failures = 0;
};

/// `clients` threads asking for `seconds` (or `requests` each when > 0); `serverTicks` reads
/// the server's CPU.
Figures load(quint16 port, const QByteArray &host, int clients, double seconds, qint64 requests,
             const std::function<qint64()> &serverTicks)
{
    std::atomic<bool> stop{false};
    std::atomic<qint64> failures{0};
    std::vector<std::vector<double>> latencies(static_cast<size_t>(clients));
    std::vector<std::thread> threads;
    const auto warm = [&] {
        Client client(port, host);
        for (int i = 0; i < 200; ++i)
            client.get(kFiles.at(i % kFiles.size()));
    };
    warm();
    const qint64 ticksBefore = serverTicks();
    const Clock::time_point start = Clock::now();
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            Client client(port, host);
            for (qint64 i = 0; !stop && (requests <= 0 || i < requests); ++i) {
                const Clock::time_point asked = Clock::now();
                if (!client.get(kFiles.at((i + c) % kFiles.size()))) {
                    ++failures;
                    return;
                }
                latencies[size_t(c)].push_back(
                    std::chrono::duration<double, std::micro>(Clock::now() - asked).count());
            }
        });
    }
    if (requests <= 0) {
        std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
        stop = true;
    }
    for (std::thread &thread : threads)
        thread.join();
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    const qint64 ticks = serverTicks() - ticksBefore;
    std::vector<double> all;
    for (const auto &some : latencies)
        all.insert(all.end(), some.begin(), some.end());
    std::sort(all.begin(), all.end());
    Figures figures;
    figures.failures = failures;
    if (all.empty())
        return figures;
    figures.perSecond = double(all.size()) / elapsed;
    figures.cpuMicros = double(ticks) * 1e6 / double(sysconf(_SC_CLK_TCK)) / double(all.size());
    figures.p50 = all.at(all.size() / 2);
    figures.p99 = all.at(std::min(all.size() - 1, all.size() * 99 / 100));
    return figures;
}

void print(const QString &name, const Figures &f)
{
    out() << QStringLiteral("%1  %2 req/s  %3 us CPU/req  p50 %4 us  p99 %5 us%6\n")
                 .arg(name, -12)
                 .arg(f.perSecond, 8, 'f', 0)
                 .arg(f.cpuMicros, 6, 'f', 1)
                 .arg(f.p50, 6, 'f', 0)
                 .arg(f.p99, 6, 'f', 0)
                 .arg(f.failures ? QStringLiteral("  (%1 clients failed)").arg(f.failures)
                                 : QString());
    out().flush();
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

/// nginx, one process, over `root` on a free port; nullptr when nginx is not installed.
std::unique_ptr<QProcess> startNginx(const QString &root, const QTemporaryDir &dir, quint16 *port)
{
    const QString nginx =
        QStandardPaths::findExecutable(QStringLiteral("nginx"), {QStringLiteral("/usr/sbin")});
    if (nginx.isEmpty())
        return nullptr;
    *port = freePort();
    const QString t = dir.filePath(QStringLiteral("nginx"));
    QDir().mkpath(t);
    const QString conf =
        QStringLiteral(
            "daemon off; master_process off; worker_processes 1; error_log stderr; pid %1/pid;\n"
            "events { worker_connections 256; }\n"
            "http { access_log off; keepalive_requests 100000000; client_body_temp_path %1/b; "
            "proxy_temp_path %1/p;\n"
            "  fastcgi_temp_path %1/f; uwsgi_temp_path %1/u; scgi_temp_path %1/s;\n"
            "  types { text/html html; text/javascript js; text/css css; image/png png; }\n"
            "  server { listen 127.0.0.1:%2; root %3; } }\n")
            .arg(t)
            .arg(*port)
            .arg(root);
    writeFile(t + QStringLiteral("/nginx.conf"), conf.toUtf8());
    auto process = std::make_unique<QProcess>();
    process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process->start(
        nginx, {QStringLiteral("-p"), t, QStringLiteral("-c"), t + QStringLiteral("/nginx.conf")});
    if (!process->waitForStarted())
        return nullptr;
    for (int i = 0; i < 100; ++i) { // until it listens
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, *port);
        if (probe.waitForConnected(100))
            return process;
        QThread::msleep(20);
    }
    return nullptr;
}

/// strace -c attached to `pid` (a process or one thread) while `work` runs; the calls counted.
qint64 countCalls(qint64 pid, const QString &report, const std::function<void()> &work)
{
    QProcess strace;
    strace.setProcessChannelMode(QProcess::MergedChannels);
    strace.start(QStringLiteral("strace"), {QStringLiteral("-c"), QStringLiteral("-o"), report,
                                            QStringLiteral("-p"), QString::number(pid)});
    if (!strace.waitForReadyRead(5000)) // "Process N attached"
        return -1;
    work();
    strace.terminate();
    strace.waitForFinished();
    QFile file(report);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = file.readAll();
    out() << text;
    for (const QByteArray &line : text.split('\n')) {
        if (line.trimmed().endsWith("total"))
            return line.simplified().split(' ').value(3).toLongLong();
    }
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption clientsOption(QStringLiteral("clients"),
                                           QStringLiteral("Keep-alive clients."),
                                           QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"),
                                           QStringLiteral("Seconds of load per server."),
                                           QStringLiteral("s"), QStringLiteral("4"));
    const QCommandLineOption straceOption(QStringLiteral("strace"),
                                          QStringLiteral("Also count system calls per request."));
    const QCommandLineOption requestsOption(
        QStringLiteral("requests"), QStringLiteral("Requests per client while counting calls."),
        QStringLiteral("n"), QStringLiteral("2000"));
    parser.addOptions({clientsOption, secondsOption, straceOption, requestsOption});
    parser.process(app);
    const int clients = parser.value(clientsOption).toInt();
    const double seconds = parser.value(secondsOption).toDouble();

    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("src"));
    writeFile(source + QStringLiteral("/tool.yaml"),
              "id: bench-files\nname: \"Bench\"\nversion: \"1.0.0\"\nauthor: \"Bench\"\n"
              "description: \"Files\"\ntier: \"observer\"\ntransport: \"websocket\"\n"
              "entry_point: \"overlay/index.html\"\nicrp: \">=1.0\"\n");
    for (qsizetype i = 0; i < kFiles.size(); ++i) {
        QByteArray bytes(kSizes.at(i), Qt::Uninitialized);
        for (qsizetype b = 0; b < bytes.size(); ++b)
            bytes[b] = char('a' + (b * 7 + i) % 26);
        writeFile(source + QLatin1Char('/') + kFiles.at(i), bytes);
    }
    ictools::ToolRegistry tools(dir.filePath(QStringLiteral("tools")));
    if (!tools.open() ||
        !ictools::PackageWriter::write(source, source + QStringLiteral(".icpkg")) ||
        !tools.install(source + QStringLiteral(".icpkg"))) {
        qCritical("could not install the bench tool");
        return 1;
    }
    ichost::ToolHost::Options options;
    options.port = 0;
    ichost::ToolHost host(&tools, options);
    if (const auto started = host.start(); !started) {
        qCritical("%s", qPrintable(started.error().message));
        return 1;
    }
    const QString hostTask = taskOf(QStringLiteral("ic-host"));
    const QByteArray toolHost = "bench-files.localhost:" + QByteArray::number(host.port());
    quint16 nginxPort = 0;
    const std::unique_ptr<QProcess> nginx =
        startNginx(tools.toolFolder(QStringLiteral("bench-files")), dir, &nginxPort);
    if (!nginx) {
        qCritical("nginx is not installed (apt-get install nginx-light): nothing to compare to");
        return 1;
    }
    const QString nginxStat = QStringLiteral("/proc/%1/stat").arg(nginx->processId());
    out() << QStringLiteral("%1 keep-alive clients, %2 s each, files of 4, 40, 2 and 100 KiB\n")
                 .arg(clients)
                 .arg(seconds);
    const Figures panel = load(host.port(), toolHost, clients, seconds, 0,
                               [&] { return cpuTicks(hostTask + QStringLiteral("/stat")); });
    const Figures reference =
        load(nginxPort, "127.0.0.1", clients, seconds, 0, [&] { return cpuTicks(nginxStat); });
    print(QStringLiteral("overlay host"), panel);
    print(QStringLiteral("nginx"), reference);
    out() << QStringLiteral("ratio: %1x the requests/s, %2x the CPU per request, p99 %3x\n")
                 .arg(panel.perSecond / reference.perSecond, 0, 'f', 2)
                 .arg(panel.cpuMicros / reference.cpuMicros, 0, 'f', 2)
                 .arg(panel.p99 / reference.p99, 0, 'f', 2);
    if (parser.isSet(straceOption)) {
        const qint64 each = parser.value(requestsOption).toLongLong();
        const qint64 total = each * clients;
        const auto run = [&](quint16 port, const QByteArray &name) {
            return [&, port, name] { load(port, name, clients, 0, each, [] { return 0; }); };
        };
        const qint64 hostCalls =
            countCalls(hostTask.section(QLatin1Char('/'), -1).toLongLong(),
                       dir.filePath(QStringLiteral("host.strace")), run(host.port(), toolHost));
        const qint64 nginxCalls =
            countCalls(nginx->processId(), dir.filePath(QStringLiteral("nginx.strace")),
                       run(nginxPort, "127.0.0.1"));
        // The warm-up's 200 requests are counted too.
        out() << QStringLiteral("system calls per request: overlay host %1, nginx %2\n")
                     .arg(double(hostCalls) / double(total + 200), 0, 'f', 1)
                     .arg(double(nginxCalls) / double(total + 200), 0, 'f', 1);
    }
    out().flush();
    nginx->terminate();
    nginx->waitForFinished();
    return 0;
}
