#pragma once
// A DemoRelay kept on a DemoThread (see there).

#include "panel/DemoRelay.h"
#include "panel/demo/DemoThreadHeld.h"

namespace icpanel {

class ThreadedDemoRelay final : public DemoRelay
{
public:
    ThreadedDemoRelay(std::shared_ptr<DemoThread> thread, DemoRelayFactory make)
        : m_held(std::move(thread), std::move(make))
    {
    }

    ic::Result<DemoRelayStarted> start() override
    {
        return m_held.start([](DemoRelay &relay) { return relay.start(); });
    }
    void stop() override { m_held.stop(); }

private:
    DemoThreadHeld<DemoRelay> m_held;
};

} // namespace icpanel
