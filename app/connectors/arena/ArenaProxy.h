#pragma once
// The Agent Arena tick inspector: an HTTP/1.1 server on 127.0.0.1 that the Godot simulation
// talks to instead of the agent runtime. POST /tick goes to the runtime unchanged over a
// kept-alive connection of its own per simulation connection, and the runtime's answer comes
// back unchanged; both are checked against the seed's schema once the answer has gone back (so
// the checks add no latency) and the tick is recorded (TickBook) with its round trip and the
// runtime's share of it. The proxy only watches and measures: it has no deadline of its own
// unless one is set. When the runtime gives no usable answer (down, not HTTP, past a deadline
// that was set) the simulation gets 502/504 with {"detail"} — or, if asked for, the seed's error
// response {"tick", "error": {"code": "LLM_TIMEOUT" | "PARSING_ERROR", "message"}, "actions": []}.
// GET /health goes on to the runtime like a tick (its answer comes back unchanged); POST /echo is
// answered by the proxy itself (docs/connectors/arena.md says why). Every request's Host must name
// this proxy (127.0.0.1 or localhost, with its port).
//
// Why its sockets are not Qt's HTTP classes (issue 27; the framing is icnet's, ArenaHttp.h):
// - the client side is not QNetworkAccessManager: bench-arena-proxy sends the same ticks
//   straight to the runtime with both, and QNAM took 196 µs at p50 where ArenaHttpClient took
//   62 µs (back to back; 171 against 62 µs at 1 000 ticks/s): +110–134 µs per tick, more than
//   the whole proxy adds today (101–175 µs at p50; docs/performance.md, 2026-11-25);
// - the server side is not QtHttpServer: Debian 12's 6.4 bounds neither a head nor a body nor
//   the time a peer takes (the ICRP server puts IcrpFrontDoor before it for that), does not
//   refuse a bare CR or a control byte in a head, and has no way to answer a request after its
//   handler has returned with the pipelined requests behind it kept in order (what a tick
//   needs: it is answered when the runtime has answered).

#include "connectors/arena/ArenaHttp.h"
#include "connectors/arena/SchemaViolation.h"
#include "connectors/arena/TickBook.h"
#include "connectors/arena/TickRecord.h"
#include "connectors/common/WireEntry.h"

#include "common/Result.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTcpServer>
#include <chrono>
#include <functional>
#include <optional>

namespace icconnectors::arena {

class ArenaHttpClient;
class HttpServerConnection;

class ArenaProxy final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// 0: any free port (tests).
        quint16 listenPort = 0;
        QString runtimeHost = QStringLiteral("127.0.0.1");
        /// The seed's default runtime port.
        quint16 runtimePort = 5000;
        /// Longest wait for the runtime's answer to a tick; 0 (the default): none — the proxy
        /// only measures, a slow answer is delivered whenever it comes (issue 28: the seed's
        /// synchronous LLM backends take 100–1000 ms). Set, a runtime past it is answered for.
        std::chrono::milliseconds runtimeTimeout{0};
        /// How the proxy answers for a runtime that gave no usable answer (down, not HTTP,
        /// past runtimeTimeout): false (the default) as an HTTP gateway does — 502, or 504 after
        /// the deadline, with FastAPI's {"detail": …}; true: the seed's error response
        /// (HTTP 200, LLM_TIMEOUT / PARSING_ERROR), a synthetic game answer. Both carry
        /// X-Arena-Proxy-Error.
        bool seedErrorAnswers = false;
        qint64 maxHeadBytes = 16 * 1024;
        qint64 maxBodyBytes = 1024 * 1024;
        int maxConnections = 32;
        /// A simulation connection that takes longer to send a whole request is dropped, and
        /// one idle longer between requests.
        std::chrono::milliseconds requestTimeout{10'000};
        std::chrono::milliseconds idleTimeout{60'000};
        /// Tick records kept (the oldest go first).
        int keepTicks = 10'000;
    };

    explicit ArenaProxy(Options options, QObject *parent = nullptr);
    ~ArenaProxy() override;

    /// Starts listening on 127.0.0.1:listenPort and asks the runtime's /health once.
    ic::Result<void> listen();
    void close();
    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }
    const Options &options() const { return m_options; }

    const TickBook &book() const { return m_book; }
    void clearRecord();

    /// What the last contact with the runtime said: reachable or not (nullopt: no contact yet).
    std::optional<bool> runtimeReachable() const { return m_runtimeUp; }
    /// The runtime's "backend" from its last /health answer; empty if none.
    QString runtimeBackend() const
    {
        return m_runtimeHealth.value(QStringLiteral("backend")).toString();
    }
    /// Asks the runtime's own GET /health (its answer is checked and kept for the proxy's).
    void probeRuntime(std::function<void(const ic::Result<QJsonObject> &)> done);
    /// Sends `json` to the runtime's POST /echo.
    void echoRuntime(const QByteArray &json,
                     std::function<void(const ic::Result<HttpResponse> &)> done);

Q_SIGNALS:
    void tickRecorded(const icconnectors::arena::TickRecord &record);
    /// Every byte to and from the simulation and the runtime, and the proxy's own notes.
    void wire(const icconnectors::WireEntry &entry);
    void runtimeChanged();

private:
    struct PendingTick;
    void accept();
    void route(HttpServerConnection *connection, const HttpRequest &request);
    QString hostRefusal(const QByteArray &host) const;
    void forwardHealth(HttpServerConnection *connection, const HttpRequest &request);
    /// Checks a /health answer of the runtime and keeps it if it has the seed's shape.
    SchemaViolations keepHealth(const QByteArray &body, QJsonObject *health = nullptr);
    HttpResponse gatewayError(const ic::Error &error, TickRecord::Outcome *outcome) const;
    HttpResponse echo(const HttpRequest &request) const;
    void forwardTick(HttpServerConnection *connection, const HttpRequest &request);
    void finishTick(PendingTick &pending, const ic::Result<HttpResponse> &result);
    void readPerception(PendingTick &pending);
    HttpResponse proxyError(PendingTick &pending, const ic::Error &error);
    void recordAnswer(PendingTick &pending, const HttpResponse &answer);
    ArenaHttpClient *upstreamFor(HttpServerConnection *connection);
    ArenaHttpClient *newClient(const QString &channel);
    void setRuntimeUp(bool up);
    void note(const QString &channel, const QString &text);
    bool logsWire() const;

    Options m_options;
    QTcpServer m_server;
    QElapsedTimer m_uptime;
    TickBook m_book;
    QHash<HttpServerConnection *, ArenaHttpClient *> m_upstream;
    /// Runtime connections of simulation connections that closed before their tick's answer.
    QSet<ArenaHttpClient *> m_orphans;
    int m_connections = 0;
    ArenaHttpClient *m_control = nullptr; // the proxy's own requests (health, echo)
    std::optional<bool> m_runtimeUp;
    QJsonObject m_runtimeHealth;
};

} // namespace icconnectors::arena
