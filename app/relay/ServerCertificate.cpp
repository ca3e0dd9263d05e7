#include "relay/ServerCertificate.h"

#include "relay/RelayLog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace icrelay {

namespace {

ic::Error certError(const QString &message)
{
    return ic::Error{QStringLiteral("relay.certificate"), message};
}

QByteArray readAll(const QString &path, QString *why)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *why = f.errorString();
        return {};
    }
    return f.readAll();
}

} // namespace

ic::Result<ServerCertificate> ServerCertificate::load(const QString &certFile,
                                                      const QString &keyFile)
{
    QString why;
    const QByteArray certPem = readAll(certFile, &why);
    if (certPem.isEmpty())
        return certError(QStringLiteral("Cannot read the certificate %1: %2").arg(certFile, why));
    const QByteArray keyPem = readAll(keyFile, &why);
    if (keyPem.isEmpty())
        return certError(QStringLiteral("Cannot read the private key %1: %2").arg(keyFile, why));
    ServerCertificate out;
    out.m_chain = QSslCertificate::fromData(certPem, QSsl::Pem);
    if (out.m_chain.isEmpty() || out.m_chain.first().isNull())
        return certError(QStringLiteral("%1 holds no PEM certificate").arg(certFile));
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Ec, QSsl::Rsa}) {
        out.m_key = QSslKey(keyPem, algorithm, QSsl::Pem);
        if (!out.m_key.isNull())
            break;
    }
    if (out.m_key.isNull())
        return certError(
            QStringLiteral("%1 holds no unencrypted PEM private key (EC or RSA)").arg(keyFile));
    return out;
}

ic::Result<ServerCertificate> ServerCertificate::selfSigned(const QString &dataDir)
{
    const QString certPath = QDir(dataDir).filePath(QStringLiteral("relay-cert.pem"));
    const QString keyPath = QDir(dataDir).filePath(QStringLiteral("relay-key.pem"));
    if (!QFileInfo::exists(certPath) || !QFileInfo::exists(keyPath)) {
        if (const auto made = makeSelfSigned(certPath, keyPath); !made)
            return made.error();
        qCInfo(lcRelay).noquote() << "made a self-signed certificate" << certPath;
    }
    auto loaded = load(certPath, keyPath);
    if (loaded)
        loaded->m_selfSigned = true;
    return loaded;
}

ic::Result<void> ServerCertificate::makeSelfSigned(const QString &certPath, const QString &keyPath)
{
    QDir().mkpath(QFileInfo(certPath).path());
    QProcess openssl;
    openssl.setProcessChannelMode(QProcess::MergedChannels);
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                   QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                   QStringLiteral("-days"), QStringLiteral("825"), QStringLiteral("-subj"),
                   QStringLiteral("/CN=ic-relay-mock"), QStringLiteral("-addext"),
                   QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1"),
                   QStringLiteral("-keyout"), keyPath, QStringLiteral("-out"), certPath});
    if (!openssl.waitForStarted(10'000))
        return certError(
            QStringLiteral("Cannot make a self-signed certificate: openssl did not start "
                           "(%1). Install openssl or pass --cert and --key.")
                .arg(openssl.errorString()));
    openssl.waitForFinished(30'000);
    if (openssl.exitStatus() != QProcess::NormalExit || openssl.exitCode() != 0)
        return certError(QStringLiteral("Cannot make a self-signed certificate: openssl failed: %1")
                             .arg(QString::fromLocal8Bit(openssl.readAll()).trimmed()));
    QFile::setPermissions(keyPath, QFile::ReadOwner | QFile::WriteOwner);
    return ic::success();
}

QString ServerCertificate::fingerprintOf(const QSslCertificate &certificate)
{
    const QByteArray hex = certificate.digest(QCryptographicHash::Sha256).toHex().toUpper();
    QStringList pairs;
    for (qsizetype i = 0; i + 1 < hex.size(); i += 2)
        pairs << QString::fromLatin1(hex.mid(i, 2));
    return pairs.join(QLatin1Char(':'));
}

} // namespace icrelay
