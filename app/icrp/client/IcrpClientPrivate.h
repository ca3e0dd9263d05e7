#pragma once
// IcrpClient's private state, shared by its implementation files: IcrpClient.cpp (lifecycle,
// reconnection, calls), IcrpClient_Protocol.cpp (hello, identify, incoming messages) and
// IcrpClient_Messages.cpp (the sentences a person reads for each failure).

#include "icrp/client/ClientWebSocket.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/JsonRpcMessage.h"

#include <QAbstractSocket>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>
#include <unordered_map>

namespace icrp {

class IcrpClient::Private
{
public:
    explicit Private(IcrpClient *owner);
    ~Private();

    struct PendingCall
    {
        QString method;
        Callback done;
        std::unique_ptr<QTimer> timer;
    };

    /// How an attempt or a session ended, before it is turned into state and signals.
    struct Ending
    {
        Failure failure = Failure::None;
        QString message;
    };

    // --- lifecycle (IcrpClient.cpp)
    void startAttempt();
    /// Ends the current socket (if any) with `ending`, fails pending calls, and either
    /// schedules a reconnect or stays Disconnected.
    void finish(const Ending &ending);
    /// Disconnects the socket from us and lets it close on its own; safe inside the socket's
    /// own signals. `ownerGoing`: the client is being destroyed, so the socket is aborted
    /// right after the close frame instead of waiting for the peer's answer.
    void dropSocket(quint16 closeCode, bool ownerGoing = false);
    /// Aborts `ws`; deletes it now unless a socket signal is being handled, else later.
    void disposeSocket(ClientWebSocket *ws);
    void setState(State s);
    bool shouldReconnect(Failure failure, bool wasConnected) const;
    std::chrono::milliseconds nextBackoff();
    void failAllPending();
    void sendJson(const QJsonObject &message);

    // --- protocol (IcrpClient_Protocol.cpp)
    void onTextMessage(const QByteArray &utf8);
    void onBinaryMessage(const QByteArray &bytes);
    /// Passes an ic/event on as its text when a scan recognises it and only the text is
    /// wanted; false: the message takes the full parse.
    bool takeEventText(const QByteArray &utf8);
    /// `utf8`: the JSON text the messages came in, null when they came as MessagePack.
    void onMessages(const JsonRpc::Parsed &parsed, const QByteArray &utf8);
    void onHello(const QJsonValue &params);
    void onIdentifyResponse(const JsonRpcMessage &msg);
    void onResponse(const JsonRpcMessage &msg);
    /// `text`: the whole message when it was this one notification alone (not in a batch).
    void onEvent(const QJsonValue &params, const QByteArray &utf8);
    void onSocketDisconnected();
    void onSocketError(QAbstractSocket::SocketError error);
    void onHandshakeTimeout();
    QJsonObject identifyParams() const;

    // --- messages (IcrpClient_Messages.cpp)
    QString urlText() const;
    Ending endingForIdentifyError(int code, const QString &serverMessage,
                                  const QJsonValue &data) const;
    Ending endingForClose(int closeCode, const QString &reason) const;
    Ending endingForSocketError(QAbstractSocket::SocketError error,
                                const QString &errorString) const;
    Ending timedOut() const;
    Ending passwordRequired() const;
    Ending protocolError(const QString &what) const;
    /// MessagePack was asked for but the server answered in JSON text.
    Ending noMessagePack() const;

    IcrpClient *q;
    Options options;
    State state = State::Disconnected;
    Failure failure = Failure::None;
    QString error;
    QJsonObject welcome;
    QJsonObject hello;

    /// The socket of the current attempt; null while Disconnected or Reconnecting.
    QPointer<ClientWebSocket> socket;
    /// How many socket signals are being handled (shared so that a slot that destroys the
    /// client can still leave its scope safely).
    std::shared_ptr<int> socketSignalDepth = std::make_shared<int>(0);
    struct SignalScope
    {
        explicit SignalScope(std::shared_ptr<int> d) : depth(std::move(d)) { ++*depth; }
        ~SignalScope() { --*depth; }
        SignalScope(const SignalScope &) = delete;
        SignalScope &operator=(const SignalScope &) = delete;
        std::shared_ptr<int> depth;
    };
    /// Dropped sockets still finishing their closing handshake (they delete themselves).
    QList<QPointer<ClientWebSocket>> retiring;
    /// True once the socket's TCP/WebSocket handshake succeeded (for Refused vs Closed).
    bool socketOpened = false;
    /// Set while the attempt is already known to have failed (e.g. an identify error), so
    /// the close that follows does not overwrite the reason.
    std::optional<Ending> pendingEnding;
    /// Set by close(): no reconnect until open().
    bool userClosed = true;

    QTimer handshakeTimer;
    QTimer reconnectTimer;
    int backoffStep = 0;

    qint64 nextId = 1;
    qint64 identifyId = -1;
    std::unordered_map<qint64, PendingCall> pending;

    /// Subscriptions to restore at identify: options.subscriptions plus successful
    /// subscribe() calls, minus successful unsubscribe() calls.
    QStringList subscriptions;
};

} // namespace icrp
