#pragma once
// The end of a match in one sentence, for the Match page's summary and the tray notification:
// "Team 1 won (CommanderZod, Volkov) by destroying every building after 18:00. Final army value:
// …", the numbers written the user's way (QLocale: "12,345").

#include <QList>
#include <QString>

namespace icmatch {

class MatchModel;

/// How a match ended (`game_end`'s `reason`, `end_reason` in the history) in words that follow
/// "Team 1 won": "by destroying every building", "at the time limit"; another reason in
/// brackets, readable ("(surrender)"); empty for none.
QString endReasonText(const QString &reason);
/// The teams' scores `game_end` gave (`scores`: team 1's, team 2's; army value plus buildings
/// standing, what decides a match at the time limit), from the match's feed; empty when it gave
/// none or the end was not seen.
QList<qint64> endScores(const MatchModel &match);
/// What decided a match at the time limit, from `scores` (team 1's first): "Time limit: Team 2
/// wins on score, 12,300 to 11,900 (army value plus buildings standing).", "Time limit: a draw
/// on score, 12,300 each (…)."; empty unless there are two scores.
QString timeLimitText(int winnerTeam, const QList<qint64> &scores);
/// Empty while the match has not ended. At the time limit with the scores known, it says them:
/// "Team 2 won (bob) at the time limit after 10:00, on score: 12,300 to 11,900 (army value plus
/// buildings standing). Final army value: …".
QString endSummary(const MatchModel &match);
/// "12:34" for `tick` at `tickRate`.
QString clockText(qint64 tick, int tickRate);

} // namespace icmatch
