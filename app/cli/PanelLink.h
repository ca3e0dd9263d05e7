#pragma once
// ic-tool's line to a running IC Control Panel: finds it through its runtime file
// (ic::PanelRuntime) and asks its control socket (icpanel::PanelControl) one question — one
// JSON line each way. Blocking, with a time limit: ic-tool asks once and exits.

#include "common/PanelRuntime.h"
#include "common/Result.h"

#include <QJsonObject>

namespace iccli {

class PanelLink
{
public:
    /// The running panel; "runtime.none" when there is none.
    static ic::Result<ic::PanelRuntime> find() { return ic::PanelRuntime::read(); }
    /// The panel's answer to `request`; an error when it cannot be reached or answers with
    /// {"error": …} (that sentence, code "panel.refused").
    static ic::Result<QJsonObject> ask(const ic::PanelRuntime &panel, const QJsonObject &request,
                                       int timeoutMs = 10'000);
};

} // namespace iccli
