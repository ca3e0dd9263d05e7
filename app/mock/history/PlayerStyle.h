#pragma once
// ic/player.style: the D042 behavioural profile of one player, computed with SQL from
// gameplay.db over a read-only connection (ReadOnlyDatabase). The answer's shape is
// docs/icrp-spec.md's ic/player.style:
//   matches, wins, win_rate (wins / matches), factions [{faction, matches, wins}],
//   aggression: the player's kills over (own kills + the average kills of the opposing players
//     in the same matches), summed over every match: 0.5 fights as much as the opponents,
//     towards 1 more, towards 0 less (0.5 when nobody killed anything),
//   expansion_pace: structures at minute 5 (or the last minute before it in a shorter match),
//     averaged over the matches (null without per-minute figures),
//   preferred_units [{unit_type, count, share}] (the 10 most produced; share of all produced),
//   apm_by_phase {early, mid, late}: average APM of minutes 1–5, 6–15 and 16+ (null: none),
//   trend [{match_id, started_at, apm, army_value_peak, result}]: the last 50 matches, oldest
//     first.

#include "common/Result.h"

#include <QJsonObject>
#include <QString>

namespace icmock {

class ReadOnlyDatabase;

class PlayerStyle
{
public:
    /// The error code (ic::Error::code) when the player has no match in the database.
    static inline const QString kNoMatches = QStringLiteral("style.no-matches");
    static constexpr int kTrendMatches = 50;
    static constexpr int kPreferredUnits = 10;

    /// The profile of `player` (exact name); kNoMatches or the database's error.
    static ic::Result<QJsonObject> compute(ReadOnlyDatabase &db, const QString &player);

private:
    static ic::Result<QJsonObject> record(ReadOnlyDatabase &db, const QString &player);
    static ic::Result<QJsonArray> factions(ReadOnlyDatabase &db, const QString &player);
    static ic::Result<QJsonValue> aggression(ReadOnlyDatabase &db, const QString &player);
    static ic::Result<QJsonValue> expansionPace(ReadOnlyDatabase &db, const QString &player);
    static ic::Result<QJsonArray> preferredUnits(ReadOnlyDatabase &db, const QString &player);
    static ic::Result<QJsonObject> apmByPhase(ReadOnlyDatabase &db, const QString &player);
    static ic::Result<QJsonArray> trend(ReadOnlyDatabase &db, const QString &player);
};

} // namespace icmock
