#include "icrp/server/PasswordAuthenticator.h"

#include "icrp/protocol/IcrpAuth.h"

namespace icrp {

PasswordAuthenticator::PasswordAuthenticator(const QString &password)
{
    setPassword(password);
    m_generation = 1;
}

void PasswordAuthenticator::setPassword(const QString &password)
{
    m_required = !password.isEmpty();
    m_salt = IcrpAuth::randomBase64(32);
    m_secret = m_required ? IcrpAuth::secret(password, m_salt) : QString();
    ++m_generation;
}

AuthResult PasswordAuthenticator::authenticate(const IdentifyRequest &request,
                                               const QString &challenge)
{
    if (m_required) {
        if (request.authentication.isEmpty())
            return authRefused(ErrorCode::AuthenticationFailed,
                               QStringLiteral("Authentication failed: this server requires "
                                              "a password and none was sent"));
        const QString expected = IcrpAuth::responseFromSecret(m_secret, challenge);
        if (!IcrpAuth::constantTimeEquals(expected.toLatin1(), request.authentication.toLatin1()))
            return authRefused(ErrorCode::AuthenticationFailed,
                               QStringLiteral("Authentication failed: wrong password"));
    }
    Grant g;
    g.tier = request.tier;
    g.categories = categoriesVisibleTo(request.tier);
    if (m_policy)
        m_policy(request, g);
    return authGranted(g);
}

} // namespace icrp
