#include "connectors/devtools/peer/DevToolsPeer.h"

#include "connectors/common/Tr.h"
#include "connectors/devtools/peer/DevToolsPeerLog.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QWebSocket>
#include <QWebSocketServer>

namespace icconnectors::devtools {
namespace {

const QString kType = QStringLiteral("type");

struct Parsed
{
    QString cmd;
    QJsonObject args;
    QString error; ///< the command_result message when the message is unusable
};

Parsed refuse(const QString &message)
{
    Parsed parsed;
    parsed.error = message;
    return parsed;
}

Parsed parse(const QByteArray &text)
{
    if (text.size() > DevToolsPeer::maxCommandBytes)
        return refuse(QStringLiteral("Invalid command format: the message has %1 bytes, more "
                                     "than the %2 accepted")
                          .arg(text.size())
                          .arg(DevToolsPeer::maxCommandBytes));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return refuse(QStringLiteral("Invalid JSON: %1 at position %2")
                          .arg(error.errorString())
                          .arg(error.offset));
    if (!doc.isObject())
        return refuse(QStringLiteral("Invalid command format: expected a JSON object"));
    const QJsonObject message = doc.object();
    if (!message.value(kType).isString())
        return refuse(QStringLiteral("Invalid command format: missing 'type' field"));
    if (message.value(kType).toString() != QLatin1String("command"))
        return refuse(QStringLiteral("Invalid command format: 'type' must be \"command\""));
    if (!message.value(QStringLiteral("cmd")).isString())
        return refuse(QStringLiteral("Invalid command format: missing 'cmd' field"));
    const QJsonValue args = message.value(QStringLiteral("args"));
    if (!args.isUndefined() && !args.isNull() && !args.isObject())
        return refuse(QStringLiteral("Invalid command format: 'args' must be an object"));
    Parsed parsed;
    parsed.cmd = message.value(QStringLiteral("cmd")).toString();
    parsed.args = args.toObject();
    return parsed;
}

} // namespace

DevToolsPeer::DevToolsPeer(QObject *parent) : QObject(parent)
{
    connect(&m_tick, &QTimer::timeout, this, [this] { m_world->tick(); });
}

DevToolsPeer::~DevToolsPeer()
{
    stop();
}

ic::Result<void> DevToolsPeer::start(const Options &options)
{
    stop();
    m_world = std::make_unique<DevToolsWorld>(options.seed);
    connect(m_world.get(), &DevToolsWorld::happened, this, &DevToolsPeer::broadcast);
    m_server = std::make_unique<QWebSocketServer>(QStringLiteral("PigeonPea DevTools"),
                                                  QWebSocketServer::NonSecureMode);
    if (!m_server->listen(QHostAddress::LocalHost, options.port)) {
        const QString why = m_server->errorString();
        m_server.reset();
        return ic::Error{QStringLiteral("devtools.peer.listen"),
                         Tr::tr("Cannot listen on 127.0.0.1:%1 (%2): stop what uses the port "
                                "or choose another with --port.")
                             .arg(options.port)
                             .arg(why)};
    }
    connect(m_server.get(), &QWebSocketServer::newConnection, this, &DevToolsPeer::onNewConnection);
    m_broadcastResults = options.broadcastResults;
    if (options.tickMs > 0)
        m_tick.start(options.tickMs);
    qCDebug(lcDevToolsPeer).noquote() << "listening on" << url().toString();
    return ic::success();
}

void DevToolsPeer::stop()
{
    m_tick.stop();
    const QList<QWebSocket *> clients = m_clients;
    m_clients.clear();
    for (QWebSocket *client : clients) {
        client->disconnect(this);
        connect(client, &QWebSocket::disconnected, client, &QObject::deleteLater);
        client->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("Server stopped"));
    }
    if (m_server)
        m_server->close();
    m_server.reset();
    if (!clients.isEmpty())
        Q_EMIT clientCountChanged(0);
}

bool DevToolsPeer::isRunning() const
{
    return m_server && m_server->isListening();
}

QUrl DevToolsPeer::url() const
{
    if (!isRunning())
        return {};
    return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_server->serverPort()));
}

int DevToolsPeer::clientCount() const
{
    return int(m_clients.size());
}

DevToolsWorld &DevToolsPeer::world()
{
    if (!m_world) // before start(): a world to look at all the same
        m_world = std::make_unique<DevToolsWorld>();
    return *m_world;
}

void DevToolsPeer::failNext(const QString &cmd)
{
    m_faults.insert(cmd);
}

void DevToolsPeer::onNewConnection()
{
    while (QWebSocket *client = m_server->nextPendingConnection()) {
        client->setParent(this);
        client->setMaxAllowedIncomingMessageSize(quint64(maxCommandBytes) * 16);
        m_clients.append(client);
        connect(client, &QWebSocket::textMessageReceived, this,
                [this, client](const QString &t) { reply(client, answer(t.toUtf8())); });
        connect(client, &QWebSocket::binaryMessageReceived, this, [this, client] {
            reply(client, commandResult(false, QStringLiteral("Invalid JSON: a binary frame; "
                                                              "send UTF-8 JSON text frames")));
        });
        connect(client, &QWebSocket::disconnected, this, [this, client] {
            m_clients.removeAll(client);
            client->deleteLater();
            Q_EMIT clientCountChanged(clientCount());
        });
        send(client, commandResult(true, QString::fromLatin1(welcomeMessage)));
        Q_EMIT clientCountChanged(clientCount());
    }
}

QJsonObject DevToolsPeer::answer(const QByteArray &text)
{
    const Parsed parsed = parse(text);
    if (!parsed.error.isEmpty())
        return commandResult(false, parsed.error);
    if (!DevToolsWorld::commandNames().contains(parsed.cmd))
        return commandResult(false, QStringLiteral("Unknown command: %1").arg(parsed.cmd));
    if (m_faults.remove(parsed.cmd))
        return commandResult(false, QStringLiteral("Internal error: simulated fault in the %1 "
                                                   "handler (DevToolsPeer::failNext)")
                                        .arg(parsed.cmd));
    const DevToolsReply reply = world().execute(parsed.cmd, parsed.args);
    return commandResult(reply.success, reply.message, reply.result);
}

void DevToolsPeer::send(QWebSocket *client, const QJsonObject &message)
{
    QJsonObject stamped = message;
    stamped.insert(QStringLiteral("timestamp"), QDateTime::currentMSecsSinceEpoch());
    client->sendTextMessage(
        QString::fromUtf8(QJsonDocument(stamped).toJson(QJsonDocument::Compact)));
}

void DevToolsPeer::reply(QWebSocket *client, const QJsonObject &message)
{
    if (!m_broadcastResults) {
        send(client, message);
        return;
    }
    for (QWebSocket *each : std::as_const(m_clients))
        send(each, message);
}

void DevToolsPeer::broadcast(const QString &event, const QJsonObject &fields)
{
    QJsonObject message = fields;
    message.insert(kType, QStringLiteral("event"));
    message.insert(QStringLiteral("event"), event);
    for (QWebSocket *client : std::as_const(m_clients))
        send(client, message);
}

QJsonObject DevToolsPeer::commandResult(bool success, const QString &message,
                                        const QJsonObject &result)
{
    QJsonObject object{{kType, QStringLiteral("event")},
                       {QStringLiteral("event"), QStringLiteral("command_result")},
                       {QStringLiteral("success"), success},
                       {QStringLiteral("message"), message}};
    if (!result.isEmpty())
        object.insert(QStringLiteral("result"), result);
    return object;
}

} // namespace icconnectors::devtools
