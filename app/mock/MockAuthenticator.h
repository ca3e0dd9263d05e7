#pragma once
// The mock game's authenticator: the shared PasswordAuthenticator decides on the password and
// shapes the grant (fog, ranked delay); then an admission check applies what config.toml says
// right now (tiers switched off, a lowered max_connections) to each new session.

#include "icrp/server/IcrpAuthenticator.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <functional>
#include <memory>
#include <optional>

namespace icmock {

class MockAuthenticator final : public icrp::IcrpAuthenticator
{
public:
    /// Returns a refusal for a request that passed the password check, or nullopt to admit it.
    using Admission = std::function<std::optional<icrp::AuthResult>(const icrp::IdentifyRequest &)>;

    explicit MockAuthenticator(std::shared_ptr<icrp::PasswordAuthenticator> passwords);

    void setAdmission(Admission admission) { m_admission = std::move(admission); }

    bool authenticationRequired() const override;
    QString salt() const override;
    icrp::AuthResult authenticate(const icrp::IdentifyRequest &request,
                                  const QString &challenge) override;
    quint64 generation() const override;

private:
    std::shared_ptr<icrp::PasswordAuthenticator> m_passwords;
    Admission m_admission;
};

} // namespace icmock
