#pragma once
// DemoPeers kept on a DemoThread (see there).

#include "panel/DemoPeers.h"
#include "panel/demo/DemoThreadHeld.h"

namespace icpanel {

class ThreadedDemoPeers final : public DemoPeers
{
public:
    ThreadedDemoPeers(std::shared_ptr<DemoThread> thread, DemoPeersFactory make)
        : m_held(std::move(thread), std::move(make))
    {
    }

    ic::Result<QList<ConnectorProfile>> start() override
    {
        return m_held.start([](DemoPeers &peers) { return peers.start(); });
    }
    void stop() override { m_held.stop(); }

private:
    DemoThreadHeld<DemoPeers> m_held;
};

} // namespace icpanel
