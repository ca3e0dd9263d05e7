#pragma once
// The answer of ic/state.query for a full view (admin, mod, debug tiers; no fog), built from a
// SkirmishSim: {game_time_ticks, game_time_seconds, players:[…]} cut down to `fields`. Shared by
// the live match (MockGame_State.cpp) and a replay's ic/replay.state, so both have one shape.

#include <QJsonObject>
#include <QStringList>

namespace icmock {

class SkirmishSim;

class StateQueryAnswer
{
public:
    /// `fields`: names from StateQueryFields::all(); `onlyPlayer` >= 0: that player's object
    /// alone. The seconds are the sim's ticks over its tick rate.
    static QJsonObject fullView(const SkirmishSim &sim, const QStringList &fields,
                                int onlyPlayer = -1);
};

} // namespace icmock
