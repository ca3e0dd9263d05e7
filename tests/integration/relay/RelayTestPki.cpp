#include "RelayTestPki.h"

#include <QFile>
#include <QProcess>

bool RelayTestPki::openssl(const QStringList &arguments)
{
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("openssl"), arguments);
    if (!p.waitForFinished(30'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        m_why = QStringLiteral("openssl %1: %2")
                    .arg(arguments.join(QLatin1Char(' ')), QString::fromLocal8Bit(p.readAll()));
        return false;
    }
    return true;
}

bool RelayTestPki::make()
{
    const QStringList ec{QStringLiteral("-newkey"), QStringLiteral("ec"),
                         QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"),
                         QStringLiteral("-nodes")};
    QFile ext(m_dir.filePath(QStringLiteral("server.ext")));
    if (!ext.open(QIODevice::WriteOnly) ||
        ext.write("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
                  "extendedKeyUsage=serverAuth\n") < 0)
        return false;
    ext.close();
    return openssl(QStringList{QStringLiteral("req"), QStringLiteral("-x509")} + ec +
                   QStringList{QStringLiteral("-days"), QStringLiteral("2"),
                               QStringLiteral("-subj"), QStringLiteral("/CN=IC Relay Test CA"),
                               QStringLiteral("-keyout"), QStringLiteral("ca-key.pem"),
                               QStringLiteral("-out"), QStringLiteral("ca.pem")}) &&
           openssl(QStringList{QStringLiteral("req")} + ec +
                   QStringList{QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                               QStringLiteral("-keyout"), QStringLiteral("server-key.pem"),
                               QStringLiteral("-out"), QStringLiteral("server.csr")}) &&
           openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                    QStringLiteral("server.csr"), QStringLiteral("-CA"), QStringLiteral("ca.pem"),
                    QStringLiteral("-CAkey"), QStringLiteral("ca-key.pem"),
                    QStringLiteral("-CAcreateserial"), QStringLiteral("-days"), QStringLiteral("2"),
                    QStringLiteral("-extfile"), QStringLiteral("server.ext"),
                    QStringLiteral("-out"), QStringLiteral("server.pem")});
}

QSslCertificate RelayTestPki::ca() const
{
    return QSslCertificate::fromPath(caFile()).value(0);
}
