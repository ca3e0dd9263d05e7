#pragma once
// DemoPeers backed by the connectors' simulated peers, for `ic-panel --demo`: a PigeonPea world
// (RFC-014) on a free port and a Transport Fever 2 game playing the Lua side in a scratch folder
// (and, as more connectors land, theirs). Only ic-panel and the tests link this.

#include "panel/DemoPeers.h"

#include <QTemporaryDir>
#include <memory>

namespace connectors::devtools {
class DevToolsPeer;
}
namespace connectors::tf2 {
class Tf2SimGame;
}

namespace icpanel {

class ConnectorDemoPeers final : public DemoPeers
{
public:
    ConnectorDemoPeers();
    ~ConnectorDemoPeers() override;

    ic::Result<QList<ConnectorProfile>> start() override;
    void stop() override;

    connectors::devtools::DevToolsPeer *devtools() const { return m_devtools.get(); }
    connectors::tf2::Tf2SimGame *tf2() const { return m_tf2.get(); }

    /// A factory for Panel::Options::demoPeers.
    static DemoPeersFactory factory();

private:
    ic::Result<ConnectorProfile> startDevtools();
    ic::Result<ConnectorProfile> startTf2();

    std::unique_ptr<connectors::devtools::DevToolsPeer> m_devtools;
    std::unique_ptr<QTemporaryDir> m_tf2Folder;
    std::unique_ptr<connectors::tf2::Tf2SimGame> m_tf2;
};

} // namespace icpanel
