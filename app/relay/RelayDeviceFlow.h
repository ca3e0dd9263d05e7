#pragma once
// The OAuth 2.0 Device Authorization Grant (RFC 8628) on the relay's port, over HTTPS:
//   POST /oauth/device_authorization  client_id, scope (observer|admin)  → device_code,
//        user_code, verification_uri(_complete), expires_in, interval
//   POST /oauth/token  grant_type=urn:ietf:params:oauth:grant-type:device_code, device_code,
//        client_id  → the token (a normal relay token: hashed in the token file, listed,
//        revocable), or authorization_pending, slow_down, access_denied, expired_token,
//        invalid_grant (unknown code, or one already exchanged)
//   GET  /device  the verification page: there is none on the mock, it says whom to ask
//   POST /oauth/revoke  token (RFC 7009): TokenRevocationEndpoint answers it
// Request bodies are application/x-www-form-urlencoded, answers JSON (docs/icrp-spec.md §19).
// `ic-relay-mock approve|deny USER-CODE` decides through the data folder (DeviceGrantStore).

#include "relay/DeviceGrantStore.h"
#include "relay/TokenRevocationEndpoint.h"
#include "relay/TokenStore.h"

#include "net/HttpRequest.h"
#include "net/HttpResponse.h"

#include <QHash>
#include <memory>

namespace icrelay {

class RelayDeviceFlow
{
public:
    using Clock = std::function<QDateTime()>;
    using Form = QHash<QString, QString>;

    static constexpr int kCodeLifetimeSeconds = 600;
    static constexpr int kIntervalSeconds = 5;
    /// RFC 8628 §3.5: each slow_down adds this to the device's interval.
    static constexpr int kSlowDownSeconds = 5;
    /// Authorizations waiting at once; more are 503.
    static constexpr int kMaxPending = 256;
    static const QString kGrantType;

    RelayDeviceFlow(QString dataDir, std::shared_ptr<TokenStore> tokens, Clock clock = {});

    /// "https://HOST:PORT": the start of verification_uri.
    void setBaseUrl(const QString &url) { m_baseUrl = url; }
    /// The answer to one HTTPS request of the relay's port.
    icnet::HttpResponse handle(const icnet::HttpRequest &request);

    /// The form of an application/x-www-form-urlencoded body; nullopt (and why) when a
    /// parameter is sent twice or is not valid UTF-8 percent-encoding.
    static std::optional<Form> parseForm(const QByteArray &body, QString *why);

private:
    struct Poll
    {
        QDateTime last;
        int interval = kIntervalSeconds;
    };

    icnet::HttpResponse deviceAuthorization(const Form &form);
    icnet::HttpResponse token(const Form &form);
    icnet::HttpResponse issue(const DeviceGrant &grant);
    icnet::HttpResponse pending(const QString &deviceHash);
    icnet::HttpResponse verificationPage(const QByteArray &target) const;
    QString newUserCode(const QList<DeviceGrant> &taken) const;
    QDateTime now() const;

    QString m_dataDir;
    std::shared_ptr<TokenStore> m_tokens;
    Clock m_clock;
    DeviceGrantStore m_grants;
    QString m_baseUrl;
    QHash<QString, Poll> m_polls; // by device code hash
    TokenRevocationEndpoint m_revocation;
};

} // namespace icrelay
