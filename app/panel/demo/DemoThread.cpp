#include "panel/demo/DemoThread.h"
#include "panel/demo/ThreadedDemoGame.h"
#include "panel/demo/ThreadedDemoPeers.h"
#include "panel/demo/ThreadedDemoRelay.h"

#include <memory>

namespace icpanel {

void DemoThread::wrap(Panel::Options &options)
{
    auto thread = std::make_shared<DemoThread>();
    if (DemoGameFactory make = options.demoGame)
        options.demoGame = [thread, make]() -> std::unique_ptr<DemoGame> {
            return std::make_unique<ThreadedDemoGame>(thread, make);
        };
    if (DemoPeersFactory make = options.demoPeers)
        options.demoPeers = [thread, make]() -> std::unique_ptr<DemoPeers> {
            return std::make_unique<ThreadedDemoPeers>(thread, make);
        };
    if (DemoRelayFactory make = options.demoRelay)
        options.demoRelay = [thread, make]() -> std::unique_ptr<DemoRelay> {
            return std::make_unique<ThreadedDemoRelay>(thread, make);
        };
}

} // namespace icpanel
