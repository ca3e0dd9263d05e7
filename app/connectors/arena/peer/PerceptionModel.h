#pragma once
// The seed's section 8 Pydantic model of POST /tick, as FastAPI applies it to a body:
//   class AgentObservation(BaseModel): agent_id: str; observations: Dict[str, Any]
//   class PerceptionRequest(BaseModel): tick: int; timestamp: float; agents: List[AgentObservation]
// A body it cannot read gets 422 with FastAPI's {"detail": [{"type", "loc", "msg", "input"}]}.
// Strict where Pydantic's lax mode would coerce: a string or a boolean is no `tick` and no
// `timestamp` (Godot sends numbers; a sender that does not is what the peer must catch).
// Written from the seed alone: the tick inspector's schema code is not used.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

namespace icconnectors::arena {

class PerceptionModel
{
public:
    /// The validation errors of `body` in FastAPI's shape (empty: valid; then `perception`
    /// holds it).
    static QJsonArray errors(const QByteArray &body, QJsonObject *perception);
    /// The 422 body for `errors`: {"detail": errors}.
    static QByteArray detail(const QJsonArray &errors);
};

} // namespace icconnectors::arena
