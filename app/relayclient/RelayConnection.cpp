// RelayConnection: lifecycle (open, close, reconnection with backoff), the socket and its TLS
// verdict, and calls. The handshake and incoming messages are in RelayConnection_Protocol.cpp,
// the sentences in RelayConnection_Errors.cpp, the relay's methods in RelayConnection_Methods.cpp.

#include "relayclient/RelayConnection.h"

#include "relayclient/RelayClientLog.h"
#include "relayclient/RelayConnectionPrivate.h"
#include "relayclient/Tr.h"

#include <QNetworkRequest>
#include <QRandomGenerator>
#include <cmath>

namespace icrelayclient {

namespace {
constexpr quint64 kMaxIncomingMessage = 16 * 1024 * 1024;
} // namespace

RelayConnection::Private::Private(RelayConnection *owner) : q(owner)
{
    handshakeTimer.setSingleShot(true);
    reconnectTimer.setSingleShot(true);
    reconnectTimer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&handshakeTimer, &QTimer::timeout, q, [this] { finish(timedOut()); });
    QObject::connect(&reconnectTimer, &QTimer::timeout, q, [this] {
        qCInfo(lcRelayClient).noquote() << "reconnecting to" << where();
        startAttempt();
    });
}

void RelayConnection::Private::setState(State s)
{
    if (state == s)
        return;
    state = s;
    qCDebug(lcRelayClient) << "state" << s;
    Q_EMIT q->stateChanged(s);
}

void RelayConnection::Private::startAttempt()
{
    handshakeTimer.stop();
    reconnectTimer.stop();
    hello = {};
    welcome = {};
    pendingEnding.reset();
    opened = false;
    identifyId = -1;
    trust = CertificateTrust::Unknown;
    setState(State::Connecting);
    if (options.url.scheme() != QLatin1String("wss") || options.url.host().isEmpty()) {
        // Reported from the event loop, like every other failure, never from inside open().
        QTimer::singleShot(0, q, [this] {
            if (state == State::Connecting && !socket)
                finish(notARelay(Tr::tr("it is not a wss:// address; a relay is reached only "
                                        "over TLS, like wss://relay.example.org:19720/")));
        });
        return;
    }
    auto *ws = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, q);
    ws->setMaxAllowedIncomingMessageSize(kMaxIncomingMessage);
    ws->setMaxAllowedIncomingFrameSize(kMaxIncomingMessage);
    ws->setSslConfiguration(options.trust.configuration());
    QObject::connect(ws, &QWebSocket::sslErrors, q,
                     [this](const QList<QSslError> &errors) { onSslErrors(errors); });
    QObject::connect(ws, &QWebSocket::connected, q, [this, ws] {
        opened = true;
        if (trust == CertificateTrust::Unknown) {
            fingerprint = TlsTrust::fingerprint(ws->sslConfiguration().peerCertificate());
            trust = CertificateTrust::CaVerified;
        }
        qCDebug(lcRelayClient).noquote()
            << "TLS open to" << where() << "certificate" << fingerprint << trust;
    });
    QObject::connect(ws, &QWebSocket::textMessageReceived, q,
                     [this](const QString &text) { onText(text); });
    QObject::connect(ws, &QWebSocket::binaryMessageReceived, q,
                     [this] { finish(notARelay(Tr::tr("it sent a binary frame"))); });
    QObject::connect(ws, &QWebSocket::disconnected, q, [this] { onSocketDisconnected(); });
    QObject::connect(ws, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), q,
                     [this](QAbstractSocket::SocketError e) { onSocketError(e); });
    socket = ws;
    QNetworkRequest request(options.url);
    // The token goes only into this header (and ic/identify when the hello asks for it).
    if (!options.token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + options.token.toUtf8());
    qCDebug(lcRelayClient).noquote() << "connecting to" << where();
    handshakeTimer.start(options.handshakeTimeout);
    ws->open(request);
}

void RelayConnection::Private::onSslErrors(const QList<QSslError> &errors)
{
    QWebSocket *ws = socket;
    if (!ws)
        return;
    QSslCertificate peer = ws->sslConfiguration().peerCertificate();
    for (const QSslError &e : errors) {
        if (peer.isNull())
            peer = e.certificate();
    }
    const TlsVerdict verdict = options.trust.judge(peer, errors);
    fingerprint = verdict.fingerprint;
    if (verdict.refusal) {
        qCWarning(lcRelayClient).noquote()
            << "refused the certificate of" << where() << "fingerprint" << fingerprint;
        pendingEnding = Ending{*verdict.refusal, false};
        // Finished from the event loop: the socket is inside its handshake now.
        QTimer::singleShot(0, q, [this, ws] {
            if (socket == ws && pendingEnding)
                finish(*pendingEnding);
        });
        return;
    }
    trust = CertificateTrust::Pinned;
    qCInfo(lcRelayClient).noquote()
        << "accepted the pinned certificate" << fingerprint << "of" << where();
    ws->ignoreSslErrors(errors);
}

