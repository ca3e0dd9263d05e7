#include "connectors/oa1/wire/Oa1Reassembler.h"

#include "connectors/oa1/wire/Oa1Codec.h"

#include <QHashFunctions>

namespace icconnectors::oa1 {

size_t qHash(const Oa1Reassembler::Key &key, size_t seed)
{
    return qHashMulti(seed, key.sender, int(key.type), key.id);
}

Oa1Reassembler::Result Oa1Reassembler::add(const QString &sender, const Oa1Frame &frame,
                                           qint64 nowMs)
{
    const Key key{sender, frame.type, frame.id};
    if (frame.seq > m_limits.maxChunksPerStream)
        return {Outcome::Ignored, std::nullopt};
    if (m_finished.contains(key))
        return {Outcome::Duplicate, std::nullopt};
    auto it = m_streams.find(key);
    if (it == m_streams.end()) {
        if (streamsOf(sender) >= m_limits.maxStreamsPerSender)
            return {Outcome::Ignored, std::nullopt};
        it = m_streams.insert(key, Stream{});
    }
    Result result = addToStream(key, *it, frame, nowMs);
    if (result.outcome == Outcome::Completed || result.outcome == Outcome::TooLarge) {
        m_streams.erase(it);
        remember(key, nowMs);
    }
    return result;
}

Oa1Reassembler::Result Oa1Reassembler::addToStream(const Key &key, Stream &stream,
                                                   const Oa1Frame &frame, qint64 nowMs)
{
    if (stream.chunks.contains(frame.seq))
        return {Outcome::Duplicate, std::nullopt};
    if (stream.finalSeq && (frame.seq > stream.finalSeq || !frame.more))
        return {Outcome::Ignored, std::nullopt}; // past the end, or a second end
    if (!frame.more && !stream.chunks.isEmpty() && stream.chunks.lastKey() > frame.seq)
        return {Outcome::Ignored, std::nullopt}; // an end before chunks already seen
    stream.lastActivity = nowMs;
    if (!frame.more)
        stream.finalSeq = frame.seq;
    if (stream.bytes + frame.payload.size() > m_limits.maxAggregateBytes) {
        if (key.type == Oa1Frame::Type::Req)
            return {Outcome::TooLarge, std::nullopt};
        stream.truncated = true;
        stream.firstDropped =
            stream.firstDropped ? qMin(stream.firstDropped, frame.seq) : frame.seq;
        stream.chunks.insert(frame.seq, QByteArray());
    } else {
        stream.bytes += frame.payload.size();
        stream.chunks.insert(frame.seq, frame.payload);
    }
    if (stream.finalSeq && stream.chunks.size() == stream.finalSeq)
        return {Outcome::Completed, assemble(key, stream)};
    return {Outcome::Stored, std::nullopt};
}

Oa1Message Oa1Reassembler::assemble(const Key &key, const Stream &stream) const
{
    QByteArray escaped;
    escaped.reserve(stream.bytes);
    for (auto it = stream.chunks.cbegin(); it != stream.chunks.cend(); ++it) {
        if (stream.truncated && it.key() >= stream.firstDropped)
            break;
        escaped += it.value();
    }
    Oa1Message message;
    message.sender = key.sender;
    message.type = key.type;
    message.id = key.id;
    message.payload = Oa1Codec::unescape(escaped);
    message.truncated = stream.truncated;
    message.chunks = int(stream.chunks.size());
    if (message.truncated)
        message.payload = Oa1Codec::truncateUtf8(message.payload, m_limits.maxAggregateBytes);
    return message;
}

QList<Oa1Reassembler::Expired> Oa1Reassembler::expire(qint64 nowMs)
{
    QList<Expired> expired;
    for (auto it = m_streams.begin(); it != m_streams.end();) {
        if (nowMs - it->lastActivity < m_limits.partialTimeoutMs) {
            ++it;
            continue;
        }
        Expired e{it.key(), {}, it->finalSeq};
        for (qint64 seq = 1; seq <= it->finalSeq; ++seq) {
            if (!it->chunks.contains(seq))
                e.missing.append(seq);
        }
        expired.append(e);
        remember(it.key(), nowMs);
        it = m_streams.erase(it);
    }
    for (auto it = m_finished.begin(); it != m_finished.end();) {
        if (nowMs - it.value() >= m_limits.partialTimeoutMs)
            it = m_finished.erase(it);
        else
            ++it;
    }
    return expired;
}

std::optional<qint64> Oa1Reassembler::nextDeadline() const
{
    std::optional<qint64> next;
    for (const Stream &s : m_streams) {
        const qint64 at = s.lastActivity + m_limits.partialTimeoutMs;
        next = next ? qMin(*next, at) : at;
    }
    for (const qint64 finishedAt : m_finished) {
        const qint64 at = finishedAt + m_limits.partialTimeoutMs;
        next = next ? qMin(*next, at) : at;
    }
    return next;
}

void Oa1Reassembler::drop(const Key &key, qint64 nowMs)
{
    m_streams.remove(key);
    remember(key, nowMs);
}

int Oa1Reassembler::streamsOf(const QString &sender) const
{
    int n = 0;
    for (auto it = m_streams.cbegin(); it != m_streams.cend(); ++it)
        n += it.key().sender == sender ? 1 : 0;
    return n;
}

void Oa1Reassembler::remember(const Key &key, qint64 nowMs)
{
    m_finished.insert(key, nowMs);
}

} // namespace icconnectors::oa1
