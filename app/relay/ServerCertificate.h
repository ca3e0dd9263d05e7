#pragma once
// The relay's TLS identity: a certificate and its private key read from PEM files, or a
// self-signed one made with openssl at the first start and kept in the data folder (so its
// fingerprint stays the same across restarts and a client can pin it).

#include "common/Result.h"

#include <QSslCertificate>
#include <QSslKey>
#include <QString>

namespace icrelay {

class ServerCertificate
{
public:
    /// Reads `certFile` (the server's certificate first, then any chain) and `keyFile`.
    static ic::Result<ServerCertificate> load(const QString &certFile, const QString &keyFile);
    /// `dataDir`/relay-cert.pem and relay-key.pem; made (openssl, prime256v1, for localhost
    /// and 127.0.0.1) when missing.
    static ic::Result<ServerCertificate> selfSigned(const QString &dataDir);

    const QSslCertificate &certificate() const { return m_chain.first(); }
    const QList<QSslCertificate> &chain() const { return m_chain; }
    const QSslKey &key() const { return m_key; }
    bool isSelfSigned() const { return m_selfSigned; }
    /// "AB:CD:…" — SHA-256 of the certificate (DER), upper-case hex in pairs.
    QString fingerprint() const { return fingerprintOf(certificate()); }
    static QString fingerprintOf(const QSslCertificate &certificate);

private:
    static ic::Result<void> makeSelfSigned(const QString &certPath, const QString &keyPath);

    QList<QSslCertificate> m_chain;
    QSslKey m_key;
    bool m_selfSigned = false;
};

} // namespace icrelay
