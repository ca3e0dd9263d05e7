// IcrpServer's HTTP side: the routes on the shared port (IcrpFrontDoor keeps WebSocket
// upgrades and oversized bodies away from here), Host/Origin checks, GET /hello, POST / with tokens
// from an HTTP identify, and the status codes of docs/icrp-spec.md §7 (401, 403, 405, 413, 415,
// 204), every answer through HttpAnswer (its security headers).
#include "IcrpServerPrivate.h"
#include "icrp/protocol/IcrpAuth.h"
#include "icrp/protocol/IcrpLog.h"
#include "icrp/server/HttpAnswer.h"

#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>

namespace icrp {

namespace {

using Status = HttpAnswer::Status;

// Outstanding GET /hello challenges kept at most (each is single-use and short-lived).
constexpr int kMaxHttpChallenges = 4096;
// HTTP token sessions kept at most; a new identify evicts the least recently used.
constexpr int kMaxHttpTokens = 64;

QByteArray errorBody(ErrorCode code, const QString &message)
{
    return JsonRpc::encode(JsonRpc::error(QJsonValue::Null, code, message));
}

/// The media type of a request's Content-Type, without parameters, in lower case.
QByteArray mediaType(const QHttpServerRequest &request)
{
    return request.value("content-type").split(';').constFirst().trimmed().toLower();
}

/// An ICRP answer in the request's encoding.
void writeAnswer(QHttpServerResponder &responder, Status status, WireEncoding encoding,
                 const QJsonValue &answer, const HttpAnswer::Headers &extra = {})
{
    const QByteArray body = wireEncode(answer, encoding);
    if (encoding == WireEncoding::MsgPack)
        HttpAnswer::msgpack(responder, status, body, extra);
    else
        HttpAnswer::json(responder, status, body, extra);
}

} // namespace

QHostAddress IcrpServer::Private::normalized(const QHostAddress &address)
{
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    return isV4 ? QHostAddress(v4) : address;
}

void IcrpServer::Private::setupRoutes()
{
    http->route(QStringLiteral("/"),
                [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                    // WebSocket upgrades never get here: IcrpFrontDoor hands them to
                    // `webSockets` (and answers malformed ones with 400).
                    if (contentHandler && isRead(request))
                        return handleContent(request, std::move(responder));
                    handleHttpPost(request, std::move(responder));
                });
    http->setMissingHandler(
        [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
            if (contentHandler)
                return handleContent(request, std::move(responder));
            if (refuseForeign(request, responder))
                return;
            HttpAnswer::json(responder, Status::NotFound,
                             errorBody(ErrorCode::InvalidRequest,
                                       QStringLiteral("Not found: ICRP is at / and /hello")));
        });
    http->route(QStringLiteral("/hello"),
                [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                    handleHttpHello(request, std::move(responder));
                });
}

bool IcrpServer::Private::isRead(const QHttpServerRequest &request)
{
    return request.method() == QHttpServerRequest::Method::Get ||
           request.method() == QHttpServerRequest::Method::Head;
}

void IcrpServer::Private::handleContent(const QHttpServerRequest &request,
                                        QHttpServerResponder &&responder)
{
    // The same DNS-rebinding guard as ICRP's own requests, before the owner sees anything.
    if (refuseForeign(request, responder))
        return;
    contentHandler(request, std::move(responder));
}

bool IcrpServer::Private::hostAllowed(const QByteArray &hostHeader) const
{
    // Bound to a LAN or wildcard address: the owner chose to be reachable by any name.
    if (!config.bindAddress.isLoopback())
        return true;
    const QString host = QString::fromLatin1(hostHeader).trimmed().toLower();
    if (host.isEmpty())
        return false;
    QString name;
    QString portText;
    bool hasPort = false;
    if (host.startsWith(QLatin1Char('['))) {
        const qsizetype close = host.indexOf(QLatin1Char(']'));
        if (close < 0)
            return false;
        name = host.left(close + 1);
        const QString rest = host.mid(close + 1);
        if (!rest.isEmpty()) {
            if (!rest.startsWith(QLatin1Char(':')))
                return false;
            hasPort = true;
            portText = rest.mid(1);
        }
    } else {
        const qsizetype colon = host.indexOf(QLatin1Char(':'));
        if (colon >= 0) {
            name = host.left(colon);
            hasPort = true;
            portText = host.mid(colon + 1);
        } else {
            name = host;
        }
    }
    if (hasPort) {
        bool ok = false;
        const uint port = portText.toUInt(&ok);
        if (!ok || port != boundPort)
            return false;
    }
    if (name == QLatin1String("127.0.0.1") || name == QLatin1String("localhost") ||
        name == QLatin1String("[::1]"))
        return true;
    const QString bound =
        config.bindAddress.protocol() == QAbstractSocket::IPv6Protocol
            ? QLatin1Char('[') + config.bindAddress.toString().toLower() + QLatin1Char(']')
            : config.bindAddress.toString();
    if (name == bound)
        return true;
    for (const QString &extra : config.extraAllowedHosts) {
        if (name.compare(extra.trimmed(), Qt::CaseInsensitive) == 0)
            return true;
    }
    return config.hostAllowed && config.hostAllowed(name);
}

bool IcrpServer::isLocalPageOrigin(const QString &origin)
{
    if (origin == QLatin1String("null") || origin.startsWith(QLatin1String("file://")))
        return true; // a page opened from a file (an OBS local file source)
    const QUrl url(origin, QUrl::StrictMode);
    if (!url.isValid() || !url.path().isEmpty() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return false;
    const QString host = url.host().toLower();
    return host == QLatin1String("localhost") || host == QLatin1String("127.0.0.1") ||
           host == QLatin1String("::1") || host.endsWith(QLatin1String(".localhost"));
}

QString IcrpServer::Private::originRefusal(const QString &origin) const
{
    if (config.originAllowed && !config.originAllowed(origin))
        return QStringLiteral("Origin \"%1\" is not allowed").arg(origin.left(100));
    // Without a password any web page the user visits could drive the game as admin: only
    // pages served from this machine (and native programs, which send no Origin) may connect.
    if (!origin.isEmpty() && !authenticator->authenticationRequired() &&
        !IcrpServer::isLocalPageOrigin(origin))
        return QStringLiteral("Origin \"%1\" is not allowed: this game has no password, so only "
                              "pages from this machine may connect; set [remote] password in "
                              "config.toml")
            .arg(origin.left(100));
    return {};
}

IcrpExchange::Finish IcrpServer::Private::httpFinish(QHttpServerResponder &&responder,
                                                     const QString &sessionId,
                                                     WireEncoding encoding) const
{
    // Kept alive until the answer is ready; handlers may answer long after this request's
    // route returned. The socket may be gone by then (it deletes itself on disconnect).
    auto shared = std::make_shared<QHttpServerResponder>(std::move(responder));
    QPointer<QTcpSocket> socket(shared->socket());
    QPointer<IcrpServer> server(q);
    return [shared, socket, server, sessionId,
            encoding](const QJsonValue *answer, const std::optional<IcrpExchange::Fatal> &) {
        if (!socket)
            return;
        if (answer)
            writeAnswer(*shared, Status::Ok, encoding, *answer);
        else
            HttpAnswer::noContent(*shared);
        if (server && !sessionId.isEmpty()) {
            if (IcrpSession *session = server->d->findSession(sessionId))
                ++session->messagesOut;
        }
    };
}

void IcrpServer::Private::handleHttpHello(const QHttpServerRequest &request,
                                          QHttpServerResponder &&responder)
{
    if (refuseForeign(request, responder))
        return;
    if (request.method() != QHttpServerRequest::Method::Get) {
        HttpAnswer::json(responder, Status::MethodNotAllowed,
                         errorBody(ErrorCode::InvalidRequest, QStringLiteral("Use GET /hello")),
                         {{"Allow", "GET"}});
        return;
    }
    QString challenge;
    if (authenticator->authenticationRequired()) {
        const qint64 now = nowMs();
        if (httpChallenges.size() >= kMaxHttpChallenges) {
            for (auto it = httpChallenges.begin(); it != httpChallenges.end();)
                it = it->expiresMs <= now ? httpChallenges.erase(it) : std::next(it);
        }
        if (httpChallenges.size() >= kMaxHttpChallenges) {
            // Still full of live challenges (a /hello flood): the oldest one goes, so a client
            // that fetched its challenge just now can still use it.
            auto oldest = httpChallenges.begin();
            for (auto it = httpChallenges.begin(); it != httpChallenges.end(); ++it) {
                if (it->serial < oldest->serial)
                    oldest = it;
            }
            httpChallenges.erase(oldest);
        }
        challenge = IcrpAuth::randomBase64(32);
        httpChallenges.insert(challenge, HttpChallenge{now + config.httpChallengeLifetime.count(),
                                                       ++httpChallengeSerial});
    }
    HttpAnswer::json(responder, Status::Ok, JsonRpc::encode(helloParams(challenge)));
}

bool IcrpServer::Private::takeHttpChallenge(const QString &challenge)
{
    const auto it = httpChallenges.find(challenge);
    if (challenge.isEmpty() || it == httpChallenges.end())
        return false;
    const bool fresh = it->expiresMs > nowMs();
    httpChallenges.erase(it);
    return fresh;
}

IcrpSession *IcrpServer::Private::sessionForToken(const QString &token)
{
    IcrpSession *session = byToken.value(token);
    if (!session)
        return nullptr;
    const qint64 now = nowMs();
    if (now - session->lastUsedMs > config.httpTokenIdleLifetime.count()) {
        closeSessionNow(session, CloseCode::SessionInvalidated, QStringLiteral("Token expired"));
        return nullptr;
    }
    session->lastUsedMs = now;
    return session;
}

void IcrpServer::Private::sweepHttp()
{
    const qint64 now = nowMs();
    const QList<IcrpSession *> tokens = byToken.values();
    for (IcrpSession *session : tokens) {
        if (now - session->lastUsedMs > config.httpTokenIdleLifetime.count())
            closeSessionNow(session, CloseCode::SessionInvalidated,
                            QStringLiteral("Token expired"));
    }
    for (auto it = httpChallenges.begin(); it != httpChallenges.end();)
        it = it->expiresMs <= now ? httpChallenges.erase(it) : std::next(it);
    if (byToken.isEmpty())
        httpSweepTimer.stop();
}

int IcrpServer::Private::addressBudgetLeft(const QHostAddress &peer) const
{
    return std::max(0, requestBudget(Tier::Observer) -
                           httpAddressSpent.value(normalized(peer).toString()));
}

void IcrpServer::Private::chargeAddress(const QHostAddress &peer, int cost)
{
    if (cost <= 0)
        return;
    httpAddressSpent[normalized(peer).toString()] += cost;
    keepTicking();
}

void IcrpServer::Private::handleHttpIdentify(IcrpSession *transient, const JsonRpcMessage &message,
                                             const std::shared_ptr<IcrpExchange> &exchange)
{
    const QHostAddress peer = transient->peer;
    const bool isRequest = message.isRequest();
    auto refuse = [&](const Refusal &r) {
        qCInfo(lcIcrpServer).noquote()
            << "HTTP identify refused from" << peer.toString() << ":" << peerText(r.message);
        answerRefusal(exchange, message, r, false);
    };
    if (++transient->httpIdentifies > 1) {
        refuse({ErrorCode::InvalidRequest, QStringLiteral("Only one ic/identify per HTTP request"),
                CloseCode::Normal});
        return;
    }
    if (addressBudgetLeft(peer) <= 0) {
        refuse({ErrorCode::RateLimited,
                QStringLiteral("Rate limited: more than %1 unauthenticated HTTP requests from "
                               "this address in one tick")
                    .arg(requestBudget(Tier::Observer)),
                CloseCode::Normal});
        return;
    }
    chargeAddress(peer, 1);
    IdentifyRequest request;
    Refusal refusal;
    if (!parseIdentify(message.params, &request, &refusal)) {
        refuse(refusal);
        return;
    }
    request.peer = peer;
    request.transport = QStringLiteral("http");
    const QString challenge =
        message.params.toObject().value(QLatin1String("challenge")).toString();
    const bool challengeValid =
        !authenticator->authenticationRequired() || takeHttpChallenge(challenge);
    Grant grant;
    QString negotiated;
    if (!checkIdentify(request, challenge, challengeValid, &grant, &negotiated, &refusal)) {
        refuse(refusal);
        return;
    }
    while (byToken.size() >= kMaxHttpTokens) {
        IcrpSession *oldest = nullptr;
        for (IcrpSession *s : std::as_const(byToken)) {
            if (!oldest || s->lastUsedMs < oldest->lastUsedMs)
                oldest = s;
        }
        qCInfo(lcIcrpServer) << "evicting HTTP session" << oldest->id() << "(least recently used)";
        closeSessionNow(oldest, CloseCode::SessionInvalidated,
                        QStringLiteral("Token evicted: too many HTTP sessions"));
    }
    IcrpSession *session = createSession(IcrpSession::Transport::Http);
    session->peer = peer;
    session->userAgent = transient->userAgent;
    session->encoding = transient->encoding;
    do {
        session->token = randomId(32);
    } while (byToken.contains(session->token));
    session->lastUsedMs = nowMs();
    byToken.insert(session->token, session);
    if (!httpSweepTimer.isActive())
        httpSweepTimer.start();
    QJsonObject result = identifySession(session, request, grant, negotiated);
    result.insert(QStringLiteral("token"), session->token);
    if (isRequest)
        exchange->answer(JsonRpc::result(message.id, result));
    QPointer<IcrpServer> server(q);
    const QString id = session->id();
    exchange->afterFinish([server, id] {
        if (server && server->d->findSession(id)) {
            const InCallback inSignal(server->d->callbackDepth);
            Q_EMIT server->sessionIdentified(id);
        }
    });
}

bool IcrpServer::Private::refuseForeign(const QHttpServerRequest &request,
                                        QHttpServerResponder &responder) const
{
    const QByteArray host = request.value("host");
    const QString origin = originRefusal(QString::fromUtf8(request.value("origin")));
    if (hostAllowed(host) && origin.isEmpty())
        return false;
    qCInfo(lcIcrpServer).noquote()
        << "refused HTTP request from" << request.remoteAddress().toString() << "for host"
        << peerText(QString::fromLatin1(host.left(100)));
    HttpAnswer::json(
        responder, Status::Forbidden,
        errorBody(ErrorCode::PermissionDenied,
                  !origin.isEmpty()
                      ? QStringLiteral("Forbidden: %1").arg(origin)
                      : QStringLiteral("Forbidden: this server does not answer requests for "
                                       "host \"%1\" (DNS rebinding protection); use "
                                       "127.0.0.1:%2 or localhost:%2")
                            .arg(QString::fromLatin1(host.left(100)))
                            .arg(boundPort)));
    return true;
}

bool IcrpServer::Private::refuseBadPost(const QHttpServerRequest &request,
                                        QHttpServerResponder &responder) const
{
    if (request.method() != QHttpServerRequest::Method::Post) {
        HttpAnswer::json(responder, Status::MethodNotAllowed,
                         errorBody(ErrorCode::InvalidRequest,
                                   QStringLiteral("Use POST / with a JSON-RPC body, GET /hello, "
                                                  "or a WebSocket")),
                         {{"Allow", "POST"}});
        return true;
    }
    const QByteArray mime = mediaType(request);
    if (mime != "application/json" && mime != kMsgPackMediaType) {
        HttpAnswer::json(
            responder, Status::UnsupportedMediaType,
            errorBody(ErrorCode::InvalidRequest,
                      QStringLiteral("Content-Type must be application/json (JSON-RPC as JSON) "
                                     "or application/msgpack (the same as MessagePack), not "
                                     "\"%1\"")
                          .arg(peerText(QString::fromLatin1(mime.left(60))))));
        return true;
    }
    if (request.body().size() > config.maxMessageSize) {
        HttpAnswer::json(
            responder, Status::PayloadTooLarge,
            errorBody(ErrorCode::InvalidRequest,
                      QStringLiteral("Request body too large: %1 bytes; the limit is %2")
                          .arg(request.body().size())
                          .arg(config.maxMessageSize)));
        return true;
    }
    return false;
}

void IcrpServer::Private::writeUnauthorized(QHttpServerResponder &responder, const QString &why,
                                            WireEncoding encoding)
{
    writeAnswer(responder, Status::Unauthorized, encoding,
                JsonRpc::error(QJsonValue::Null, ErrorCode::NotIdentified, why),
                {{"WWW-Authenticate", "Bearer"}});
}

WireEncoding IcrpServer::Private::postEncoding(const QHttpServerRequest &request)
{
    return mediaType(request) == kMsgPackMediaType ? WireEncoding::MsgPack : WireEncoding::Json;
}

ic::Result<IcrpSession *> IcrpServer::Private::bearerSession(const QHttpServerRequest &request)
{
    const QByteArray authorization = request.value("authorization").trimmed();
    if (authorization.isEmpty())
        return static_cast<IcrpSession *>(nullptr);
    const qsizetype space = authorization.indexOf(' ');
    if (space < 0 || authorization.left(space).compare("bearer", Qt::CaseInsensitive) != 0)
        return ic::Error{QStringLiteral("http.authorization"),
                         QStringLiteral("Not authenticated: send \"Authorization: Bearer "
                                        "<token>\" with the token from ic/identify")};
    IcrpSession *session =
        sessionForToken(QString::fromLatin1(authorization.mid(space + 1).trimmed()));
    if (!session)
        return ic::Error{QStringLiteral("http.token"),
                         QStringLiteral("Not authenticated: the token is unknown or expired; GET "
                                        "/hello, then POST ic/identify for a new one")};
    return session;
}

ic::Result<std::unique_ptr<IcrpSession>>
IcrpServer::Private::transientSession(const QHostAddress &peer, const JsonRpc::Parsed &parsed)
{
    auto transient = std::make_unique<IcrpSession>(randomId(16), IcrpSession::Transport::Http);
    transient->transient = true;
    transient->peer = peer;
    if (!authenticator->authenticationRequired()) {
        // No password: an unauthenticated request acts as an anonymous observer.
        IdentifyRequest anonymous;
        anonymous.versions = config.versions;
        anonymous.tier = Tier::Observer;
        anonymous.peer = peer;
        anonymous.transport = QStringLiteral("http");
        const AuthResult verdict = authenticator->authenticate(anonymous, QString());
        if (verdict) {
            transient->identified = true;
            transient->grant = verdict->grant;
            transient->clientName = QStringLiteral("anonymous");
            transient->budget = requestBudget(verdict->grant.tier);
        }
    }
    const bool identifyOnly =
        !parsed.parseError && !parsed.messages.isEmpty() &&
        std::all_of(parsed.messages.cbegin(), parsed.messages.cend(), [](const JsonRpcMessage &m) {
            return (m.isRequest() || m.isNotification()) &&
                   m.method == QLatin1String("ic/identify");
        });
    if (!transient->identified && !identifyOnly)
        return ic::Error{QStringLiteral("http.password"),
                         QStringLiteral("Not authenticated: this server needs a password. GET "
                                        "/hello, POST ic/identify with its challenge, then send "
                                        "\"Authorization: Bearer <token>\"")};
    return transient;
}

void IcrpServer::Private::handleHttpPost(const QHttpServerRequest &request,
                                         QHttpServerResponder &&responder)
{
    if (refuseForeign(request, responder) || refuseBadPost(request, responder))
        return;
    const WireEncoding encoding = postEncoding(request);
    ic::Result<IcrpSession *> bearer = bearerSession(request);
    if (!bearer)
        return writeUnauthorized(responder, bearer.error().message, encoding);
    IcrpSession *session = *bearer;
    const QHostAddress peer = normalized(request.remoteAddress());
    const JsonRpc::Parsed parsed = encoding == WireEncoding::MsgPack
                                       ? JsonRpc::parseMsgPack(request.body())
                                       : JsonRpc::parse(request.body());
    std::unique_ptr<IcrpSession> transient;
    if (!session) {
        auto made = transientSession(peer, parsed);
        if (!made)
            return writeUnauthorized(responder, made.error().message, encoding);
        transient = std::move(*made);
        transient->userAgent = IcrpSessionInfo::userAgentFrom(request.value("user-agent"));
        session = transient.get();
    } else {
        ++session->messagesIn;
    }
    session->encoding = encoding;
    // Anonymous observers share one budget per address and tick, not a fresh one per POST.
    const int anonymousBudget =
        transient && transient->identified
            ? (transient->budget = std::min(transient->budget, addressBudgetLeft(peer)))
            : 0;
    dispatch(session, parsed,
             httpFinish(std::move(responder), transient ? QString() : session->id(), encoding));
    if (transient && transient->identified)
        chargeAddress(peer, anonymousBudget - transient->budget);
}

} // namespace icrp
