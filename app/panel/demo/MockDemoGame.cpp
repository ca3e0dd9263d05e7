#include "panel/demo/MockDemoGame.h"

#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

namespace icpanel {

MockDemoGame::MockDemoGame() = default;
MockDemoGame::~MockDemoGame() = default;

ic::Result<void> MockDemoGame::start(const QString &password)
{
    return start(password, 0);
}

ic::Result<void> MockDemoGame::start(const QString &password, int startAtSeconds)
{
    icmock::MockOptions options;
    options.startAtSeconds = startAtSeconds;
    options.port = 0;
    options.bind = QStringLiteral("127.0.0.1");
    options.password = password;
    auto game = std::make_unique<icmock::MockGame>(options);
    QString why;
    if (!game->start(&why))
        return ic::Error{QStringLiteral("demo.start"), why};
    m_game = std::move(game);
    return ic::success();
}

void MockDemoGame::stop()
{
    if (m_game)
        m_game->stop();
}

int MockDemoGame::gameSeconds() const
{
    return m_game && m_game->sim() ? int(m_game->sim()->tick() / m_game->gameTickRate()) : 0;
}

QString MockDemoGame::url() const
{
    return m_game ? m_game->url() : QString();
}

quint16 MockDemoGame::port() const
{
    return m_game ? m_game->port() : 0;
}

DemoGameFactory MockDemoGame::factory()
{
    return [] { return std::make_unique<MockDemoGame>(); };
}

} // namespace icpanel
