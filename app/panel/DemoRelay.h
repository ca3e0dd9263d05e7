#pragma once
// The simulated community relay that `ic-panel --demo` starts beside its game, so the Tournament
// page has games at once. The panel core knows only this interface; ic-panel hands Panel a
// DemoRelayFactory (panel/demo/MockDemoRelay). The panel adds the relay for this run only
// ("Demo Relay", its self-signed certificate pinned): never in the keychain or the settings file.

#include "panel/RelayProfile.h"

#include "common/Result.h"

#include <functional>
#include <memory>

namespace icpanel {

/// What a started demo relay gives the panel: the profile that reaches it and an admin token.
struct DemoRelayStarted
{
    RelayProfile profile;
    QString token;
};

class DemoRelay
{
public:
    virtual ~DemoRelay() = default;
    /// Starts the relay on a free port of 127.0.0.1 (a scratch data folder, a self-signed
    /// certificate) and makes an admin token.
    virtual ic::Result<DemoRelayStarted> start() = 0;
    /// Closes its sessions (4012) and stops listening.
    virtual void stop() = 0;
};

using DemoRelayFactory = std::function<std::unique_ptr<DemoRelay>()>;

} // namespace icpanel
