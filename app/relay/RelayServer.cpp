// RelayServer: listening over TLS, accepting connections (the handshake's bearer token),
// the hello, refusals held by the throttle, request budgets and shutdown. The identify step
// is in RelayServer_Identify.cpp, calls in RelayServer_Calls.cpp.
#include "relay/RelayServer.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayLog.h"
#include "relay/RelaySession.h"

#include "icrp/protocol/CloseCode.h"
#include "icrp/protocol/VersionRange.h"

#include <QJsonArray>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QSslConfiguration>
#include <QWebSocket>
#include <QWebSocketServer>

namespace icrelay {

namespace {

constexpr int kRelayBudgetHz = 15;
constexpr std::chrono::milliseconds kIdentifyTimeout{10'000};
constexpr qint64 kMaxMessageBytes = 1024 * 1024;

QString newSessionId()
{
    QByteArray raw(12, Qt::Uninitialized);
    for (char &c : raw)
        c = static_cast<char>(QRandomGenerator::system()->bounded(256));
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

RelayServer::RelayServer(RelayOptions options, ServerCertificate certificate,
                         std::shared_ptr<TokenStore> tokens, RelayGameHost *games, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_certificate(std::move(certificate)),
      m_tokens(std::move(tokens)), m_games(games), m_throttle(m_options.failedAuth)
{
    m_budgetTimer.setInterval(1000 / kRelayBudgetHz);
    connect(&m_budgetTimer, &QTimer::timeout, this, [this] { resetBudgets(); });
}

RelayServer::~RelayServer()
{
    const auto sessions = m_sessions.values();
    for (RelaySession *s : sessions)
        delete s;
}

QString RelayServer::serverName()
{
    return QStringLiteral("ic-relay-mock %1").arg(QStringLiteral(IC_VERSION));
}

ic::Result<void> RelayServer::listen()
{
    // The WebSocket server takes connections the front door has made TLS and found to be
    // upgrades; the front door answers HTTP (the device flow) on the same port.
    m_server = std::make_unique<QWebSocketServer>(serverName(), QWebSocketServer::NonSecureMode);
    m_server->setHandshakeTimeout(kIdentifyTimeout);
    m_server->setMaxPendingConnections(kMaxConnections);
    connect(m_server.get(), &QWebSocketServer::newConnection, this, [this] { takeConnections(); });
    connect(m_server.get(), &QWebSocketServer::serverError, this,
            [](QWebSocketProtocol::CloseCode code) {
                qCDebug(lcRelay) << "handshake failed" << int(code);
            });
    m_door = std::make_unique<RelayFrontDoor>(int(kIdentifyTimeout.count()));
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificateChain(m_certificate.chain());
    tls.setPrivateKey(m_certificate.key());
    tls.setProtocol(QSsl::TlsV1_2OrLater);
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // clients prove themselves with tokens
    m_door->setSslConfiguration(tls);
    m_door->setHttpHandler(m_httpHandler);
    connect(m_door.get(), &RelayFrontDoor::webSocketArrived, this,
            [this](QTcpSocket *socket) { m_server->handleConnection(socket); });
    if (!m_door->listen(m_options.bindAddress, m_options.port))
        return ic::Error{
            QStringLiteral("relay.listen-failed"),
            QStringLiteral("Cannot listen on %1 port %2: %3 (choose another with --port, "
                           "or 0 for any free one)")
                .arg(m_options.bindAddress.toString())
                .arg(m_options.port)
                .arg(m_door->errorString())};
    m_budgetTimer.start();
    qCInfo(lcRelay).noquote() << serverName() << "listening on" << url();
    return ic::success();
}

void RelayServer::setHttpHandler(RelayFrontDoor::HttpHandler handler)
{
    m_httpHandler = std::move(handler);
    if (m_door)
        m_door->setHttpHandler(m_httpHandler);
}

quint16 RelayServer::port() const
{
    return m_door ? m_door->serverPort() : 0;
}

QString RelayServer::url() const
{
    const QHostAddress &a = m_options.bindAddress;
    const QString host = a.protocol() == QAbstractSocket::IPv6Protocol
                             ? QLatin1Char('[') + a.toString() + QLatin1Char(']')
                             : a.toString();
    return QStringLiteral("wss://%1:%2/").arg(host).arg(port());
}

QString RelayServer::httpsUrl() const
{
    return QStringLiteral("https://") + url().mid(6).chopped(1);
}

void RelayServer::shutdown()
{
    const auto sessions = m_sessions.values();
    for (RelaySession *s : sessions)
        s->close(int(icrp::CloseCode::ServerShuttingDown), QStringLiteral("Server shutting down"));
    if (m_door)
        m_door->close();
    m_budgetTimer.stop();
}

int RelayServer::identifiedCount() const
{
    return int(std::count_if(m_sessions.cbegin(), m_sessions.cend(),
                             [](const RelaySession *s) { return s->identified(); }));
}

void RelayServer::registerMethod(const QString &name, icrp::Tiers allowed, Scope scope,
                                 Handler handler)
{
    m_methods.insert(name, Method{allowed, scope, std::move(handler)});
}

void RelayServer::notify(const QString &method, const QJsonObject &params,
                         const std::function<bool(const RelayGrant &)> &accept)
{
    const QJsonObject message = icrp::JsonRpc::notification(method, params);
    for (RelaySession *s : std::as_const(m_sessions)) {
        if (s->identified() && (!accept || accept(s->grant)))
            s->send(message);
    }
}

bool RelayServer::setSubscribed(const QString &sessionId, const QString &topic, bool on)
{
    RelaySession *s = m_sessions.value(sessionId);
    if (!s)
        return false;
    if (on)
        s->subscriptions.insert(topic);
    else
        s->subscriptions.remove(topic);
    return true;
}

void RelayServer::notifySubscribed(const QString &topic, const QString &method,
                                   const QJsonObject &params,
                                   const std::function<bool(const RelayGrant &)> &accept)
{
    QJsonObject message;
    for (RelaySession *s : std::as_const(m_sessions)) {
        if (!s->identified() || !s->subscriptions.contains(topic) || (accept && !accept(s->grant)))
            continue;
        if (message.isEmpty())
            message = icrp::JsonRpc::notification(method, params);
        s->send(message);
    }
}

void RelayServer::takeConnections()
{
    while (m_server && m_server->hasPendingConnections()) {
        if (QWebSocket *socket = m_server->nextPendingConnection())
            accept(socket);
    }
}

void RelayServer::accept(QWebSocket *socket)
{
    socket->setMaxAllowedIncomingMessageSize(quint64(kMaxMessageBytes));
    socket->setMaxAllowedIncomingFrameSize(quint64(kMaxMessageBytes));
    auto *session = new RelaySession(newSessionId(), socket, this);
    m_sessions.insert(session->id(), session);
    connect(socket, &QWebSocket::textMessageReceived, session,
            [this, session](const QString &text) { onText(session, text); });
    connect(socket, &QWebSocket::binaryMessageReceived, session, [session] {
        session->close(int(icrp::CloseCode::DecodeError),
                       QStringLiteral("Binary frames are not supported; send JSON text"));
    });
    connect(socket, &QWebSocket::disconnected, session, [this, session] { dropSession(session); });
    if (identifiedCount() >= m_maxSessions) {
        session->send(icrp::JsonRpc::error(
            QJsonValue::Null, icrp::ErrorCode::TooManyConnections,
            QStringLiteral("Too many connections: this relay allows %1 at once")
                .arg(m_maxSessions)));
        return session->close(int(icrp::CloseCode::TooManyConnections),
                              QStringLiteral("Too many connections"));
    }
    const QString header = QString::fromLatin1(socket->request().rawHeader("Authorization"));
    if (!header.isEmpty()) {
        static const QString kBearer = QStringLiteral("Bearer ");
        const QString token = header.startsWith(kBearer, Qt::CaseInsensitive)
                                  ? header.mid(kBearer.size())
                                  : QString();
        const auto verdict = m_tokens->verify(token.trimmed());
        if (const auto *refused = std::get_if<TokenStore::Refused>(&verdict)) {
            TokenStore::Refused why = *refused;
            if (token.isEmpty())
                why.message =
                    QStringLiteral("Authentication failed: the Authorization header must be "
                                   "\"Bearer TOKEN\"");
            return refuseLater(session, why, QJsonValue::Null);
        }
        session->handshakeGrant = grantOf(std::get<TokenRecord>(verdict));
    }
    connect(&session->identifyTimer, &QTimer::timeout, session, [session] {
        session->close(int(icrp::CloseCode::NotIdentified),
                       QStringLiteral("Not identified within %1 ms").arg(kIdentifyTimeout.count()));
    });
    session->identifyTimer.start(kIdentifyTimeout);
    session->send(icrp::JsonRpc::notification(QStringLiteral("ic/hello"), helloParams(*session)));
    qCDebug(lcRelay).noquote() << "connection" << session->id() << "from"
                               << socket->peerAddress().toString();
}

QJsonObject RelayServer::helloParams(const RelaySession &session) const
{
    QStringList tiers{QStringLiteral("observer"), QStringLiteral("admin")};
    QJsonValue authentication = QJsonObject{{QStringLiteral("scheme"), QStringLiteral("bearer")}};
    if (session.handshakeGrant) {
        authentication = QJsonValue::Null;
        if (session.handshakeGrant->tier == icrp::Tier::Observer)
            tiers = QStringList{QStringLiteral("observer")};
    }
    return {{QStringLiteral("server"), serverName()},
            {QStringLiteral("icrpVersion"), icrp::VersionRange::supported().toJson()},
            {QStringLiteral("authentication"), authentication},
            {QStringLiteral("tiers"), QJsonArray::fromStringList(tiers)},
            {QStringLiteral("relay"), true}};
}

void RelayServer::refuseLater(RelaySession *session, const TokenStore::Refused &refused,
                              const QJsonValue &id)
{
    session->stage = RelaySession::Stage::Refusing;
    session->identifyTimer.stop();
    const auto hold = m_throttle.failureDelay();
    qCInfo(lcRelayTokens).noquote() << "token refused:" << TokenStore::refusalName(refused.reason)
                                    << "(answer held" << hold.count() << "ms)";
    const QJsonObject error = icrp::JsonRpc::error(
        id, icrp::ErrorCode::AuthenticationFailed, refused.message,
        QJsonObject{{QStringLiteral("reason"), TokenStore::refusalName(refused.reason)}});
    QTimer::singleShot(hold, session, [session, error, message = refused.message] {
        session->stage = RelaySession::Stage::Hello; // lets the answer out
        session->send(error);
        session->close(int(icrp::CloseCode::AuthenticationFailed), message);
    });
}

void RelayServer::dropSession(RelaySession *session)
{
    if (!m_sessions.remove(session->id()))
        return;
    session->stage = RelaySession::Stage::Closed;
    qCDebug(lcRelay).noquote() << "session closed" << session->id();
    Q_EMIT sessionClosed(session->id());
    session->deleteLater();
}

void RelayServer::resetBudgets()
{
    for (RelaySession *s : std::as_const(m_sessions)) {
        if (s->identified())
            s->budget = s->grant.tier == icrp::Tier::Admin ? 50 : 10;
    }
}

RelayGrant RelayServer::grantOf(const TokenRecord &record)
{
    RelayGrant grant;
    grant.tokenId = record.id;
    grant.tier = record.tier;
    grant.games = record.games;
    grant.expires = record.expires;
    return grant;
}

} // namespace icrelay
