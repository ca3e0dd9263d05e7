// IcrpServer's JSON-RPC dispatcher: batches, the per-tick request budget and the method table
// with its tier checks. The built-in subscribing methods are in IcrpServer_Subscribe.cpp.
#include "IcrpServerPrivate.h"
#include "icrp/protocol/IcrpLog.h"

#include <QJsonArray>

namespace icrp {

namespace {

const QString kIdentify = QStringLiteral("ic/identify");
// Most messages one batch may hold; a longer one is refused whole (one -32600).
constexpr qsizetype kMaxBatch = 100;

} // namespace

void IcrpServer::Private::dispatch(IcrpSession *session, const JsonRpc::Parsed &parsed,
                                   IcrpExchange::Finish finish)
{
    if (parsed.parseError) {
        const QJsonValue answer(JsonRpc::error(QJsonValue::Null, ErrorCode::ParseError,
                                               JsonRpc::standardMessage(ErrorCode::ParseError),
                                               parsed.parseErrorText));
        finish(&answer, std::nullopt);
        return;
    }
    if (parsed.emptyBatch()) {
        const QJsonValue answer(
            JsonRpc::error(QJsonValue::Null, ErrorCode::InvalidRequest,
                           JsonRpc::standardMessage(ErrorCode::InvalidRequest),
                           QStringLiteral("an empty batch [] is not a valid request")));
        finish(&answer, std::nullopt);
        return;
    }
    if (session && session->isWebSocket() && !session->identified) {
        // Before identify only one thing is allowed: a single ic/identify.
        const JsonRpcMessage first = parsed.messages.value(0);
        const bool identifyAlone = !parsed.batch && parsed.messages.size() == 1 &&
                                   (first.isRequest() || first.isNotification()) &&
                                   first.method == kIdentify;
        if (!identifyAlone) {
            auto exchange = std::make_shared<IcrpExchange>(false, std::move(finish));
            const QJsonValue id =
                !parsed.batch && first.isRequest() ? first.id : QJsonValue(QJsonValue::Null);
            exchange->fail(JsonRpc::error(id, ErrorCode::NotIdentified,
                                          parsed.batch
                                              ? QStringLiteral("Not identified: send ic/identify "
                                                               "alone before any batch")
                                              : QStringLiteral("Not identified: send ic/identify "
                                                               "before %1")
                                                    .arg(first.method.left(100))),
                           CloseCode::NotIdentified, QStringLiteral("Not identified"));
            return;
        }
    }
    if (parsed.messages.size() > kMaxBatch) {
        const QJsonValue answer(
            JsonRpc::error(QJsonValue::Null, ErrorCode::InvalidRequest,
                           QStringLiteral("Batch too long: %1 messages; the limit is %2 per batch")
                               .arg(parsed.messages.size())
                               .arg(kMaxBatch)));
        finish(&answer, std::nullopt);
        return;
    }
    auto exchange = std::make_shared<IcrpExchange>(parsed.batch, std::move(finish));
    for (const JsonRpcMessage &message : parsed.messages) {
        // A handler may have closed this very session (e.g. a kick of itself): stop then.
        if (exchange->done() || (session && session->closed))
            break;
        dispatchMessage(session, message, exchange);
    }
    exchange->seal();
}

QString IcrpServer::Private::tierRequirement(Tiers allowed)
{
    Tiers named = allowed;
    named &= ~Tiers(Tier::Debug);
    if (!named)
        return QStringLiteral("the debug tier");
    return QStringLiteral("the %1 tier").arg(tierNames(named).join(QLatin1String(" or ")));
}

void IcrpServer::Private::dispatchMessage(IcrpSession *session, const JsonRpcMessage &message,
                                          const std::shared_ptr<IcrpExchange> &exchange)
{
    switch (message.kind) {
    case JsonRpcMessage::Kind::Response:
        return; // this server sends no requests; stray responses are ignored
    case JsonRpcMessage::Kind::Invalid:
        return answerInvalid(session, message, exchange);
    case JsonRpcMessage::Kind::Request:
    case JsonRpcMessage::Kind::Notification:
        break;
    }
    if (message.method == kIdentify)
        return routeIdentify(session, message, exchange);
    if (!session->identified)
        return refuseUnidentified(session, message, exchange);
    // Every request and notification after identify costs one from this tick's budget.
    if (!charge(session, message, exchange))
        return;
    if (handleBuiltInSubscription(session, message, exchange))
        return;

    const auto it = methods.constFind(message.method);
    if (it == methods.constEnd() && fallbackHandler)
        return callHandler(session, message, exchange, fallbackHandler);
    if (it == methods.constEnd())
        return makeResponder(session, message, exchange)
            .error(ErrorCode::MethodNotFound,
                   QStringLiteral("Method not found: %1").arg(message.method.left(100)));
    if (const QString refusal = methodRefusal(session, message.method, it->allowed);
        !refusal.isEmpty())
        return makeResponder(session, message, exchange)
            .error(ErrorCode::PermissionDenied, refusal);
    if (!it->allowed.testFlag(Tier::Observer) && it->effect == IcrpServer::Effect::Changes)
        reportPrivilegedCall(session, message.method);
    callHandler(session, message, exchange, it->handler);
}

void IcrpServer::Private::callHandler(IcrpSession *session, const JsonRpcMessage &message,
                                      const std::shared_ptr<IcrpExchange> &exchange,
                                      Handler handler)
{
    IcrpCall call;
    call.sessionId = session->id();
    call.grant = session->grant;
    call.method = message.method;
    call.params = message.params;
    call.clientName = session->clientName;
    call.peer = session->peer;
    call.transport = session->transportName();
    const IcrpResponder responder = makeResponder(session, message, exchange);
    // `handler` is a copy: the table may change while it runs.
    const InCallback inHandler(callbackDepth);
    handler(call, responder);
}

void IcrpServer::Private::answerError(const JsonRpcMessage &message,
                                      const std::shared_ptr<IcrpExchange> &exchange, ErrorCode code,
                                      const QString &text)
{
    if (message.isRequest()) // a notification gets no answer, not even an error
        exchange->answer(JsonRpc::error(message.id, code, text));
}

void IcrpServer::Private::answerInvalid(IcrpSession *session, const JsonRpcMessage &message,
                                        const std::shared_ptr<IcrpExchange> &exchange)
{
    // Invalid entries cost budget too, or a batch of them would be free work.
    if (session->identified) {
        if (session->budget <= 0) {
            exchange->answer(JsonRpc::error(message.id, ErrorCode::RateLimited,
                                            rateLimitText(session->grant.tier)));
            return;
        }
        --session->budget;
    }
    exchange->answer(JsonRpc::error(message.id, ErrorCode::InvalidRequest,
                                    JsonRpc::standardMessage(ErrorCode::InvalidRequest),
                                    message.problem));
}

void IcrpServer::Private::routeIdentify(IcrpSession *session, const JsonRpcMessage &message,
                                        const std::shared_ptr<IcrpExchange> &exchange)
{
    if (session->isWebSocket())
        handleIdentify(session, message, exchange);
    else if (session->transient)
        handleHttpIdentify(session, message, exchange);
    else
        answerError(message, exchange, ErrorCode::InvalidParams,
                    QStringLiteral("Already identified: this token's session exists; send other "
                                   "methods with it"));
}

void IcrpServer::Private::refuseUnidentified(IcrpSession *session, const JsonRpcMessage &message,
                                             const std::shared_ptr<IcrpExchange> &exchange)
{
    const QString text =
        QStringLiteral("Not identified: send ic/identify before %1").arg(message.method.left(100));
    if (!session->isWebSocket())
        return answerError(message, exchange, ErrorCode::NotIdentified, text);
    // A WebSocket that skips identify is closed with 4007 (docs/icrp-spec.md §12).
    exchange->fail(message.isRequest() ? std::optional<QJsonObject>(JsonRpc::error(
                                             message.id, ErrorCode::NotIdentified, text))
                                       : std::nullopt,
                   CloseCode::NotIdentified, QStringLiteral("Not identified"));
}

bool IcrpServer::Private::charge(IcrpSession *session, const JsonRpcMessage &message,
                                 const std::shared_ptr<IcrpExchange> &exchange)
{
    if (session->budget <= 0) {
        makeResponder(session, message, exchange)
            .error(ErrorCode::RateLimited, rateLimitText(session->grant.tier));
        return false;
    }
    --session->budget;
    return true;
}

QString IcrpServer::Private::rateLimitText(Tier tier) const
{
    return QStringLiteral("Rate limited: more than %1 requests in one tick")
        .arg(requestBudget(tier));
}

QString IcrpServer::Private::methodRefusal(const IcrpSession *session, const QString &method,
                                           Tiers allowed)
{
    const Tier tier = session->grant.tier;
    if (!allowed.testFlag(tier))
        return QStringLiteral("%1 needs %2; this session is %3")
            .arg(method, tierRequirement(allowed), tierName(tier));
    if (!session->grant.methods.isEmpty() && !session->grant.methods.contains(method))
        return QStringLiteral("%1 is not among the methods granted to this session").arg(method);
    return {};
}

void IcrpServer::Private::reportPrivilegedCall(const IcrpSession *session, const QString &method)
{
    // Method, session and client only: params may carry secrets.
    qCInfo(lcIcrpServer).noquote()
        << QStringLiteral("privileged call %1 by session %2 (%3, %4)")
               .arg(method, session->id(),
                    session->clientName.isEmpty() ? QStringLiteral("unnamed client")
                                                  : peerText(session->clientName),
                    tierName(session->grant.tier));
    const InCallback inSignal(callbackDepth);
    Q_EMIT q->privilegedCall(session->id(), method);
}

namespace {

// Lives as long as a responder's shared state: when the last copy is dropped unanswered, the
// request gets -32603 instead of stalling its batch or HTTP answer.
struct AnswerSlot
{
    std::shared_ptr<IcrpExchange> exchange;
    int slot;
    QJsonValue id;
    QString method;
    /// Whose request it is, for IcrpServer::callRefused.
    QPointer<IcrpServer> server;
    QString sessionId;
    AnswerSlot(std::shared_ptr<IcrpExchange> e, int n, QJsonValue i, QString m)
        : exchange(std::move(e)), slot(n), id(std::move(i)), method(std::move(m))
    {
    }
    AnswerSlot(const AnswerSlot &) = delete;
    AnswerSlot &operator=(const AnswerSlot &) = delete;
    ~AnswerSlot()
    {
        exchange->fill(slot,
                       JsonRpc::error(id, ErrorCode::InternalError,
                                      QStringLiteral("Internal error: the method %1 did not answer")
                                          .arg(method.left(100))));
    }
};

} // namespace

IcrpResponder IcrpServer::Private::makeResponder(const IcrpSession *session,
                                                 const JsonRpcMessage &message,
                                                 const std::shared_ptr<IcrpExchange> &exchange)
{
    if (!message.isRequest())
        return IcrpResponder(QJsonValue::Null, {}); // a notification's answer goes nowhere
    auto slot =
        std::make_shared<AnswerSlot>(exchange, exchange->reserve(), message.id, message.method);
    slot->server = q;
    slot->sessionId = session->id();
    return IcrpResponder(message.id, [slot](const QJsonObject &answer) {
        slot->exchange->fill(slot->slot, answer);
        const QJsonValue error = answer.value(QLatin1String("error"));
        if (!error.isObject() || !slot->server)
            return; // a result: nothing more to do
        const InCallback inSignal(slot->server->d->callbackDepth);
        Q_EMIT slot->server->callRefused(slot->sessionId, slot->method,
                                         error[QLatin1String("code")].toInt(),
                                         error[QLatin1String("message")].toString());
    });
}

} // namespace icrp
