#pragma once
// The simulated game that `ic-panel --demo` embeds, seen from the panel: the panel core knows
// only this interface, so it builds and runs without the simulator; the executable (or a test)
// hands Panel a DemoGameFactory when it wants --demo (panel/demo/MockDemoGame).

#include "common/Result.h"

#include <QString>
#include <functional>
#include <memory>

namespace icpanel {

class DemoGame
{
public:
    virtual ~DemoGame() = default;
    /// Starts listening on a free port of 127.0.0.1 with this password.
    virtual ic::Result<void> start(const QString &password) = 0;
    /// Closes its sessions (4012) and stops listening.
    virtual void stop() = 0;
    /// ws://127.0.0.1:PORT
    virtual QString url() const = 0;
    virtual quint16 port() const = 0;
};

using DemoGameFactory = std::function<std::unique_ptr<DemoGame>()>;

} // namespace icpanel
