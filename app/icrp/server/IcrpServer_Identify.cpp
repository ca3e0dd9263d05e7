// IcrpServer's ic/identify: reading the params and the checks of the handshake (docs/icrp-spec.md
// §4), in a fixed order, each refusal with a message a person can act on.
#include "IcrpServerPrivate.h"

#include "icrp/protocol/IcrpLog.h"
#include <QTimer>

#include <QJsonArray>

namespace icrp {

namespace {

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s.left(64) + QLatin1Char('"');
}

} // namespace

bool IcrpServer::Private::parseIdentify(const QJsonValue &params, IdentifyRequest *out,
                                        Refusal *refusal) const
{
    auto invalid = [refusal](ErrorCode code, const QString &why) {
        *refusal = Refusal{code, why, CloseCode::DecodeError};
        return false;
    };
    if (!params.isObject())
        return invalid(ErrorCode::InvalidParams,
                       QStringLiteral("Invalid params: ic/identify needs an object with at least "
                                      "\"icrpVersion\":{\"min\":\"1.0\",\"max\":\"1.0\"}"));
    const QJsonObject o = params.toObject();
    static const QStringList known = {
        QStringLiteral("icrpVersion"),   QStringLiteral("tier"),   QStringLiteral("authentication"),
        QStringLiteral("subscriptions"), QStringLiteral("client"), QStringLiteral("challenge")};
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!known.contains(it.key()))
            return invalid(ErrorCode::InvalidParams,
                           QStringLiteral("Invalid params: unknown field \"%1\": ic/identify takes "
                                          "%2")
                               .arg(it.key().left(40), known.join(QLatin1String(", "))));
    }
    if (!o.contains(QLatin1String("icrpVersion")))
        return invalid(ErrorCode::InvalidParams,
                       QStringLiteral("Invalid params: \"icrpVersion\" is missing; send "
                                      "{\"min\":\"1.0\",\"max\":\"1.0\"} with the versions your "
                                      "tool speaks"));
    const auto versions = VersionRange::fromJson(o.value(QLatin1String("icrpVersion")));
    if (!versions)
        return invalid(ErrorCode::InvalidParams,
                       QStringLiteral("Invalid params: ") + versions.error().message);
    out->versions = *versions;

    const QJsonValue tier = o.value(QLatin1String("tier"));
    if (tier.isUndefined() || tier.isNull()) {
        out->tier = Tier::Observer;
    } else {
        const auto parsed = tier.isString() ? parseTier(tier.toString()) : std::nullopt;
        if (!parsed)
            return invalid(
                ErrorCode::InvalidParams,
                QStringLiteral("unknown tier %1; expected one of %2")
                    .arg(tier.isString() ? quoted(tier.toString())
                                         : QStringLiteral("(not a string)"),
                         tierNames(Tiers(Tier::Observer) | Tier::Admin | Tier::Mod | Tier::Debug)
                             .join(QLatin1String(", "))));
        out->tier = *parsed;
    }

    const QJsonValue auth = o.value(QLatin1String("authentication"));
    if (!auth.isUndefined() && !auth.isNull() && !auth.isString())
        return invalid(ErrorCode::InvalidParams,
                       QStringLiteral("Invalid params: \"authentication\" must be a string"));
    out->authentication = auth.toString();

    const QJsonValue subs = o.value(QLatin1String("subscriptions"));
    out->subscriptions.clear();
    if (!subs.isUndefined() && !subs.isNull()) {
        if (!subs.isArray())
            return invalid(ErrorCode::InvalidParams,
                           QStringLiteral("Invalid params: \"subscriptions\" must be an array of "
                                          "category or event names"));
        const QJsonArray arr = subs.toArray();
        for (const QJsonValue &v : arr) {
            if (!v.isString())
                return invalid(ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: \"subscriptions\" must contain "
                                              "only strings"));
            out->subscriptions.append(v.toString());
        }
        EventCategories categories;
        QStringList events;
        QString why;
        if (!resolveNames(out->subscriptions, &categories, &events, &why))
            return invalid(ErrorCode::UnknownSubscription, why);
    }

    const QJsonValue client = o.value(QLatin1String("client"));
    if (!client.isUndefined() && !client.isNull()) {
        if (!client.isObject())
            return invalid(ErrorCode::InvalidParams,
                           QStringLiteral("Invalid params: \"client\" must be an object "
                                          "{\"name\",\"version\"}"));
        const QJsonObject c = client.toObject();
        for (const QLatin1String key :
             {QLatin1String("name"), QLatin1String("version"), QLatin1String("toolId")}) {
            const QJsonValue v = c.value(key);
            if (!v.isUndefined() && !v.isNull() && !v.isString())
                return invalid(
                    ErrorCode::InvalidParams,
                    QStringLiteral("Invalid params: \"client.%1\" must be a string").arg(key));
        }
        out->clientName = c.value(QLatin1String("name")).toString().left(200);
        out->clientVersion = c.value(QLatin1String("version")).toString().left(100);
        out->toolId = c.value(QLatin1String("toolId")).toString().left(200);
    }
    out->raw = o;
    return true;
}

