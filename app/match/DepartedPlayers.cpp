#include "match/DepartedPlayers.h"

namespace icmatch {

void DepartedPlayers::depart(const PlayerFigures &figures)
{
    if (m_frozen.contains(figures.name))
        return;
    PlayerFigures frozen = figures;
    frozen.present = false;
    m_frozen.insert(frozen.name, frozen);
}

PlayerFigures DepartedPlayers::apply(const PlayerFigures &fromGame)
{
    if (!m_frozen.contains(fromGame.name) && !fromGame.present)
        depart(fromGame);
    return m_frozen.value(fromGame.name, fromGame);
}

PlayerFigures DepartedPlayers::live(const PlayerFigures &fromGame)
{
    if (!fromGame.present)
        depart(fromGame);
    PlayerFigures figures = fromGame;
    figures.present = figures.present && !m_frozen.contains(figures.name);
    return figures;
}

} // namespace icmatch
