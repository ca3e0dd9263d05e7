#include "match/DepartedPlayers.h"

namespace icmatch {

PlayerFigures DepartedPlayers::live(const PlayerFigures &fromGame)
{
    if (!fromGame.present)
        depart(fromGame.name);
    PlayerFigures figures = fromGame;
    figures.present = figures.present && !contains(figures.name);
    return figures;
}

} // namespace icmatch
