#include "net/RequestHeadCheck.h"

namespace icnet {

RequestVerdict RequestHeadCheck::refusal(int status, const char *reason, const QByteArray &message)
{
    RequestVerdict v;
    v.kind = RequestVerdict::Refuse;
    v.status = status;
    v.reason = reason;
    v.message = message;
    return v;
}

RequestVerdict RequestHeadCheck::tooLarge(qint64 maxHeadBytes)
{
    return refusal(431, "Request Header Fields Too Large",
                   "The request head is larger than " + QByteArray::number(maxHeadBytes) +
                       " bytes.");
}

RequestVerdict RequestHeadCheck::check(const HttpHead &head, bool first, qint64 maxBodyBytes)
{
    const QList<QByteArray> requestLine = head.startParts();
    if (requestLine.size() != 3)
        return refusal(400, "Bad Request", "The request line is not METHOD PATH HTTP/1.1.");
    QByteArray connection;
    QByteArray upgrade;
    QByteArray contentLength;
    bool hasTransferEncoding = false;
    int contentLengths = 0;
    for (qsizetype i = 0; i <= head.fields.size(); ++i) {
        if (i == head.malformedAt)
            return refusal(400, "Bad Request", "A header line has no name.");
        if (i == head.fields.size())
            break;
        const QByteArray name = head.fields.at(i).first.toLower();
        const QByteArray &value = head.fields.at(i).second;
        if (name == "connection")
            connection += ',' + value;
        else if (name == "upgrade")
            upgrade += ',' + value;
        else if (name == "transfer-encoding")
            hasTransferEncoding = true;
        else if (name == "content-length") {
            if (contentLengths++ > 0 && value != contentLength)
                return refusal(400, "Bad Request", "Conflicting Content-Length headers.");
            contentLength = value;
        }
    }
    if (HttpHead::hasToken(upgrade, "websocket")) {
        const bool bodyHeaders = !contentLength.isEmpty() || hasTransferEncoding;
        return webSocket(head, first && HttpHead::hasToken(connection, "upgrade"), bodyHeaders);
    }
    if (hasTransferEncoding)
        return refusal(411, "Length Required",
                       "Send the body with a Content-Length, not Transfer-Encoding.");
    RequestVerdict v;
    // HTTP/1.0 is answered and closed even when it asks for keep-alive: its answer would have
    // to say "Connection: keep-alive" (or the client, like ab -k, waits for the close), and
    // QHttpServer 6.4 tells nobody the request's version; content handlers answer too.
    v.closeAfter =
        HttpHead::hasToken(connection, "close") || requestLine.at(2).trimmed() != "HTTP/1.1";
    return withLength(v, contentLength, maxBodyBytes);
}

RequestVerdict RequestHeadCheck::webSocket(const HttpHead &head, bool firstAndUpgrade,
                                           bool bodyHeaders)
{
    // The last Sec-WebSocket-Key counts, as one sent twice is read last-wins.
    bool hasKey = false;
    for (const auto &[name, value] : head.fields) {
        if (name.compare("sec-websocket-key", Qt::CaseInsensitive) == 0)
            hasKey = !value.isEmpty();
    }
    if (firstAndUpgrade && head.startParts().at(0) == "GET" && hasKey && !bodyHeaders) {
        RequestVerdict v;
        v.kind = RequestVerdict::WebSocket;
        return v;
    }
    return refusal(400, "Bad Request",
                   "Not a valid WebSocket upgrade: it needs GET, \"Connection: Upgrade\", "
                   "\"Upgrade: websocket\" and Sec-WebSocket-Key, as the first request of "
                   "the connection.");
}

RequestVerdict RequestHeadCheck::withLength(RequestVerdict v, const QByteArray &contentLength,
                                            qint64 maxBodyBytes)
{
    if (contentLength.isEmpty())
        return v;
    bool ok = false;
    const qint64 n = contentLength.toLongLong(&ok);
    bool digits = true;
    for (const char c : contentLength)
        digits = digits && c >= '0' && c <= '9';
    if (!ok || !digits || n < 0)
        return refusal(400, "Bad Request", "Content-Length is not a number.");
    if (n > maxBodyBytes)
        return refusal(413, "Payload Too Large",
                       "The body is larger than this server's limit of " +
                           QByteArray::number(maxBodyBytes) + " bytes.");
    v.bodyBytes = n;
    return v;
}

} // namespace icnet
