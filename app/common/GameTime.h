#pragma once
// The game time as every place shows it — the window's clock, the Match page's feed, summary
// and chart axis, ic-tool watch and the CSV export: m:ss, or h:mm:ss from an hour on. A clock's
// notation, not translated.

#include <QString>

namespace ic {

/// "4:05", "1:02:03".
QString gameTimeText(qint64 seconds);
/// The same for a game tick; empty when the tick rate is unknown (0 or less).
QString gameTimeText(qint64 tick, int tickRate);

} // namespace ic
