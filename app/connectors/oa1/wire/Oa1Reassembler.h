#pragma once
// Reassembles OA1 streams by seq (seed 004 §4.3, §5, §6), one per (sender, type, id): chunks
// are stored by seq, a duplicate seq is ignored (the first copy wins), and a stream completes
// on its more=0 chunk once every seq up to it is there. Limits: a stream whose escaped bytes
// pass the aggregate cap is refused when it is a REQ (outcome TooLarge; its later chunks are
// ignored) and truncated when it is anything else (the chunks that fit, in seq order, up to
// the first that did not; truncated = true). A stream with no new chunk for the partial
// timeout is dropped by expire(). A seq above maxChunksPerStream, a second, different final
// seq, a chunk after the final one, and a new stream past maxStreamsPerSender are ignored.
// Streams that completed or were refused are remembered for one partial timeout, so a late
// duplicate is counted as one and does not start a stream that can never complete.
//
// No QObject and no clock of its own: the caller passes the time (ms), so the fuzz target
// and the tests drive it directly; Oa1Link runs it on a timer.

#include "connectors/oa1/wire/Oa1Limits.h"
#include "connectors/oa1/wire/Oa1Message.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <optional>

namespace icconnectors::oa1 {

class Oa1Reassembler
{
public:
    enum class Outcome { Stored, Completed, Duplicate, TooLarge, Ignored };

    struct Key
    {
        QString sender;
        Oa1Frame::Type type = Oa1Frame::Type::Req;
        QByteArray id;
        bool operator==(const Key &other) const = default;
    };

    struct Result
    {
        Outcome outcome = Outcome::Ignored;
        /// Set when outcome is Completed.
        std::optional<Oa1Message> message;
    };

    /// A stream that expire() dropped: which seqs it was missing (0 when the final is unknown).
    struct Expired
    {
        Key key;
        QList<qint64> missing;
        qint64 lastSeq = 0;
    };

    explicit Oa1Reassembler(const Oa1Limits &limits = {}) : m_limits(limits) {}

    Result add(const QString &sender, const Oa1Frame &frame, qint64 nowMs);
    /// Drops the streams idle for the partial timeout and forgets old finished ids.
    QList<Expired> expire(qint64 nowMs);
    /// When expire() next has something to do; nothing when no stream is open.
    std::optional<qint64> nextDeadline() const;
    /// Forgets a stream (a cancelled request); later chunks are ignored for a while.
    void drop(const Key &key, qint64 nowMs);
    int openStreams() const { return int(m_streams.size()); }

private:
    struct Stream
    {
        QMap<qint64, QByteArray> chunks;
        qint64 finalSeq = 0;
        qsizetype bytes = 0;
        qint64 lastActivity = 0;
        bool truncated = false;
        qint64 firstDropped = 0;
    };

    Result addToStream(const Key &key, Stream &stream, const Oa1Frame &frame, qint64 nowMs);
    Oa1Message assemble(const Key &key, const Stream &stream) const;
    int streamsOf(const QString &sender) const;
    void remember(const Key &key, qint64 nowMs);

    Oa1Limits m_limits;
    QHash<Key, Stream> m_streams;
    /// Finished or refused streams and when they finished.
    QHash<Key, qint64> m_finished;
};

size_t qHash(const Oa1Reassembler::Key &key, size_t seed = 0);

} // namespace icconnectors::oa1
