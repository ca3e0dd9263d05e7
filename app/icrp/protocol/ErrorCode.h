#pragma once
// JSON-RPC 2.0 standard errors and the ICRP server-error codes (docs/icrp-spec.md §11), and
// their stable dotted names: a library function that fails with an ICRP error returns an
// ic::Error whose code is errorName(c) ("icrp.not-found"); errorCodeOf() reads it back.

#include "common/Result.h"

#include <QString>

#include <utility>

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

/// "icrp." and the code's name in lower case with dashes ("icrp.permission-denied").
inline QString errorName(ErrorCode c)
{
    switch (c) {
    case ErrorCode::ParseError:
        return QStringLiteral("icrp.parse-error");
    case ErrorCode::InvalidRequest:
        return QStringLiteral("icrp.invalid-request");
    case ErrorCode::MethodNotFound:
        return QStringLiteral("icrp.method-not-found");
    case ErrorCode::InvalidParams:
        return QStringLiteral("icrp.invalid-params");
    case ErrorCode::InternalError:
        return QStringLiteral("icrp.internal-error");
    case ErrorCode::PermissionDenied:
        return QStringLiteral("icrp.permission-denied");
    case ErrorCode::RateLimited:
        return QStringLiteral("icrp.rate-limited");
    case ErrorCode::NotIdentified:
        return QStringLiteral("icrp.not-identified");
    case ErrorCode::AuthenticationFailed:
        return QStringLiteral("icrp.authentication-failed");
    case ErrorCode::VersionMismatch:
        return QStringLiteral("icrp.version-mismatch");
    case ErrorCode::DisabledInRanked:
        return QStringLiteral("icrp.disabled-in-ranked");
    case ErrorCode::TooManyConnections:
        return QStringLiteral("icrp.too-many-connections");
    case ErrorCode::UnknownSubscription:
        return QStringLiteral("icrp.unknown-subscription");
    case ErrorCode::NotFound:
        return QStringLiteral("icrp.not-found");
    case ErrorCode::ReadOnlyViolation:
        return QStringLiteral("icrp.read-only-violation");
    case ErrorCode::GameUnavailable:
        return QStringLiteral("icrp.game-unavailable");
    }
    return QStringLiteral("icrp.internal-error");
}

/// An ic::Error carrying ICRP error `c` with `message`.
inline ic::Error icrpError(ErrorCode c, QString message)
{
    return ic::Error{errorName(c), std::move(message)};
}

/// The ICRP error an ic::Error names (see errorName()); InternalError for any other code.
inline ErrorCode errorCodeOf(const ic::Error &error)
{
    for (const ErrorCode c :
         {ErrorCode::ParseError, ErrorCode::InvalidRequest, ErrorCode::MethodNotFound,
          ErrorCode::InvalidParams, ErrorCode::InternalError, ErrorCode::PermissionDenied,
          ErrorCode::RateLimited, ErrorCode::NotIdentified, ErrorCode::AuthenticationFailed,
          ErrorCode::VersionMismatch, ErrorCode::DisabledInRanked, ErrorCode::TooManyConnections,
          ErrorCode::UnknownSubscription, ErrorCode::NotFound, ErrorCode::ReadOnlyViolation,
          ErrorCode::GameUnavailable}) {
        if (error.code == errorName(c))
            return c;
    }
    return ErrorCode::InternalError;
}

} // namespace icrp
