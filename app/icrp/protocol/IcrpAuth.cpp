#include "icrp/protocol/IcrpAuth.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace icrp {

QString IcrpAuth::randomBase64(int bytes)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    QRandomGenerator *rng = QRandomGenerator::system();
    for (int i = 0; i < bytes; ++i)
        raw[i] = static_cast<char>(rng->bounded(256));
    return QString::fromLatin1(raw.toBase64());
}

QString IcrpAuth::secret(const QString &password, const QString &salt)
{
    const QByteArray hash =
        QCryptographicHash::hash((password + salt).toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(hash.toBase64());
}

QString IcrpAuth::responseFromSecret(const QString &secretText, const QString &challenge)
{
    const QByteArray hash =
        QCryptographicHash::hash((secretText + challenge).toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(hash.toBase64());
}

QString IcrpAuth::response(const QString &password, const QString &salt, const QString &challenge)
{
    return responseFromSecret(secret(password, salt), challenge);
}

bool IcrpAuth::constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    // Always walk the longer input so the time depends on lengths only.
    const qsizetype n = std::max(a.size(), b.size());
    unsigned diff = static_cast<unsigned>(a.size() ^ b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        const unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        diff |= static_cast<unsigned>(x ^ y);
    }
    return diff == 0;
}

QString IcrpAuth::generatePassword(int length)
{
    static const char alphabet[] = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    constexpr int n = sizeof(alphabet) - 1;
    QString out;
    out.reserve(length);
    QRandomGenerator *rng = QRandomGenerator::system();
    for (int i = 0; i < length; ++i)
        out += QLatin1Char(alphabet[rng->bounded(n)]);
    return out;
}

} // namespace icrp
