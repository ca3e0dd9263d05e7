// Fuzz target: IRC lines through OA1's parser and reassembler (app/connectors/oa1): each line
// is parsed as an IRC message and its text as an OA1 frame; frames go into one Oa1Reassembler
// (small limits, so caps, duplicates, refusals and expiry are reached), and every payload is
// checked to survive escaping and byte-safe chunking unchanged.
//
// Input: one control byte, then lines separated by '\n'. The control byte's low 3 bits pick
// the sender of a frame in turn from three nicks (so streams of the same id mix), and bit 3
// whether the clock jumps past the partial timeout between lines.
#include "connectors/oa1/wire/IrcMessage.h"
#include "connectors/oa1/wire/Oa1Codec.h"
#include "connectors/oa1/wire/Oa1Frame.h"
#include "connectors/oa1/wire/Oa1Reassembler.h"

#include <QString>

#include <cstddef>
#include <cstdint>

using namespace icconnectors::oa1;

namespace {

Oa1Limits fuzzLimits()
{
    Oa1Limits limits;
    limits.maxAggregateBytes = 2048;
    limits.partialTimeoutMs = 100;
    limits.maxChunksPerStream = 64;
    limits.maxStreamsPerSender = 8;
    return limits;
}

void checkCodec(const QByteArray &payload, int maxBytes)
{
    const QByteArray plain = Oa1Codec::unescape(payload);
    const QByteArray escaped = Oa1Codec::escape(plain);
    if (Oa1Codec::unescape(escaped) != plain)
        __builtin_trap(); // escaping does not round-trip
    QByteArray joined;
    const bool utf8 = Oa1Codec::isValidUtf8(escaped); // frames may carry other bytes too
    for (const QByteArray &piece : Oa1Codec::chunk(escaped, maxBytes)) {
        if (piece.size() > maxBytes || (utf8 && !Oa1Codec::isValidUtf8(piece)))
            __builtin_trap(); // a piece too large, or a code point cut
        joined += piece;
    }
    if (joined != escaped)
        __builtin_trap();
}

void checkFrame(const Oa1Frame &frame)
{
    const auto again = Oa1Frame::parse(frame.format());
    if (!again || again->id != frame.id || again->seq != frame.seq || again->more != frame.more ||
        again->payload != frame.payload || again->type != frame.type)
        __builtin_trap(); // format() wrote what parse() reads differently
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const uint8_t control = data[0];
    const QByteArray input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const Oa1Limits limits = fuzzLimits();
    Oa1Reassembler reassembler(limits);
    static const QString senders[] = {QStringLiteral("a"), QStringLiteral("b"),
                                      QStringLiteral("c")};
    qint64 now = 0;
    int turn = control & 7;
    for (const QByteArray &line : input.split('\n')) {
        const IrcMessage irc = IrcMessage::parse(line);
        (void)irc.nick();
        const auto frame = Oa1Frame::parse(irc.params.isEmpty() ? line : irc.params.constLast());
        now += (control & 8) ? limits.partialTimeoutMs : 1;
        (void)reassembler.expire(now);
        if (!frame)
            continue;
        checkFrame(*frame);
        checkCodec(frame->payload, Oa1Limits::kMinFramePayload + (control >> 4) * 16);
        const auto result = reassembler.add(senders[turn++ % 3], *frame, now);
        if (result.message && result.message->payload.size() > limits.maxAggregateBytes)
            __builtin_trap(); // a message beyond the cap
        if (reassembler.openStreams() > 3 * limits.maxStreamsPerSender)
            __builtin_trap();
    }
    return 0;
}