bool IcrpServer::Private::checkIdentify(const IdentifyRequest &request, const QString &challenge,
                                        bool challengeValid, Grant *grant, QString *negotiated,
                                        Refusal *refusal)
{
    if (!checkOffer(request, negotiated, refusal))
        return false;
    const AuthResult verdict =
        challengeValid ? authenticator->authenticate(request, challenge)
                       : authRefused(ErrorCode::AuthenticationFailed,
                                     QStringLiteral("Authentication failed: the challenge is "
                                                    "unknown or expired; GET /hello for a fresh "
                                                    "one"));
    return checkVerdict(request, verdict, challengeValid, grant, refusal);
}

bool IcrpServer::Private::checkOffer(const IdentifyRequest &request, QString *negotiated,
                                     Refusal *refusal) const
{
    // 2. version
    const auto version = VersionRange::negotiate(request.versions, config.versions);
    if (!version) {
        *refusal = Refusal{ErrorCode::VersionMismatch,
                           VersionRange::mismatchMessage(request.versions, config.versions),
                           CloseCode::UnsupportedVersion};
        return false;
    }
    // 3. tier offered at all
    if (config.ranked && (request.tier == Tier::Mod || request.tier == Tier::Debug)) {
        *refusal = Refusal{
            ErrorCode::DisabledInRanked,
            QStringLiteral("The %1 tier is disabled in ranked matches").arg(tierName(request.tier)),
            CloseCode::PolicyViolation};
        return false;
    }
    if (!config.offeredTiers.testFlag(request.tier)) {
        *refusal = Refusal{ErrorCode::PermissionDenied,
                           QStringLiteral("This server does not grant the %1 tier; it offers %2")
                               .arg(tierName(request.tier),
                                    tierNames(config.offeredTiers).join(QLatin1String(", "))),
                           CloseCode::PolicyViolation};
        return false;
    }
    *negotiated = version->toString();
    return true;
}

bool IcrpServer::Private::checkVerdict(const IdentifyRequest &request, const AuthResult &verdict,
                                       bool challengeValid, Grant *grant, Refusal *refusal)
{
    // 4. the authenticator
    if (!verdict) {
        const ErrorCode code = errorCodeOf(verdict.error());
        const QString &message = verdict.error().message;
        const bool authFailure = code == ErrorCode::AuthenticationFailed;
        *refusal =
            Refusal{code, message.isEmpty() ? JsonRpc::standardMessage(code) : message,
                    authFailure ? CloseCode::AuthenticationFailed : CloseCode::PolicyViolation};
        // A wrong password, from any address, waits its turn in the one queue of failures.
        if (authFailure && challengeValid)
            refusal->hold = guesses.failureDelay();
        return false;
    }
    // 5. requested subscriptions within the grant
    EventCategories categories;
    QStringList events;
    QString why;
    resolveNames(request.subscriptions, &categories, &events, &why);
    if (!grantCovers(verdict->grant, categories, events, &why)) {
        *refusal = Refusal{ErrorCode::PermissionDenied, why, CloseCode::PolicyViolation};
        return false;
    }
    *grant = verdict->grant;
    return true;
}

