#include "mock/MockAuthenticator.h"

namespace icmock {

MockAuthenticator::MockAuthenticator(std::shared_ptr<icrp::PasswordAuthenticator> passwords)
    : m_passwords(std::move(passwords))
{
}

bool MockAuthenticator::authenticationRequired() const
{
    return m_passwords->authenticationRequired();
}

QString MockAuthenticator::salt() const
{
    return m_passwords->salt();
}

icrp::AuthResult MockAuthenticator::authenticate(const icrp::IdentifyRequest &request,
                                                 const QString &challenge)
{
    icrp::AuthResult result = m_passwords->authenticate(request, challenge);
    if (result && m_admission) {
        if (std::optional<icrp::AuthResult> refusal = m_admission(request))
            return *refusal;
    }
    return result;
}

quint64 MockAuthenticator::generation() const
{
    return m_passwords->generation();
}

} // namespace icmock
