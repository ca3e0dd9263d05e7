#pragma once
// OA1 framing as the RemoteBash peer reads and writes it, written from seed 004 alone (no code
// shared with the panel's connector, so that a connector that drifts from the document fails
// against it): §2 "OA1 <TYPE> <REQ_ID> <SEQ> <MORE> <PAYLOAD>", §2.1 split into at most 6
// parts by ASCII space (a line without the sixth part does not match the shape: ignored), §3
// the readable escaping, §4.2 byte-safe chunking (the cut steps back over UTF-8 continuation
// bytes; nothing more: an escape pair may be cut, the seed does not forbid it, and receivers
// decode after reassembly).

#include <QByteArray>
#include <QList>
#include <optional>

namespace icconnectors::oa1::bashpeer {

class BashPeerWire
{
public:
    struct Frame
    {
        QByteArray type; // REQ, RES, ERR, CANCEL
        QByteArray id;
        qint64 seq = 0;
        bool more = false;
        QByteArray payload; // escaped, as on the wire
    };

    static std::optional<Frame> parse(const QByteArray &text);
    static QByteArray format(const Frame &frame);
    /// §3.1 with the recommended tab escape.
    static QByteArray escape(const QByteArray &text);
    /// §3.2, a small state machine; an unknown escape is kept as it is.
    static QByteArray unescape(const QByteArray &escaped);
    /// §4.2: pieces of at most `maxBytes`, never cut inside a UTF-8 code point; one empty
    /// piece for an empty payload.
    static QList<QByteArray> chunk(const QByteArray &bytes, int maxBytes);
};

} // namespace icconnectors::oa1::bashpeer
