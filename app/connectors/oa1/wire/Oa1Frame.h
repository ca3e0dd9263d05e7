#pragma once
// One OA1 frame (seed 004 §2): "OA1 <TYPE> <REQ_ID> <SEQ> <MORE> <PAYLOAD>" in the trailing
// text of a PRIVMSG. parse() splits into at most 6 parts by ASCII space and refuses anything
// that is not exactly this shape (it is noise, to be ignored); format() writes one.

#include <QByteArray>
#include <optional>

namespace icconnectors::oa1 {

struct Oa1Frame
{
    enum class Type { Req, Res, Err, Cancel };

    /// Longest REQ_ID accepted (the seed recommends 10-16 characters).
    static constexpr int kMaxIdLength = 64;

    Type type = Type::Req;
    /// [A-Za-z0-9_-]{1,64}
    QByteArray id;
    /// 1-based; at most Oa1Limits::maxChunksPerStream is checked by the reassembler.
    qint64 seq = 1;
    bool more = false;
    /// Escaped (seed §3), valid UTF-8, as on the wire.
    QByteArray payload;

    /// The frame in `text`, or nothing when `text` is not shaped like one: first part not
    /// exactly "OA1", an unknown TYPE, an id outside the charset or too long, SEQ not a
    /// decimal >= 1 without sign or leading zero, MORE not 0 or 1, a payload that is not
    /// UTF-8 or holds a control character other than tab. "OA1 T ID SEQ MORE" (no fifth
    /// space) is a frame with an empty payload.
    static std::optional<Oa1Frame> parse(const QByteArray &text);
    /// "OA1 TYPE ID SEQ MORE PAYLOAD" (no trailing space when the payload is empty).
    QByteArray format() const;
    /// The bytes format() puts before the payload, for the line budget.
    qsizetype headerSize() const;

    static QByteArray typeName(Type type);
    static bool isValidId(const QByteArray &id);
};

} // namespace icconnectors::oa1
