#pragma once
// The players who left the match or were kicked. The game keeps reporting a departed player
// (their units hold position and return fire, so they still kill and die): the Match page and
// the export show those figures as the game publishes them (live()), only no longer counted in
// the team's totals. apply() gives the figures of the moment they left instead.

#include "match/PlayerFigures.h"

#include <QHash>
#include <QString>

namespace icmatch {

class DepartedPlayers
{
public:
    /// `figures` left the match now (a `player_leave` or a kick): kept as they are, not present.
    /// The first departure counts; a second one changes nothing.
    void depart(const PlayerFigures &figures);
    /// The figures to show for the game's `fromGame`: the frozen ones of a player who left; a
    /// player the game first reports as not present is frozen at these figures.
    PlayerFigures apply(const PlayerFigures &fromGame);
    /// The game's `fromGame` as it reports them, marked not present when the player left (even
    /// if a late answer still says present); a player the game reports as gone is remembered.
    PlayerFigures live(const PlayerFigures &fromGame);
    /// The player is back in the match (a `player_join`): figures are live again.
    void rejoin(const QString &name) { m_frozen.remove(name); }
    bool contains(const QString &name) const { return m_frozen.contains(name); }
    void clear() { m_frozen.clear(); }

private:
    QHash<QString, PlayerFigures> m_frozen;
};

} // namespace icmatch
