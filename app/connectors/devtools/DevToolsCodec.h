#pragma once
// The RFC-014 message codec. Out: a `command` message ({"type":"command","cmd":…,"args":{…}},
// args left out when there are none). In: an `event` message, checked field by field as the
// RFC says (type "event", a snake_case event name, a numeric timestamp, a command_result's
// boolean success and string message, an object result, the entity events' fields). Anything
// else is refused with an ic::Error whose code says what was wrong (devtools.not_json,
// devtools.missing_type, devtools.unknown_type, …) and whose message says that the message was
// ignored; the connection stays as it was. Unknown event names are accepted, as the RFC's
// extension rules ask ("clients ignore unknown events": shown, never an error).

#include "common/Result.h"
#include "connectors/devtools/DevToolsEvent.h"

#include <QByteArray>
#include <QString>
#include <QVariantMap>

namespace icconnectors::devtools {

class DevToolsCodec
{
public:
    /// Larger incoming messages are refused (a query of a big world is far below this).
    static constexpr qsizetype maxMessageBytes = 8 * 1024 * 1024;

    // Error codes of decode().
    static inline const QString oversized = QStringLiteral("devtools.oversized");
    static inline const QString notJson = QStringLiteral("devtools.not_json");
    static inline const QString notObject = QStringLiteral("devtools.not_object");
    static inline const QString missingType = QStringLiteral("devtools.missing_type");
    static inline const QString unknownType = QStringLiteral("devtools.unknown_type");
    static inline const QString missingEvent = QStringLiteral("devtools.missing_event");
    static inline const QString badField = QStringLiteral("devtools.bad_field");
    /// A command_result without its boolean success or string message: the answer to the
    /// command in flight, but unusable.
    static inline const QString badResult = QStringLiteral("devtools.bad_result");

    /// A command message, compact UTF-8 JSON. `args` holds typed values (checkParams).
    static QByteArray encodeCommand(const QString &cmd, const QVariantMap &args);
    static ic::Result<DevToolsEvent> decode(const QByteArray &text);
};

} // namespace icconnectors::devtools
