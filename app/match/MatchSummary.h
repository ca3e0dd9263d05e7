#pragma once
// The end of a match in one sentence, for the Match page's summary and the tray notification:
// "Team 1 won (CommanderZod, Volkov) by destroying every building after 18:00. Final army value:
// …", the numbers written the user's way (QLocale: "12,345").

#include <QString>

namespace icmatch {

class MatchModel;

/// How a match ended (`game_end`'s `reason`, `end_reason` in the history) in words that follow
/// "Team 1 won": "by destroying every building", "at the time limit"; another reason in
/// brackets, readable ("(surrender)"); empty for none.
QString endReasonText(const QString &reason);
/// Empty while the match has not ended.
QString endSummary(const MatchModel &match);
/// "12:34" for `tick` at `tickRate`.
QString clockText(qint64 tick, int tickRate);

} // namespace icmatch
