#pragma once
// A certificate authority and a server certificate for 127.0.0.1 made with openssl at test time
// in a temporary folder, so the relay's tests run real TLS that the client verifies.

#include <QSslCertificate>
#include <QString>
#include <QTemporaryDir>

class RelayTestPki
{
public:
    /// Makes ca.pem, server.pem and server-key.pem; false (and why()) when openssl failed.
    bool make();
    QString why() const { return m_why; }
    QString caFile() const { return m_dir.filePath(QStringLiteral("ca.pem")); }
    QString certFile() const { return m_dir.filePath(QStringLiteral("server.pem")); }
    QString keyFile() const { return m_dir.filePath(QStringLiteral("server-key.pem")); }
    QSslCertificate ca() const;
    /// A folder of its own for the relay's data (tokens).
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

private:
    bool openssl(const QStringList &arguments);

    QTemporaryDir m_dir;
    QString m_why;
};
