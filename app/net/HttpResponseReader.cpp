#include "net/HttpResponseReader.h"

#include "net/HttpHead.h"
#include "net/HttpHeadBytes.h"
#include "net/Tr.h"

namespace icnet {

HttpResponseReader::HttpResponseReader(qint64 maxHeadBytes, qint64 maxBodyBytes)
    : m_finder(maxHeadBytes, HttpHeadFinder::BlankLines::Keep), m_maxBodyBytes(maxBodyBytes)
{
}

void HttpResponseReader::reset()
{
    m_buffer.clear();
    m_finder.reset();
    m_inBody = false;
    m_bodyBytes = 0;
    m_response = HttpResponse();
}

HttpResponseReader::Next HttpResponseReader::next()
{
    if (!m_inBody) {
        Next head = readHead();
        if (!std::holds_alternative<std::monostate>(head) || !m_inBody)
            return head;
    }
    if (m_buffer.size() < m_bodyBytes)
        return std::monostate{};
    HttpResponse response = std::move(m_response);
    response.body = m_buffer.left(m_bodyBytes);
    m_buffer.remove(0, m_bodyBytes);
    m_inBody = false;
    m_response = HttpResponse();
    return response;
}

HttpResponseReader::Next HttpResponseReader::readHead()
{
    HttpHeadFinder::Found found = m_finder.take(m_buffer);
    if (found.kind == HttpHeadFinder::Found::TooLarge)
        return Tr::tr("The answer's head is larger than %1 bytes.").arg(m_finder.maxHeadBytes());
    if (found.kind == HttpHeadFinder::Found::More)
        return std::monostate{};
    return parseHead(found.head);
}

HttpResponseReader::Next HttpResponseReader::parseHead(const QByteArray &head)
{
    // Nothing of a head with a bare CR or a control byte is read, so none of it is passed on.
    if (QString problem = headBytesProblem(head); !problem.isEmpty())
        return InvalidHead{problem};
    const HttpHead parsed = HttpHead::parse(head);
    const QByteArray &statusLine = parsed.startLine;
    const QList<QByteArray> parts = parsed.startParts();
    bool ok = false;
    const int status = parts.value(1).toInt(&ok);
    if (!parts.value(0).startsWith("HTTP/1.") || !ok || status < 100 || status > 599)
        return Tr::tr("The answer does not begin with an HTTP/1.1 status line (\"%1\").")
            .arg(QString::fromLatin1(statusLine.left(80)));
    HttpResponse response;
    response.status = status;
    response.reason = statusLine.mid(parts.value(0).size() + parts.value(1).size() + 2);
    response.contentType.clear();
    qint64 length = -1;
    for (const auto &[name, value] : parsed.fields) { // lines without a name are not read
        const QByteArray lower = name.toLower();
        if (lower == "content-length") {
            length = value.toLongLong(&ok);
            if (!ok || length < 0)
                return Tr::tr("The answer's Content-Length is not a number.");
        } else if (lower == "transfer-encoding") {
            return Tr::tr("The answer uses Transfer-Encoding (%1); only Content-Length bodies "
                          "are read.")
                .arg(QString::fromLatin1(value));
        } else if (lower == "content-type") {
            response.contentType = value;
        } else if (lower == "connection") {
            response.closeAfter = value.toLower().contains("close");
        } else {
            response.headers.append({name, value});
        }
    }
    const bool noBody = status < 200 || status == 204 || status == 304;
    if (length < 0 && !noBody)
        return Tr::tr("The answer has no Content-Length.");
    if (length > m_maxBodyBytes)
        return Tr::tr("The answer's body (%1 bytes) is larger than the limit of %2 bytes.")
            .arg(length)
            .arg(m_maxBodyBytes);
    m_response = response;
    m_bodyBytes = std::max<qint64>(0, length);
    m_inBody = true;
    return std::monostate{};
}

} // namespace icnet
