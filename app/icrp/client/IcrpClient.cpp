// IcrpClient: lifecycle (open, close, reconnection with backoff), state, and calls.
// The handshake and incoming messages are in IcrpClient_Protocol.cpp, the failure texts in
// IcrpClient_Messages.cpp.

#include "icrp/client/IcrpClient.h"
#include "common/DefaultPorts.h"
#include "icrp/protocol/Tr.h"

#include "IcrpClientPrivate.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/IcrpLog.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/MsgPack.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <cmath>

namespace icrp {

namespace {
// Large enough for any sim_state snapshot the game sends; the server's own limit for what it
// receives is 1 MiB.
constexpr quint64 MaxIncomingMessageSize = 16 * 1024 * 1024;
} // namespace

IcrpClient::Private::Private(IcrpClient *owner) : q(owner)
{
    handshakeTimer.setSingleShot(true);
    reconnectTimer.setSingleShot(true);
    // Precise: a coarse timer may stretch the delay by 5 %, past the backoff cap it promises.
    reconnectTimer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&handshakeTimer, &QTimer::timeout, q, [this] { onHandshakeTimeout(); });
    QObject::connect(&reconnectTimer, &QTimer::timeout, q, [this] {
        qCInfo(lcIcrpClient) << "reconnecting to" << urlText();
        startAttempt();
    });
}

IcrpClient::Private::~Private() = default;

void IcrpClient::Private::setState(State s)
{
    if (state == s)
        return;
    state = s;
    qCDebug(lcIcrpClient) << "state" << s;
    Q_EMIT q->stateChanged(s);
}

void IcrpClient::Private::startAttempt()
{
    handshakeTimer.stop();
    reconnectTimer.stop();
    hello = {};
    welcome = {};
    pendingEnding.reset();
    socketOpened = false;
    identifyId = -1;

    const QString scheme = options.url.scheme();
    if (!options.url.isValid() ||
        (scheme != QLatin1String("ws") && scheme != QLatin1String("wss")) ||
        options.url.host().isEmpty()) {
        setState(State::Connecting);
        // Reported from the event loop, like every other failure, never from inside open().
        QTimer::singleShot(0, q, [this] {
            if (state == State::Connecting && !socket)
                finish(protocolError(Tr::tr("it is not a WebSocket address like %1")
                                         .arg(ic::defaultGameUrl().toString())));
        });
        return;
    }

    auto *ws = new ClientWebSocket(q);
    ws->setMaxMessageSize(MaxIncomingMessageSize);
    // Each slot counts itself in socketSignalDepth (a copy of the counter stays on the stack,
    // so this works even when the slot ends up destroying the client).
    QObject::connect(ws, &ClientWebSocket::connected, q, [this, depth = socketSignalDepth] {
        const SignalScope scope(depth);
        socketOpened = true;
        qCDebug(lcIcrpClient) << "WebSocket open to" << urlText() << "- waiting for ic/hello";
    });
    QObject::connect(ws, &ClientWebSocket::textReceived, q,
                     [this, depth = socketSignalDepth](const QByteArray &utf8) {
                         const SignalScope scope(depth);
                         onTextMessage(utf8);
                     });
    QObject::connect(ws, &ClientWebSocket::binaryReceived, q,
                     [this, depth = socketSignalDepth](const QByteArray &bytes) {
                         const SignalScope scope(depth);
                         onBinaryMessage(bytes);
                     });
    QObject::connect(ws, &ClientWebSocket::disconnected, q, [this, depth = socketSignalDepth] {
        const SignalScope scope(depth);
        onSocketDisconnected();
    });
    QObject::connect(ws, &ClientWebSocket::errorOccurred, q,
                     [this, depth = socketSignalDepth](QAbstractSocket::SocketError e) {
                         const SignalScope scope(depth);
                         onSocketError(e);
                     });
    socket = ws;

    QPointer<IcrpClient> guard(q);
    setState(State::Connecting);
    if (!guard || socket != ws)
        return;
    qCDebug(lcIcrpClient) << "connecting to" << urlText();
    handshakeTimer.start(options.handshakeTimeout);
    ClientWebSocket::Headers headers;
    if (options.messagePack)
        headers.append({"Accept", kMsgPackMediaType.toByteArray()});
    ws->open(options.url, headers);
}

void IcrpClient::Private::dropSocket(quint16 closeCode, bool ownerGoing)
{
    ClientWebSocket *ws = socket;
    socket = nullptr;
    socketOpened = false;
    if (!ws)
        return;
    // We may be inside one of this socket's own signals (a callback or slot that closes or
    // deletes the client): never delete it here, and never leave it to our destructor as a
    // child. It deletes itself later, from the event loop.
    QObject::disconnect(ws, nullptr, q, nullptr);
    ws->setParent(nullptr);
    const bool connected = ws->isOpen();
    if (connected) {
        ws->close(closeCode);
        ws->flush();
    }
    if (connected && !ownerGoing) {
        // Let the closing handshake finish on its own, but never keep the socket long.
        QObject::connect(ws, &ClientWebSocket::disconnected, ws, &QObject::deleteLater);
        QTimer::singleShot(2000, ws, [ws] {
            ws->abort();
            ws->deleteLater();
        });
        retiring.removeAll(nullptr);
        retiring.append(ws);
        return;
    }
    disposeSocket(ws);
}

