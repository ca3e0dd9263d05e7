#pragma once
// The end of a match in one sentence, for the Match page's summary and the tray notification:
// "Team 1 won (CommanderZod, Volkov) by annihilation after 18:00. Final army value: …", the
// numbers written the user's way (QLocale: "12,345").

#include <QString>

namespace icmatch {

class MatchModel;

/// Empty while the match has not ended.
QString endSummary(const MatchModel &match);
/// "12:34" for `tick` at `tickRate`.
QString clockText(qint64 tick, int tickRate);

} // namespace icmatch
