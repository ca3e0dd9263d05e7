#include "relay/TokenRevocationEndpoint.h"

#include "relay/OAuthAnswer.h"
#include "relay/RelayLog.h"

namespace icrelay {

TokenRevocationEndpoint::TokenRevocationEndpoint(std::shared_ptr<TokenStore> tokens)
    : m_tokens(std::move(tokens))
{
}

icnet::HttpResponse TokenRevocationEndpoint::handle(const Form &form)
{
    const QString token = form.value(QStringLiteral("token"));
    if (token.isEmpty())
        return oauth::badRequest(QStringLiteral("\"token\" is required: the token to revoke "
                                                "(RFC 7009 §2.1)"));
    const QString hint = form.value(QStringLiteral("token_type_hint"));
    if (!hint.isEmpty() && hint != QLatin1String("access_token"))
        return oauth::error(400, QStringLiteral("unsupported_token_type"),
                            QStringLiteral("this relay issues access tokens only; "
                                           "token_type_hint \"%1\" is not one")
                                .arg(hint));
    const auto revoked = m_tokens->revokeToken(token);
    if (!revoked) {
        qCWarning(lcRelayTokens).noquote() << "revocation failed:" << revoked.error().message;
        return oauth::error(503, QStringLiteral("temporarily_unavailable"),
                            QStringLiteral("the relay could not change its token file now; "
                                           "try again later"));
    }
    // TokenStore logs the revocation (its id); an unknown token is no news.
    if (!*revoked)
        qCDebug(lcRelayTokens) << "POST /oauth/revoke: a token the relay does not know";
    return oauth::json(200, QJsonObject{});
}

} // namespace icrelay
