#pragma once
// One player as the panel's connection sees them (ic/state.query, docs/icrp-spec.md §10.2). A
// figure the connection may not see (an observer looking at an enemy, §9.4) is absent — shown
// as hidden, never as 0.

#include <QJsonObject>
#include <QString>
#include <optional>

namespace icmatch {

struct PlayerFigures
{
    QString name;
    QString faction;
    int team = -1;
    bool present = true;
    /// Removed by an admin (the game's admin `kick` event); only set while `present` is false.
    bool kicked = false;
    std::optional<qint64> credits;
    std::optional<qint64> armyValue;
    std::optional<qint64> units;
    std::optional<qint64> structures;
    std::optional<qint64> apm;
    std::optional<qint64> powerProduced;
    std::optional<qint64> powerConsumed;
    /// What an observer sees of an enemy instead of its counts: the visible ones.
    std::optional<qint64> visibleUnits;
    std::optional<qint64> visibleStructures;

    /// From one player object of ic/state.query or ic/state.snapshot.
    static PlayerFigures fromJson(const QJsonObject &player);
    /// The faction's name for people ("Soviet", "Allied", translated) from the game's id
    /// ("soviet", "allies"); an unknown id is shown capitalised.
    static QString factionName(const QString &id);
};

} // namespace icmatch
