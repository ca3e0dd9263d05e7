#pragma once
// The figures of the players who left the match or were kicked, frozen at the moment they left:
// the game keeps reporting a departed player (their money still counts up, their last units
// still die), but the Match page and the export show them as they were when they went.

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
    /// The player is back in the match (a `player_join`): figures are live again.
    void rejoin(const QString &name) { m_frozen.remove(name); }
    bool contains(const QString &name) const { return m_frozen.contains(name); }
    void clear() { m_frozen.clear(); }

private:
    QHash<QString, PlayerFigures> m_frozen;
};

} // namespace icmatch
