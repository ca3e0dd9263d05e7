#include "mcp/McpHttpSession.h"

#include "mcp/McpLog.h"
#include "mcp/McpServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace icmcp {

namespace {

/// An id as a key: compact JSON, so 1 and "1" differ.
QByteArray keyOf(const QJsonValue &id)
{
    return QJsonDocument(QJsonArray{id}).toJson(QJsonDocument::Compact);
}

} // namespace

McpHttpSession::McpHttpSession(QString id, McpGatewayGame::Locate locate, QString serverVersion,
                               QObject *parent)
    : QObject(parent), m_id(std::move(id)), m_game(new McpGatewayGame(std::move(locate), this)),
      m_server(new McpServer(*m_game, std::move(serverVersion), this))
{
    m_lastUse.start();
    connect(m_server, &McpServer::message, this, &McpHttpSession::deliver);
    connect(m_game, &McpGatewayGame::matchChanged, this,
            [this] { m_server->resourceChanged(QStringLiteral("ic://match/live")); });
}

McpHttpSession::~McpHttpSession()
{
    // The server goes before the game it calls (children go in the order they came).
    m_server->disconnect(this);
    delete m_server;
    // Requests still waiting are answered: their connections would wait for nothing.
    const auto waiting = std::exchange(m_waiting, {});
    for (auto it = waiting.cbegin(); it != waiting.cend(); ++it) {
        const QJsonValue id = QJsonDocument::fromJson(it.key()).array().at(0);
        it.value()(
            QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                      {QStringLiteral("id"), id},
                                      {QStringLiteral("error"),
                                       QJsonObject{{QStringLiteral("code"), -32000},
                                                   {QStringLiteral("message"),
                                                    QStringLiteral("The MCP session ended before "
                                                                   "this was answered: start a new "
                                                                   "one with initialize.")}}}})
                .toJson(QJsonDocument::Compact));
    }
}

QString McpHttpSession::clientName() const
{
    return m_server->clientName();
}

void McpHttpSession::setGrantedTier(const QString &tier)
{
    m_server->setGrantedTier(tier);
}

bool McpHttpSession::post(const QByteArray &body, Sink answer)
{
    m_lastUse.restart();
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    const QJsonObject message = doc.object();
    const bool request =
        message.contains(QLatin1String("method")) && message.contains(QLatin1String("id"));
    const bool noAnswer = doc.isObject() && !request;
    if (noAnswer) {
        m_server->receive(body);
        return false;
    }
    // An unparsable body or a batch is answered at once, with id null.
    const QByteArray key = keyOf(request ? message.value(QLatin1String("id")) : QJsonValue());
    if (m_waiting.contains(key)) {
        answer(QJsonDocument(
                   QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                               {QStringLiteral("id"), message.value(QLatin1String("id"))},
                               {QStringLiteral("error"),
                                QJsonObject{{QStringLiteral("code"), -32600},
                                            {QStringLiteral("message"),
                                             QStringLiteral("A request with this id is still "
                                                            "being answered: use a new id")}}}})
                   .toJson(QJsonDocument::Compact));
        return true;
    }
    m_waiting.insert(key, std::move(answer));
    m_server->receive(body);
    // The game session starts once the client said who it is (the name the panel shows).
    if (!m_connectTried && m_server->initialized()) {
        m_connectTried = true;
        m_game->connectNow();
    }
    return true;
}

void McpHttpSession::setStream(Sink stream)
{
    m_stream = std::move(stream);
}

void McpHttpSession::deliver(const QByteArray &json)
{
    const QJsonObject message = QJsonDocument::fromJson(json).object();
    const bool answer = !message.contains(QLatin1String("method"));
    if (answer) {
        const auto it = m_waiting.find(keyOf(message.value(QLatin1String("id"))));
        if (it != m_waiting.end()) {
            const Sink sink = std::move(it.value());
            m_waiting.erase(it);
            return sink(json);
        }
    }
    if (m_stream)
        return m_stream(json);
    qCDebug(lcMcp) << "no stream open for a message of session" << m_id;
}

} // namespace icmcp
