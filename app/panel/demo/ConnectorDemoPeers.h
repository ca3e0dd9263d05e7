#pragma once
// DemoPeers backed by the connectors' simulated peers, for `ic-panel --demo`: a PigeonPea world
// (RFC-014) on a free port, a Transport Fever 2 game playing the Lua side in a scratch folder,
// and an Agent Arena runtime with a simulation that sends it two ticks a second through the
// inspector's port (they fail until the connection is opened, as a real simulation's would).
// OA1 needs an IRC server, which no demo can start. Only ic-panel and the tests link this.

#include "panel/DemoPeers.h"

#include <QTemporaryDir>
#include <memory>

namespace icconnectors::devtools {
class DevToolsPeer;
}
namespace icconnectors::tf2 {
class Tf2SimGame;
}
namespace icconnectors::arena {
class SimulatedGodot;
class SimulatedRuntime;
} // namespace icconnectors::arena

namespace icpanel {

class ConnectorDemoPeers final : public DemoPeers
{
public:
    ConnectorDemoPeers();
    ~ConnectorDemoPeers() override;

    ic::Result<QList<ConnectorProfile>> start() override;
    void stop() override;

    icconnectors::devtools::DevToolsPeer *devtools() const { return m_devtools.get(); }
    icconnectors::tf2::Tf2SimGame *tf2() const { return m_tf2.get(); }

    /// A factory for Panel::Options::demoPeers.
    static DemoPeersFactory factory();

private:
    ic::Result<ConnectorProfile> startDevtools();
    ic::Result<ConnectorProfile> startTf2();
    ic::Result<ConnectorProfile> startArena();

    std::unique_ptr<icconnectors::devtools::DevToolsPeer> m_devtools;
    std::unique_ptr<QTemporaryDir> m_tf2Folder;
    std::unique_ptr<icconnectors::tf2::Tf2SimGame> m_tf2;
    std::unique_ptr<icconnectors::arena::SimulatedRuntime> m_arenaRuntime;
    std::unique_ptr<icconnectors::arena::SimulatedGodot> m_arenaSim;
};

} // namespace icpanel
