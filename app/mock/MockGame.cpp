#include "mock/MockGame.h"

#include "mock/ConfigPasswordWriter.h"
#include "mock/ConfigWatcher.h"
#include "mock/DatabaseMethods.h"
#include "mock/DebugMethods.h"
#include "mock/IcrepPlayback.h"
#include "mock/MatchArchive.h"
#include "mock/MockAuthenticator.h"
#include "mock/MockLog.h"
#include "mock/ModMethods.h"
#include "mock/Recording.h"
#include "mock/ReplayPlayer.h"
#include "mock/ReplayService.h"
#include "mock/SkirmishSim.h"

#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <QHostAddress>
#include <cmath>

namespace icmock {

MockGame::MockGame(MockOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options))
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] { tickOnce(); });
}

MockGame::~MockGame()
{
    stop();
}

ic::Error MockGame::fail(Failure failure, const QString &message)
{
    m_failure = failure;
    static const char *const codes[] = {"mock.none",     "mock.bad-options",   "mock.bad-config",
                                        "mock.disabled", "mock.listen-failed", "mock.bad-replay"};
    return ic::Error{QString::fromLatin1(codes[int(failure)]), message};
}

ic::Result<void> MockGame::validateOptions() const
{
    const auto refuse = [](const QString &why) -> ic::Result<void> {
        return ic::Error{QStringLiteral("mock.bad-options"), why};
    };
    if (!m_options.password.isEmpty() && !m_options.configPath.isEmpty()) {
        return refuse(QStringLiteral("Give the password either directly or in the config file, "
                                     "not both."));
    }
    if (m_options.scenario != QLatin1String("skirmish-2v2") &&
        m_options.scenario != QLatin1String("static")) {
        return refuse(QStringLiteral("Unknown scenario \"%1\": use skirmish-2v2 or static.")
                          .arg(m_options.scenario));
    }
    if (m_options.tickRate < 0 || m_options.tickRate > 1000) {
        return refuse(QStringLiteral("The tick rate must be from 1 to 1000 ticks per second "
                                     "(0: manual ticking), not %1.")
                          .arg(m_options.tickRate));
    }
    if (m_options.durationSeconds < 0) {
        return refuse(QStringLiteral("The duration must be 0 (no limit) or a number of game "
                                     "seconds, not %1.")
                          .arg(m_options.durationSeconds));
    }
    return ic::success();
}

ic::Result<void> MockGame::startMatch()
{
    if (!m_options.replayPath.isEmpty()) {
        // A game's replay (.icrep) or, when its content is not one, a recording.
        ic::Result<MatchReplay> replay = MatchReplay::load(m_options.replayPath);
        if (replay) {
            startPlayback(std::move(*replay));
            return ic::success();
        }
        if (IcrepPlayback::isIcrep(m_options.replayPath))
            return fail(Failure::BadReplay, replay.error().message);
        QStringList warnings;
        ic::Result<Recording> recording = Recording::load(m_options.replayPath, &warnings);
        if (!recording)
            return fail(Failure::BadReplay, recording.error().message);
        for (const QString &warning : std::as_const(warnings))
            qCWarning(lcMock).noquote() << warning;
        m_replay = std::make_unique<ReplayPlayer>(std::move(*recording), m_options.replaySpeed);
        return ic::success();
    }
    SkirmishSim::Options simOptions;
    simOptions.seed = m_options.seed;
    simOptions.tickRate = gameTickRate();
    simOptions.durationTicks = qint64(m_options.durationSeconds) * gameTickRate();
    simOptions.isStatic = m_options.scenario == QLatin1String("static");
    m_sim = std::make_unique<SkirmishSim>(simOptions);
    m_delayedViews = DelayedViews();
    // A ranked observer sees the match the delay late from its very start: the match before
    // its first tick is the first view, shown while the match is younger than the delay.
    if (m_options.ranked)
        recordDelayedView();
    return ic::success();
}

