#pragma once
// OA1's payload codec (seed 004 §3, §4.2): readable escaping and byte-safe chunking.
//
// escape(): "\" -> "\\", CR -> "\r", LF -> "\n", tab -> "\t" (the seed's optional tab escape
// is always applied, so a payload never holds a control character on the wire).
// unescape(): a small state machine, one pass, so nothing is expanded twice. Choices the seed
// leaves open: an unknown escape ("\x") is kept as it is, both characters, and a trailing lone
// backslash is kept as a backslash: a sender that forgot to escape a backslash (a Windows
// path) still comes through readable, and unescape() never fails.
// chunk(): cuts escaped bytes into pieces of at most `maxBytes` that never split a UTF-8 code
// point (the cut steps back over continuation bytes, seed §4.2) nor an escape pair.

#include <QByteArray>
#include <QList>

namespace icconnectors::oa1 {

class Oa1Codec
{
public:
    static QByteArray escape(const QByteArray &utf8);
    static QByteArray unescape(const QByteArray &escaped);
    /// `escaped` in pieces of at most `maxBytes` (>= Oa1Limits::kMinFramePayload); one empty
    /// piece for an empty payload. `escaped` must be escape()'s output of valid UTF-8.
    static QList<QByteArray> chunk(const QByteArray &escaped, int maxBytes);
    /// Where a piece of `escaped` starting at `from` ends when it may hold `maxBytes`.
    static qsizetype cutPosition(const QByteArray &escaped, qsizetype from, int maxBytes);
    /// Strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
    static bool isValidUtf8(const QByteArray &bytes);
    /// The longest prefix of `utf8` of at most `maxBytes` that ends on a code point boundary.
    static QByteArray truncateUtf8(const QByteArray &utf8, qsizetype maxBytes);
};

} // namespace icconnectors::oa1
