#include "relayclient/TlsTrust.h"

#include "relayclient/Tr.h"

#include <QCryptographicHash>
#include <QRegularExpression>

namespace icrelayclient {

QSslConfiguration TlsTrust::configuration() const
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    // The system's CAs as Qt's default has them: looked up in the system's folder when a
    // certificate needs one. Listing them all takes ~90 ms of the calling thread (the GUI's,
    // for every relay opened), so only extra CAs (a test's) make the whole list.
    if (!extraCaCertificates.isEmpty())
        tls.setCaCertificates(QSslConfiguration::systemCaCertificates() + extraCaCertificates);
    tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
    tls.setProtocol(QSsl::TlsV1_2OrLater);
    return tls;
}

QString TlsTrust::fingerprint(const QSslCertificate &certificate)
{
    if (certificate.isNull())
        return QString();
    const QByteArray hex = certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper();
    return QString::fromLatin1(hex);
}

QString TlsTrust::normalized(const QString &text)
{
    QString hex = text;
    hex.remove(QRegularExpression(QStringLiteral("[\\s:]")));
    static const QRegularExpression kHex(QStringLiteral("^[0-9A-Fa-f]{64}$"));
    if (!kHex.match(hex).hasMatch())
        return QString();
    return QString::fromLatin1(QByteArray::fromHex(hex.toLatin1()).toHex(':').toUpper());
}

namespace {

QString errorList(const QList<QSslError> &errors)
{
    QStringList texts;
    for (const QSslError &e : errors)
        texts.append(e.errorString());
    texts.removeDuplicates();
    return texts.join(QStringLiteral("; "));
}

} // namespace

TlsVerdict TlsTrust::judge(const QSslCertificate &peer, const QList<QSslError> &errors) const
{
    TlsVerdict verdict;
    verdict.fingerprint = fingerprint(peer);
    if (verdict.fingerprint.isEmpty()) {
        verdict.refusal = ic::Error{QStringLiteral("relay.tls.untrusted"),
                                    Tr::tr("The relay sent no certificate the panel can check "
                                           "(%1). It was not connected.")
                                        .arg(errorList(errors))};
        return verdict;
    }
    const QString pinned = normalized(pinnedFingerprint);
    if (!pinned.isEmpty() && pinned == verdict.fingerprint) {
        verdict.pinned = true;
        return verdict;
    }
    if (!pinned.isEmpty()) {
        verdict.refusal = ic::Error{
            QStringLiteral("relay.tls.changed"),
            Tr::tr("The relay's certificate has changed: you trusted the fingerprint %1, and the "
                   "relay now shows %2. It was not connected. This happens when the relay made a "
                   "new certificate, or when someone is between you and the relay: ask the "
                   "relay's admin which fingerprint is right before you trust the new one.")
                .arg(pinned, verdict.fingerprint)};
        return verdict;
    }
    verdict.refusal = ic::Error{
        QStringLiteral("relay.tls.untrusted"),
        Tr::tr("The relay's certificate is not signed by an authority this computer trusts (%1). "
               "Its SHA-256 fingerprint is %2. It was not connected: trust this fingerprint only "
               "if the relay's admin confirms it.")
            .arg(errorList(errors), verdict.fingerprint)};
    return verdict;
}

} // namespace icrelayclient
