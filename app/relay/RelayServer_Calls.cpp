// RelayServer: the calls of an identified session. Each request is checked, in this order:
// the token still valid (revoked or expired since: -32004 and close 4009), the request budget
// (-32002), the method (-32601), the tier (-32001), and for a per-game method the game_id
// (-32602 missing, -32001 outside the token's games, -32009 not hosted).
#include "relay/RelayServer.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayLog.h"
#include "relay/RelaySession.h"

#include "icrp/protocol/CloseCode.h"

#include <QTimer>

namespace icrelay {

std::optional<QJsonObject> RelayServer::answer(RelaySession *session,
                                               const icrp::JsonRpcMessage &message)
{
    using icrp::ErrorCode;
    using icrp::JsonRpc;
    if (message.isResponse())
        return std::nullopt; // the relay sends no requests
    if (message.isInvalid())
        return JsonRpc::error(message.id, ErrorCode::InvalidRequest,
                              QStringLiteral("Invalid Request"), message.problem);
    if (message.method == QLatin1String("ic/identify")) {
        const QString why =
            QStringLiteral("Already identified: ic/identify may be sent once per connection");
        QTimer::singleShot(0, session, [session, why] {
            session->close(int(icrp::CloseCode::AlreadyIdentified), why);
        });
        return JsonRpc::error(message.id, ErrorCode::InvalidParams, why);
    }
    const auto result = call(session, message);
    if (message.isNotification())
        return std::nullopt;
    if (result)
        return JsonRpc::result(message.id, *result);
    const QString authFailed = icrp::errorName(ErrorCode::AuthenticationFailed);
    QJsonValue data(QJsonValue::Undefined);
    ErrorCode code = icrp::errorCodeOf(result.error());
    if (result.error().code.startsWith(authFailed)) {
        code = ErrorCode::AuthenticationFailed;
        data = QJsonObject{{QStringLiteral("reason"), result.error().code.section(u'/', 1)}};
    }
    return JsonRpc::error(message.id, code, result.error().message, data);
}

ic::Result<QJsonValue> RelayServer::call(RelaySession *session, const icrp::JsonRpcMessage &request)
{
    using icrp::ErrorCode;
    const auto verdict = m_tokens->recheck(session->grant.tokenId);
    if (const auto *refused = std::get_if<TokenStore::Refused>(&verdict)) {
        // Answered first, then closed: the client learns why.
        session->ending = true;
        QTimer::singleShot(0, session, [session, why = refused->message] {
            session->close(int(icrp::CloseCode::AuthenticationFailed), why);
        });
        qCInfo(lcRelayTokens).noquote()
            << "session" << session->id() << "ended: token" << session->grant.tokenId
            << TokenStore::refusalName(refused->reason);
        return ic::Error{icrp::errorName(ErrorCode::AuthenticationFailed) + QLatin1Char('/') +
                             TokenStore::refusalName(refused->reason),
                         refused->message};
    }
    if (--session->budget < 0)
        return icrp::icrpError(ErrorCode::RateLimited,
                               QStringLiteral("Rate limited: more than %1 requests in one tick")
                                   .arg(session->grant.tier == icrp::Tier::Admin ? 50 : 10));
    const auto method = m_methods.constFind(request.method);
    if (method == m_methods.cend())
        return icrp::icrpError(ErrorCode::MethodNotFound,
                               QStringLiteral("Method not found: %1").arg(request.method));
    if (!method->allowed.testFlag(session->grant.tier))
        return icrp::icrpError(ErrorCode::PermissionDenied,
                               QStringLiteral("%1 needs the admin tier; this session is %2")
                                   .arg(request.method, icrp::tierName(session->grant.tier)));
    if (!request.params.isUndefined() && !request.params.isObject())
        return icrp::icrpError(ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: params must be an object"));
    RelayCall c{session->id(),
                session->grant,
                session->clientName,
                request.method,
                request.params.toObject(),
                nullptr};
    if (method->scope == Scope::Game) {
        auto game = gameFor(session->grant, c.params);
        if (!game)
            return game.error();
        c.game = *game;
    }
    return method->handler(c);
}

ic::Result<RelayGame *> RelayServer::gameFor(const RelayGrant &grant,
                                             const QJsonObject &params) const
{
    using icrp::ErrorCode;
    const QJsonValue id = params.value(QStringLiteral("game_id"));
    if (!id.isString() || id.toString().isEmpty())
        return icrp::icrpError(
            ErrorCode::InvalidParams,
            QStringLiteral("Invalid params: \"game_id\" is required: the id of a game "
                           "as relay/games lists it"));
    const QString gameId = id.toString();
    if (!grant.reaches(gameId))
        return icrp::icrpError(
            ErrorCode::PermissionDenied,
            QStringLiteral("Permission denied: token %1 reaches only the games %2; "
                           "%3 is not among them")
                .arg(grant.tokenId, grant.games.join(QStringLiteral(", ")), gameId));
    if (RelayGame *game = m_games->game(gameId))
        return game;
    return icrp::icrpError(
        ErrorCode::NotFound,
        QStringLiteral("No game \"%1\" on this relay (relay/games lists them)").arg(gameId));
}

} // namespace icrelay
