// RelayServer: the text frames of a connection and its identify step. ic/identify is ICRP's
// (icrpVersion, tier, client); its "authentication" carries the bearer token when the handshake
// had none. The tier asked for may not exceed the token's.
#include "relay/RelayServer.h"

#include "relay/RelayLog.h"
#include "relay/RelaySession.h"

#include "icrp/protocol/CloseCode.h"
#include "icrp/protocol/VersionRange.h"

#include <QJsonArray>

namespace icrelay {

namespace {

void failIdentify(RelaySession *session, const QJsonValue &id, icrp::ErrorCode code,
                  const QString &message, icrp::CloseCode close)
{
    session->send(icrp::JsonRpc::error(id, code, message));
    session->close(int(close), message);
}

} // namespace

void RelayServer::onText(RelaySession *session, const QString &text)
{
    if (session->ending || (session->stage != RelaySession::Stage::Hello &&
                            session->stage != RelaySession::Stage::Identified))
        return; // a refusal is on its way, or the session is closing
    const icrp::JsonRpc::Parsed parsed = icrp::JsonRpc::parse(text.toUtf8());
    if (parsed.parseError)
        return session->send(icrp::JsonRpc::error(QJsonValue::Null, icrp::ErrorCode::ParseError,
                                                  QStringLiteral("Parse error"),
                                                  parsed.parseErrorText));
    if (parsed.emptyBatch())
        return session->send(icrp::JsonRpc::error(
            QJsonValue::Null, icrp::ErrorCode::InvalidRequest, QStringLiteral("Invalid Request"),
            QStringLiteral("an empty batch [] is not a valid request")));
    if (!session->identified())
        return beforeIdentify(session, parsed);
    QJsonArray answers;
    for (const icrp::JsonRpcMessage &message : parsed.messages) {
        if (session->ending)
            break; // an earlier entry ends the session (its token ran out)
        if (const auto answered = answer(session, message))
            answers.append(*answered);
    }
    if (parsed.batch)
        session->sendArray(answers);
    else if (!answers.isEmpty())
        session->send(answers.first().toObject());
}

void RelayServer::beforeIdentify(RelaySession *session, const icrp::JsonRpc::Parsed &parsed)
{
    const icrp::JsonRpcMessage first = parsed.messages.value(0);
    if (!parsed.batch && first.isInvalid())
        return session->send(icrp::JsonRpc::error(first.id, icrp::ErrorCode::InvalidRequest,
                                                  QStringLiteral("Invalid Request"),
                                                  first.problem));
    if (!parsed.batch && first.method == QLatin1String("ic/identify") &&
        (first.isRequest() || first.isNotification()))
        return identify(session, first);
    const QString what = parsed.batch ? QStringLiteral("a batch") : first.method;
    failIdentify(session, parsed.batch ? QJsonValue(QJsonValue::Null) : first.id,
                 icrp::ErrorCode::NotIdentified,
                 QStringLiteral("Not identified: send ic/identify before %1").arg(what),
                 icrp::CloseCode::NotIdentified);
}

void RelayServer::identify(RelaySession *session, const icrp::JsonRpcMessage &request)
{
    const QJsonValue id = request.id;
    const auto invalid = [&](const QString &why) {
        failIdentify(session, id, icrp::ErrorCode::InvalidParams,
                     QStringLiteral("Invalid params: %1").arg(why), icrp::CloseCode::DecodeError);
    };
    if (!request.params.isObject())
        return invalid(QStringLiteral("ic/identify takes an object"));
    const QJsonObject p = request.params.toObject();
    static const QStringList kKnown{QStringLiteral("icrpVersion"), QStringLiteral("tier"),
                                    QStringLiteral("authentication"),
                                    QStringLiteral("subscriptions"), QStringLiteral("client")};
    for (auto it = p.begin(); it != p.end(); ++it) {
        if (!kKnown.contains(it.key()))
            return invalid(QStringLiteral("unknown field \"%1\"").arg(it.key()));
    }
    const auto versions = icrp::VersionRange::fromJson(p.value(QStringLiteral("icrpVersion")));
    if (!versions)
        return invalid(versions.error().message);
    const QJsonValue tierValue = p.value(QStringLiteral("tier"));
    const auto tier = tierValue.isUndefined() ? std::optional(icrp::Tier::Observer)
                                              : icrp::parseTier(tierValue.toString());
    if (!tier)
        return invalid(
            QStringLiteral("unknown tier \"%1\"; expected one of observer, admin, mod, debug")
                .arg(tierValue.toString()));
    const QJsonValue auth = p.value(QStringLiteral("authentication"));
    if (!auth.isUndefined() && !auth.isString())
        return invalid(QStringLiteral("\"authentication\" must be a string (the bearer token)"));
    if (!p.value(QStringLiteral("subscriptions")).isUndefined() &&
        !p.value(QStringLiteral("subscriptions")).isArray())
        return invalid(QStringLiteral("\"subscriptions\" must be an array of names"));
    const QJsonValue client = p.value(QStringLiteral("client"));
    if (!client.isUndefined() && !client.isObject())
        return invalid(QStringLiteral("\"client\" must be an object {\"name\",\"version\"}"));

    const icrp::VersionRange server = icrp::VersionRange::supported();
    if (!icrp::VersionRange::negotiate(*versions, server))
        return failIdentify(session, id, icrp::ErrorCode::VersionMismatch,
                            icrp::VersionRange::mismatchMessage(*versions, server),
                            icrp::CloseCode::UnsupportedVersion);
    if (*tier != icrp::Tier::Observer && *tier != icrp::Tier::Admin)
        return failIdentify(
            session, id, icrp::ErrorCode::PermissionDenied,
            QStringLiteral("This relay does not grant the %1 tier; it offers observer, "
                           "admin")
                .arg(icrp::tierName(*tier)),
            icrp::CloseCode::PolicyViolation);
    std::optional<RelayGrant> grant = session->handshakeGrant;
    if (!grant) {
        const auto verdict = m_tokens->verify(auth.toString());
        if (const auto *refused = std::get_if<TokenStore::Refused>(&verdict))
            return refuseLater(session, *refused, id);
        grant = grantOf(std::get<TokenRecord>(verdict));
    }
    if (*tier == icrp::Tier::Admin && grant->tier != icrp::Tier::Admin)
        return failIdentify(
            session, id, icrp::ErrorCode::PermissionDenied,
            QStringLiteral("Permission denied: token %1 grants the observer tier; it "
                           "cannot identify as admin")
                .arg(grant->tokenId),
            icrp::CloseCode::PolicyViolation);
    admit(session, request, *tier, *grant,
          client.toObject().value(QStringLiteral("name")).toString());
}

void RelayServer::admit(RelaySession *session, const icrp::JsonRpcMessage &request, icrp::Tier tier,
                        const RelayGrant &grant, const QString &clientName)
{
    session->identifyTimer.stop();
    session->grant = grant;
    session->grant.tier = tier;
    session->clientName = clientName;
    session->stage = RelaySession::Stage::Identified;
    session->budget = tier == icrp::Tier::Admin ? 50 : 10;
    qCInfo(lcRelay).noquote() << "session" << session->id() << "identified with token"
                              << grant.tokenId << "as" << icrp::tierName(tier);
    Q_EMIT sessionIdentified(session->id(), grant.tokenId);
    if (!request.isRequest())
        return;
    session->send(icrp::JsonRpc::result(
        request.id,
        QJsonObject{{QStringLiteral("icrpVersion"), icrp::VersionRange::supported().max.toString()},
                    {QStringLiteral("tier"), icrp::tierName(tier)},
                    {QStringLiteral("sessionId"), session->id()},
                    {QStringLiteral("subscriptions"), QJsonArray()},
                    {QStringLiteral("tickRate"), 15},
                    {QStringLiteral("rateLimit"),
                     QJsonObject{{QStringLiteral("requestsPerTick"), session->budget}}},
                    {QStringLiteral("token"),
                     QJsonObject{{QStringLiteral("id"), grant.tokenId},
                                 {QStringLiteral("tier"), icrp::tierName(grant.tier)},
                                 {QStringLiteral("expires"), grant.expires.toString(Qt::ISODate)},
                                 {QStringLiteral("games"),
                                  grant.games.isEmpty()
                                      ? QJsonValue(QJsonValue::Null)
                                      : QJsonValue(QJsonArray::fromStringList(grant.games))}}}}));
}

} // namespace icrelay
