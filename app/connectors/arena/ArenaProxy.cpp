// ArenaProxy: listening, the Host check, routing, and the answers the proxy gives itself
// (/health, /echo, refusals). The tick's way through is in ArenaProxy_Tick.cpp.

#include "connectors/arena/ArenaProxy.h"

#include "connectors/arena/ArenaHttpClient.h"
#include "connectors/arena/ArenaLog.h"
#include "connectors/arena/HttpServerConnection.h"
#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QMetaMethod>
#include <QPointer>
#include <QTcpSocket>

namespace icconnectors::arena {

using icconnectors::Tr;
using icconnectors::WireEntry;

ArenaProxy::ArenaProxy(Options options, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_book(m_options.keepTicks)
{
    m_server.setMaxPendingConnections(m_options.maxConnections);
    connect(&m_server, &QTcpServer::newConnection, this, [this] { accept(); });
    m_uptime.start();
}

ArenaProxy::~ArenaProxy()
{
    close();
}

ic::Result<void> ArenaProxy::listen()
{
    if (m_server.isListening())
        return ic::success();
    if (!m_server.listen(QHostAddress::LocalHost, m_options.listenPort))
        return ic::Error{QStringLiteral("arena.listen"),
                         Tr::tr("Cannot listen on 127.0.0.1:%1: %2. Choose another port.")
                             .arg(m_options.listenPort)
                             .arg(m_server.errorString())};
    m_uptime.restart();
    m_control = newClient(QStringLiteral("runtime"));
    // The proxy's own questions (/health at start, the health and echo commands) are not the
    // simulation's: they have a deadline even when ticks have none.
    if (m_options.runtimeTimeout.count() == 0)
        m_control->setTimeout(std::chrono::seconds(10));
    qCInfo(lcArena).nospace().noquote()
        << "tick inspector on 127.0.0.1:" << port() << " for runtime " << m_options.runtimeHost
        << ':' << m_options.runtimePort;
    probeRuntime({});
    return ic::success();
}

void ArenaProxy::close()
{
    m_server.close();
    // Later, not now: close() may be called from a slot of a signal that one of them is
    // emitting (tickRecorded comes from inside a runtime connection's callback).
    const auto upstream = std::exchange(m_upstream, {});
    for (auto it = upstream.cbegin(); it != upstream.cend(); ++it) {
        it.key()->disconnect(this);
        it.key()->deleteLater(); // and its socket
        if (it.value())
            it.value()->deleteLater();
    }
    for (ArenaHttpClient *client : std::exchange(m_orphans, {}))
        client->deleteLater();
    m_connections = 0;
    if (m_control)
        m_control->deleteLater();
    m_control = nullptr;
}

void ArenaProxy::clearRecord()
{
    m_book.clear();
}

bool ArenaProxy::logsWire() const
{
    return isSignalConnected(QMetaMethod::fromSignal(&ArenaProxy::wire));
}

void ArenaProxy::note(const QString &channel, const QString &text)
{
    if (logsWire())
        Q_EMIT wire(WireEntry{QDateTime::currentDateTimeUtc(), WireEntry::Direction::Note, channel,
                              text.toUtf8()});
}

ArenaHttpClient *ArenaProxy::newClient(const QString &channel)
{
    auto *client = new ArenaHttpClient(m_options.runtimeHost, m_options.runtimePort, this);
    client->setTimeout(m_options.runtimeTimeout);
    client->setMaxBodyBytes(m_options.maxBodyBytes);
    if (logsWire()) {
        connect(client, &ArenaHttpClient::bytesSent, this, [this, channel](const QByteArray &b) {
            Q_EMIT wire(
                WireEntry{QDateTime::currentDateTimeUtc(), WireEntry::Direction::Sent, channel, b});
        });
        connect(client, &ArenaHttpClient::bytesReceived, this,
                [this, channel](const QByteArray &b) {
                    Q_EMIT wire(WireEntry{QDateTime::currentDateTimeUtc(),
                                          WireEntry::Direction::Received, channel, b});
                });
    }
    return client;
}

void ArenaProxy::accept()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        if (m_connections >= m_options.maxConnections) {
            qCInfo(lcArena) << "refusing a connection: all" << m_connections << "are in use";
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++m_connections;
        HttpServerConnection::Limits limits;
        limits.maxHeadBytes = m_options.maxHeadBytes;
        limits.maxBodyBytes = m_options.maxBodyBytes;
        limits.requestTimeout = m_options.requestTimeout;
        limits.idleTimeout = m_options.idleTimeout;
        auto *connection = new HttpServerConnection(socket, limits, this);
        const QString channel = QStringLiteral("simulation:%1").arg(connection->peerPort());
        m_upstream.insert(connection, nullptr);
        connect(connection, &HttpServerConnection::closed, this, [this, connection] {
            if (!m_upstream.contains(connection))
                return;
            --m_connections;
            ArenaHttpClient *client = m_upstream.take(connection);
            if (client && client->pending() > 0)
                m_orphans.insert(client); // its tick is recorded when the runtime answers
            else if (client)
                client->deleteLater(); // and its kept-alive runtime connection (later: this
                                       // may run inside its own callback, answering Connection:
                                       // close)
        });
        connect(connection, &HttpServerConnection::requestArrived, this,
                [this, connection](const HttpRequest &request) { route(connection, request); });
        if (logsWire()) {
            connect(connection, &HttpServerConnection::bytesIn, this,
                    [this, channel](const QByteArray &b) {
                        Q_EMIT wire(WireEntry{QDateTime::currentDateTimeUtc(),
                                              WireEntry::Direction::Received, channel, b});
                    });
            connect(connection, &HttpServerConnection::bytesOut, this,
                    [this, channel](const QByteArray &b) {
                        Q_EMIT wire(WireEntry{QDateTime::currentDateTimeUtc(),
                                              WireEntry::Direction::Sent, channel, b});
                    });
        }
    }
}

ArenaHttpClient *ArenaProxy::upstreamFor(HttpServerConnection *connection)
{
    ArenaHttpClient *&client = m_upstream[connection];
    if (!client)
        client = newClient(QStringLiteral("runtime"));
    return client;
}

QString ArenaProxy::hostRefusal(const QByteArray &host) const
{
    const QString port = QString::number(this->port());
    if (host.isEmpty())
        return Tr::tr("HTTP/1.1 requests need a Host header: send Host: 127.0.0.1:%1.").arg(port);
    const QString name = QString::fromLatin1(host).trimmed().toLower();
    for (const QString &allowed : {QStringLiteral("127.0.0.1"), QStringLiteral("localhost")}) {
        if (name == allowed || name == allowed + QLatin1Char(':') + port)
            return {};
    }
    return Tr::tr("Host \"%1\" is not this proxy: it answers only 127.0.0.1:%2 or "
                  "localhost:%2 (so that no web page can reach it through a name of its own).")
        .arg(name.left(100), port);
}

void ArenaProxy::route(HttpServerConnection *connection, const HttpRequest &request)
{
    QString refusal = hostRefusal(request.host);
    if (refusal.isEmpty() && !request.origin.isEmpty())
        refusal = Tr::tr("A request from the web page %1 was refused: the inspector takes ticks "
                         "from the simulation only (a web page's request carries an Origin, the "
                         "simulation's does not).")
                      .arg(QString::fromLatin1(request.origin.left(100)));
    if (!refusal.isEmpty()) {
        HttpResponse out = HttpResponse::detail(request.host.isEmpty() ? 400 : 403, refusal);
        out.closeAfter = true;
        note(QStringLiteral("simulation"), refusal);
        return connection->answer(out);
    }
    const QByteArray path = request.target.split('?').constFirst();
    struct Endpoint
    {
        const char *path;
        const char *method;
    };
    for (const Endpoint e :
         {Endpoint{"/tick", "POST"}, Endpoint{"/health", "GET"}, Endpoint{"/echo", "POST"}}) {
        if (path != e.path)
            continue;
        if (request.method != e.method) {
            HttpResponse out =
                HttpResponse::detail(405, Tr::tr("%1 takes %2, not %3.")
                                              .arg(QLatin1String(e.path), QLatin1String(e.method),
                                                   QString::fromLatin1(request.method.left(20))));
            out.headers.append(qMakePair(QByteArray("Allow"), QByteArray(e.method)));
            return connection->answer(out);
        }
        if (path == "/tick")
            return forwardTick(connection, request);
        if (path == "/health")
            return forwardHealth(connection, request);
        return connection->answer(echo(request));
    }
    connection->answer(HttpResponse::detail(
        404, Tr::tr("There is no %1 here: the seed's endpoints are POST /tick, GET /health and "
                    "POST /echo.")
                 .arg(QString::fromLatin1(path.left(100)))));
}

void ArenaProxy::forwardHealth(HttpServerConnection *connection, const HttpRequest &request)
{
    // The seed's GET /health is the runtime's: it goes on like a tick (on this connection's
    // runtime connection, so answers stay in order) and its answer comes back unchanged.
    HttpRequest out = request;
    out.closeAfter = false;
    QPointer<HttpServerConnection> to(connection);
    ArenaHttpClient *upstream = upstreamFor(connection);
    upstream->send(out, [this, to, upstream](const ic::Result<HttpResponse> &result) {
        setRuntimeUp(result.ok());
        HttpResponse answer;
        if (result) {
            answer = *result;
            if (answer.status == 200)
                keepHealth(answer.body);
        } else {
            TickRecord::Outcome outcome;
            answer = gatewayError(result.error(), &outcome);
            note(QStringLiteral("runtime"), result.error().message);
        }
        answer.closeAfter = false;
        answer.headers.removeIf([](const auto &h) { return h.first.toLower() == "keep-alive"; });
        if (to)
            to->answer(answer);
        if (m_orphans.remove(upstream))
            upstream->deleteLater();
    });
}

HttpResponse ArenaProxy::echo(const HttpRequest &request) const
{
    // "Any JSON": a value of any kind, so it is parsed as the only item of an array.
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson('[' + request.body + ']', &error);
    if (error.error != QJsonParseError::NoError || document.array().size() != 1)
        return HttpResponse::detail(
            400, Tr::tr("/echo takes one JSON value; this body is not one (%1). Send JSON.")
                     .arg(error.error != QJsonParseError::NoError
                              ? error.errorString()
                              : Tr::tr("%n value(s)", nullptr, int(document.array().size()))));
    // Always JSON (it parsed as JSON), whatever type the caller claimed.
    return HttpResponse::json(200, request.body);
}

} // namespace icconnectors::arena
