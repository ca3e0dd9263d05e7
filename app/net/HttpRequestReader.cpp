#include "net/HttpRequestReader.h"

#include "net/HttpHeadBytes.h"
#include "net/Tr.h"

#include <chrono>

namespace icnet {

HttpRequestReader::HttpRequestReader(qint64 maxHeadBytes, qint64 maxBodyBytes)
    : m_stream(maxHeadBytes, maxBodyBytes, HttpRequestStream::Bodies::Keep),
      m_maxHeadBytes(maxHeadBytes)
{
}

HttpRequestReader::Next HttpRequestReader::next()
{
    while (!m_refused) {
        HttpRequestStream::Event event = m_stream.next();
        switch (event.kind) {
        case HttpRequestStream::Event::None:
            return std::monostate{};
        case HttpRequestStream::Event::Refused:
        case HttpRequestStream::Event::WebSocket:
            return refuse(event);
        case HttpRequestStream::Event::Head:
            // A bare CR or a control byte is refused before anything of the head is used.
            if (!headBytesProblem(event.rawHead).isEmpty())
                return refuse(event);
            m_request = fromHead(event.head);
            m_request.closeAfter = event.verdict.closeAfter;
            break;
        case HttpRequestStream::Event::Complete: {
            HttpRequest request = std::move(m_request);
            m_request = HttpRequest();
            request.body = std::move(event.body);
            request.completeNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                     std::chrono::steady_clock::now().time_since_epoch())
                                     .count();
            return request;
        }
        }
    }
    return std::monostate{};
}

HttpRequestReader::Next HttpRequestReader::refuse(const HttpRequestStream::Event &event)
{
    m_refused = true;
    m_stream.stop();
    if (QString problem = headBytesProblem(event.rawHead); !problem.isEmpty())
        return HttpRefusal{400, problem};
    if (event.kind == HttpRequestStream::Event::WebSocket)
        return HttpRefusal{400, Tr::tr("This server speaks HTTP/1.1 with JSON bodies, not "
                                       "WebSocket.")};
    if (event.verdict.status == 431)
        return HttpRefusal{431,
                           Tr::tr("The request head is larger than %1 bytes.").arg(m_maxHeadBytes)};
    return HttpRefusal{event.verdict.status, QString::fromLatin1(event.verdict.message)};
}

HttpRequest HttpRequestReader::fromHead(const HttpHead &head)
{
    HttpRequest request;
    const QList<QByteArray> requestLine = head.startParts();
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    for (const auto &[name, value] : head.fields) { // the last of a header sent twice counts
        const QByteArray lower = name.toLower();
        if (lower == "host")
            request.host = value;
        else if (lower == "content-type")
            request.contentType = value;
        else if (lower == "origin")
            request.origin = value;
    }
    return request;
}

} // namespace icnet
