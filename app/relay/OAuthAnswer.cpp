#include "relay/OAuthAnswer.h"

#include <QJsonDocument>

namespace icrelay::oauth {

icnet::HttpResponse noStore(icnet::HttpResponse response)
{
    response.headers.append({QByteArray("Cache-Control"), QByteArray("no-store")});
    response.headers.append({QByteArray("Pragma"), QByteArray("no-cache")});
    return response;
}

icnet::HttpResponse json(int status, const QJsonObject &body)
{
    return noStore(
        icnet::HttpResponse::json(status, QJsonDocument(body).toJson(QJsonDocument::Compact)));
}

icnet::HttpResponse error(int status, const QString &error, const QString &description,
                          const QJsonObject &more)
{
    QJsonObject body = more;
    body.insert(QStringLiteral("error"), error);
    body.insert(QStringLiteral("error_description"), description);
    return json(status, body);
}

icnet::HttpResponse badRequest(const QString &description)
{
    return error(400, QStringLiteral("invalid_request"), description);
}

} // namespace icrelay::oauth
