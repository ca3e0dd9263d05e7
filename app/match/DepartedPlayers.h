#pragma once
// The players who left the match or were kicked. The game keeps reporting a departed player
// (their units hold position and return fire, so they still kill and die): the Match page and
// the export show those figures as the game publishes them (live()), only no longer counted in
// the team's totals.

#include "match/PlayerFigures.h"

#include <QSet>
#include <QString>

namespace icmatch {

class DepartedPlayers
{
public:
    /// `name` left the match now (a `player_leave` or a kick).
    void depart(const QString &name) { m_names.insert(name); }
    /// The game's `fromGame` as it reports them, marked not present when the player left (even
    /// if a late answer still says present); a player the game reports as gone is remembered.
    PlayerFigures live(const PlayerFigures &fromGame);
    /// The player is back in the match (a `player_join`): present again when the game says so.
    void rejoin(const QString &name) { m_names.remove(name); }
    bool contains(const QString &name) const { return m_names.contains(name); }
    void clear() { m_names.clear(); }

private:
    QSet<QString> m_names;
};

} // namespace icmatch
