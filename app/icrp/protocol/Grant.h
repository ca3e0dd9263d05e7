#pragma once
// What a session may do, decided at identify time by the server's IcrpAuthenticator: the game
// grants by password and requested tier, the panel's gateway by a tool's token and the user's
// choices.

#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QStringList>
#include <chrono>

namespace icrp {

struct Grant
{
    Tier tier = Tier::Observer;
    /// Categories this session may subscribe to (never more than categoriesVisibleTo(tier)).
    EventCategories categories;
    /// When non-empty, only these methods may be called (besides the handshake); else any
    /// method the tier allows.
    QStringList methods;
    /// The tool this session speaks for (gateway); empty for the game's own sessions.
    QString toolId;
    /// The session sees the fog-of-war-filtered view (observer in the game).
    bool fogFiltered = false;
    /// Events reach this session this much later (ranked observer delay).
    std::chrono::milliseconds eventDelay{0};
};

} // namespace icrp