void IcrpClient::Private::disposeSocket(ClientWebSocket *ws)
{
    ws->abort();
    if (*socketSignalDepth == 0) {
        // No socket signal of ours is on the stack; deleting now also works when no event
        // loop will run again (a deleteLater() then would leak).
        delete ws;
    } else {
        ws->deleteLater();
    }
}

bool IcrpClient::Private::shouldReconnect(Failure f, bool wasConnected) const
{
    if (!options.autoReconnect || userClosed)
        return false;
    switch (f) {
    case Failure::Refused:
    case Failure::TimedOut:
    case Failure::ServerShutdown:
    case Failure::Closed:
    case Failure::TooManyConnections:
        return true;
    case Failure::ProtocolError:
        return wasConnected;
    case Failure::None:
    case Failure::WrongPassword:
    case Failure::PasswordRequired:
    case Failure::VersionMismatch:
    case Failure::TierRefused:
    case Failure::SessionInvalidated:
        return false;
    }
    return false;
}

std::chrono::milliseconds IcrpClient::Private::nextBackoff()
{
    const double initial = double(std::max<qint64>(1, options.initialBackoff.count()));
    const double cap = double(std::max<qint64>(1, options.maxBackoff.count()));
    const double base = std::min(cap, initial * std::pow(2.0, double(backoffStep)));
    if (base < cap)
        ++backoffStep;
    const double jitter = QRandomGenerator::global()->bounded(0.4) - 0.2; // ±20 %
    return std::chrono::milliseconds(std::max<qint64>(1, std::llround(base * (1.0 + jitter))));
}

void IcrpClient::Private::failAllPending()
{
    if (pending.empty())
        return;
    auto calls = std::move(pending);
    pending.clear();
    QPointer<IcrpClient> guard(q);
    const QString url = urlText();
    for (auto &[id, call] : calls) {
        call.timer.reset();
        if (!call.done)
            continue;
        IcrpResult r;
        r.code = IcrpResult::NotConnected;
        r.message =
            Tr::tr("The connection to %1 ended before %2 was answered.").arg(url, call.method);
        call.done(r);
        if (!guard)
            return;
    }
}

void IcrpClient::Private::finish(const Ending &ending)
{
    const bool wasConnected = state == State::Connected;
    handshakeTimer.stop();
    reconnectTimer.stop();
    identifyId = -1;
    pendingEnding.reset();
    const bool hadSocket = socket != nullptr;
    dropSocket(1000);

    failure = ending.failure;
    error = ending.message;
    if (ending.failure != Failure::None)
        qCInfo(lcIcrpClient).noquote() << "connection ended:" << ending.failure << "-" << error;

    QPointer<IcrpClient> guard(q);
    if (shouldReconnect(ending.failure, wasConnected)) {
        const auto delay = nextBackoff();
        qCInfo(lcIcrpClient) << "reconnecting in" << delay.count() << "ms";
        reconnectTimer.start(delay);
        setState(State::Reconnecting);
    } else {
        setState(State::Disconnected);
    }
    if (!guard)
        return;
    failAllPending();
    if (!guard)
        return;
    if (ending.failure != Failure::None) {
        Q_EMIT q->errorOccurred(ending.failure, ending.message);
        if (!guard)
            return;
    }
    if (hadSocket || wasConnected)
        Q_EMIT q->disconnected();
}

void IcrpClient::Private::sendJson(const QJsonObject &message)
{
    if (!socket)
        return;
    if (options.messagePack)
        socket->sendBinary(MsgPack::encode(message));
    else
        socket->sendText(JsonRpc::encode(message));
}

// --- public API

IcrpClient::IcrpClient(QObject *parent) : QObject(parent), d(std::make_unique<Private>(this)) {}

IcrpClient::~IcrpClient()
{
    // Pending callbacks are dropped, not run: whoever owns them may be half destroyed by now.
    d->reconnectTimer.stop();
    d->handshakeTimer.stop();
    d->pending.clear();
    d->dropSocket(1001, true);
    // Sockets still finishing a closing handshake would outlive us otherwise.
    for (const QPointer<ClientWebSocket> &ws : std::as_const(d->retiring)) {
        if (ws) {
            QObject::disconnect(ws, &ClientWebSocket::disconnected, ws, &QObject::deleteLater);
            d->disposeSocket(ws);
        }
    }
}

void IcrpClient::setOptions(const Options &options)
{
    d->options = options;
    d->subscriptions = options.subscriptions;
    d->subscriptions.removeDuplicates();
}

