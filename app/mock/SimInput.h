#pragma once
// One input to the simulated match from outside its players' AI: what an admin or a mod tool
// did, at the tick it entered the match. Every change a session makes to the simulation goes
// through MockGame::applyInput() as one of these, so a replay (ReplayService) is the match's
// seed plus this list: replaying the inputs at their ticks gives the same match, tick by tick
// (SkirmishSim is deterministic).
//
// kind and args:
//  - Pause / Resume: {by}
//  - Kick: {player, reason, by}
//  - Order: {player, order, by} (ic/mod.order); order is {type:"attack", target:[x,y]},
//    {type:"retreat"} or {type:"produce", unit} (SkirmishSim::giveOrder)
//  - Command: {command, args, by} (ic/mod.command commands that reach the match):
//    grant_credits {player, amount} (SkirmishSim::grantCredits) and announce_objective {text}
//    (a chat_message to all from "Objective")

#include "mock/SimEvent.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace icmock {

class SkirmishSim;

/// Who an objective announced by a mod (announce_objective) comes from in chat.
inline constexpr const char *kObjectiveSender = "Objective";

struct SimInput
{
    enum class Kind { Pause, Resume, Kick, Order, Command };
    /// The sim's tick when it was applied: after step() reached this tick, before the next.
    qint64 tick = 0;
    Kind kind = Kind::Pause;
    QJsonObject args;

    /// {"tick":N,"kind":"pause"|"resume"|"kick"|"order"|"command","args":{…}}
    QJsonObject toJson() const;
    /// nullopt when `json` is not what toJson() writes (unknown kind, no tick).
    static std::optional<SimInput> fromJson(const QJsonObject &json);
    static QString kindName(Kind kind);
};

/// Applies `input` to `sim` and returns the events it caused (none when it changed nothing).
/// The one place an input becomes calls on the sim, live and in a replay alike.
QList<SimEvent> applySimInput(SkirmishSim &sim, const SimInput &input);

} // namespace icmock
