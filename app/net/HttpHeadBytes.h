#pragma once
// The bytes HTTP allows in a message head, checked by the readers whose heads are passed on
// (HttpRequestReader, HttpResponseReader: the Agent Arena proxy's requests from the simulation
// and answers from the runtime) before anything of a head is used or passed on:
// - a CR only right before the LF that ends its line: a bare CR is refused (RFC 9112 §2.2: a
//   recipient must reject the message or replace it with SP; a CR one side takes for a line
//   end and the other for a byte of a value would let a header be slipped past the inspector);
// - no control byte but HTAB on any line: NUL and the other CTLs (and DEL) are invalid in a
//   field value (RFC 9110 §5.5), in a field name (a token) and in the start line.
// A lone LF still ends a line (RFC 9112 §2.2 allows a recipient that), as the readers split at
// LF. Bytes 0x80–0xFF (obs-text) are allowed.

#include <QByteArray>
#include <QString>

namespace icnet {

/// Empty when every line of `head` is clean; otherwise a sentence naming the line (the first
/// line, or the header by its name) and the byte found there.
QString headBytesProblem(const QByteArray &head);

} // namespace icnet
