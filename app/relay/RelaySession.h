#pragma once
// One client connection of the relay: its WebSocket (over TLS), where its handshake stands,
// and once identified the grant its token gave it (tier, game scope) and its request budget.

#include "relay/RelayGrant.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QWebSocket>
#include <optional>

namespace icrelay {

class RelaySession : public QObject
{
    Q_OBJECT
public:
    enum class Stage {
        Refusing,   // its token was refused: the answer is held (throttled)
        Hello,      // hello sent, ic/identify awaited
        Identified, // calls are answered
        Closed,
    };

    RelaySession(QString id, QWebSocket *socket, QObject *parent);
    ~RelaySession() override;

    const QString &id() const { return m_id; }
    QWebSocket *socket() const { return m_socket; }
    Stage stage = Stage::Hello;
    /// The grant of the handshake's Authorization header, when it had a valid token.
    std::optional<RelayGrant> handshakeGrant;
    /// Set at identify.
    RelayGrant grant;
    QString clientName;
    int budget = 0;
    /// Relay notification topics it asked for ("match.events").
    QSet<QString> subscriptions;
    /// Its last answer is going out; the close follows (nothing more is read).
    bool ending = false;
    QTimer identifyTimer;

    bool identified() const { return stage == Stage::Identified; }
    void send(const QJsonObject &message);
    void sendArray(const QJsonArray &messages);
    /// Sends the close frame (reason cut to what a close frame holds) and marks it closed.
    void close(int code, const QString &reason);

private:
    QString m_id;
    QPointer<QWebSocket> m_socket;
};

} // namespace icrelay
