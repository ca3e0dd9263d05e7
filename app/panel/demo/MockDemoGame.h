#pragma once
// DemoGame backed by ic-remote-mock's simulated match (icmock), for `ic-panel --demo`. Only the
// ic-panel executable and the tests link this; the panel core does not need the simulator.

#include "panel/DemoGame.h"

namespace icmock {
class MockGame;
}

namespace icpanel {

class MockDemoGame final : public DemoGame
{
public:
    MockDemoGame();
    ~MockDemoGame() override;

    ic::Result<void> start(const QString &password) override;
    /// The same, beginning `startAtSeconds` game seconds into the match (ic-tool dev and test:
    /// where the fights are; a game brought back resumes where it was).
    ic::Result<void> start(const QString &password, int startAtSeconds);
    /// How far the match is, in game seconds; 0 before start().
    int gameSeconds() const;
    void stop() override;
    QString url() const override;
    quint16 port() const override;

    /// The simulated match itself (tests drive its clock); nullptr before start().
    icmock::MockGame *game() const { return m_game.get(); }

    /// A factory for Panel::Options::demoGame.
    static DemoGameFactory factory();

private:
    std::unique_ptr<icmock::MockGame> m_game;
};

} // namespace icpanel
