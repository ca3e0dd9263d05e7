#include "HttpsPeer.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QSslConfiguration>

HttpsPeer::Answer HttpsPeer::send(const QByteArray &verb, const QString &path,
                                  const QByteArray &body, const QByteArray &contentType) const
{
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(QStringLiteral("https://127.0.0.1:%1%2").arg(m_port).arg(path)));
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setCaCertificates({m_ca});
    tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
    request.setSslConfiguration(tls);
    if (!contentType.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
    QNetworkReply *reply = manager.sendCustomRequest(request, verb, body);
    Answer answer;
    QObject::connect(reply, &QNetworkReply::sslErrors, reply,
                     [&answer] { answer.tlsFailed = true; });
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        finished.wait(15'000);
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->readAll();
    answer.json = QJsonDocument::fromJson(answer.body).object();
    answer.contentType = reply->rawHeader("Content-Type");
    answer.cacheControl = reply->rawHeader("Cache-Control");
    delete reply;
    return answer;
}

HttpsPeer::Answer HttpsPeer::post(const QString &path, const Form &form,
                                  const QByteArray &contentType) const
{
    QList<QByteArray> pairs;
    for (const auto &[name, value] : form)
        pairs << QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    return send("POST", path, pairs.join('&'), contentType);
}

HttpsPeer::Answer HttpsPeer::get(const QString &path) const
{
    return send("GET", path, {}, {});
}

HttpsPeer::Answer HttpsPeer::authorize(const QString &clientId, const QString &scope) const
{
    Form form{{QStringLiteral("client_id"), clientId}};
    if (!scope.isEmpty())
        form.append({QStringLiteral("scope"), scope});
    return post(QStringLiteral("/oauth/device_authorization"), form);
}

HttpsPeer::Answer HttpsPeer::poll(const QString &deviceCode, const QString &clientId) const
{
    return post(QStringLiteral("/oauth/token"),
                {{QStringLiteral("grant_type"),
                  QStringLiteral("urn:ietf:params:oauth:grant-type:device_code")},
                 {QStringLiteral("device_code"), deviceCode},
                 {QStringLiteral("client_id"), clientId}});
}
