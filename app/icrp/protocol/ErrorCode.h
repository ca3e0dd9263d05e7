#pragma once
// JSON-RPC 2.0 standard errors and the ICRP server-error codes (docs/icrp-spec.md §11).

namespace icrp {

enum class ErrorCode : int {
    // JSON-RPC 2.0
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    // ICRP
    PermissionDenied = -32001,
    RateLimited = -32002,
    NotIdentified = -32003,
    AuthenticationFailed = -32004,
    VersionMismatch = -32005,
    DisabledInRanked = -32006,
    TooManyConnections = -32007,
    UnknownSubscription = -32008,
    NotFound = -32009,
    ReadOnlyViolation = -32010,
    /// The panel's tool gateway: the game is not reachable now (the call was not sent).
    GameUnavailable = -32011,
};

constexpr int toInt(ErrorCode c)
{
    return static_cast<int>(c);
}

} // namespace icrp