void MockGame::playOpening()
{
    // --start-at: played before anyone can listen, so nothing of it is published. A ranked
    // observer's view still has its history (issue 25): without it, an observer connecting at
    // S would be shown the state of S instead of the state of S - delay. The views are recorded
    // once per game second, as tickOnce() records them, all the way (the match may end early,
    // and the delay then reaches back from its end); DelayedViews keeps only what a delay can
    // still reach.
    const int rate = gameTickRate();
    const qint64 steps = qint64(m_options.startAtSeconds) * rate;
    for (qint64 n = 0; n < steps && !m_sim->ended(); ++n) {
        const qint64 before = m_sim->tick();
        Q_EMIT simEventsHappened(m_sim->step());
        const qint64 tick = m_sim->tick();
        if (tick == before)
            break; // the static scenario: its clock stands still, nothing more would change
        if (m_options.ranked && (tick % rate == 0 || m_sim->ended()))
            recordDelayedView();
    }
}

void MockGame::startPlayback(MatchReplay replay)
{
    m_sim = std::make_unique<SkirmishSim>(replay.options);
    m_matchId = replay.matchId;
    m_startedAt = QDateTime::fromString(replay.startedAt, Qt::ISODate);
    m_playback = std::make_unique<IcrepPlayback>(std::move(replay));
}

void MockGame::playDueInputs()
{
    for (const IcrepPlayback::Applied &applied : m_playback->applyDue(*m_sim)) {
        publishSimEvents(applied.events);
        publishAdminEventOf(applied.input, !applied.events.isEmpty());
    }
}

