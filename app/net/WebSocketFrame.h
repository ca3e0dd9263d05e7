#pragma once
// One unfragmented WebSocket frame as bytes (RFC 6455 §5.2): FIN, the opcode, the length in
// the shortest form, and for a client the masking key with the payload masked. The one writer
// of WebSocket frames of our own: ClientWebSocket's (masked), and the ICRP server's events,
// whose frame is built once and written to every session that takes it.

#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace icnet {

class WebSocketFrame
{
public:
    /// RFC 6455 §5.2's data opcodes.
    static constexpr int kText = 0x1;
    static constexpr int kBinary = 0x2;

    /// The frame of `payload` under `opcode`: masked with `mask` when given (a client's),
    /// bare otherwise (a server's).
    static QByteArray encode(int opcode, QByteArrayView payload,
                             std::optional<quint32> mask = std::nullopt);
    /// A server's (bare) frame of `payload` added to the end of `out`.
    static void append(QByteArray &out, int opcode, QByteArrayView payload);
};

} // namespace icnet
