#pragma once
// suggest_build_order's answer, from a player's career as ic/player.style answers it
// (docs/icrp-spec.md §10.20): an opening (power, barracks, refinery, war factory) that then
// produces the unit types the player wins with most, paced by how fast they usually expand,
// and the figures it was built from so the model can explain it. Pure computation.

#include <QJsonObject>

namespace icmcp {

class BuildOrderAdvice
{
public:
    /// `faction` empty: the faction the player played most.
    static QJsonObject suggest(const QJsonObject &style, const QString &faction);

private:
    static QString mostPlayedFaction(const QJsonObject &style);
    static QJsonArray steps(const QJsonObject &style);
};

} // namespace icmcp
