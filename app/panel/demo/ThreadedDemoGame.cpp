#include "panel/demo/ThreadedDemoGame.h"

namespace icpanel {

ic::Result<void> ThreadedDemoGame::start(const QString &password)
{
    return m_held.start([&](DemoGame &game) {
        auto started = game.start(password);
        m_url = game.url();
        m_port = game.port();
        return started;
    });
}

} // namespace icpanel
