#include "net/HttpResponse.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace icnet {

QByteArray HttpResponse::toBytes() const
{
    QByteArray out;
    out.reserve(160 + body.size());
    out += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    if (!contentType.isEmpty())
        out += "Content-Type: " + contentType + "\r\n";
    for (const auto &[name, value] : headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (closeAfter)
        out += "Connection: close\r\n";
    out += "\r\n";
    out += body;
    return out;
}

QByteArray HttpResponse::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

HttpResponse HttpResponse::json(int status, const QByteArray &body)
{
    HttpResponse r;
    r.status = status;
    r.reason = reasonPhrase(status);
    r.body = body;
    r.headers.append(qMakePair(QByteArray("X-Content-Type-Options"), QByteArray("nosniff")));
    return r;
}

HttpResponse HttpResponse::detail(int status, const QString &message)
{
    return json(status, QJsonDocument(QJsonObject{{QStringLiteral("detail"), message}})
                            .toJson(QJsonDocument::Compact));
}

QByteArray HttpResponse::reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 422:
        return "Unprocessable Entity";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}

} // namespace icnet