ic::Result<void> MockGame::start()
{
    if (m_running)
        return ic::success();
    m_failure = Failure::None;
    if (const auto valid = validateOptions(); !valid)
        return fail(Failure::BadOptions, valid.error().message);

    if (!m_options.configPath.isEmpty()) {
        ic::Result<MockConfig> loaded = MockConfig::load(m_options.configPath);
        if (!loaded)
            return fail(Failure::BadConfig, loaded.error().message);
        for (const QString &warning : std::as_const(loaded->warnings))
            qCWarning(lcMockConfig).noquote() << warning;
        if (!loaded->enabled)
            return fail(Failure::Disabled,
                        QStringLiteral("ICRP is disabled in %1 ([remote] enabled = false)")
                            .arg(m_options.configPath));
        if (loaded->password.isEmpty()) {
            // The first enable (docs/icrp-spec.md §16): the game makes the password and keeps
            // it in the file, where the owner (and the panel's Find the Password) reads it.
            // Written before the watcher starts, so it is not taken for an edit.
            ic::Result<QString> generated =
                ConfigPasswordWriter::generateInto(m_options.configPath);
            if (!generated)
                return fail(Failure::BadConfig, generated.error().message);
            loaded->password = *generated;
            qCInfo(lcMockConfig).noquote()
                << QStringLiteral("No password was set: generated one and wrote it to %1 "
                                  "([remote] password)")
                       .arg(m_options.configPath);
        }
        m_config = *loaded;
    } else {
        m_config = MockConfig();
        m_config.password = m_options.password;
    }
    m_bind = m_options.bind.value_or(m_config.bind);
    m_requestedPort = m_options.port.value_or(m_config.port);
    const QHostAddress address(m_bind);
    if (address.isNull())
        return fail(Failure::BadOptions,
                    QStringLiteral("\"%1\" is not an IP address to listen on: use 127.0.0.1 "
                                   "(this machine only) or 0.0.0.0 (every interface).")
                        .arg(m_bind));

    if (auto started = startMatch(); !started)
        return started;
    if (auto services = m_playback ? ic::Result<void>(ic::success()) : startServices(); !services)
        return services;
    if (m_sim && !m_playback)
        playOpening();
    m_endReported = false;
    m_ticksSinceEnd = 0;

    m_passwords = std::make_shared<icrp::PasswordAuthenticator>(m_config.password);
    m_passwords->setGrantPolicy([this](const icrp::IdentifyRequest &request, icrp::Grant &grant) {
        shapeGrant(request, grant);
    });
    m_auth = std::make_shared<MockAuthenticator>(m_passwords);
    m_auth->setAdmission([this](const icrp::IdentifyRequest &request) { return admit(request); });

    icrp::IcrpServerConfig config;
    config.bindAddress = address;
    config.port = m_requestedPort;
    config.serverName = QStringLiteral("ic-remote-mock " IC_VERSION);
    config.offeredTiers = startTiers();
    config.ranked = m_options.ranked;
    config.maxConnections = m_config.maxConnections;
    config.tickRate = gameTickRate();
    config.driveTicks = m_replay != nullptr; // a replay has no tick of its own
    m_server = std::make_unique<icrp::IcrpServer>(config, m_auth);
    registerMethods();
    if (const auto listening = m_server->listen(); !listening) {
        m_server.reset();
        return fail(Failure::ListenFailed,
                    listening.error().message +
                        QStringLiteral(". Choose another port with --port N (0: any free port) "
                                       "or [remote] port in config.toml."));
    }
    connect(m_server.get(), &icrp::IcrpServer::privilegedCall, this,
            [](const QString &sessionId, const QString &method) {
                qCDebug(lcMockAdmin) << "session" << sessionId << "called" << method;
            });

    if (!m_options.configPath.isEmpty()) {
        m_watcher = std::make_unique<ConfigWatcher>(
            m_options.configPath, std::chrono::milliseconds(m_options.configDebounceMs));
        connect(m_watcher.get(), &ConfigWatcher::changed, this, [this] { reloadConfig(); });
    }
    if (m_config.password.isEmpty())
        qCWarning(lcMock).noquote()
            << "No password is set: any program on this machine may connect. Put one in "
               "config.toml ([remote] password = \"...\").";

    m_running = true;
    if (m_replay) {
        qCInfo(lcMock).noquote() << "replaying" << m_options.replayPath << "recorded with the"
                                 << icrp::tierName(m_replay->recording().tier())
                                 << "tier; it starts when the first client has identified";
        return ic::success();
    }
    if (m_playback) {
        qCInfo(lcMock).noquote() << QStringLiteral("replaying the match %1 from %2 at %3x; it "
                                                   "starts when the first client has identified")
                                        .arg(m_playback->replay().matchId, m_options.replayPath)
                                        .arg(m_options.replaySpeed);
        if (m_options.tickRate > 0)
            connect(m_server.get(), &icrp::IcrpServer::sessionIdentified, this, [this] {
                if (m_running && !m_timer.isActive()) {
                    updateTimerInterval();
                    m_timer.start();
                }
            });
        return ic::success();
    }
    if (m_options.tickRate > 0) {
        updateTimerInterval();
        m_timer.start();
    }
    qCInfo(lcMock).noquote() << "match started:" << m_sim->mode() << "on" << m_sim->mapName()
                             << "seed" << m_options.seed << (m_options.ranked ? "ranked" : "")
                             << "tiers" << icrp::tierNames(startTiers()).join(u',');
    return ic::success();
}

void MockGame::stop()
{
    if (!m_running)
        return;
    m_running = false;
    m_timer.stop();
    if (m_replay)
        m_replay->stop();
    m_watcher.reset();
    if (m_server)
        m_server->shutdown();
    qCInfo(lcMock) << "stopped";
}

quint16 MockGame::port() const
{
    return m_server ? m_server->port() : 0;
}

QString MockGame::url() const
{
    const QHostAddress address(m_bind);
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(m_bind)
                             : m_bind;
    return QStringLiteral("ws://%1:%2/").arg(host).arg(port());
}

int MockGame::gameTickRate() const
{
    if (m_replay)
        return m_replay->recording().tickRate();
    if (m_playback)
        return m_playback->replay().options.tickRate;
    return m_options.tickRate > 0 ? m_options.tickRate : kDefaultTickRate;
}

