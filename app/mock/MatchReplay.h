#pragma once
// One recorded match, as the game keeps it in <dataDir>/replays/<matchId>.icrep: not a stream
// of states but the SkirmishSim's Options and every SimInput at its tick, like a real RTS
// replay (the sim is deterministic, so re-simulating gives the same match).
//
// The file is JSON:
//   {"format":"icrep","version":1,"replay_id","match_id","started_at","map","mode","ranked",
//    "options":{"seed","tick_rate","duration_ticks","static"},"start_at_ticks"?,"end_tick",
//    "winner_team","players":[{"name","team","faction"}],"inputs":[SimInput.toJson()…]}

#include "mock/SimInput.h"
#include "mock/SkirmishSim.h"

#include "common/Result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace icmock {

struct MatchReplay
{
    static constexpr int kVersion = 1;
    /// A file larger than this is no replay the game wrote (256 MiB).
    static constexpr qint64 kMaxFileBytes = qint64(256) * 1024 * 1024;

    QString replayId;
    QString matchId;
    QString startedAt; // ISO 8601 UTC, "2026-11-26T00:10:41Z"
    QString map;
    QString mode;
    bool ranked = false;
    SkirmishSim::Options options;
    qint64 startAtTicks = 0; // ticks played before anyone could connect (--start-at)
    qint64 endTick = 0;
    int winnerTeam = -1;
    QJsonArray players; // [{name, team, faction}]
    QList<SimInput> inputs;

    QJsonObject toJson() const;
    /// What toJson() writes; an error naming the first field that is missing or wrong.
    static ic::Result<MatchReplay> fromJson(const QJsonObject &json);

    /// Writes the file atomically (QSaveFile).
    ic::Result<void> save(const QString &path) const;
    /// Reads a replay file: errors name the file and the line and column of a JSON syntax
    /// error, else the first field that is missing or wrong (fromJson).
    static ic::Result<MatchReplay> load(const QString &path);

    /// The file name of a replay id in the replays folder: "<id>.icrep".
    static QString fileName(const QString &replayId);
    /// Whether `id` may name a file (letters, digits, '-', '_', 'T', 'Z'; no path).
    static bool isValidId(const QString &id);
};

} // namespace icmock
