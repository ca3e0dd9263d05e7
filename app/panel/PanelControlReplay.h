#pragma once
// ic-tool's replay requests on the panel's control socket (PanelControl): Show on stream from
// a script or a stream deck.
//   {"command":"replay-show","replay_id":ID,"tick":N,"speed":X} → {"showing":true,
//     "replay_id":ID} once the overlays see the replay; the panel's sentence when it cannot
//     (no overlay host, unknown replay, no game).
//   {"command":"replay-live"} → {"showing":false} once the overlays see the live game again
//     (at once when they already do).

#include "panel/PanelControl.h"

namespace icpanel {

class Panel;

class PanelControlReplay
{
public:
    /// Whether `command` is one of these requests.
    static bool handles(const QString &command);
    /// Answers `request` for `panel` through `reply`.
    static void answer(Panel *panel, const QJsonObject &request, const PanelControl::Reply &reply);

private:
    static void show(Panel *panel, const QJsonObject &request, const PanelControl::Reply &reply);
    static void live(Panel *panel, const PanelControl::Reply &reply);
};

} // namespace icpanel
