#include "panel/demo/MockDemoGame.h"

namespace icpanel {

ic::Result<void> MockDemoGame::start(const QString &password)
{
    return m_match.start(password);
}

void MockDemoGame::stop()
{
    m_match.stop();
}

QString MockDemoGame::url() const
{
    return m_match.url();
}

quint16 MockDemoGame::port() const
{
    return m_match.port();
}

DemoGameFactory MockDemoGame::factory()
{
    return [] { return std::make_unique<MockDemoGame>(); };
}

} // namespace icpanel