QJsonObject IcrpServer::Private::identifySession(IcrpSession *session,
                                                 const IdentifyRequest &request, const Grant &grant,
                                                 const QString &negotiated)
{
    session->identified = true;
    session->grant = grant;
    session->clientName = request.clientName;
    session->clientVersion = request.clientVersion;
    session->generation = authenticator->generation();
    session->budget = requestBudget(grant.tier);
    session->identifyTimer.stop();
    EventCategories categories;
    QStringList events;
    QString why;
    resolveNames(request.subscriptions, &categories, &events, &why);
    session->addSubscriptions(categories, events);
    qCInfo(lcIcrpServer).noquote()
        << "session" << session->id() << "identified:"
        << (request.clientName.isEmpty() ? QStringLiteral("(unnamed)")
                                         : peerText(request.clientName))
        << "as" << tierName(grant.tier) << "over" << session->transportName() << "from"
        << session->peer.toString();
    return {
        {QStringLiteral("icrpVersion"), negotiated},
        {QStringLiteral("tier"), tierName(grant.tier)},
        {QStringLiteral("subscriptions"), QJsonArray::fromStringList(session->subscriptionList())},
        {QStringLiteral("sessionId"), session->id()},
        {QStringLiteral("tickRate"), config.tickRate},
        {QStringLiteral("rateLimit"),
         QJsonObject{{QStringLiteral("requestsPerTick"), requestBudget(grant.tier)}}},
        {QStringLiteral("ranked"), config.ranked},
        {QStringLiteral("observerDelaySeconds"), double(grant.eventDelay.count()) / 1000.0}};
}

void IcrpServer::Private::answerRefusal(const std::shared_ptr<IcrpExchange> &exchange,
                                        const JsonRpcMessage &message, const Refusal &refusal,
                                        bool close)
{
    const std::optional<QJsonObject> answer =
        message.isRequest()
            ? std::optional<QJsonObject>(JsonRpc::error(message.id, refusal.code, refusal.message))
            : std::nullopt;
    auto send = [exchange, answer, refusal, close] {
        if (close)
            exchange->fail(answer, refusal.close, refusal.message.left(100));
        else if (answer)
            exchange->answer(*answer);
    };
    if (refusal.hold.count() <= 0)
        return send();
    // Held: an empty slot keeps the exchange (batch, HTTP answer) open until then.
    const int slot = exchange->reserve();
    QTimer::singleShot(refusal.hold, q, [exchange, slot, send, close, answer] {
        if (close || !answer)
            return send();
        exchange->fill(slot, *answer);
    });
}

