#include "relayclient/RelayHttpsPost.h"

#include "relayclient/RelayClientLog.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace icrelayclient {

namespace {

/// application/x-www-form-urlencoded as RFC 6749 Appendix B says: every reserved character
/// percent-encoded ('+' too, which QUrlQuery leaves as it is and a form reads as a space).
QByteArray formBody(const QUrlQuery &form)
{
    QList<QByteArray> pairs;
    for (const auto &[name, value] : form.queryItems(QUrl::FullyDecoded))
        pairs << QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    return pairs.join('&');
}

} // namespace

QUrl RelayHttpsPost::endpoint(const QUrl &relayUrl, const QString &path)
{
    QUrl url = relayUrl;
    url.setScheme(QStringLiteral("https"));
    url.setUserInfo(QString());
    url.setQuery(QString());
    url.setFragment(QString());
    url.setPath(path);
    return url;
}

RelayHttpsPost::RelayHttpsPost(QNetworkAccessManager *network, const Request &request, Done done,
                               QObject *parent)
    : QObject(parent), m_trust(request.trust), m_done(std::move(done))
{
    if (!network)
        network = new QNetworkAccessManager(this);
    QNetworkRequest http(endpoint(request.relayUrl, request.path));
    http.setHeader(QNetworkRequest::ContentTypeHeader,
                   QByteArrayLiteral("application/x-www-form-urlencoded"));
    http.setRawHeader("Accept", "application/json");
    http.setSslConfiguration(m_trust.configuration());
    http.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    http.setTransferTimeout(int(request.timeout.count()));
    m_reply = network->post(http, formBody(request.form));
    m_reply->setParent(this);
    connect(m_reply, &QNetworkReply::sslErrors, this,
            [this](const QList<QSslError> &errors) { onSslErrors(errors); });
    connect(m_reply, &QNetworkReply::finished, this, [this] { onFinished(); });
}

RelayHttpsPost::~RelayHttpsPost()
{
    if (QNetworkReply *reply = m_reply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
    }
}

void RelayHttpsPost::onSslErrors(const QList<QSslError> &errors)
{
    const TlsVerdict verdict = m_trust.judge(m_reply->sslConfiguration().peerCertificate(), errors);
    m_fingerprint = verdict.fingerprint;
    if (verdict.refusal) {
        qCWarning(lcRelayClient).noquote() << "refused the certificate" << m_fingerprint << "of"
                                           << m_reply->url().adjusted(QUrl::RemovePath).toString();
        m_tlsRefusal = verdict.refusal;
        return; // not ignored: the request ends with a TLS error
    }
    m_reply->ignoreSslErrors(errors);
}

void RelayHttpsPost::onFinished()
{
    QNetworkReply *reply = m_reply.data();
    Reply out;
    out.fingerprint = m_fingerprint.isEmpty()
                          ? TlsTrust::fingerprint(reply->sslConfiguration().peerCertificate())
                          : m_fingerprint;
    out.tlsRefusal = m_tlsRefusal;
    if (!out.tlsRefusal)
        out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (out.status == 0) {
        out.networkError = reply->errorString();
    } else {
        const QJsonDocument json = QJsonDocument::fromJson(reply->readAll());
        if (json.isObject())
            out.json = json.object();
    }
    m_reply = nullptr;
    reply->deleteLater();
    deleteLater();
    // Last: `done` may delete this object's parent, and so this object.
    const Done done = std::move(m_done);
    if (done)
        done(out);
}

} // namespace icrelayclient
