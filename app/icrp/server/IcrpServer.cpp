// IcrpServer: lifecycle, the session table, ticks and event fan-out. The transports, the
// handshake and the dispatcher live in the IcrpServer_*.cpp files next to this one.
#include "icrp/server/IcrpServer.h"

#include "IcrpServerPrivate.h"
#include "icrp/protocol/IcrpLog.h"
#include "icrp/protocol/MsgPack.h"
#include "net/WebSocketFrame.h"

#include <QRandomGenerator>
#include <QTcpServer>
#include <algorithm>
#include <utility>

#include "icrp/server/IcrpFrontDoor.h"

namespace icrp {

namespace {
// How long a closed socket may take to finish its close handshake before it is aborted.
constexpr std::chrono::milliseconds kCloseGrace{5000};
} // namespace

// Set on a socket whose session closed during a dispatch, until its close frame is sent.
const char *const IcrpServer::Private::kClosePending = "icrpClosePending";

namespace {
} // namespace

IcrpServer::Private::Private(IcrpServer *qq, IcrpServerConfig cfg,
                             std::shared_ptr<IcrpAuthenticator> auth)
    : q(qq), config(std::move(cfg)), authenticator(std::move(auth)),
      owner(std::make_unique<QObject>()), guesses(config.failedAuth)
{
    tickTimer.setTimerType(Qt::PreciseTimer);
    httpSweepTimer.setInterval(std::clamp(config.httpTokenIdleLifetime,
                                          std::chrono::milliseconds(1000),
                                          std::chrono::milliseconds(60'000)));
}

IcrpServer::Private::~Private()
{
    releaseHeld(); // what was published goes out before the sessions do
    tickTimer.stop();
    httpSweepTimer.stop();
    sessionList.clear();
    byId.clear();
    byToken.clear();
    // Sessions and closing sockets first: their WebSockets run on TCP sockets owned by `http`.
    owner.reset();
    webSockets.reset();
    http.reset();
}

IcrpSession *IcrpServer::Private::createSession(IcrpSession::Transport transport)
{
    QString id;
    do {
        id = randomId(16);
    } while (byId.contains(id));
    auto *session = new IcrpSession(id, transport, owner.get());
    session->beforeSend = [this] { releaseHeld(); };
    sessionList.append(session);
    byId.insert(id, session);
    keepTicking();
    return session;
}

void IcrpServer::Private::keepTicking()
{
    if (listening && config.driveTicks && config.tickRate > 0 && !tickTimer.isActive())
        tickTimer.start(std::max(1, 1000 / config.tickRate));
}

void IcrpServer::Private::closeSessionNow(IcrpSession *session, CloseCode code,
                                          const QString &reason)
{
    if (!session || session->closed)
        return;
    releaseHeld(); // its events before its close frame
    session->closed = true;
    const QString id = session->id();
    sessionList.removeOne(session);
    byId.remove(id);
    if (!session->token.isEmpty())
        byToken.remove(session->token);
    session->identifyTimer.stop();
    if (QWebSocket *socket = session->socket) {
        session->socket = nullptr;
        // Stop listening to it (every connection to it has the session as context).
        QObject::disconnect(socket, nullptr, session, nullptr);
        retireSocket(socket);
        if (socket->state() == QAbstractSocket::ConnectedState) {
            if (session->dispatchDepth > 0) {
                // Closed from inside its own dispatch (e.g. a kick of itself): the answers of
                // that dispatch go out first (webSocketFinish), then the close frame.
                socket->setProperty(kClosePending, true);
                QTimer::singleShot(0, socket, [socket, code, text = closeReason(reason)] {
                    socket->setProperty(kClosePending, false);
                    socket->close(toWs(code), text);
                });
            } else {
                socket->close(toWs(code), closeReason(reason));
            }
        }
    }
    qCDebug(lcIcrpServer) << "session closed" << id << session->transportName() << int(code)
                          << reason;
    session->deleteLater();
    if (byToken.isEmpty())
        httpSweepTimer.stop();
    const InCallback inSignal(callbackDepth);
    Q_EMIT q->sessionClosed(id);
}

void IcrpServer::Private::retireSocket(QWebSocket *socket)
{
    socket->setParent(owner.get());
    if (socket->state() == QAbstractSocket::UnconnectedState) {
        socket->deleteLater();
        return;
    }
    QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(kCloseGrace, socket, [socket] { socket->abort(); });
}

QString IcrpServer::Private::closeReason(const QString &reason)
{
    constexpr qsizetype kMaxBytes = 123; // RFC 6455: 125-byte payload minus the code
    const QByteArray utf8 = reason.toUtf8();
    if (utf8.size() <= kMaxBytes)
        return reason;
    qsizetype cut = kMaxBytes;
    while (cut > 0 && (quint8(utf8.at(cut)) & 0xC0) == 0x80)
        --cut; // never inside a multi-byte character
    return QString::fromUtf8(utf8.left(cut));
}

int IcrpServer::Private::requestBudget(Tier tier) const
{
    return config.requestsPerTick.value(tier, config.requestsPerTick.value(Tier::Observer, 10));
}

QString IcrpServer::Private::randomId(int bytes)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    QRandomGenerator *rng = QRandomGenerator::system();
    for (int i = 0; i < bytes; ++i)
        raw[i] = static_cast<char>(rng->bounded(256));
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString IcrpServer::Private::peerText(const QString &text)
{
    constexpr qsizetype kMaxChars = 80;
    QString out;
    out.reserve(qMin(text.size(), kMaxChars) + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (out.size() >= kMaxChars) {
            out += QStringLiteral("...");
            break;
        }
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u == u'\\')
            out += QStringLiteral("\\\\");
        else if (u == u'\n')
            out += QStringLiteral("\\n");
        else if (u == u'\r')
            out += QStringLiteral("\\r");
        else if (u == u'\t')
            out += QStringLiteral("\\t");
        else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || u == 0x2028 || u == 0x2029)
            out += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

qint64 IcrpServer::Private::nowMs()
{
    return IcrpSession::nowMs();
}

// ---------------------------------------------------------------------------------------------

IcrpServer::IcrpServer(IcrpServerConfig config, std::shared_ptr<IcrpAuthenticator> authenticator,
                       QObject *parent)
    : QObject(parent),
      d(std::make_unique<Private>(this, std::move(config), std::move(authenticator)))
{
    Q_ASSERT(d->authenticator);
    connect(&d->tickTimer, &QTimer::timeout, this, [this] {
        beginTick(++d->driverTick);
        if (d->sessionList.isEmpty()) // and no address's HTTP budget spent: beginTick cleared it
            d->tickTimer.stop();
    });
    connect(&d->httpSweepTimer, &QTimer::timeout, this, [this] { d->sweepHttp(); });
}

IcrpServer::~IcrpServer()
{
    Q_ASSERT_X(d->callbackDepth == 0, "IcrpServer::~IcrpServer",
               "deleted inside its own handler or signal; use deleteLater()");
}

ic::Result<void> IcrpServer::listen()
{
    const QString where = QStringLiteral("%1:%2").arg(
        d->config.bindAddress.protocol() == QAbstractSocket::IPv6Protocol
            ? QLatin1Char('[') + d->config.bindAddress.toString() + QLatin1Char(']')
            : d->config.bindAddress.toString(),
        QString::number(d->config.port));
    if (d->listening)
        return ic::Error{QStringLiteral("listen.already"),
                         QStringLiteral("Cannot listen on %1: this server is already listening on "
                                        "port %2")
                             .arg(where)
                             .arg(d->boundPort)};
    if (!d->http) {
        d->http = std::make_unique<QHttpServer>();
        d->setupRoutes();
    }
    if (!d->webSockets) {
        // Our own WebSocket server (QHttpServer's cannot select a subprotocol, and browsers
        // fail the handshake when they offer one and none is selected).
        d->webSockets = std::make_unique<QWebSocketServer>(d->config.serverName,
                                                           QWebSocketServer::NonSecureMode);
        d->webSockets->setSupportedSubprotocols({QLatin1String(Private::kMsgPackSubprotocol),
                                                 QLatin1String(Private::kJsonSubprotocol)});
        d->webSockets->setHandshakeTimeout(d->config.identifyTimeout);
        connect(d->webSockets.get(), &QWebSocketServer::newConnection, this,
                [this] { d->takePendingWebSockets(); });
    }
    // QAbstractHttpServer::listen() reports only 0 on failure: listen on our own QTcpServer to
    // learn why, then hand it over (bind() makes it a child of the HTTP server). The front door
    // reads every request head first: upgrades go to `webSockets`, oversized bodies are
    // refused before they are read, the rest goes on to QHttpServer.
    IcrpFrontDoor::Limits limits;
    limits.maxBodyBytes = d->config.maxMessageSize;
    limits.headTimeout = d->config.identifyTimeout;
    limits.idleTimeout = d->config.httpIdleTimeout;
    limits.maxUnsentBytes = d->config.maxUnsentBytes;
    limits.maxOpenSockets = d->config.maxOpenSockets;
    auto tcp = std::make_unique<IcrpFrontDoor>(limits);
    connect(tcp.get(), &IcrpFrontDoor::webSocketArrived, this, [this](QTcpSocket *socket) {
        d->noteUpgrading(socket);
        d->webSockets->handleConnection(socket);
        // Its handshake bytes arrived before QWebSocketServer listened to the socket.
        QTimer::singleShot(0, socket, [socket] {
            if (socket->bytesAvailable() > 0)
                Q_EMIT socket->readyRead();
        });
    });
    if (!tcp->listen(d->config.bindAddress, d->config.port))
        return ic::Error{QStringLiteral("listen.failed"),
                         QStringLiteral("Cannot listen on %1: %2").arg(where, tcp->errorString())};
    d->boundPort = tcp->serverPort();
    d->frontDoor = tcp.get();
    d->http->bind(tcp.release());
    d->listening = true;
    d->keepTicking();
    qCInfo(lcIcrpServer).noquote() << d->config.serverName << "listening on"
                                   << d->config.bindAddress.toString() << "port" << d->boundPort;
    return ic::success();
}

quint16 IcrpServer::port() const
{
    return d->boundPort;
}

const IcrpServerConfig &IcrpServer::config() const
{
    return d->config;
}

void IcrpServer::shutdown()
{
    closeAllSessions(CloseCode::ServerShuttingDown, QStringLiteral("Server shutting down"));
    d->tickTimer.stop();
    d->httpChallenges.clear();
    if (d->http) {
        const auto servers = d->http->servers();
        for (QTcpServer *server : servers)
            server->close();
    }
    if (d->listening)
        qCInfo(lcIcrpServer) << "stopped listening on port" << d->boundPort;
    d->listening = false;
}

void IcrpServer::setFallbackHandler(Handler handler)
{
    d->fallbackHandler = std::move(handler);
}

void IcrpServer::notify(const QString &method, const QJsonObject &params,
                        const std::function<bool(const IcrpSessionInfo &)> &accept)
{
    d->releaseHeld(); // what was published before goes first
    const QJsonObject message = JsonRpc::notification(method, params);
    // Encoded once per encoding in use, on first need (indexed by WireEncoding).
    IcrpSession::Frame frames[2];
    QStringList ids; // sending may close a session that is too slow: walk by id
    for (const IcrpSession *session : std::as_const(d->sessionList))
        ids << session->id();
    for (const QString &id : std::as_const(ids)) {
        IcrpSession *session = d->findSession(id);
        if (!session || !session->identified || !session->socket)
            continue;
        if (accept && !accept(session->info()))
            continue;
        IcrpSession::Frame &frame = frames[int(session->encoding)];
        if (frame.isEmpty())
            frame = IcrpSession::frameOf(message, session->encoding);
        session->sendFrame(frame);
    }
}

void IcrpServer::answerInPieces(QTcpSocket *socket, bool inPieces)
{
    IcrpFrontDoor::answerInPieces(socket, inPieces);
}

void IcrpServer::setContentHandler(ContentHandler handler)
{
    d->contentHandler = std::move(handler);
}

void IcrpServer::registerMethod(const QString &name, Tiers allowed, Handler handler, Effect effect)
{
    d->methods.insert(name, Private::Method{allowed, std::move(handler), effect});
}

void IcrpServer::beginTick(qint64 tick)
{
    d->currentTick = tick;
    d->httpAddressSpent.clear();
    for (IcrpSession *session : std::as_const(d->sessionList)) {
        if (session->identified)
            session->budget = d->requestBudget(session->grant.tier);
    }
    // A send may end in a synchronous disconnect that edits the table: walk a copy.
    const QList<IcrpSession *> sessions = d->sessionList;
    for (IcrpSession *session : sessions) {
        if (!session->closed)
            session->releaseDelayed(tick);
    }
}

QByteArray IcrpServer::Private::eventMsgPack(const IcrpEvent &event)
{
    if (!event.msgpack.isEmpty())
        return event.msgpack;
    ++msgpackEventEncodes;
    if (!event.message.isEmpty())
        return MsgPack::encode(event.message);
    const JsonRpc::Parsed parsed = JsonRpc::parse(event.frame);
    if (parsed.parseError || parsed.batch || parsed.messages.size() != 1) {
        qCWarning(lcIcrpServer) << "event" << event.type << "is not one JSON-RPC notification;"
                                << "MessagePack sessions do not get it";
        return {};
    }
    return MsgPack::encode(
        JsonRpc::notification(parsed.messages.first().method, parsed.messages.first().params));
}

void IcrpServer::publish(const IcrpEvent &event)
{
    if (event.frame.isEmpty() && event.msgpack.isEmpty())
        return;
    // Each encoding is made once, on first need, and shared by every session that takes it:
    // framed once for those sent to now, added once to what is held for the others.
    struct Form
    {
        bool tried = false;
        QByteArray bytes;
        IcrpSession::Frame frame;
        qsizetype heldFrom = -1;
        qsizetype heldTo = -1;
    };
    Form forms[2];
    // A copy of the list: a send may end in a synchronous disconnect that edits the table.
    const QList<IcrpSession *> sessions = d->sessionList;
    for (IcrpSession *session : sessions) {
        if (session->closed || !session->isWebSocket() || !session->takesEvent(event))
            continue;
        const bool msgpack = session->encoding == WireEncoding::MsgPack;
        Form &form = forms[int(session->encoding)];
        if (!form.tried) {
            form.tried = true;
            form.bytes = msgpack ? d->eventMsgPack(event) : event.frame;
        }
        if (form.bytes.isEmpty())
            continue;
        if (d->holding && session->canHold()) {
            QByteArray &held = d->heldFrames[int(session->encoding)];
            if (form.heldFrom < 0) {
                form.heldFrom = held.size();
                icnet::WebSocketFrame::append(
                    held, msgpack ? icnet::WebSocketFrame::kBinary : icnet::WebSocketFrame::kText,
                    form.bytes);
                form.heldTo = held.size();
            }
            session->holdRange(form.heldFrom, form.heldTo);
            continue;
        }
        if (form.frame.isEmpty())
            form.frame = IcrpSession::frameOf(form.bytes, session->encoding);
        session->deliverEvent(form.frame, d->currentTick, d->config.tickRate);
    }
}

void IcrpServer::holdEvents()
{
    if (d->holding)
        return;
    d->holding = true;
    QTimer::singleShot(0, d->owner.get(), [this] { d->releaseHeld(); });
}

void IcrpServer::Private::releaseHeld()
{
    if (!holding)
        return;
    holding = false;
    // Taken first: anything held while these are written starts afresh.
    const QByteArray frames[2] = {std::exchange(heldFrames[0], {}),
                                  std::exchange(heldFrames[1], {})};
    const QList<IcrpSession *> sessions = sessionList; // as publish() does
    for (IcrpSession *session : sessions) {
        if (session->holds())
            session->writeHeld(frames[int(session->encoding)]);
    }
}

bool IcrpServer::hasTaker(EventCategory category, const QString &type) const
{
    return std::any_of(d->sessionList.cbegin(), d->sessionList.cend(),
                       [&](const IcrpSession *s) { return s->mayTake(category, type); });
}

ic::Result<void> IcrpServer::subscribe(const QString &sessionId,
                                       const QStringList &categoriesAndEvents, int intervalTicks)
{
    auto fail = [](ErrorCode c, const QString &why) -> ic::Result<void> {
        return icrpError(c, why);
    };
    IcrpSession *session = d->findSession(sessionId);
    if (!session || !session->identified)
        return fail(ErrorCode::NotFound,
                    QStringLiteral("No identified session with id \"%1\"").arg(sessionId));
    EventCategories categories;
    QStringList events;
    QString why;
    if (!Private::resolveNames(categoriesAndEvents, &categories, &events, &why))
        return fail(ErrorCode::UnknownSubscription, why);
    if (!Private::grantCovers(session->grant, categories, events, &why))
        return fail(ErrorCode::PermissionDenied, why);
    session->addSubscriptions(categories, events);
    if (intervalTicks > 0)
        session->simStateInterval = intervalTicks;
    d->reportSubscriptions(session);
    return ic::success();
}

QList<IcrpSessionInfo> IcrpServer::sessions() const
{
    QList<IcrpSessionInfo> out;
    out.reserve(d->sessionList.size());
    for (const IcrpSession *session : std::as_const(d->sessionList))
        out.append(session->info());
    return out;
}

std::optional<IcrpSessionInfo> IcrpServer::session(const QString &sessionId) const
{
    if (const IcrpSession *s = d->findSession(sessionId))
        return s->info();
    return std::nullopt;
}

int IcrpServer::connectionCount() const
{
    return int(std::count_if(d->sessionList.cbegin(), d->sessionList.cend(),
                             [](const IcrpSession *s) { return s->isWebSocket(); }));
}

int IcrpServer::openSockets() const
{
    return d->frontDoor ? d->frontDoor->openSockets() : 0;
}

bool IcrpServer::closeSession(const QString &sessionId, CloseCode code, const QString &reason)
{
    IcrpSession *session = d->findSession(sessionId);
    if (!session)
        return false;
    d->closeSessionNow(session, code, reason);
    return true;
}

void IcrpServer::closeAllSessions(CloseCode code, const QString &reason,
                                  const QString &keepSessionId)
{
    const QList<IcrpSession *> sessions = d->sessionList;
    for (IcrpSession *session : sessions) {
        if (session->id() != keepSessionId)
            d->closeSessionNow(session, code, reason);
    }
}

void IcrpServer::closeSessionsOlderThan(quint64 generation, CloseCode code, const QString &reason)
{
    const QList<IcrpSession *> sessions = d->sessionList;
    for (IcrpSession *session : sessions) {
        if (session->identified && session->generation < generation)
            d->closeSessionNow(session, code, reason);
    }
}

} // namespace icrp
