#include "net/HttpRequest.h"

namespace icnet {

QByteArray HttpRequest::toBytes(const QByteArray &hostHeader) const
{
    QByteArray out;
    out.reserve(160 + body.size());
    out += method + ' ' + target + " HTTP/1.1\r\nHost: " + hostHeader + "\r\n";
    if (!contentType.isEmpty())
        out += "Content-Type: " + contentType + "\r\n";
    if (!body.isEmpty() || method == "POST")
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (closeAfter)
        out += "Connection: close\r\n";
    for (const auto &[name, value] : headers)
        out += name + ": " + value + "\r\n";
    out += "\r\n";
    out += body;
    return out;
}

} // namespace icnet
