#pragma once
// The challenge-response formula (obs-websocket's) and its helpers.
//   authentication = Base64(SHA256(Base64(SHA256(password + salt)) + challenge))

#include <QByteArray>
#include <QString>

namespace icrp {

class IcrpAuth
{
public:
    /// Base64 text of `bytes` random bytes from the system's secure generator.
    static QString randomBase64(int bytes = 32);
    /// Base64(SHA256(password + salt)): what a server may keep instead of the password.
    static QString secret(const QString &password, const QString &salt);
    /// The string the client sends: Base64(SHA256(secret + challenge)).
    static QString response(const QString &password, const QString &salt, const QString &challenge);
    static QString responseFromSecret(const QString &secret, const QString &challenge);
    /// Compares in time that depends only on the lengths.
    static bool constantTimeEquals(const QByteArray &a, const QByteArray &b);
    /// A strong password for people: 24 characters from an unambiguous alphabet (~137 bits).
    static QString generatePassword(int length = 24);
};

} // namespace icrp
