#pragma once
// The failure classes of RFC-014 ("Error Handling"): protocol errors (invalid JSON, a missing
// required field, an unknown command), validation errors (invalid arguments, a business logic
// error) and server errors (internal error), plus the connector's own (not connected, timed
// out, connection lost…). RFC-014 gives failures no code, only a message, so a failed
// command_result is classified by how its message begins, as the RFC's examples do.
// Each class has a stable dotted code, which CommandResult::errorCode carries.

#include <QString>

namespace icconnectors::devtools {

class DevToolsErrors
{
public:
    // The RFC's classes.
    static inline const QString invalidJson = QStringLiteral("protocol.invalid_json");
    static inline const QString missingField = QStringLiteral("protocol.missing_field");
    static inline const QString unknownCommand = QStringLiteral("protocol.unknown_command");
    static inline const QString invalidArguments = QStringLiteral("validation.invalid_arguments");
    static inline const QString businessLogic = QStringLiteral("validation.business_logic");
    static inline const QString internalError = QStringLiteral("server.internal_error");
    // The connector's own: nothing or something unusable came back.
    static inline const QString param = QStringLiteral("connector.param");
    static inline const QString notConnected = QStringLiteral("connector.not_connected");
    static inline const QString timeout = QStringLiteral("connector.timeout");
    static inline const QString connectionLost = QStringLiteral("connector.connection_lost");
    static inline const QString closed = QStringLiteral("connector.closed");
    static inline const QString malformedResult = QStringLiteral("connector.malformed_result");

    /// The RFC class of a failed command_result's message (never empty: a failure that no
    /// other class claims is a business logic error, the RFC's catch-all for game rules).
    static QString classify(const QString &message);
    /// For a person, translated: "Invalid arguments", "Timed out", … (the code itself when
    /// unknown).
    static QString label(const QString &code);
};

} // namespace icconnectors::devtools
