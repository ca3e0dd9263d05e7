// Fuzz target: a WebSocket server's bytes through ServerFrameReader, the reader under the
// program's own WebSocket client (ClientWebSocket, which IcrpClient and the gateway's upstream
// use): frame headers of every length class, fragments, control frames between them, the
// limits. What comes out must keep the reader's promises: no message past the limit, text that
// is valid UTF-8, control frames of at most 125 bytes, and nothing more after a failure.
//
// Input: one control byte, then the connection's bytes after the upgrade. The control byte
// chooses the size of the pieces they arrive in (1 to 256 bytes).
#include "icrp/client/ServerFrameReader.h"

#include <QUtf8StringView>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

constexpr qint64 kMaxMessage = 64 * 1024;

/// Takes what the reader has; false once it failed.
bool drain(icrp::ServerFrameReader &reader)
{
    for (;;) {
        icrp::ServerFrameReader::Next next = reader.next();
        if (std::holds_alternative<std::monostate>(next))
            return true;
        if (const auto *m = std::get_if<icrp::ServerFrameReader::Message>(&next)) {
            if (m->payload.size() > kMaxMessage ||
                (!m->binary && !QUtf8StringView(m->payload).isValidUtf8()))
                std::abort();
        } else if (const auto *c = std::get_if<icrp::ServerFrameReader::Control>(&next)) {
            if (c->payload.size() > 125)
                std::abort();
        } else {
            return false;
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const auto piece = qsizetype(data[0]) + 1;
    const QByteArray stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    icrp::ServerFrameReader reader(kMaxMessage);
    for (qsizetype at = 0; at < stream.size(); at += piece) {
        reader.append(stream.mid(at, piece));
        if (!drain(reader)) {
            reader.append(QByteArray(8, '\x81')); // more bytes after the failure: nothing
            if (!std::holds_alternative<std::monostate>(reader.next()))
                std::abort();
            return 0;
        }
    }
    return 0;
}