void IcrpServer::Private::handleIdentify(IcrpSession *session, const JsonRpcMessage &message,
                                         const std::shared_ptr<IcrpExchange> &exchange)
{
    const bool isRequest = message.isRequest();
    auto refuse = [&](const Refusal &r) {
        qCInfo(lcIcrpServer).noquote() << "identify refused for session" << session->id() << "from"
                                       << session->peer.toString() << ":" << peerText(r.message);
        if (!session->identified)
            session->handshake = IcrpSession::Handshake::Refused; // only its answer is left
        answerRefusal(exchange, message, r, true);
    };
    if (session->identified || session->identifyPending) {
        refuse(Refusal{ErrorCode::InvalidParams,
                       QStringLiteral("Already identified: ic/identify may be sent once per "
                                      "connection"),
                       CloseCode::AlreadyIdentified});
        return;
    }
    session->handshake = IcrpSession::Handshake::Identifying; // progress: not to be displaced
    IdentifyRequest request;
    Refusal refusal;
    if (!parseIdentify(message.params, &request, &refusal)) {
        refuse(refusal);
        return;
    }
    request.peer = session->peer;
    request.origin = session->origin;
    request.transport = session->transportName();
    request.sessionId = session->id();
    // The challenge is single-use: whatever the verdict, it is gone.
    const QString challenge = std::exchange(session->challenge, QString());
    QString negotiated;
    if (!checkOffer(request, &negotiated, &refusal)) {
        refuse(refusal);
        return;
    }
    // The verdict may come later (the gateway asks its user about a program it does not
    // know): then the answer's slot stays open, and the asking has its own time limit.
    struct Held
    {
        bool decided = false;
        int slot = -1;
    };
    const auto held = std::make_shared<Held>();
    QPointer<IcrpServer> server(q);
    const QString id = session->id();
    authenticator->authenticateLater(
        request, challenge,
        [server, id, held, exchange, message, request, negotiated](const AuthResult &verdict) {
            if (held->decided || !server)
                return;
            held->decided = true;
            IcrpSession *s = server->d->findSession(id);
            if (s && !s->identified) {
                s->identifyPending = false;
                server->d->finishIdentify(s, message, exchange, request, negotiated, verdict,
                                          held->slot);
            }
        });
    if (!held->decided) {
        session->identifyPending = true;
        if (isRequest)
            held->slot = exchange->reserve();
        session->identifyTimer.stop();
        qCInfo(lcIcrpServer).noquote() << "identify of session" << id << "waits for a decision";
    }
}

void IcrpServer::Private::finishIdentify(IcrpSession *session, const JsonRpcMessage &message,
                                         const std::shared_ptr<IcrpExchange> &exchange,
                                         const IdentifyRequest &request, const QString &negotiated,
                                         const AuthResult &verdict, int slot)
{
    auto refuse = [&](const Refusal &r) {
        qCInfo(lcIcrpServer).noquote() << "identify refused for session" << session->id() << "from"
                                       << session->peer.toString() << ":" << peerText(r.message);
        session->handshake = IcrpSession::Handshake::Refused;
        if (exchange->done()) // a notification whose exchange ended while it waited
            return closeSessionNow(session, r.close, r.message.left(100));
        answerRefusal(exchange, message, r, true);
    };
    Grant grant;
    Refusal refusal;
    if (!checkVerdict(request, verdict, true, &grant, &refusal)) {
        refuse(refusal);
        return;
    }
    // Several may have waited to identify while the last places were taken.
    if (identifiedWebSockets() >= config.maxConnections) {
        refuse(Refusal{ErrorCode::TooManyConnections, tooManyConnectionsText(),
                       CloseCode::TooManyConnections});
        return;
    }
    QJsonObject result = identifySession(session, request, grant, negotiated);
    for (auto it = verdict->extra.constBegin(); it != verdict->extra.constEnd(); ++it)
        result.insert(it.key(), it.value());
    // Announced once the client has its answer; set up before the answer goes, which may
    // finish the exchange at once (a verdict that came later).
    QPointer<IcrpServer> server(q);
    const QString id = session->id();
    const auto announce = [server, id] {
        if (server && server->d->findSession(id)) {
            const InCallback inSignal(server->d->callbackDepth);
            Q_EMIT server->sessionIdentified(id);
        }
    };
    if (exchange->done()) // a notification whose exchange ended while it waited
        return void(QMetaObject::invokeMethod(q, announce, Qt::QueuedConnection));
    exchange->afterFinish(announce);
    if (message.isRequest()) {
        if (slot >= 0)
            exchange->fill(slot, JsonRpc::result(message.id, result));
        else
            exchange->answer(JsonRpc::result(message.id, result));
    }
}

} // namespace icrp
