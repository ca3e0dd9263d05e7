#pragma once
// The colours of the Match page's teams and players, for the scoreboard and the chart, in the
// light and the dark scheme: a team's colour (the table's tint, TeamTintProxy, made brighter on
// a dark window so that text and lines in it stand out) and a shade of it per player, with a
// line style, so that two players of one team stay apart on the chart.

#include <QColor>
#include <QPalette>

namespace icui::TeamColors {

/// Team `team` (0, 1, …) on a window with `palette`.
QColor team(int team, const QPalette &palette);
/// The `nth` player (0, 1, …) of team `team`: lighter and darker shades around the team's.
QColor player(int team, int nth, const QPalette &palette);
/// The line style of the `nth` player of a team: solid, dashed, dotted, …
Qt::PenStyle playerLineStyle(int nth);

} // namespace icui::TeamColors
