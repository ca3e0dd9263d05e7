#pragma once
// The seed's schema (docs/connectors/arena.md lists every rule): what Godot's POST /tick body
// (a perception), the runtime's answer to it (actions, or an error), and the runtime's
// GET /health answer must look like — every field the seed defines, its type, whether it is
// required, the registered tools with their parameters and the six error codes. Checks only
// report; they never change a message. Unknown extra fields are allowed (Pydantic ignores
// them), except in a tool's params, where the seed's INVALID_PARAMETERS applies.

#include "connectors/arena/SchemaViolation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace icconnectors::arena {

class ArenaSchema
{
public:
    /// The seed's error codes (section 4), in its order.
    static const QStringList &errorCodes();
    /// The registered tools (section 3), and "wait", which the seed's async example answers.
    static const QStringList &tools();

    /// Parses `body` as a JSON object; when it is not one, the finding (path "").
    static SchemaViolations parse(const QByteArray &body, SchemaViolation::Direction direction,
                                  QJsonObject *object);

    /// Godot → runtime: a POST /tick body.
    static SchemaViolations checkPerception(const QJsonObject &perception);
    /// Runtime → Godot: the answer to `perception` (which may be empty when it was not JSON:
    /// then the tick and agent ids are not compared).
    static SchemaViolations checkAction(const QJsonObject &answer, const QJsonObject &perception);
    /// The runtime's GET /health answer.
    static SchemaViolations checkHealth(const QJsonObject &health);
};

} // namespace icconnectors::arena
