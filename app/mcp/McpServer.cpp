#include "mcp/McpServer.h"
#include "mcp/McpJson.h"

#include "mcp/McpLog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>

namespace icmcp {

namespace {

enum Code : int {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    ResourceNotFound = -32002,
    GameUnavailable = -32000,
};

const QStringList kVersions{QStringLiteral("2025-06-18"), QStringLiteral("2025-03-26"),
                            QStringLiteral("2024-11-05")};

/// What the server tells the model about what it sees: the tier the panel granted ("observer",
/// "admin"), or "" when it is not paired yet (the first call asks the panel's user).
QString instructionsFor(const QString &tier)
{
    QString view;
    if (tier == QLatin1String("admin"))
        view = QStringLiteral("what an admin sees, paired at the admin tier: both teams, without "
                              "the fog of war");
    else if (tier == QLatin1String("observer"))
        view = QStringLiteral("what an observer may see, paired at the observer tier (the fog of "
                              "war of the local player's team, and in a ranked match the "
                              "observer delay)");
    else
        view = QStringLiteral("what an observer may see (the fog of war of the local player's "
                              "team, and in a ranked match the observer delay). This server is "
                              "not paired with the panel yet: the first call that needs the game "
                              "asks the panel's user in its window");
    return QStringLiteral("IC Control Panel's view of Iron Curtain matches, through the panel's "
                          "gateway: %1. Finished matches and replays are shown whole. Start with "
                          "query_match_history to find match ids. Team numbers (team, "
                          "winner_team, leader_team) are the game's, from 0: team 0 is what the "
                          "panel and the players call Team 1, team 1 is Team 2; say Team 1 and "
                          "Team 2 to people.")
        .arg(view);
}

QJsonObject toolResult(const ic::Result<QJsonObject> &r)
{
    if (!r)
        return QJsonObject{
            {key("content"), QJsonArray{QJsonObject{{key("type"), QLatin1String("text")},
                                                    {key("text"), r.error().message}}}},
            {key("isError"), true}};
    const QString text = QString::fromUtf8(QJsonDocument(*r).toJson(QJsonDocument::Compact));
    return QJsonObject{{key("content"), QJsonArray{QJsonObject{{key("type"), QLatin1String("text")},
                                                               {key("text"), text}}}},
                       {key("structuredContent"), *r},
                       {key("isError"), false}};
}

} // namespace

McpServer::McpServer(McpGame &game, QString serverVersion, QObject *parent)
    : QObject(parent), m_serverVersion(std::move(serverVersion)), m_tools(game), m_resources(game)
{
}

void McpServer::receive(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        qCInfo(lcMcp) << "unparsable message:" << error.errorString();
        return replyError(QJsonValue::Null, ParseError,
                          QStringLiteral("Parse error: %1 at offset %2; send one JSON-RPC "
                                         "message per line")
                              .arg(error.errorString())
                              .arg(error.offset));
    }
    const QJsonObject m = doc.object();
    const QJsonValue id = m.value(key("id"));
    const QJsonValue method = m.value(key("method"));
    if (!doc.isObject() || m.value(key("jsonrpc")) != QLatin1String("2.0") ||
        (!method.isString() && !m.contains(key("result")) && !m.contains(key("error"))))
        return replyError(id.isString() || id.isDouble() ? id : QJsonValue::Null, InvalidRequest,
                          QStringLiteral("Invalid Request: expected a JSON-RPC 2.0 object with "
                                         "\"jsonrpc\":\"2.0\" and a \"method\" (batches are "
                                         "not part of MCP 2025-06-18)"));
    if (!method.isString())
        return; // a response to a request of ours: the server sends none yet
    if (id.isUndefined()) {
        if (method.toString() == QLatin1String("notifications/initialized"))
            m_initialized = true;
        return; // notifications get no answer
    }
    dispatch(id, method.toString(), m.value(key("params")).toObject());
}

void McpServer::dispatch(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    qCDebug(lcMcp) << "request" << method;
    if (method == QLatin1String("initialize"))
        initialize(id, params);
    else if (method == QLatin1String("ping"))
        reply(id, {});
    else if (method == QLatin1String("tools/list"))
        reply(id, QJsonObject{{key("tools"), m_tools.list()}});
    else if (method == QLatin1String("tools/call"))
        callTool(id, params);
    else if (method == QLatin1String("resources/list"))
        reply(id, QJsonObject{{key("resources"), m_resources.list()}});
    else if (method == QLatin1String("resources/templates/list"))
        reply(id, QJsonObject{{key("resourceTemplates"), m_resources.templates()}});
    else if (method == QLatin1String("resources/read"))
        readResource(id, params);
    else if (method == QLatin1String("resources/subscribe"))
        subscribe(id, params, true);
    else if (method == QLatin1String("resources/unsubscribe"))
        subscribe(id, params, false);
    else if (method == QLatin1String("prompts/list"))
        reply(id, QJsonObject{{key("prompts"), McpPrompts::list()}});
    else if (method == QLatin1String("prompts/get"))
        getPrompt(id, params);
    else
        replyError(id, MethodNotFound,
                   QStringLiteral("Method not found: %1 (this server offers initialize, ping, "
                                  "tools/*, resources/* and prompts/*)")
                       .arg(method));
}