const IcrpClient::Options &IcrpClient::options() const
{
    return d->options;
}

void IcrpClient::open()
{
    if (d->state == State::Connecting || d->state == State::Authenticating ||
        d->state == State::Connected) {
        qCDebug(lcIcrpClient) << "open() ignored: already" << d->state;
        return;
    }
    d->userClosed = false;
    d->backoffStep = 0;
    d->startAttempt();
}

void IcrpClient::close()
{
    d->userClosed = true;
    d->reconnectTimer.stop();
    d->handshakeTimer.stop();
    d->identifyId = -1;
    d->pendingEnding.reset();
    const bool hadSocket = d->socket != nullptr;
    const bool wasActive = d->state != State::Disconnected;
    d->dropSocket(1000);
    if (!wasActive && !hadSocket)
        return;
    QPointer<IcrpClient> guard(this);
    d->setState(State::Disconnected);
    if (!guard)
        return;
    d->failAllPending();
    if (!guard)
        return;
    if (hadSocket)
        Q_EMIT disconnected();
}

IcrpClient::State IcrpClient::state() const
{
    return d->state;
}

IcrpClient::Failure IcrpClient::lastFailure() const
{
    return d->failure;
}

QString IcrpClient::lastError() const
{
    return d->error;
}

QJsonObject IcrpClient::welcome() const
{
    return d->welcome;
}

QJsonObject IcrpClient::hello() const
{
    return d->hello;
}

qint64 IcrpClient::reconnectInMs() const
{
    if (d->state != State::Reconnecting || !d->reconnectTimer.isActive())
        return -1;
    return std::max(0, d->reconnectTimer.remainingTime());
}

void IcrpClient::call(const QString &method, const QJsonValue &params, Callback done,
                      std::chrono::milliseconds timeout)
{
    if (d->state != State::Connected || !d->socket) {
        IcrpResult r;
        r.code = IcrpResult::NotConnected;
        r.message = Tr::tr("Not connected to %1: %2 was not sent.").arg(d->urlText(), method);
        if (done)
            QTimer::singleShot(0, this, [done = std::move(done), r] { done(r); });
        return;
    }
    const qint64 id = d->nextId++;
    if (timeout.count() <= 0)
        timeout = d->options.defaultCallTimeout;

    Private::PendingCall entry;
    entry.method = method;
    entry.done = std::move(done);
    entry.timer = std::make_unique<QTimer>(this);
    entry.timer->setSingleShot(true);
    QObject::connect(entry.timer.get(), &QTimer::timeout, this, [this, id, timeout] {
        auto it = d->pending.find(id);
        if (it == d->pending.end())
            return;
        Callback cb = std::move(it->second.done);
        const QString name = it->second.method;
        // This timer is the sender of the running signal: delete it later, not now.
        it->second.timer.release()->deleteLater();
        d->pending.erase(it);
        qCInfo(lcIcrpClient) << "call" << name << "timed out";
        if (!cb)
            return;
        IcrpResult r;
        r.code = IcrpResult::TimedOut;
        r.message = Tr::tr("No answer to %1 from %2 within %3 ms.")
                        .arg(name, d->urlText())
                        .arg(timeout.count());
        cb(r);
    });
    entry.timer->start(timeout);
    d->pending.emplace(id, std::move(entry));
    qCDebug(lcIcrpClient) << "call" << id << method;
    d->sendJson(JsonRpc::request(QJsonValue(double(id)), method, params));
}

namespace {

QJsonObject subscriptionParams(const QStringList &names)
{
    QJsonArray categories;
    QJsonArray events;
    for (const QString &name : names) {
        if (parseCategory(name))
            categories.append(name);
        else
            events.append(name); // an event name, or unknown: the server answers -32008
    }
    return {{QStringLiteral("categories"), categories}, {QStringLiteral("events"), events}};
}

} // namespace

void IcrpClient::subscribe(const QStringList &categoriesAndEvents, Callback done)
{
    QPointer<IcrpClient> self(this);
    call(QStringLiteral("ic/state.subscribe"), subscriptionParams(categoriesAndEvents),
         [self, names = categoriesAndEvents, done = std::move(done)](const IcrpResult &r) {
             if (r.ok && self) {
                 for (const QString &n : names) {
                     if (!self->d->subscriptions.contains(n))
                         self->d->subscriptions.append(n);
                 }
             }
             if (done)
                 done(r);
         });
}

void IcrpClient::unsubscribe(const QStringList &categoriesAndEvents, Callback done)
{
    QPointer<IcrpClient> self(this);
    call(QStringLiteral("ic/state.unsubscribe"), subscriptionParams(categoriesAndEvents),
         [self, names = categoriesAndEvents, done = std::move(done)](const IcrpResult &r) {
             if (r.ok && self) {
                 for (const QString &n : names)
                     self->d->subscriptions.removeAll(n);
             }
             if (done)
                 done(r);
         });
}

} // namespace icrp
