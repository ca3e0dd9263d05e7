#include "mock/demo/DemoMatch.h"

#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcDemoMatch, "icpanel.mock.demo")

namespace icmock {

namespace {

/// The finished match's seed: another match than the live one (seed 1).
constexpr quint64 kFinishedSeed = 4;

MockOptions demoOptions(const QString &password, const QString &dataDir)
{
    MockOptions options;
    options.port = 0;
    options.bind = QStringLiteral("127.0.0.1");
    options.password = password;
    options.dataDir = dataDir;
    options.historySeed = DemoMatch::kDemoHistory;
    // A caster's game: observer tools see both teams (a ranked match would still delay them).
    options.spectator = true;
    return options;
}

} // namespace

DemoMatch::DemoMatch() = default;
DemoMatch::~DemoMatch() = default;

ic::Result<void> DemoMatch::start(const QString &password, int startAtSeconds)
{
    const bool firstStart = !m_data;
    if (!m_data)
        m_data = std::make_unique<QTemporaryDir>();
    if (!m_data->isValid())
        return ic::Error{QStringLiteral("demo.start"),
                         QStringLiteral("Cannot create a folder for the demo's match history: %1")
                             .arg(m_data->errorString())};
    if (firstStart) {
        if (const auto played = playFinishedMatch(password); !played)
            return played;
    }
    MockOptions options = demoOptions(password, m_data->path());
    options.startAtSeconds = startAtSeconds;
    auto game = std::make_unique<MockGame>(options);
    if (const auto started = game->start(); !started)
        return ic::Error{QStringLiteral("demo.start"), started.error().message};
    m_game = std::move(game);
    return ic::success();
}

ic::Result<void> DemoMatch::playFinishedMatch(const QString &password)
{
    QElapsedTimer timer;
    timer.start();
    MockOptions options = demoOptions(password, m_data->path());
    options.seed = kFinishedSeed;
    options.tickRate = 0; // advanced here, as fast as it goes
    options.durationSeconds = kFinishedSeconds;
    MockGame finished(options);
    if (const auto started = finished.start(); !started)
        return ic::Error{QStringLiteral("demo.start"),
                         QStringLiteral("Cannot play the demo's finished match: %1")
                             .arg(started.error().message)};
    const int rate = finished.gameTickRate();
    for (int second = 0; second <= kFinishedSeconds && !finished.sim()->ended(); ++second)
        finished.advance(rate);
    const bool ended = finished.sim()->ended();
    finished.stop();
    if (!ended)
        return ic::Error{QStringLiteral("demo.start"),
                         QStringLiteral("The demo's finished match did not end after %1 game "
                                        "seconds")
                             .arg(kFinishedSeconds)};
    qCInfo(lcDemoMatch).noquote() << "played a finished match of" << kFinishedSeconds
                                  << "game seconds (history and replay) in" << timer.elapsed()
                                  << "ms";
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
