#include "mock/demo/DemoMatch.h"

#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

namespace icmock {

DemoMatch::DemoMatch() = default;
DemoMatch::~DemoMatch() = default;

ic::Result<void> DemoMatch::start(const QString &password, int startAtSeconds)
{
    MockOptions options;
    options.startAtSeconds = startAtSeconds;
    options.port = 0;
    options.bind = QStringLiteral("127.0.0.1");
    options.password = password;
    if (!m_data)
        m_data = std::make_unique<QTemporaryDir>();
    if (!m_data->isValid())
        return ic::Error{QStringLiteral("demo.start"),
                         QStringLiteral("Cannot create a folder for the demo's match history: %1")
                             .arg(m_data->errorString())};
    options.dataDir = m_data->path();
    options.historySeed = kDemoHistory;
    auto game = std::make_unique<MockGame>(options);
    if (const auto started = game->start(); !started)
        return ic::Error{QStringLiteral("demo.start"), started.error().message};
    m_game = std::move(game);
    return ic::success();
}

void DemoMatch::stop()
{
    if (m_game)
        m_game->stop();
}

int DemoMatch::gameSeconds() const
{
    return m_game && m_game->sim() ? int(m_game->sim()->tick() / m_game->gameTickRate()) : 0;
}

QString DemoMatch::url() const
{
    return m_game ? m_game->url() : QString();
}

quint16 DemoMatch::port() const
{
    return m_game ? m_game->port() : 0;
}

} // namespace icmock
