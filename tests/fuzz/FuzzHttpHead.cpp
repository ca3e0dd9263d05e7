// Fuzz target: the bytes of one connection through IcrpFrontDoor's request-head screen
// (RequestHeadScreen over icnet::HttpRequestStream, the program's one HTTP/1.1 framing): heads
// found and bounded, each inspected (request line, Connection, Upgrade, Content-Length,
// Transfer-Encoding), bodies skipped, refusals rendered.
//
// Input: one control byte, then the connection's bytes. The control byte chooses the size of
// the pieces they arrive in (1 to 256 bytes), as a socket hands them over in reads of any size.
#include "icrp/server/RequestHeadScreen.h"

#include <cstddef>
#include <cstdint>

namespace {

constexpr qint64 kMaxHead = 16 * 1024;
constexpr qint64 kMaxBody = 1024 * 1024;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype piece = qsizetype(data[0]) + 1;
    const QByteArray stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    icrp::RequestHeadScreen screen(kMaxHead, kMaxBody);
    bool open = false; // a request whose body is still to come
    icrp::RequestHeadScreen::Actions actions;
    actions.refuse = [](const icrp::RequestHeadScreen::Verdict &v) {
        if (v.status != 400 && v.status != 411 && v.status != 413 && v.status != 431)
            __builtin_trap(); // a refusal the front door does not document
        (void)icrp::RequestHeadScreen::errorResponse(v);
    };
    actions.webSocket = [] {};
    actions.request = [&open](const icrp::RequestHeadScreen::Verdict &v) {
        if (open || v.bodyBytes < 0 || v.bodyBytes > kMaxBody)
            __builtin_trap(); // a head read inside a body, or a body beyond the cap
        open = true;
    };
    actions.complete = [&open] {
        if (!open)
            __builtin_trap(); // a body ended that never began
        open = false;
    };
    for (qsizetype at = 0; at < stream.size() && !screen.stopped(); at += piece)
        screen.feed(stream.mid(at, piece), actions);
    return 0;
}
