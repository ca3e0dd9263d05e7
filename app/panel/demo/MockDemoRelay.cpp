#include "panel/demo/MockDemoRelay.h"
#include "panel/Tr.h"

#include "relay/RelayDeviceFlow.h"
#include "relay/RelayGameHost.h"
#include "relay/RelayMethods.h"
#include "relay/RelayServer.h"
#include "relay/ServerCertificate.h"
#include "relay/TokenStore.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

namespace icpanel {

namespace {

Q_LOGGING_CATEGORY(lcMockRelay, "icpanel.mock.relay")

/// The demo's games are the same at every start (screenshots, a tour).
constexpr quint64 kSeed = 2026;

} // namespace

MockDemoRelay::MockDemoRelay() = default;

MockDemoRelay::~MockDemoRelay()
{
    stop();
}

ic::Result<DemoRelayStarted> MockDemoRelay::start()
{
    QElapsedTimer clock;
    clock.start();
    stop();
    m_data = std::make_unique<QTemporaryDir>();
    if (!m_data->isValid())
        return ic::Error{
            QStringLiteral("demo.relay"),
            Tr::tr("No scratch folder for the demo relay: %1").arg(m_data->errorString())};
    // openssl makes the certificate on this thread: about 10 ms (measured: startMs()).
    const auto certificate = icrelay::ServerCertificate::selfSigned(m_data->path());
    m_certificateMs = clock.elapsed();
    if (!certificate)
        return certificate.error();
    icrelay::RelayOptions options;
    options.games = kGames;
    options.port = 0;
    options.seed = kSeed;
    options.dataDir = m_data->path();
    options.tickRate = kTickRate;
    m_tokens = std::make_shared<icrelay::TokenStore>(m_data->path());
    m_games = std::make_unique<icrelay::RelayGameHost>(kGames, kSeed, kTickRate);
    m_server =
        std::make_unique<icrelay::RelayServer>(options, *certificate, m_tokens, m_games.get());
    icrelay::RelayMethods::registerAll(*m_server);
    // Its HTTPS side as ic-relay-mock's: the device flow, and revoking a token (Remove Relay).
    m_http = std::make_unique<icrelay::RelayDeviceFlow>(m_data->path(), m_tokens);
    m_server->setHttpHandler(
        [http = m_http.get()](const icnet::HttpRequest &request) { return http->handle(request); });
    if (const auto listening = m_server->listen(); !listening)
        return listening.error();
    m_http->setBaseUrl(m_server->httpsUrl());
    const auto token = m_tokens->create(icrp::Tier::Admin,
                                        QDateTime::currentDateTimeUtc().addDays(1), QStringList());
    if (!token)
        return token.error();
    m_games->start();

    DemoRelayStarted started;
    started.profile.name = QString::fromLatin1(kName);
    started.profile.url = QUrl(m_server->url());
    started.profile.pinnedFingerprint = certificate->fingerprint();
    started.profile.tier = icrp::Tier::Admin;
    started.profile.tokenId = token->record.id;
    started.profile.tokenExpires = token->record.expires;
    started.token = token->token;
    m_startMs = clock.elapsed();
    qCInfo(lcMockRelay).noquote() << "demo relay on" << m_server->url() << "with" << kGames
                                  << "games, started in" << m_startMs << "ms (certificate"
                                  << m_certificateMs << "ms)";
    return started;
}

void MockDemoRelay::stop()
{
    if (m_server)
        m_server->shutdown();
    m_server.reset();
    m_http.reset();
    m_games.reset();
    m_tokens.reset();
    m_data.reset();
}

DemoRelayFactory MockDemoRelay::factory()
{
    return [] { return std::make_unique<MockDemoRelay>(); };
}

} // namespace icpanel
