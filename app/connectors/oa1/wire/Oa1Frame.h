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
    /// Escaped (seed §3), as on the wire: UTF-8 from a conforming sender, raw control
    /// characters other than CR, LF and tab allowed.
    QByteArray payload;

    /// The frame in `text`, or nothing when `text` is not shaped like one: first part not
    /// exactly "OA1", an unknown TYPE, an id outside the charset or too long, SEQ not a
    /// decimal >= 1 without sign or leading zero, MORE not 0 or 1. The payload is taken as it
    /// is: the seed's escaping leaves control characters other than CR, LF and tab raw (ESC
    /// and BEL of coloured shell output), and bytes that are not UTF-8 are kept as bytes (the
    /// screen shows them escaped). "OA1 T ID SEQ MORE" (no sixth part) is accepted as a frame
    /// with an empty payload, for senders (and servers) that drop the trailing space.
    static std::optional<Oa1Frame> parse(const QByteArray &text);
    /// "OA1 TYPE ID SEQ MORE PAYLOAD": always six parts, "OA1 RES id 1 0 " for an empty one.
    QByteArray format() const;
    /// The bytes format() puts before the payload, for the line budget.
    qsizetype headerSize() const;

    static QByteArray typeName(Type type);
    static bool isValidId(const QByteArray &id);
};

} // namespace icconnectors::oa1
