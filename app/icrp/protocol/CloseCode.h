#pragma once
// WebSocket close codes used by ICRP (docs/icrp-spec.md §12; obs-websocket's numbers where the
// meaning is the same).

#include <QWebSocketProtocol>

namespace icrp {

enum class CloseCode : int {
    Normal = 1000,
    PolicyViolation = 1008,
    MessageTooBig = 1009,
    DecodeError = 4002,
    TooManyConnections = 4003,
    NotIdentified = 4007,
    AlreadyIdentified = 4008,
    AuthenticationFailed = 4009,
    UnsupportedVersion = 4010,
    SessionInvalidated = 4011, // kicked or password reset: clients must not reconnect on their own
    ServerShuttingDown = 4012,
};

constexpr QWebSocketProtocol::CloseCode toWs(CloseCode c)
{
    return static_cast<QWebSocketProtocol::CloseCode>(static_cast<int>(c));
}

} // namespace icrp
