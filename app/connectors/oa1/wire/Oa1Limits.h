#pragma once
// OA1's limits (seed 004 §4.1), all configurable; the defaults are the seed's, and the pacing
// gap is ours (docs/connectors/oa1.md: ngIRCd throttles a client to about 256 bytes a second).

#include <QtGlobal>

namespace icconnectors::oa1 {

struct Oa1Limits
{
    /// MAX_FRAME_PAYLOAD_BYTES: escaped payload bytes per frame (never below kMinFramePayload).
    int maxFramePayloadBytes = 240;
    /// MAX_MESSAGE_AGGREGATE_BYTES: the escaped bytes one stream may carry.
    qsizetype maxAggregateBytes = 128 * 1024;
    /// REQUEST_TIMEOUT_SEC: how long the client waits for the first frame of an answer.
    int requestTimeoutMs = 30'000;
    /// PARTIAL_TIMEOUT_SEC: how long a stream may stay incomplete without a new chunk.
    int partialTimeoutMs = 10'000;
    /// The least time between two lines we send (flood protection).
    int minLineGapMs = 1'000;
    /// Highest seq accepted, and how many streams one sender may have open at once.
    int maxChunksPerStream = 8'192;
    int maxStreamsPerSender = 64;

    /// A frame must fit a 4-byte code point and an escape pair, with room to make progress.
    static constexpr int kMinFramePayload = 8;
};

} // namespace icconnectors::oa1
