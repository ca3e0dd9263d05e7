#include "net/HttpRequestStream.h"

#include "net/NetLog.h"
#include "net/RequestHeadCheck.h"

namespace icnet {

HttpRequestStream::HttpRequestStream(qint64 maxHeadBytes, qint64 maxBodyBytes, Bodies bodies)
    : m_finder(maxHeadBytes, HttpHeadFinder::BlankLines::Skip), m_maxBodyBytes(maxBodyBytes),
      m_bodies(bodies)
{
}

void HttpRequestStream::append(const QByteArray &bytes)
{
    m_appended += bytes.size();
    if (m_stopped || (m_closeAfter && !m_inBody))
        return; // never read: nothing keeps it
    m_buffer += bytes;
}

HttpRequestStream::Event HttpRequestStream::next()
{
    if (m_stopped)
        return {};
    if (m_inBody)
        return readBody();
    if (m_closeAfter || m_buffer.isEmpty())
        return {}; // after the last request nothing is read
    return readHead();
}

HttpRequestStream::Event HttpRequestStream::readBody()
{
    Event event;
    if (m_bodies == Bodies::Keep) {
        if (m_buffer.size() < m_bodyLeft)
            return event;
        event.body = m_buffer.left(m_bodyLeft);
        m_buffer.remove(0, m_bodyLeft);
        m_taken += m_bodyLeft;
        m_bodyLeft = 0;
    } else {
        const qint64 skip = std::min<qint64>(m_bodyLeft, m_buffer.size());
        m_buffer.remove(0, skip);
        m_taken += skip;
        m_bodyLeft -= skip;
        if (m_bodyLeft > 0)
            return event;
    }
    m_inBody = false;
    m_requestsEnd = m_taken;
    if (m_closeAfter)
        m_buffer.clear(); // after the last request: never read
    event.kind = Event::Complete;
    return event;
}

HttpRequestStream::Event HttpRequestStream::readHead()
{
    const HttpHeadFinder::Found found = m_finder.take(m_buffer);
    m_taken += found.taken;
    Event event;
    if (found.kind == HttpHeadFinder::Found::More)
        return event;
    if (found.kind == HttpHeadFinder::Found::TooLarge) {
        event.kind = Event::Refused;
        event.verdict = RequestHeadCheck::tooLarge(m_finder.maxHeadBytes());
        return stopWith(event);
    }
    event.rawHead = found.head;
    event.head = HttpHead::parse(found.head);
    event.verdict = RequestHeadCheck::check(event.head, m_first, m_maxBodyBytes);
    m_first = false;
    if (event.verdict.kind == RequestVerdict::Refuse) {
        event.kind = Event::Refused;
        return stopWith(event);
    }
    if (event.verdict.kind == RequestVerdict::WebSocket) {
        event.kind = Event::WebSocket;
        return stopWith(event);
    }
    event.kind = Event::Head;
    m_inBody = true;
    m_bodyLeft = event.verdict.bodyBytes;
    m_closeAfter = event.verdict.closeAfter;
    return event;
}

HttpRequestStream::Event HttpRequestStream::stopWith(Event event)
{
    if (event.kind == Event::Refused)
        qCDebug(lcNet).nospace() << "request head refused: " << event.verdict.status << ' '
                                 << event.verdict.message.constData();
    m_stopped = true;
    m_buffer.clear();
    return event;
}

} // namespace icnet
