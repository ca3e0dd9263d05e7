#include "connectors/oa1/peer/Oa1DemoPeer.h"

#include "mock/MockGame.h"

namespace icconnectors::oa1 {

Oa1DemoPeer::Oa1DemoPeer(const Options &options, QObject *parent)
    : QObject(parent), m_options(options)
{
}

Oa1DemoPeer::~Oa1DemoPeer() = default;

ic::Result<void> Oa1DemoPeer::start()
{
    icmock::MockOptions game;
    game.port = 0;
    game.bind = QStringLiteral("127.0.0.1");
    game.password = m_options.password;
    m_game = std::make_unique<icmock::MockGame>(game);
    if (const auto started = m_game->start(); !started)
        return ic::Error{QStringLiteral("oa1.demo_game"), started.error().message};
    Oa1Bridge::Options bridge;
    bridge.host = m_options.host;
    bridge.port = m_options.port;
    bridge.channel = m_options.channel;
    bridge.nick = m_options.bridgeNick;
    bridge.allowedNicks = m_options.allowedNicks;
    bridge.game = QUrl(m_game->url());
    bridge.limits.minLineGapMs = m_options.minLineGapMs;
    m_bridge = std::make_unique<Oa1Bridge>(bridge);
    connect(m_bridge.get(), &Oa1Bridge::ready, this, &Oa1DemoPeer::ready);
    connect(m_bridge.get(), &Oa1Bridge::stopped, this, &Oa1DemoPeer::stopped);
    m_bridge->start();
    return ic::success();
}

QString Oa1DemoPeer::gameUrl() const
{
    return m_game ? m_game->url() : QString();
}

} // namespace icconnectors::oa1
