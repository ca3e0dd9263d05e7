#include "icrp/server/HttpAnswer.h"

#include "icrp/protocol/MsgPack.h"
#include "net/HttpResponse.h"

namespace icrp {

namespace {

// The server answers JSON, MessagePack or nothing: no page of its may load anything, be framed,
// leak the URL in a Referer, be sniffed as another type or be kept in a cache.
HttpAnswer::Headers buildSecurityHeaders()
{
    return {{"Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"},
            {"X-Content-Type-Options", "nosniff"},
            {"Referrer-Policy", "no-referrer"},
            {"Cache-Control", "no-store"}};
}

void writeHeaders(QHttpServerResponder &responder, const HttpAnswer::Headers &headers)
{
    for (const auto &[name, value] : headers)
        responder.writeHeader(name, value);
}

} // namespace

const HttpAnswer::Headers &HttpAnswer::securityHeaders()
{
    static const Headers headers = buildSecurityHeaders();
    return headers;
}

void HttpAnswer::write(QHttpServerResponder &responder, Status status, const Headers &headers,
                       const QByteArray &body, qint64 length)
{
    responder.writeStatusLine(status);
    writeHeaders(responder, headers);
    responder.writeHeader("Content-Length", QByteArray::number(length < 0 ? body.size() : length));
    responder.writeBody(body);
}

void HttpAnswer::json(QHttpServerResponder &responder, Status status, const QByteArray &body,
                      const Headers &extra)
{
    Headers headers = securityHeaders();
    headers.emplaceBack("Content-Type", "application/json");
    headers.append(extra);
    write(responder, status, headers, body);
}

void HttpAnswer::msgpack(QHttpServerResponder &responder, Status status, const QByteArray &body,
                         const Headers &extra)
{
    Headers headers = securityHeaders();
    headers.emplaceBack("Content-Type", kMsgPackMediaType.toByteArray());
    headers.append(extra);
    write(responder, status, headers, body);
}

void HttpAnswer::noContent(QHttpServerResponder &responder)
{
    // RFC 9110 §8.6: no Content-Length on a 204.
    responder.writeStatusLine(Status::NoContent);
    writeHeaders(responder, securityHeaders());
    responder.writeBody(QByteArray());
}

QByteArray HttpAnswer::raw(int status, const QByteArray &reason, const QByteArray &body)
{
    icnet::HttpResponse answer;
    answer.status = status;
    answer.reason = reason;
    answer.headers = securityHeaders();
    answer.body = body;
    answer.closeAfter = true;
    return answer.toBytes();
}

} // namespace icrp
