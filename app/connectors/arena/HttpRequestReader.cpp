#include "connectors/arena/HttpRequestReader.h"

#include "connectors/arena/HttpHeadBytes.h"
#include "connectors/arena/SteadyNs.h"
#include "connectors/common/Tr.h"

#include "icrp/server/RequestHeadScreen.h"

#include <QList>

namespace icconnectors::arena {

HttpRequestReader::HttpRequestReader(qint64 maxHeadBytes, qint64 maxBodyBytes)
    : m_maxHeadBytes(maxHeadBytes), m_maxBodyBytes(maxBodyBytes)
{
}

HttpRequestReader::Next HttpRequestReader::next()
{
    if (m_refused)
        return std::monostate{};
    if (!m_inBody) {
        Next head = readHead();
        if (!std::holds_alternative<std::monostate>(head) || !m_inBody)
            return head;
    }
    if (m_buffer.size() < m_bodyBytes)
        return std::monostate{};
    HttpRequest request = std::move(m_request);
    request.body = m_buffer.left(m_bodyBytes);
    m_buffer.remove(0, m_bodyBytes);
    request.completeNs = steadyNs();
    m_inBody = false;
    m_request = HttpRequest();
    return request;
}

HttpRequestReader::Next HttpRequestReader::readHead()
{
    qsizetype blank = 0; // empty lines before a request are skipped (RFC 9112 §2.2)
    while (blank + 1 < m_buffer.size() && m_buffer.at(blank) == '\r' &&
           m_buffer.at(blank + 1) == '\n')
        blank += 2;
    if (blank > 0) {
        m_buffer.remove(0, blank);
        m_searched = 0;
    }
    const qsizetype end = m_buffer.indexOf("\r\n\r\n", std::max<qsizetype>(0, m_searched - 3));
    m_searched = m_buffer.size();
    if ((end < 0 && m_buffer.size() > m_maxHeadBytes) || (end >= 0 && end + 4 > m_maxHeadBytes)) {
        m_refused = true;
        return HttpRefusal{
            431,
            icconnectors::Tr::tr("The request head is larger than %1 bytes.").arg(m_maxHeadBytes)};
    }
    if (end < 0)
        return std::monostate{};
    const QByteArray head = m_buffer.left(end + 4);
    m_buffer.remove(0, end + 4);
    m_searched = 0;
    // A bare CR or a control byte is refused before anything of the head is read or forwarded.
    if (QString problem = headBytesProblem(head); !problem.isEmpty()) {
        m_refused = true;
        return HttpRefusal{400, problem};
    }
    const auto verdict = icrp::RequestHeadScreen::inspect(head, m_first, m_maxBodyBytes);
    m_first = false;
    if (verdict.kind != icrp::RequestHeadScreen::Verdict::Http) {
        m_refused = true;
        if (verdict.kind == icrp::RequestHeadScreen::Verdict::WebSocket)
            return HttpRefusal{400, icconnectors::Tr::tr("This server speaks HTTP/1.1 with JSON "
                                                       "bodies, not WebSocket.")};
        return HttpRefusal{verdict.status, QString::fromLatin1(verdict.message)};
    }
    m_request = parseHead(head);
    m_request.closeAfter = verdict.closeAfter;
    m_bodyBytes = verdict.bodyBytes;
    m_inBody = true;
    return std::monostate{};
}

HttpRequest HttpRequestReader::parseHead(const QByteArray &head)
{
    HttpRequest request;
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue; // inspect() refused malformed lines already; this is the blank end
        const QByteArray name = line.left(colon).trimmed().toLower();
        if (name == "host")
            request.host = line.mid(colon + 1).trimmed();
        else if (name == "content-type")
            request.contentType = line.mid(colon + 1).trimmed();
        else if (name == "origin")
            request.origin = line.mid(colon + 1).trimmed();
    }
    return request;
}

} // namespace icconnectors::arena
