#pragma once
// The game's authenticator: one password (empty = no authentication), checked with the
// challenge-response formula in constant time. Grants the requested tier with every category
// that tier may see; a policy hook lets the owner adjust the grant (fog, ranked delay).

#include "icrp/server/IcrpAuthenticator.h"

#include <functional>

namespace icrp {

class PasswordAuthenticator final : public IcrpAuthenticator
{
public:
    using GrantPolicy = std::function<void(const IdentifyRequest &, Grant &)>;

    explicit PasswordAuthenticator(const QString &password = {});

    /// Takes effect for the next identify; bumps generation(). A new salt is drawn.
    void setPassword(const QString &password);
    void setGrantPolicy(GrantPolicy policy) { m_policy = std::move(policy); }

    bool authenticationRequired() const override { return m_required; }
    QString salt() const override { return m_salt; }
    AuthResult authenticate(const IdentifyRequest &request, const QString &challenge) override;
    quint64 generation() const override { return m_generation; }

private:
    bool m_required = false;
    QString m_salt;
    QString m_secret; // Base64(SHA256(password + salt)); the password itself is not kept
    quint64 m_generation = 1;
    GrantPolicy m_policy;
};

} // namespace icrp
