#pragma once
// For the benchmarks: the panel's demo game with another seed. The demo's own match (seed 1)
// ends after 11:30 of game time and its overlays then have nothing more to draw; another seed
// plays another match (seed 16 lasts 27 minutes). No history and no finished match, unlike
// MockDemoGame: only the live match, from a spectator's seat as the demo's.

#include "mock/MockGame.h"
#include "panel/DemoGame.h"

#include <QTemporaryDir>
#include <memory>

namespace icbench {

class SeededGame final : public icpanel::DemoGame
{
public:
    explicit SeededGame(quint64 seed) : m_seed(seed) {}

    ic::Result<void> start(const QString &password) override
    {
        icmock::MockOptions options;
        options.port = 0;
        options.bind = QStringLiteral("127.0.0.1");
        options.password = password;
        options.spectator = true;
        options.seed = m_seed;
        options.dataDir = m_data.path();
        m_game = std::make_unique<icmock::MockGame>(options);
        return m_game->start();
    }
    void stop() override
    {
        if (m_game)
            m_game->stop();
    }
    QString url() const override { return m_game ? m_game->url() : QString(); }
    quint16 port() const override { return m_game ? m_game->port() : 0; }
    icmock::MockGame *game() const { return m_game.get(); }

private:
    quint64 m_seed;
    QTemporaryDir m_data;
    std::unique_ptr<icmock::MockGame> m_game;
};

} // namespace icbench
