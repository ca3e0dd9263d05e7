// IcrpServer's WebSocket side: accepting upgraded connections (Host/Origin checks, the
// connection cap), the ic/hello, the identify timeout, and turning frames into dispatches.
#include "IcrpServerPrivate.h"
#include "icrp/protocol/IcrpAuth.h"
#include "icrp/protocol/IcrpLog.h"

#include <QJsonArray>
#include <QNetworkRequest>

namespace icrp {

void IcrpServer::Private::takePendingWebSockets()
{
    while (webSockets && webSockets->hasPendingConnections()) {
        std::unique_ptr<QWebSocket> socket(webSockets->nextPendingConnection());
        if (!socket)
            break;
        acceptWebSocket(std::move(socket));
    }
}

void IcrpServer::Private::noteUpgrading(QTcpSocket *socket)
{
    const quint16 port = socket->peerPort();
    upgrading.insert(port, socket);
    // Whatever comes in is taken after what was published before it (connected ahead of
    // QWebSocket's reader: its pongs and close frames would otherwise pass held events).
    QObject::connect(socket, &QTcpSocket::readyRead, owner.get(), [this] { releaseHeld(); });
    // Gone before it became a session (a failed upgrade): forget it, unless the port already
    // names a newer connection.
    QObject::connect(socket, &QObject::destroyed, owner.get(), [this, port] {
        if (upgrading.value(port).isNull())
            upgrading.remove(port);
    });
}

QTcpSocket *IcrpServer::Private::takeUpgraded(const QWebSocket &socket)
{
    if (socket.state() != QAbstractSocket::ConnectedState)
        return nullptr; // closed already (its peer port reads 0): nothing more goes out
    QTcpSocket *tcp = upgrading.take(socket.peerPort());
    if (!tcp || tcp->peerAddress() != socket.peerAddress()) {
        qCWarning(lcIcrpServer) << "no connection found under the WebSocket from port"
                                << socket.peerPort() << "; its frames go through QWebSocket";
        return nullptr;
    }
    return tcp;
}

QJsonObject IcrpServer::Private::helloParams(const QString &challenge) const
{
    Tiers tiers = config.offeredTiers;
    if (config.ranked)
        tiers &= ~(Tiers(Tier::Mod) | Tier::Debug);
    QJsonValue authentication(QJsonValue::Null);
    if (authenticator->authenticationRequired()) {
        authentication = QJsonObject{{QStringLiteral("challenge"), challenge},
                                     {QStringLiteral("salt"), authenticator->salt()}};
    }
    return {{QStringLiteral("server"), config.serverName},
            {QStringLiteral("icrpVersion"), config.versions.toJson()},
            {QStringLiteral("authentication"), authentication},
            {QStringLiteral("tiers"), QJsonArray::fromStringList(tierNames(tiers))}};
}

void IcrpServer::Private::refuseSocket(QWebSocket *socket, CloseCode code, const QString &reason)
{
    retireSocket(socket);
    // Close from the event loop, not inside QWebSocketServer's handshake code that is still on
    // the stack (closing there makes it peek at a closed device).
    QTimer::singleShot(
        0, socket, [socket, code, text = closeReason(reason)] { socket->close(toWs(code), text); });
}

int IcrpServer::Private::identifiedWebSockets() const
{
    return int(std::count_if(sessionList.cbegin(), sessionList.cend(), [](const IcrpSession *s) {
        return s->isWebSocket() && s->identified && !s->closed;
    }));
}

QString IcrpServer::Private::tooManyConnectionsText() const
{
    return QStringLiteral("Too many connections: this server allows %1 at once")
        .arg(config.maxConnections);
}

QList<IcrpSession *> IcrpServer::Private::pendingHandshakes() const
{
    QList<IcrpSession *> pending;
    for (IcrpSession *s : std::as_const(sessionList)) {
        if (s->isWebSocket() && !s->identified && !s->closed)
            pending << s; // oldest first: sessions are listed as they were created
    }
    return pending;
}

IcrpSession *IcrpServer::Private::handshakeToDrop(const QList<IcrpSession *> &pending,
                                                  bool onlyStalled) const
{
    using Stage = IcrpSession::Handshake;
    // Lower goes first: refused (only its answer is left), then no identify yet, then an
    // identify waiting for its verdict (the gateway asked its user).
    const auto rank = [](const IcrpSession *s) {
        return s->handshake == Stage::Refused ? 0 : s->handshake == Stage::Waiting ? 1 : 2;
    };
    const qint64 stalledBefore = nowMs() - config.handshakeStallTime.count();
    IcrpSession *drop = nullptr;
    for (IcrpSession *s : pending) { // oldest first: the first of a rank wins
        const bool stalled = s->handshake == Stage::Refused ||
                             (s->handshake == Stage::Waiting && s->helloAtMs <= stalledBefore);
        if ((stalled || !onlyStalled) && (!drop || rank(s) < rank(drop)))
            drop = s;
    }
    return drop;
}

void IcrpServer::Private::makeRoomForHandshake()
{
    const QList<IcrpSession *> pending = pendingHandshakes();
    if (pending.size() < config.maxPendingHandshakes)
        return;
    IcrpSession *drop = handshakeToDrop(pending, true);
    if (!drop) {
        // Everyone is still on time: a burst of clients, let in up to the cap.
        if (pending.size() < std::max(config.maxPendingHandshakes, config.maxConnections))
            return;
        drop = handshakeToDrop(pending, false);
    }
    qCInfo(lcIcrpServer).noquote() << "dropping unidentified connection" << drop->id() << "from"
                                   << drop->peer.toString() << "for a new one";
    closeSessionNow(drop, CloseCode::TooManyConnections,
                    QStringLiteral("Too many connections waiting to identify"));
}

void IcrpServer::Private::acceptWebSocket(std::unique_ptr<QWebSocket> owned)
{
    QWebSocket *socket = owned.release();
    socket->setParent(owner.get());
    socket->setMaxAllowedIncomingMessageSize(quint64(config.maxMessageSize));
    socket->setMaxAllowedIncomingFrameSize(quint64(config.maxMessageSize));

    const QByteArray host = socket->request().rawHeader("Host");
    const QString origin = socket->origin();
    const bool hostOk = hostAllowed(host);
    const QString originWhy = originRefusal(origin);
    if (!hostOk || !originWhy.isEmpty()) {
        const QString why = !hostOk ? QStringLiteral("Host \"%1\" is not allowed")
                                          .arg(QString::fromLatin1(host.left(100)))
                                    : originWhy;
        qCInfo(lcIcrpServer).noquote()
            << "refused WebSocket from" << socket->peerAddress().toString() << peerText(why);
        refuseSocket(socket, CloseCode::PolicyViolation, why);
        return;
    }

    const WireEncoding encoding = negotiatedEncoding(*socket);
    if (identifiedWebSockets() >= config.maxConnections) {
        const QString message = tooManyConnectionsText();
        qCInfo(lcIcrpServer).noquote()
            << "refused WebSocket from" << socket->peerAddress().toString() << message;
        sendOnSocket(socket, encoding,
                     JsonRpc::error(QJsonValue::Null, ErrorCode::TooManyConnections, message));
        refuseSocket(socket, CloseCode::TooManyConnections, QStringLiteral("Too many connections"));
        return;
    }
    makeRoomForHandshake();

    IcrpSession *session = createSession(IcrpSession::Transport::WebSocket);
    const QString id = session->id();
    socket->setParent(session);
    session->socket = socket;
    session->tcp = takeUpgraded(*socket);
    session->watchUnsent();
    session->peer = normalized(socket->peerAddress());
    session->origin = origin;
    session->encoding = encoding;
    // QWebSocketServer copies the upgrade request's headers into request() (Qt 6.4 too).
    session->userAgent = IcrpSessionInfo::userAgentFrom(socket->request().rawHeader("User-Agent"));

    QObject::connect(socket, &QWebSocket::textMessageReceived, session,
                     [this, id](const QString &text) { onWebSocketText(id, text); });
    QObject::connect(socket, &QWebSocket::binaryMessageReceived, session,
                     [this, id](const QByteArray &bytes) { onWebSocketBinary(id, bytes); });
    QObject::connect(socket, &QWebSocket::disconnected, session, [this, id] {
        IcrpSession *s = findSession(id);
        if (!s)
            return;
        qCDebug(lcIcrpServer) << "peer closed" << id
                              << (s->socket ? int(s->socket->closeCode()) : 0);
        closeSessionNow(s, CloseCode::Normal, QString());
    });
    QObject::connect(
        session, &IcrpSession::tooSlow, session,
        [this, id] {
            if (IcrpSession *s = findSession(id)) {
                qCInfo(lcIcrpServer) << "session" << id << "stopped reading; closing";
                closeSessionNow(s, CloseCode::PolicyViolation, QStringLiteral("client too slow"));
            }
        },
        Qt::QueuedConnection);
    QObject::connect(&session->identifyTimer, &QTimer::timeout, session, [this, id] {
        if (IcrpSession *s = findSession(id); s && !s->identified) {
            qCInfo(lcIcrpServer) << "session" << id << "did not identify in time";
            closeSessionNow(
                s, CloseCode::NotIdentified,
                QStringLiteral("Not identified within %1 ms").arg(config.identifyTimeout.count()));
        }
    });

    if (authenticator->authenticationRequired())
        session->challenge = IcrpAuth::randomBase64(32);
    session->send(
        JsonRpc::notification(QStringLiteral("ic/hello"), helloParams(session->challenge)));
    session->helloAtMs = nowMs();
    session->identifyTimer.start(config.identifyTimeout);
    qCDebug(lcIcrpServer).noquote() << "WebSocket session" << id << "from"
                                    << session->peer.toString() << wireEncodingName(encoding);
}

WireEncoding IcrpServer::Private::negotiatedEncoding(const QWebSocket &socket)
{
    // A subprotocol the server selected decides (a browser's only way to ask); without one,
    // the Accept header of the upgrade request (native clients, D071).
    const QString subprotocol = socket.subprotocol();
    if (subprotocol == QLatin1String(kMsgPackSubprotocol))
        return WireEncoding::MsgPack;
    if (subprotocol == QLatin1String(kJsonSubprotocol))
        return WireEncoding::Json;
    return namesMsgPack(socket.request().rawHeader("Accept")) ? WireEncoding::MsgPack
                                                              : WireEncoding::Json;
}

void IcrpServer::Private::sendOnSocket(QWebSocket *socket, WireEncoding encoding,
                                       const QJsonValue &message)
{
    const QByteArray bytes = wireEncode(message, encoding);
    if (encoding == WireEncoding::MsgPack)
        socket->sendBinaryMessage(bytes);
    else
        socket->sendTextMessage(QString::fromUtf8(bytes));
}

IcrpExchange::Finish IcrpServer::Private::webSocketFinish(const QString &sessionId) const
{
    QPointer<IcrpServer> server(q);
    IcrpSession *current = findSession(sessionId);
    QPointer<QWebSocket> ws(current ? current->socket : nullptr);
    const WireEncoding encoding = current ? current->encoding : WireEncoding::Json;
    return [server, sessionId, ws, encoding](const QJsonValue *answer,
                                             const std::optional<IcrpExchange::Fatal> &fatal) {
        if (!server)
            return;
        IcrpSession *session = server->d->findSession(sessionId);
        if (!session) {
            // Closed while this exchange ran: its close frame waits for these answers.
            if (answer && ws && ws->property(kClosePending).toBool())
                sendOnSocket(ws, encoding, *answer);
            return;
        }
        if (answer)
            session->send(*answer);
        if (fatal)
            server->d->closeSessionNow(session, fatal->code, fatal->reason);
    };
}

void IcrpServer::Private::onWebSocketText(const QString &sessionId, const QString &text)
{
    releaseHeld(); // what was published before this message came goes first
    if (IcrpSession *session = findSession(sessionId))
        dispatchFrame(session, JsonRpc::parse(text.toUtf8()));
}

void IcrpServer::Private::onWebSocketBinary(const QString &sessionId, const QByteArray &bytes)
{
    releaseHeld();
    IcrpSession *session = findSession(sessionId);
    if (!session)
        return;
    if (session->encoding != WireEncoding::MsgPack) {
        closeSessionNow(session, CloseCode::DecodeError,
                        QStringLiteral("This session speaks JSON: ask for MessagePack at the "
                                       "handshake (Accept: application/msgpack or "
                                       "subprotocol icrp.msgpack)"));
        return;
    }
    dispatchFrame(session, JsonRpc::parseMsgPack(bytes));
}

void IcrpServer::Private::dispatchFrame(IcrpSession *session, const JsonRpc::Parsed &parsed)
{
    ++session->messagesIn;
    QPointer<IcrpSession> guard(session);
    ++session->dispatchDepth;
    dispatch(session, parsed, webSocketFinish(session->id()));
    if (guard)
        --session->dispatchDepth;
}

} // namespace icrp
