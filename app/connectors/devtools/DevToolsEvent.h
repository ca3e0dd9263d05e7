#pragma once
// One RFC-014 `event` message as the codec read it: its name, its timestamp and, for a
// command_result, success, message and result; `fields` is the whole message as it came.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace icconnectors::devtools {

struct DevToolsEvent
{
    static inline const QString commandResult = QStringLiteral("command_result");
    static inline const QString entityCreated = QStringLiteral("entity_created");
    static inline const QString entityMoved = QStringLiteral("entity_moved");
    static inline const QString entityDied = QStringLiteral("entity_died");

    QString name;
    /// Milliseconds since the epoch; absent when the peer left it out.
    std::optional<qint64> timestamp;
    /// command_result only.
    bool success = false;
    QString message;
    /// command_result's `result` (or the C# DTO's `data`); undefined when absent.
    QJsonValue result;
    QJsonObject fields;

    bool isCommandResult() const { return name == commandResult; }
    /// What to show for an event other than a command_result: its fields without type, event
    /// and timestamp (entityId, x, y … for the RFC's entity events).
    QJsonObject payload() const;
};

} // namespace icconnectors::devtools
