#pragma once
// OAuth 2.0 Token Revocation (RFC 7009) on the relay's port, over HTTPS:
//   POST /oauth/revoke  token (required), token_type_hint (optional: access_token)  → 200 {}
// The token authenticates the request itself (the relay registers no clients). The answer is
// 200 {} whether the token was revoked just now, was unknown, or was revoked or expired already
// (RFC 7009 §2.2: no oracle); 400 invalid_request without a token, 400 unsupported_token_type
// for another hint (the relay issues access tokens only). The token is marked revoked in the
// token file as `ic-relay-mock token revoke` does, so a session using it is refused at its next
// call (docs/icrp-spec.md §19.4). Answers are not held like refused tokens: every answer is the
// same, so a guess learns nothing.

#include "relay/TokenStore.h"

#include "net/HttpResponse.h"

#include <QHash>
#include <memory>

namespace icrelay {

class TokenRevocationEndpoint
{
public:
    using Form = QHash<QString, QString>;

    static constexpr const char *kPath = "/oauth/revoke";

    explicit TokenRevocationEndpoint(std::shared_ptr<TokenStore> tokens);

    /// The answer to POST /oauth/revoke with the form of its body.
    icnet::HttpResponse handle(const Form &form);

private:
    std::shared_ptr<TokenStore> m_tokens;
};

} // namespace icrelay
