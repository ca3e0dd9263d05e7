#pragma once
// Test support for the DevTools connector's tests: Recorder (what a connector said: results,
// events, wire entries, states) and ScriptedServer (a WebSocket server of the test's own that
// welcomes, answers each message with the next scripted reply and pushes what it is told).

#include "connectors/common/Connector.h"

#include <QJsonValue>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <optional>

namespace devtoolstest {

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;

// JSON written with ' for " (moc cannot read raw string literals).
inline QString q(const char *text)
{
    return QString::fromLatin1(text).replace(QLatin1Char('\''), QLatin1Char('"'));
}

inline QString failure(const char *message)
{
    return q("{'type':'event','event':'command_result','success':false,'message':'%1'}")
        .arg(QString::fromUtf8(message).replace(QLatin1Char('\''), QStringLiteral("\\u0027")));
}

inline const QString kPong =
    q("{'type':'event','event':'command_result','success':true,'message':'pong'}");
inline const QString kWelcome =
    q("{'type':'event','event':'command_result','success':true,'message':'Hello'}");

// What the connector said: results, events, wire entries, states.
struct Recorder
{
    explicit Recorder(Connector &connector)
    {
        QObject::connect(&connector, &Connector::finished, &context,
                         [this](const CommandResult &r) { results.append(r); });
        QObject::connect(&connector, &Connector::peerEvent, &context,
                         [this](const QString &name, const QJsonValue &data) {
                             events.append({name, data});
                         });
        QObject::connect(&connector, &Connector::wire, &context,
                         [this](const WireEntry &entry) { wire.append(entry); });
        QObject::connect(&connector, &Connector::stateChanged, &context,
                         [this](Connector::State state) { states.append(state); });
    }
    std::optional<CommandResult> result(quint64 run) const
    {
        for (const CommandResult &r : results) {
            if (r.run == run)
                return r;
        }
        return std::nullopt;
    }
    int eventCount(const QString &name) const
    {
        return int(std::count_if(events.cbegin(), events.cend(),
                                 [&](const auto &e) { return e.first == name; }));
    }
    QList<QByteArray> sent() const
    {
        QList<QByteArray> bytes;
        for (const WireEntry &entry : wire) {
            if (entry.direction == WireEntry::Direction::Sent)
                bytes.append(entry.bytes);
        }
        return bytes;
    }

    QObject context;
    QList<CommandResult> results;
    QList<QPair<QString, QJsonValue>> events;
    QList<WireEntry> wire;
    QList<Connector::State> states;
};

// A server of the test's own: welcomes (or not), answers each message with the next scripted
// reply (or stays silent), pushes what it is told.
class ScriptedServer
{
public:
    explicit ScriptedServer(bool welcome = true)
        : m_server(QStringLiteral("scripted"), QWebSocketServer::NonSecureMode)
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QWebSocketServer::newConnection, &m_server, [this, welcome] {
            QWebSocket *client = m_server.nextPendingConnection();
            client->setParent(&m_server);
            m_clients.append(client);
            ++connections;
            QObject::connect(client, &QWebSocket::textMessageReceived, &m_server,
                             [this, client](const QString &text) {
                                 received.append(text);
                                 if (!replies.isEmpty())
                                     client->sendTextMessage(replies.takeFirst());
                             });
            if (welcome)
                client->sendTextMessage(kWelcome);
        });
    }
    QUrl url() const
    {
        return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_server.serverPort()));
    }
    QWebSocket *client() const { return m_clients.isEmpty() ? nullptr : m_clients.last(); }

    QStringList replies;
    QStringList received;
    int connections = 0;

private:
    QWebSocketServer m_server;
    QList<QWebSocket *> m_clients;
};

} // namespace devtoolstest
