#pragma once
// RelayConnection's private state, shared by its files: RelayConnection.cpp (lifecycle, socket,
// TLS, reconnection, calls), RelayConnection_Protocol.cpp (hello, identify, incoming messages),
// RelayConnection_Errors.cpp (the sentences a person reads) and RelayConnection_Methods.cpp.

#include "relayclient/RelayConnection.h"

#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/JsonRpcMessage.h"

#include <QAbstractSocket>
#include <QPointer>
#include <QTimer>
#include <QWebSocket>
#include <memory>
#include <optional>
#include <unordered_map>

namespace icrelayclient {

class RelayConnection::Private
{
public:
    explicit Private(RelayConnection *owner);

    struct PendingCall
    {
        Done<QJsonValue> done;
        std::unique_ptr<QTimer> timer;
    };
    /// How an attempt or session ended, and whether trying again may help.
    struct Ending
    {
        ic::Error error;
        bool retry = false;
    };

    // --- lifecycle (RelayConnection.cpp)
    void startAttempt();
    void finish(const Ending &ending);
    void dropSocket();
    void setState(State s);
    std::chrono::milliseconds nextBackoff();
    void failAllPending(const ic::Error &error);
    void send(const QJsonObject &message);
    void onSslErrors(const QList<QSslError> &errors);

    // --- protocol (RelayConnection_Protocol.cpp)
    void onText(const QString &text);
    void onHello(const QJsonValue &params);
    void onIdentifyAnswer(const icrp::JsonRpcMessage &message);
    void onResponse(const icrp::JsonRpcMessage &message);
    void onNotification(const icrp::JsonRpcMessage &message);
    void onIdentified();
    void onSocketDisconnected();
    void onSocketError(QAbstractSocket::SocketError error);

    // --- texts (RelayConnection_Errors.cpp)
    QString where() const;
    /// The relay's JSON-RPC error as an ic::Error ("icrp.*" and its message).
    static ic::Error callError(const QJsonObject &error);
    Ending refusedAtIdentify(const QJsonObject &refusal) const;
    Ending forClose(int code, const QString &reason) const;
    Ending forSocketError(QAbstractSocket::SocketError error, const QString &text) const;
    Ending timedOut() const;
    Ending notARelay(const QString &what) const;
    static ic::Error notConnected();

    RelayConnection *q;
    Options options;
    State state = State::Disconnected;
    ic::Error error;
    QJsonObject hello;
    QJsonObject welcome;
    QString fingerprint;
    CertificateTrust trust = CertificateTrust::Unknown;

    QPointer<QWebSocket> socket;
    /// Set when the attempt is known to have failed before its socket closes (a refused
    /// certificate, an identify error), so the close does not overwrite why.
    std::optional<Ending> pendingEnding;
    /// The current socket's WebSocket handshake succeeded.
    bool opened = false;
    bool userClosed = true;
    bool wantEvents = false;

    QTimer handshakeTimer;
    QTimer reconnectTimer;
    int backoffStep = 0;
    qint64 nextId = 1;
    qint64 identifyId = -1;
    std::unordered_map<qint64, PendingCall> pending;
};

} // namespace icrelayclient
