#pragma once
// One way a message differs from the seed's schema: which direction, where in the message (a
// JSON path such as "agents[0].observations.position"), what is wrong (for a person), and the
// seed's error code that the receiving side would answer it with, when one fits
// ("TOOL_NOT_FOUND", "INVALID_PARAMETERS", "AGENT_NOT_FOUND").

#include <QList>
#include <QString>

namespace icconnectors::arena {

struct SchemaViolation
{
    enum class Direction {
        Perception, ///< Godot → runtime: POST /tick's body
        Action,     ///< runtime → Godot: /tick's answer
        Health,     ///< the runtime's GET /health answer
    };

    Direction direction = Direction::Perception;
    QString path;
    QString message;
    QString seedCode;
};

using SchemaViolations = QList<SchemaViolation>;

} // namespace icconnectors::arena
