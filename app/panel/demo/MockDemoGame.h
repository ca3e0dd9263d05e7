#pragma once
// DemoGame backed by ic-remote-mock's simulated match (icmock::DemoMatch, icmockdemo), for
// `ic-panel --demo`. Only the ic-panel executable and the tests link this; the panel core does
// not need the simulator, and ic-tool uses DemoMatch directly (devkit/DevStage).

#include "mock/demo/DemoMatch.h"
#include "panel/DemoGame.h"

namespace icmock {
class MockGame;
}

namespace icpanel {

class MockDemoGame final : public DemoGame
{
public:
    ic::Result<void> start(const QString &password) override;
    void stop() override;
    QString url() const override;
    quint16 port() const override;

    /// The simulated match itself (tests drive its clock); nullptr before start().
    icmock::MockGame *game() const { return m_match.game(); }

    /// A factory for Panel::Options::demoGame.
    static DemoGameFactory factory();

private:
    icmock::DemoMatch m_match;
};

} // namespace icpanel