void McpServer::initialize(const QJsonValue &id, const QJsonObject &params)
{
    const QString asked = params.value(key("protocolVersion")).toString();
    const QJsonObject client = params.value(key("clientInfo")).toObject();
    m_clientName =
        QStringLiteral("%1 %2")
            .arg(client.value(key("name")).toString(), client.value(key("version")).toString())
            .trimmed();
    qCInfo(lcMcp) << "client" << m_clientName << "asks for protocol" << asked;
    reply(id, QJsonObject{
                  {key("protocolVersion"), kVersions.contains(asked) ? asked : kProtocolVersion},
                  {key("capabilities"),
                   QJsonObject{{key("tools"), QJsonObject{{key("listChanged"), false}}},
                               {key("resources"),
                                QJsonObject{{key("subscribe"), true}, {key("listChanged"), false}}},
                               {key("prompts"), QJsonObject{{key("listChanged"), false}}}}},
                  {key("serverInfo"), QJsonObject{{key("name"), QLatin1String("ic-tool-mcp")},
                                                  {key("title"), QLatin1String("IC Control Panel")},
                                                  {key("version"), m_serverVersion}}},
                  {key("instructions"), instructionsFor(m_tier)},
              });
}

void McpServer::callTool(const QJsonValue &id, const QJsonObject &params)
{
    const QString name = params.value(key("name")).toString();
    if (!m_tools.has(name))
        return replyError(
            id, InvalidParams,
            QStringLiteral("Unknown tool \"%1\": tools/list names the tools").arg(name));
    QPointer<McpServer> self(this);
    m_tools.call(name, params.value(key("arguments")).toObject(),
                 [self, id](ic::Result<QJsonObject> r) {
                     if (self)
                         self->reply(id, toolResult(r));
                 });
}

void McpServer::readResource(const QJsonValue &id, const QJsonObject &params)
{
    const QString uri = params.value(key("uri")).toString();
    if (!McpResources::known(uri))
        return replyError(id, ResourceNotFound,
                          QStringLiteral("Resource not found: %1 (resources/list and "
                                         "resources/templates/list name the resources)")
                              .arg(uri));
    QPointer<McpServer> self(this);
    m_resources.read(uri, [self, id, uri](ic::Result<QJsonObject> r) {
        if (!self)
            return;
        if (!r)
            return self->replyError(id, GameUnavailable, r.error().message);
        const QString text = QString::fromUtf8(QJsonDocument(*r).toJson(QJsonDocument::Compact));
        self->reply(id, QJsonObject{{key("contents"),
                                     QJsonArray{QJsonObject{
                                         {key("uri"), uri},
                                         {key("mimeType"), QLatin1String("application/json")},
                                         {key("text"), text}}}}});
    });
}

void McpServer::subscribe(const QJsonValue &id, const QJsonObject &params, bool on)
{
    const QString uri = params.value(key("uri")).toString();
    if (!McpResources::known(uri))
        return replyError(id, ResourceNotFound, QStringLiteral("Resource not found: %1").arg(uri));
    if (on)
        m_subscriptions.insert(uri);
    else
        m_subscriptions.remove(uri);
    reply(id, {});
}

void McpServer::resourceChanged(const QString &uri)
{
    if (!m_subscriptions.contains(uri))
        return;
    send(QJsonObject{{key("jsonrpc"), QLatin1String("2.0")},
                     {key("method"), QLatin1String("notifications/resources/updated")},
                     {key("params"), QJsonObject{{key("uri"), uri}}}});
}

void McpServer::rejectOverlong(qsizetype limit)
{
    replyError(QJsonValue::Null, ParseError,
               QStringLiteral("Parse error: a message longer than %1 bytes was dropped; send "
                              "smaller messages")
                   .arg(limit));
}

void McpServer::getPrompt(const QJsonValue &id, const QJsonObject &params)
{
    const auto r = McpPrompts::get(params.value(key("name")).toString(),
                                   params.value(key("arguments")).toObject());
    if (!r)
        return replyError(id, InvalidParams, r.error().message);
    reply(id, *r);
}

void McpServer::reply(const QJsonValue &id, const QJsonObject &result)
{
    send(QJsonObject{
        {key("jsonrpc"), QLatin1String("2.0")}, {key("id"), id}, {key("result"), result}});
}

void McpServer::replyError(const QJsonValue &id, int code, const QString &message)
{
    send(QJsonObject{{key("jsonrpc"), QLatin1String("2.0")},
                     {key("id"), id},
                     {key("error"), QJsonObject{{key("code"), code}, {key("message"), message}}}});
}

void McpServer::send(const QJsonObject &message)
{
    Q_EMIT this->message(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

} // namespace icmcp
