#pragma once
// One thing that happened in the simulated match, with what fog-of-war filtering needs to
// know about it. Produced by SkirmishSim::step(); turned into ICRP events by MockGame.
//
// How a viewer on team T seated as player P should filter (full-view tiers see everything):
//  - match: everyone;
//  - combat: when ownerPlayer or otherPlayer is on T, or sim.visibleTo(T, *position);
//  - economy: only when ownerPlayer == P;
//  - chat: when audienceTeam is -1 or T;
//  - sim_state: send sim.stateDiffFor(event, T, P) instead of data;
//  - telemetry: no fog (the tiers that may subscribe see everything).

#include "icrp/protocol/EventCategory.h"

#include <QJsonObject>
#include <QPoint>
#include <QString>
#include <optional>

namespace icmock {

struct SimEvent
{
    icrp::EventCategory category = icrp::EventCategory::Match;
    QString type; // one of icrp::eventsOf(category)
    qint64 tick = 0;
    /// The payload everyone with full view sees (docs/icrp-spec.md §9.5, e.g. unit_destroyed:
    /// {unit_type, owner, killed_by, position:[x,y]}).
    QJsonObject data;

    // --- what fog filtering needs ---
    /// Index of the player the event belongs to (owner of the produced unit, harvester,
    /// destroyed unit, chat sender…); -1 for match-wide events.
    int ownerPlayer = -1;
    /// Index of the other player involved (the killer), or -1.
    int otherPlayer = -1;
    /// Map position, when the event happens somewhere.
    std::optional<QPoint> position;
    /// For team-only events (team chat, pings, tactical markers): the team that may see it;
    /// -1 when the event is not limited to a team.
    int audienceTeam = -1;
};

} // namespace icmock
