#pragma once
// DemoRelay backed by ic-relay-mock's relay (icrelay), in-process, for `ic-panel --demo`: six
// simulated games at 15 ticks a second on a free port of 127.0.0.1, its data folder (tokens and
// a self-signed certificate made with openssl, about 10 ms) a temporary folder of this run, and
// an admin token made with its TokenStore. Only ic-panel and the tests link this.

#include "panel/DemoRelay.h"

#include <QTemporaryDir>
#include <memory>

namespace icrelay {
class RelayDeviceFlow;
class RelayGameHost;
class RelayServer;
class TokenStore;
} // namespace icrelay

namespace icpanel {

class MockDemoRelay final : public DemoRelay
{
public:
    static constexpr int kGames = 6;
    static constexpr int kTickRate = 15;
    static constexpr auto kName = "Demo Relay";

    MockDemoRelay();
    ~MockDemoRelay() override;

    ic::Result<DemoRelayStarted> start() override;
    void stop() override;

    /// The relay itself (tests); nullptr before start().
    icrelay::RelayServer *server() const { return m_server.get(); }
    icrelay::RelayGameHost *games() const { return m_games.get(); }
    /// How long start() took, and of that the certificate (openssl), in milliseconds.
    qint64 startMs() const { return m_startMs; }
    qint64 certificateMs() const { return m_certificateMs; }

    /// A factory for Panel::Options::demoRelay.
    static DemoRelayFactory factory();

private:
    std::unique_ptr<QTemporaryDir> m_data;
    std::shared_ptr<icrelay::TokenStore> m_tokens;
    std::unique_ptr<icrelay::RelayGameHost> m_games;
    std::unique_ptr<icrelay::RelayDeviceFlow> m_http;
    std::unique_ptr<icrelay::RelayServer> m_server;
    qint64 m_startMs = -1;
    qint64 m_certificateMs = -1;
};

} // namespace icpanel
