#pragma once
// One session of MCP's Streamable HTTP transport (MCP 2025-06-18, "Transports"): an McpServer
// over an McpGatewayGame, fed one POSTed message at a time. A request's answer goes to the
// POST that carried it (later, when the game answers); a notification or a response has none
// (the endpoint answers 202). What the server says on its own (notifications/resources/updated)
// goes to the open event stream (GET, text/event-stream), or nowhere without one. The HTTP
// framing is the endpoint's (host/McpEndpoint); this holds no socket.

#include "mcp/McpGatewayGame.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <functional>

namespace icmcp {

class McpServer;

class McpHttpSession : public QObject
{
    Q_OBJECT
public:
    /// Writes one JSON-RPC message (compact JSON) to the client.
    using Sink = std::function<void(const QByteArray &json)>;

    /// `id`: the Mcp-Session-Id. `locate`: how its game session reaches the gateway.
    McpHttpSession(QString id, McpGatewayGame::Locate locate, QString serverVersion,
                   QObject *parent = nullptr);
    ~McpHttpSession() override;

    QString id() const { return m_id; }
    QString clientName() const;
    /// The tier the tool "mcp" was paired with ("observer", "admin"): initialize's
    /// instructions tell the model what it will see.
    void setGrantedTier(const QString &tier);
    /// Milliseconds since the client last sent something.
    qint64 idleMs() const { return m_lastUse.elapsed(); }

    /// One POSTed body. A request: true, and its answer goes to `answer` (now or later, once).
    /// A notification or a response: false (nothing will be answered).
    bool post(const QByteArray &body, Sink answer);
    /// Where the server's own messages go from now on (an open GET stream); {} for none.
    void setStream(Sink stream);
    bool hasStream() const { return bool(m_stream); }

private:
    void deliver(const QByteArray &json);

    QString m_id;
    McpGatewayGame *m_game;
    McpServer *m_server;
    /// Requests waiting for their answer, by their id as compact JSON.
    QHash<QByteArray, Sink> m_waiting;
    Sink m_stream;
    QElapsedTimer m_lastUse;
    bool m_connectTried = false;
};

} // namespace icmcp
