#pragma once
// Export Results CSV of the Tournament page: one row per ended game (RelayMatchResult) for
// bracket tools. RFC 4180 (CRLF, a cell with a comma, quote or line break quoted, quotes
// doubled), UTF-8, a header row:
//   relay,game,map,mode,ranked,ended_at,duration_seconds,winner_team,winners,losers,
//   score_team1,score_team2,reason
// ranked is true/false, ended_at ISO 8601 UTC, duration_seconds whole seconds, winner_team 1-based
// as the window says it (empty when no team won), winners and losers names joined with "; ",
// the scores empty when the relay sent none. A cell starting with = + - @ gets a ' before it,
// so a spreadsheet reads text, not a formula.

#include "relayclient/RelayMatchResult.h"

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace icrelayclient {

class TournamentResultsCsv
{
public:
    static QByteArray csv(const QList<RelayMatchResult> &results);
    /// Writes csv() to `path` atomically (QSaveFile: the old file stays whole on failure, and no
    /// file is left when none was there); error "tournament.export" naming the file and why.
    static ic::Result<void> write(const QString &path, const QList<RelayMatchResult> &results);
    static QStringList header();
};

} // namespace icrelayclient
