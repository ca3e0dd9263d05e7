#pragma once
// MessagePack codec for ICRP (D071): the same JSON-RPC 2.0 objects as JSON, binary encoded.
// Only the JSON subset of MessagePack is used: nil, bool, int/uint, float, str, array and map
// with str keys. bin and ext have no JSON form and are refused when decoding. No I/O, no state.

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace icrp {

/// The media type of MessagePack over HTTP and in a WebSocket's Accept header (server and
/// client).
inline constexpr QByteArrayView kMsgPackMediaType = "application/msgpack";

class MsgPack
{
public:
    /// MessagePack bytes of a JSON value: null→nil, bool, integral numbers (|v| ≤ 2^53, or a
    /// QJsonValue holding a qint64) → the smallest int/uint format, other numbers → float64,
    /// strings → str (UTF-8), arrays → array, objects → map with str keys. Always the
    /// smallest format (fixint/fixstr/fixarray/fixmap first), like @msgpack/msgpack encodes.
    static QByteArray encode(const QJsonValue &value);
    static QByteArray encode(const QJsonObject &object);
    static QByteArray encode(const QJsonArray &array);
    /// One complete MessagePack value → JSON. nullopt with *error set (a clear English
    /// sentence: what was wrong and at which byte offset) for: truncated input, trailing
    /// bytes, nesting deeper than kMaxDepth, a map key that is not a string, bin or ext
    /// types ("bin/ext types have no JSON form in ICRP"), invalid UTF-8 in a str, the
    /// reserved byte 0xc1, a declared length beyond the input. uint64 above 2^63-1 and
    /// float32 decode to double.
    static std::optional<QJsonValue> decode(QByteArrayView bytes, QString *error = nullptr);
    static constexpr int kMaxDepth = 64;
};

} // namespace icrp
