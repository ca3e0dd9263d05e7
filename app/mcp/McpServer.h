#pragma once
// The MCP server (Model Context Protocol, specification 2025-06-18), transport-agnostic: give it
// each JSON-RPC message as it arrives (receive()), send what it emits (message()). It answers
// initialize, ping, tools/*, resources/* and prompts/*; the tools and resources that need the
// game call it through an McpGame, which must outlive the server. Errors are JSON-RPC errors
// for protocol faults (-32700 unparsable, -32600 not a request, -32601 unknown method, -32602
// bad params, -32002 unknown resource) and MCP tool results with isError for a tool that could
// not do its work, with a sentence that says what to do.

#include "mcp/McpPrompts.h"
#include "mcp/McpResources.h"
#include "mcp/McpTools.h"

#include <QJsonValue>
#include <QObject>
#include <QSet>

namespace icmcp {

class McpServer : public QObject
{
    Q_OBJECT
public:
    static inline const QString kProtocolVersion = QStringLiteral("2025-06-18");

    McpServer(McpGame &game, QString serverVersion, QObject *parent = nullptr);

    /// One JSON-RPC message (a line of the stdio transport, without its newline).
    void receive(const QByteArray &json);
    /// The client's name and version from its initialize ("" before it): the name the panel's
    /// pairing prompt will show.
    QString clientName() const { return m_clientName; }
    bool initialized() const { return m_initialized; }
    /// The tier the panel granted this server ("observer", "admin"; "" when not paired yet):
    /// initialize's instructions tell the model what it will see.
    void setGrantedTier(const QString &tier) { m_tier = tier; }
    /// The game says `uri` changed: tells a client that subscribed to it
    /// (notifications/resources/updated).
    void resourceChanged(const QString &uri);
    /// The transport dropped a message longer than `limit` bytes: answers a parse error.
    void rejectOverlong(qsizetype limit);

Q_SIGNALS:
    /// A message to send to the client: compact JSON, no newline.
    void message(const QByteArray &json);

private:
    void dispatch(const QJsonValue &id, const QString &method, const QJsonObject &params);
    void initialize(const QJsonValue &id, const QJsonObject &params);
    void callTool(const QJsonValue &id, const QJsonObject &params);
    void readResource(const QJsonValue &id, const QJsonObject &params);
    void subscribe(const QJsonValue &id, const QJsonObject &params, bool on);
    void getPrompt(const QJsonValue &id, const QJsonObject &params);

    void reply(const QJsonValue &id, const QJsonObject &result);
    void replyError(const QJsonValue &id, int code, const QString &message);
    void send(const QJsonObject &message);

    QString m_serverVersion;
    McpTools m_tools;
    McpResources m_resources;
    QString m_clientName;
    QString m_tier;
    bool m_initialized = false;
    QSet<QString> m_subscriptions;
};

} // namespace icmcp
