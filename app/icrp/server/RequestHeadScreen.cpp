#include "icrp/server/RequestHeadScreen.h"

#include "icrp/server/HttpAnswer.h"

#include <QList>

namespace icrp {

namespace {

bool hasToken(const QByteArray &list, const QByteArray &token)
{
    const QList<QByteArray> parts = list.split(',');
    for (const QByteArray &p : parts) {
        if (p.trimmed().compare(token, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

RequestHeadScreen::RequestHeadScreen(qint64 maxHeadBytes, qint64 maxBodyBytes)
    : m_maxHeadBytes(maxHeadBytes), m_maxBodyBytes(maxBodyBytes)
{
}

RequestHeadScreen::Verdict RequestHeadScreen::refusal(int status, const char *reason,
                                                      const QByteArray &message)
{
    Verdict v;
    v.kind = Verdict::Refuse;
    v.status = status;
    v.reason = reason;
    v.message = message;
    return v;
}

RequestHeadScreen::Verdict RequestHeadScreen::tooLarge() const
{
    return refusal(431, "Request Header Fields Too Large",
                   "The request head is larger than " + QByteArray::number(m_maxHeadBytes) +
                       " bytes.");
}

void RequestHeadScreen::feed(QByteArray bytes, const Actions &actions)
{
    m_fed += bytes.size();
    while (!bytes.isEmpty() && !m_stopped) {
        if (m_bodyLeft > 0) {
            const qint64 take = std::min<qint64>(m_bodyLeft, bytes.size());
            m_bodyLeft -= take;
            bytes.remove(0, take);
            if (m_bodyLeft == 0)
                complete(bytes.size(), actions);
            continue;
        }
        if (m_closeAfter)
            return; // bytes after the last request: not screened, not answered
        // What was here before has been searched for the head's end already; only its last
        // three bytes may begin the end. (Searching it all again for every byte of a slow
        // peer's head costs time in the square of its size.)
        const qsizetype searched = m_head.size();
        m_head += bytes;
        bytes.clear();
        qsizetype blank = 0; // empty lines before a request are skipped (RFC 9112 §2.2)
        while (blank + 1 < m_head.size() && m_head.at(blank) == '\r' &&
               m_head.at(blank + 1) == '\n')
            blank += 2;
        m_head.remove(0, blank);
        const qsizetype end =
            m_head.indexOf("\r\n\r\n", blank > 0 ? 0 : std::max<qsizetype>(0, searched - 3));
        if ((end < 0 && m_head.size() > m_maxHeadBytes) || (end >= 0 && end + 4 > m_maxHeadBytes)) {
            m_stopped = true;
            return actions.refuse(tooLarge());
        }
        if (end < 0)
            return;
        const QByteArray head = m_head.left(end + 4);
        bytes = m_head.mid(end + 4);
        m_head.clear();
        const Verdict v = inspect(head, m_first, m_maxBodyBytes);
        if (v.kind != Verdict::Http) {
            m_stopped = true;
            return v.kind == Verdict::Refuse ? actions.refuse(v) : actions.webSocket();
        }
        m_bodyLeft = v.bodyBytes;
        m_closeAfter = v.closeAfter;
        actions.request(v);
        m_first = false;
        if (m_bodyLeft == 0)
            complete(bytes.size(), actions);
    }
}

void RequestHeadScreen::complete(qint64 unreadAfter, const Actions &actions)
{
    m_requestsEnd = m_fed - unreadAfter;
    actions.complete();
}

RequestHeadScreen::Verdict RequestHeadScreen::inspect(const QByteArray &head, bool first,
                                                      qint64 maxBody)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    if (requestLine.size() != 3)
        return refusal(400, "Bad Request", "The request line is not METHOD PATH HTTP/1.1.");
    const QByteArray method = requestLine.at(0);
    QByteArray connection;
    QByteArray upgrade;
    QByteArray contentLength;
    bool hasKey = false;
    bool hasTransferEncoding = false;
    int contentLengths = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refusal(400, "Bad Request", "A header line has no name.");
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "connection")
            connection += ',' + value;
        else if (name == "upgrade")
            upgrade += ',' + value;
        else if (name == "sec-websocket-key")
            hasKey = !value.isEmpty();
        else if (name == "transfer-encoding")
            hasTransferEncoding = true;
        else if (name == "content-length") {
            if (contentLengths++ > 0 && value != contentLength)
                return refusal(400, "Bad Request", "Conflicting Content-Length headers.");
            contentLength = value;
        }
    }
    if (hasToken(upgrade, "websocket")) {
        if (first && method == "GET" && hasToken(connection, "upgrade") && hasKey &&
            contentLength.isEmpty() && !hasTransferEncoding) {
            Verdict v;
            v.kind = Verdict::WebSocket;
            return v;
        }
        return refusal(400, "Bad Request",
                       "Not a valid WebSocket upgrade: it needs GET, \"Connection: Upgrade\", "
                       "\"Upgrade: websocket\" and Sec-WebSocket-Key, as the first request of "
                       "the connection.");
    }
    if (hasTransferEncoding)
        return refusal(411, "Length Required",
                       "Send the body with a Content-Length, not Transfer-Encoding.");
    Verdict v;
    // HTTP/1.0 is answered and closed even when it asks for keep-alive: its answer would have
    // to say "Connection: keep-alive" (or the client, like ab -k, waits for the close), and
    // QHttpServer 6.4 tells nobody the request's version; content handlers answer too.
    v.closeAfter = hasToken(connection, "close") || requestLine.at(2).trimmed() != "HTTP/1.1";
    if (!contentLength.isEmpty()) {
        bool ok = false;
        const qint64 n = contentLength.toLongLong(&ok);
        bool digits = true;
        for (const char c : contentLength)
            digits = digits && c >= '0' && c <= '9';
        if (!ok || !digits || n < 0)
            return refusal(400, "Bad Request", "Content-Length is not a number.");
        if (n > maxBody)
            return refusal(413, "Payload Too Large",
                           "The body is larger than this server's limit of " +
                               QByteArray::number(maxBody) + " bytes.");
        v.bodyBytes = n;
    }
    return v;
}

QByteArray RequestHeadScreen::errorResponse(const Verdict &verdict)
{
    // Same JSON-RPC error shape as the server's other HTTP errors (-32600 Invalid Request).
    QByteArray escaped = verdict.message;
    escaped.replace('\\', "\\\\").replace('"', "\\\"");
    const QByteArray body =
        R"({"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":")" + escaped + "\"}}";
    return HttpAnswer::raw(verdict.status, verdict.reason, body);
}

} // namespace icrp
