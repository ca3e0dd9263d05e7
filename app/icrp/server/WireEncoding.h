#pragma once
// How one session's (or one HTTP request's) JSON-RPC messages travel: JSON text, or the same
// objects as MessagePack (D071, docs/icrp-spec.md). The server decides it once per WebSocket at
// the handshake and per HTTP request by its Content-Type.

#include "icrp/protocol/MsgPack.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QString>

namespace icrp {

enum class WireEncoding { Json, MsgPack };

/// "json" or "msgpack" (IcrpSessionInfo::encoding).
QString wireEncodingName(WireEncoding encoding);
/// The bytes of one message (an object) or a batch answer (an array) in `encoding`: compact
/// UTF-8 JSON, or MessagePack.
QByteArray wireEncode(const QJsonValue &message, WireEncoding encoding);

/// True when a header value (Accept, Content-Type) names application/msgpack among its
/// comma-separated media types (parameters and case ignored).
bool namesMsgPack(const QByteArray &header);

} // namespace icrp