void RelayConnection::Private::dropSocket()
{
    QWebSocket *ws = socket;
    socket = nullptr;
    if (!ws)
        return;
    QObject::disconnect(ws, nullptr, q, nullptr);
    if (ws->state() == QAbstractSocket::ConnectedState) {
        ws->close(QWebSocketProtocol::CloseCodeNormal);
        QObject::connect(ws, &QWebSocket::disconnected, ws, &QObject::deleteLater);
        QTimer::singleShot(2000, ws, [ws] {
            ws->abort();
            ws->deleteLater();
        });
        return;
    }
    ws->abort();
    ws->deleteLater();
}

void RelayConnection::Private::finish(const Ending &ending)
{
    handshakeTimer.stop();
    const bool wasConnected = state == State::Connected;
    dropSocket();
    error = ending.error;
    failAllPending(notConnected());
    if (!error.code.isEmpty()) {
        qCInfo(lcRelayClient).noquote() << where() << error.code;
        Q_EMIT q->errorOccurred(error.code, error.message);
    }
    if (wasConnected)
        Q_EMIT q->disconnected();
    if (ending.retry && options.autoReconnect && !userClosed) {
        reconnectTimer.start(nextBackoff());
        setState(State::Reconnecting);
        return;
    }
    setState(State::Disconnected);
}

std::chrono::milliseconds RelayConnection::Private::nextBackoff()
{
    const double initial = double(std::max<qint64>(1, options.initialBackoff.count()));
    const double cap = double(std::max<qint64>(1, options.maxBackoff.count()));
    const double base = std::min(cap, initial * std::pow(2.0, double(backoffStep)));
    if (base < cap)
        ++backoffStep;
    const double jitter = QRandomGenerator::global()->bounded(0.4) - 0.2; // ±20 %
    return std::chrono::milliseconds(
        std::max<qint64>(1, std::llround(std::min(cap, base * (1.0 + jitter)))));
}

void RelayConnection::Private::failAllPending(const ic::Error &why)
{
    auto calls = std::move(pending);
    pending.clear();
    for (auto &[id, call] : calls) {
        if (call.done)
            call.done(why);
    }
}

void RelayConnection::Private::send(const QJsonObject &message)
{
    if (socket)
        socket->sendTextMessage(QString::fromUtf8(icrp::JsonRpc::encode(message)));
}

RelayConnection::RelayConnection(QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this))
{
}

RelayConnection::~RelayConnection()
{
    d->userClosed = true;
    d->dropSocket();
    d->failAllPending(Private::notConnected());
}

void RelayConnection::setOptions(const Options &options)
{
    d->options = options;
}

const RelayConnection::Options &RelayConnection::options() const
{
    return d->options;
}

void RelayConnection::open()
{
    d->userClosed = false;
    d->backoffStep = 0;
    d->error = {};
    d->dropSocket();
    d->startAttempt();
}

void RelayConnection::close()
{
    d->userClosed = true;
    d->reconnectTimer.stop();
    d->finish(Private::Ending{});
}

RelayConnection::State RelayConnection::state() const
{
    return d->state;
}

ic::Error RelayConnection::lastError() const
{
    return d->error;
}

QString RelayConnection::peerFingerprint() const
{
    return d->fingerprint;
}

RelayConnection::CertificateTrust RelayConnection::certificateTrust() const
{
    return d->trust;
}

QJsonObject RelayConnection::hello() const
{
    return d->hello;
}

QJsonObject RelayConnection::welcome() const
{
    return d->welcome;
}

qint64 RelayConnection::reconnectInMs() const
{
    return d->state == State::Reconnecting ? d->reconnectTimer.remainingTime() : -1;
}

bool RelayConnection::matchEventsWanted() const
{
    return d->wantEvents;
}

void RelayConnection::call(const QString &method, const QJsonObject &params, Done<QJsonValue> done,
                           std::chrono::milliseconds timeout)
{
    if (d->state != State::Connected || !d->socket) {
        // Answered from the event loop, as every other outcome is.
        QTimer::singleShot(0, this, [done = std::move(done)] {
            if (done)
                done(Private::notConnected());
        });
        return;
    }
    const qint64 id = d->nextId++;
    Private::PendingCall pendingCall{std::move(done), std::make_unique<QTimer>()};
    pendingCall.timer->setSingleShot(true);
    connect(pendingCall.timer.get(), &QTimer::timeout, this, [this, id, method] {
        auto it = d->pending.find(id);
        if (it == d->pending.end())
            return;
        auto doneNow = std::move(it->second.done);
        d->pending.erase(it);
        if (doneNow)
            doneNow(ic::Error{QStringLiteral("relay.timeout"),
                              Tr::tr("The relay did not answer %1 in time.").arg(method)});
    });
    pendingCall.timer->start(timeout.count() > 0 ? timeout : d->options.callTimeout);
    d->pending.emplace(id, std::move(pendingCall));
    d->send(icrp::JsonRpc::request(QJsonValue(double(id)), method, params));
}

} // namespace icrelayclient
