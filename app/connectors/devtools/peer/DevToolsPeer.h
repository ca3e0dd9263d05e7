#pragma once
// The simulated PigeonPea DevTools server (RFC-014's server side) on 127.0.0.1: every client
// gets the welcome command_result when it connects, one command_result per command message
// (the protocol errors "Invalid JSON: …", "Invalid command format: missing 'cmd' field",
// "Unknown command: x" included, and nothing in the world changed by them), and the world's
// entity events as they happen. A tick moves goblins now and then. Used in-process by the
// tests and the panel's demo (port 0) and by ic-devtools-mock.

#include "common/Result.h"
#include "connectors/devtools/peer/DevToolsWorld.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <QUrl>
#include <memory>

class QWebSocket;
class QWebSocketServer;

namespace icconnectors::devtools {

class DevToolsPeer : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// 0 picks a free one (tests); RFC-014's default is 5007.
        quint16 port = 5007;
        /// Milliseconds between ticks; 0 keeps the goblins still.
        int tickMs = 1000;
        /// The world's random seed (goblins' steps).
        quint32 seed = 1;
        /// Every command_result goes to every client, not only to the one that sent the
        /// command: a server that sends its answers through RFC-014's
        /// DevToolsServer.BroadcastEventAsync(), as it does the events. The welcome stays the
        /// new client's own.
        bool broadcastResults = false;
    };

    /// Larger command messages get "Invalid command format: …" and change nothing.
    static constexpr qsizetype maxCommandBytes = 64 * 1024;
    static constexpr const char *welcomeMessage = "Connected to PigeonPea DevTools";

    explicit DevToolsPeer(QObject *parent = nullptr);
    ~DevToolsPeer() override;

    /// Listens on 127.0.0.1:options.port; the error says what to do when the port is taken.
    ic::Result<void> start(const Options &options);
    /// Closes every client (1001 going away) and stops listening.
    void stop();
    bool isRunning() const;
    /// ws://127.0.0.1:<port>/ while running.
    QUrl url() const;
    int clientCount() const;
    DevToolsWorld &world();
    /// The next time `cmd` runs, it answers "Internal error: …" instead (RFC-014's server
    /// error class; a real game's exception is out of a simulation's reach otherwise).
    void failNext(const QString &cmd);

    /// The command_result for one text message (a protocol error or the world's answer).
    QJsonObject answer(const QByteArray &text);

Q_SIGNALS:
    void clientCountChanged(int count);

private:
    void onNewConnection();
    void send(QWebSocket *client, const QJsonObject &message);
    /// The answer to `client`'s command: to it, or to every client (Options::broadcastResults).
    void reply(QWebSocket *client, const QJsonObject &message);
    void broadcast(const QString &event, const QJsonObject &fields);
    static QJsonObject commandResult(bool success, const QString &message,
                                     const QJsonObject &result = {});

    std::unique_ptr<QWebSocketServer> m_server;
    QList<QWebSocket *> m_clients;
    std::unique_ptr<DevToolsWorld> m_world;
    QTimer m_tick;
    bool m_broadcastResults = false;
    QSet<QString> m_faults;
};

} // namespace icconnectors::devtools
