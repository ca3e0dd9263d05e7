// IcrpServer's built-in subscribing methods: ic/state.subscribe and ic/state.unsubscribe, and
// the shortcuts for one category, ic/match.events and ic/chat.subscribe (docs/icrp-spec.md
// §9.3, §10.3, §10.7, §10.9). Every server answers them itself against the session's own grant:
// the game for its clients, the panel's gateway for each tool (never forwarded to the game's
// session the gateway shares among the tools of a tier).
#include "IcrpServerPrivate.h"

#include <QJsonArray>

namespace icrp {

namespace {

const QString kSubscribe = QStringLiteral("ic/state.subscribe");
const QString kUnsubscribe = QStringLiteral("ic/state.unsubscribe");
const QString kMatchEvents = QStringLiteral("ic/match.events");
const QString kChatSubscribe = QStringLiteral("ic/chat.subscribe");

QString allCategoryNames()
{
    QStringList all;
    for (EventCategory c : allCategories())
        all << categoryName(c);
    return all.join(QLatin1String(", "));
}

// Reads "categories" and "events" as lists of strings; false when one is something else.
bool readNameLists(const QJsonObject &params, QStringList *categoryList, QStringList *eventList,
                   QString *error)
{
    for (const auto &[key, target] : {std::pair{QStringLiteral("categories"), categoryList},
                                      std::pair{QStringLiteral("events"), eventList}}) {
        const QJsonValue v = params.value(key);
        if (v.isUndefined() || v.isNull())
            continue;
        bool ok = v.isArray();
        const QJsonArray arr = v.toArray();
        for (const QJsonValue &item : arr) {
            ok = ok && item.isString();
            target->append(item.toString());
        }
        if (!ok) {
            *error = QStringLiteral("Invalid params: \"%1\" must be an array of strings").arg(key);
            return false;
        }
    }
    return true;
}

bool readCategories(const QStringList &names, EventCategories *categories, QString *error)
{
    for (const QString &name : names) {
        const auto c = parseCategory(name);
        if (!c) {
            *error = QStringLiteral("Unknown category \"%1\"; expected one of %2")
                         .arg(name.left(64), allCategoryNames());
            if (categoryOfEvent(name))
                *error += QStringLiteral(" (\"%1\" is an event: put it in \"events\")").arg(name);
            return false;
        }
        *categories |= *c;
    }
    return true;
}

bool readEvents(const QStringList &names, QStringList *events, QString *error)
{
    for (const QString &name : names) {
        if (!categoryOfEvent(name)) {
            *error = QStringLiteral("Unknown event \"%1\"").arg(name.left(64));
            if (parseCategory(name))
                *error +=
                    QStringLiteral(" (\"%1\" is a category: put it in \"categories\")").arg(name);
            return false;
        }
        if (!events->contains(name))
            events->append(name);
    }
    return true;
}

bool readInterval(const QJsonObject &params, int *interval, QString *error)
{
    const QJsonValue iv = params.value(QLatin1String("interval_ticks"));
    if (iv.isUndefined() || iv.isNull())
        return true;
    const double n = iv.toDouble(-1);
    // Range first: converting 1e300 (or NaN) to an integer is undefined behaviour.
    if (!iv.isDouble() || !(n >= 0 && n <= 1'000'000) || n != double(qint64(n))) {
        *error = QStringLiteral("Invalid params: \"interval_ticks\" must be a whole number of "
                                "ticks, 0 or more");
        return false;
    }
    *interval = int(n);
    return true;
}

// Why `grant` does not cover `category` (`event`: the event asked for, of that category).
QString notGranted(const Grant &grant, EventCategory category, const QString &event)
{
    const QString granted = categoryNames(grant.categories).join(QLatin1String(", "));
    if (!grant.toolId.isEmpty()) {
        // A tool's grant is the user's choice for that tool, not what its tier could see.
        const QString list = granted.isEmpty() ? QStringLiteral("no event categories") : granted;
        if (event.isEmpty())
            return QStringLiteral("Permission denied: this tool was granted %1; %2 is not among "
                                  "them")
                .arg(list, categoryName(category));
        return QStringLiteral("Permission denied: this tool was granted %1; \"%2\" is an event of "
                              "%3, which is not among them")
            .arg(list, event, categoryName(category));
    }
    if (event.isEmpty())
        return QStringLiteral("Permission denied: the %1 tier may not subscribe to \"%2\"; "
                              "allowed: %3")
            .arg(tierName(grant.tier), categoryName(category), granted);
    return QStringLiteral("Permission denied: the %1 tier may not subscribe to \"%2\" (an event "
                          "of \"%3\"); allowed: %4")
        .arg(tierName(grant.tier), event, categoryName(category), granted);
}

} // namespace

bool IcrpServer::Private::resolveNames(const QStringList &names, EventCategories *categories,
                                       QStringList *events, QString *error)
{
    for (const QString &name : names) {
        if (const auto category = parseCategory(name)) {
            *categories |= *category;
        } else if (categoryOfEvent(name)) {
            if (!events->contains(name))
                events->append(name);
        } else {
            if (error) {
                *error = QStringLiteral("Unknown subscription \"%1\": expected a category (%2) "
                                        "or an event name such as unit_destroyed")
                             .arg(name.left(64), allCategoryNames());
            }
            return false;
        }
    }
    return true;
}

bool IcrpServer::Private::grantCovers(const Grant &grant, EventCategories categories,
                                      const QStringList &events, QString *error)
{
    for (EventCategory c : allCategories()) {
        if (categories.testFlag(c) && !grant.categories.testFlag(c)) {
            if (error)
                *error = notGranted(grant, c, QString());
            return false;
        }
    }
    for (const QString &e : events) {
        const auto c = categoryOfEvent(e);
        if (c && !grant.categories.testFlag(*c)) {
            if (error)
                *error = notGranted(grant, *c, e);
            return false;
        }
    }
    return true;
}

bool IcrpServer::Private::readSubscribeParams(const JsonRpcMessage &message, SubscribeParams *out,
                                              ErrorCode *code, QString *error)
{
    *code = ErrorCode::InvalidParams;
    if (!message.params.isUndefined() && !message.params.isObject()) {
        *error = QStringLiteral("Invalid params: %1 takes an object {\"categories\":[...], "
                                "\"events\":[...], \"interval_ticks\":N}")
                     .arg(message.method);
        return false;
    }
    const QJsonObject params = message.params.toObject();
    static const QStringList known = {QStringLiteral("categories"), QStringLiteral("events"),
                                      QStringLiteral("interval_ticks")};
    for (auto it = params.constBegin(); it != params.constEnd(); ++it) {
        if (!known.contains(it.key())) {
            *error = QStringLiteral("Invalid params: unknown field \"%1\": %2 takes categories, "
                                    "events and interval_ticks")
                         .arg(it.key().left(40), message.method);
            return false;
        }
    }
    QStringList categoryList;
    QStringList eventList;
    if (!readNameLists(params, &categoryList, &eventList, error))
        return false;
    *code = ErrorCode::UnknownSubscription;
    if (!readCategories(categoryList, &out->categories, error) ||
        !readEvents(eventList, &out->events, error))
        return false;
    *code = ErrorCode::InvalidParams;
    return readInterval(params, &out->intervalTicks, error);
}

std::optional<EventCategory> IcrpServer::Private::shortcutCategory(const QString &method)
{
    if (method == kMatchEvents)
        return EventCategory::Match;
    if (method == kChatSubscribe)
        return EventCategory::Chat;
    return std::nullopt;
}

bool IcrpServer::Private::handleBuiltInSubscription(IcrpSession *session,
                                                    const JsonRpcMessage &message,
                                                    const std::shared_ptr<IcrpExchange> &exchange)
{
    if (message.method == kSubscribe || message.method == kUnsubscribe)
        handleSubscribe(session, message, message.method == kSubscribe, exchange);
    else if (const auto category = shortcutCategory(message.method))
        handleSubscribeShortcut(session, message, *category, exchange);
    else
        return false;
    return true;
}

void IcrpServer::Private::handleSubscribe(IcrpSession *session, const JsonRpcMessage &message,
                                          bool subscribe,
                                          const std::shared_ptr<IcrpExchange> &exchange)
{
    SubscribeParams params;
    ErrorCode code{};
    QString why;
    if (!readSubscribeParams(message, &params, &code, &why))
        return makeResponder(session, message, exchange).error(code, why);
    if (!subscribe) {
        session->removeSubscriptions(params.categories, params.events);
        answerSubscriptions(session, message, exchange);
        return reportSubscriptions(session);
    }
    if (!grantCovers(session->grant, params.categories, params.events, &why))
        return makeResponder(session, message, exchange).error(ErrorCode::PermissionDenied, why);
    session->addSubscriptions(params.categories, params.events);
    if (params.intervalTicks > 0)
        session->simStateInterval = params.intervalTicks;
    answerSubscriptions(session, message, exchange);
    reportSubscriptions(session);
}

void IcrpServer::Private::handleSubscribeShortcut(IcrpSession *session,
                                                  const JsonRpcMessage &message,
                                                  EventCategory category,
                                                  const std::shared_ptr<IcrpExchange> &exchange)
{
    const QJsonValue &params = message.params;
    QString why;
    if (!params.isUndefined() && !params.isNull() && !params.isObject())
        why = QStringLiteral("Invalid params: %1 takes no params").arg(message.method);
    else if (!params.toObject().isEmpty())
        why = QStringLiteral("Invalid params: unknown field \"%1\": %2 takes no params")
                  .arg(params.toObject().constBegin().key().left(40), message.method);
    if (!why.isEmpty())
        return makeResponder(session, message, exchange).error(ErrorCode::InvalidParams, why);
    if (!grantCovers(session->grant, category, {}, &why))
        return makeResponder(session, message, exchange).error(ErrorCode::PermissionDenied, why);
    session->addSubscriptions(category, {});
    answerSubscriptions(session, message, exchange);
    reportSubscriptions(session);
}

void IcrpServer::Private::reportSubscriptions(const IcrpSession *session)
{
    // Only bookkeeping listens (the gateway queues its upstream change): no event waits for it.
    const InCallback inSignal(callbackDepth);
    Q_EMIT q->subscriptionsChanged(session->id());
}

void IcrpServer::Private::answerSubscriptions(const IcrpSession *session,
                                              const JsonRpcMessage &message,
                                              const std::shared_ptr<IcrpExchange> &exchange)
{
    if (message.isRequest())
        exchange->answer(JsonRpc::result(
            message.id, QJsonObject{{QStringLiteral("subscriptions"),
                                     QJsonArray::fromStringList(session->subscriptionList())}}));
}

} // namespace icrp