icrp::Tiers MockGame::startTiers() const
{
    icrp::Tiers tiers = icrp::Tiers(icrp::Tier::Observer) | icrp::Tier::Admin;
    if (m_config.modTierEnabled && !m_options.ranked)
        tiers |= icrp::Tier::Mod;
    if (debugTierOn(m_config) && !m_options.ranked)
        tiers |= icrp::Tier::Debug;
    return tiers;
}

bool MockGame::debugTierOn(const MockConfig &config) const
{
    // A development build (--dev) offers the debug tier unless config.toml says otherwise.
    return config.debugTierSet ? config.debugTierEnabled : m_options.dev;
}

icrp::Tiers MockGame::currentTiers() const
{
    // A tier switched on in config.toml after the start needs a restart (the hello lists the
    // tiers offered at start); one switched off is refused to new sessions at once.
    icrp::Tiers tiers = startTiers();
    if (!m_config.modTierEnabled)
        tiers &= ~icrp::Tiers(icrp::Tier::Mod);
    if (!debugTierOn(m_config))
        tiers &= ~icrp::Tiers(icrp::Tier::Debug);
    return tiers;
}

void MockGame::updateTimerInterval()
{
    const double ticksPerSecond =
        m_playback ? gameTickRate() * m_options.replaySpeed : double(m_options.tickRate);
    const double perSecond = ticksPerSecond * m_settings.speedFactor();
    m_timer.setInterval(std::max(1, int(std::lround(1000.0 / perSecond))));
}

void MockGame::advance(int ticks)
{
    for (int i = 0; i < ticks && m_running; ++i)
        tickOnce();
}

void MockGame::tickOnce()
{
    if (!m_sim || !m_server)
        return;
    // A replay's inputs of a tick come right after the step that reached it (as a session's
    // call came between two ticks live); those held back by a pause come before the next step.
    if (m_playback)
        playDueInputs();
    // The sim builds its ~1 KB state_diff (15 a second) only while a session takes sim_state.
    m_sim->setStateDiffs(
        m_server->hasTaker(icrp::EventCategory::SimState, QStringLiteral("state_diff")));
    publishSimEvents(m_sim->step());
    if (m_playback)
        playDueInputs();
    if (m_sim->ended())
        ++m_ticksSinceEnd;
    if (m_options.ranked &&
        (m_delayedViews.isEmpty() || m_sim->tick() % gameTickRate() == 0 || m_ticksSinceEnd == 1))
        recordDelayedView();
    // Budgets reset on every tick of the clock, also while paused or after the end; delayed
    // events come due on the observer clock (a pause holds them back with the game).
    m_server->beginTick(observerClock());
    if (m_sim->ended() && !m_endReported) {
        m_endReported = true;
        qCInfo(lcMock) << "match ended at tick" << m_sim->tick() << "winner team"
                       << m_sim->winnerTeam() << "- still serving the final state";
        Q_EMIT matchEnded();
    }
    Q_EMIT ticked(m_sim->tick());
}

void MockGame::registerMethods()
{
    registerRemoteMethods();
    if (m_replay) {
        m_replay->attach(m_server.get());
        return;
    }
    registerStateMethods();
    registerMatchMethods();
    registerChatMethods();
    registerAdminMethods();
    if (m_playback) {
        IcrepPlayback::refuseWrites(*m_server);
        return;
    }
    registerServiceMethods();
}

void MockGame::addMethod(const QString &name, icrp::Tiers allowed, Handler handler,
                         icrp::IcrpServer::Effect effect)
{
    m_server->registerMethod(
        name, allowed,
        [this, handler](const icrp::IcrpCall &c, const icrp::IcrpResponder &r) {
            (this->*handler)(c, r);
        },
        effect);
}

QString MockGame::who(const icrp::IcrpCall &call)
{
    const QString name =
        call.clientName.isEmpty() ? QStringLiteral("unnamed tool") : call.clientName;
    return QStringLiteral("%1 (session %2, %3)").arg(name, call.sessionId, call.transport);
}

} // namespace icmock
