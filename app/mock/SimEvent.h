#pragma once
// One thing that happened in the simulated match, with what fog-of-war filtering needs to
// know about it. Produced by SkirmishSim::step(); turned into ICRP events by MockGame.

#include "EventCategory.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace icmock {

struct SimEvent
{
    icrp::EventCategory category = icrp::EventCategory::Match;
    QString type; // one of icrp::eventsOf(category)
    qint64 tick = 0;
    /// The payload everyone with full view sees (D071's shapes, e.g. unit_destroyed:
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
};

} // namespace icmock
