#pragma once
// The fields of ic/state.query (docs/icrp-spec.md §10.2) and how a player object is cut down to
// the ones asked for: shared by the live mock and the replay, which answers a query with fields
// from the recorded answer that has them all.

#include <QJsonObject>
#include <QStringList>

namespace icmock {

class StateQueryFields
{
public:
    /// Every field name, the default of "fields".
    static const QStringList &all();
    /// The player-object keys asked for by `fields` (fog views carry visible_* counts in place
    /// of units_alive and structures); empty when only "players" and/or "game_time" are asked.
    static QStringList statKeys(const QStringList &fields);
    /// `player` with its identity (name, faction, team, present) and the `statKeys` it has;
    /// the whole object when `statKeys` is empty ("players" alone: every stat the view has).
    static QJsonObject pick(const QJsonObject &player, const QStringList &statKeys);
};

} // namespace icmock
