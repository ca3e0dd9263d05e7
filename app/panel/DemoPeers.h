#pragma once
// The simulated peers of other games' tool protocols that `ic-panel --demo` starts beside its
// game (a PigeonPea world, a Transport Fever 2 game, an Agent Arena simulation and runtime), so
// the Other Games page has something to talk to. The panel core knows only this interface;
// ic-panel hands Panel a DemoPeersFactory (panel/demo/ConnectorDemoPeers).

#include "panel/ConnectorProfile.h"

#include "common/Result.h"

#include <QList>
#include <functional>
#include <memory>

namespace icpanel {

class DemoPeers
{
public:
    virtual ~DemoPeers() = default;
    /// Starts every peer on 127.0.0.1 (free ports, a scratch folder); the profiles that reach
    /// them, named "Demo …".
    virtual ic::Result<QList<ConnectorProfile>> start() = 0;
    virtual void stop() = 0;
};

using DemoPeersFactory = std::function<std::unique_ptr<DemoPeers>()>;

} // namespace icpanel
