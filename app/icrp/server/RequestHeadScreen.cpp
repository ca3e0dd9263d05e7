#include "icrp/server/RequestHeadScreen.h"

#include "icrp/server/HttpAnswer.h"
#include "net/RequestHeadCheck.h"

namespace icrp {

RequestHeadScreen::RequestHeadScreen(qint64 maxHeadBytes, qint64 maxBodyBytes)
    : m_stream(maxHeadBytes, maxBodyBytes, icnet::HttpRequestStream::Bodies::Skip)
{
}

void RequestHeadScreen::feed(const QByteArray &bytes, const Actions &actions)
{
    using Event = icnet::HttpRequestStream::Event;
    m_stream.append(bytes);
    for (;;) {
        const Event event = m_stream.next();
        switch (event.kind) {
        case Event::None:
            return;
        case Event::Refused:
            return actions.refuse(event.verdict);
        case Event::WebSocket:
            return actions.webSocket();
        case Event::Head:
            actions.request(event.verdict);
            break;
        case Event::Complete:
            actions.complete();
            break;
        }
    }
}

RequestHeadScreen::Verdict RequestHeadScreen::inspect(const QByteArray &head, bool first,
                                                      qint64 maxBody)
{
    return icnet::RequestHeadCheck::check(icnet::HttpHead::parse(head), first, maxBody);
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
