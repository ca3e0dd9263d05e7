#pragma once
// A simulated IC match that speaks ICRP exactly as the game would: the composition root of
// ic-remote-mock, also embedded by the panel's --demo and the tests. It owns the SkirmishSim,
// an IcrpServer with the game's methods (one file per category: MockGame_State.cpp,
// MockGame_Match.cpp, MockGame_Chat.cpp, MockGame_Admin.cpp, MockGame_Remote.cpp), the shared
// password authenticator, the tick timer, and — with a config file — a watch on config.toml
// whose changes apply to new sessions at once. With MockOptions::replayPath a ReplayPlayer
// plays a recording instead of the sim; the server, passwords, tiers and ic/remote.* stay. When
// that file is a game's replay (.icrep), an IcrepPlayback re-plays it in the sim instead: the
// match as it was live, its recorded inputs applied at their ticks, calls that would change it
// refused.
//
// Every simulation tick the sim's events become ICRP events: the full event for full-view
// sessions, and for fog-filtered observers the copy the local player's side may see (or none).

#include "mock/DelayedViews.h"
#include "mock/MatchSettings.h"
#include "mock/MockConfig.h"
#include "mock/MockOptions.h"
#include "mock/SimEvent.h"
#include "mock/SimInput.h"

#include "icrp/protocol/Tier.h"
#include "icrp/server/AuthResult.h"
#include "icrp/server/IcrpCall.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpResponder.h"
#include "icrp/server/IcrpServer.h"

#include <QDateTime>
#include <QObject>
#include <QTemporaryDir>
#include <QTimer>
#include <memory>
#include <optional>

namespace icrp {
class IcrpServer;
class PasswordAuthenticator;
struct Grant;
struct IdentifyRequest;
} // namespace icrp

namespace icmock {

class ConfigWatcher;
class DatabaseMethods;
class DebugMethods;
class IcrepPlayback;
class MatchArchive;
struct MatchReplay;
class MockAuthenticator;
class ModMethods;
class ReplayPlayer;
class ReplayService;
class SkirmishSim;

class MockGame : public QObject
{
    Q_OBJECT
public:
    /// Why start() failed.
    enum class Failure {
        None,
        BadOptions,   // the options contradict each other or are out of range
        BadConfig,    // config.toml cannot be read or does not parse
        Disabled,     // config.toml says [remote] enabled = false
        ListenFailed, // the address or port cannot be used
        BadReplay,    // the recording of --replay cannot be read or is malformed
    };

    /// Ticks per game second when MockOptions::tickRate is 0 (manual ticking).
    static constexpr int kDefaultTickRate = 15;

    explicit MockGame(MockOptions options, QObject *parent = nullptr);
    ~MockGame() override;

    /// Reads the config (if any), starts the match and listens. When it cannot, the error says
    /// why ("mock.bad-options", "mock.bad-config", "mock.disabled", "mock.listen-failed",
    /// "mock.bad-replay"; failure() says the same kind).
    ic::Result<void> start();
    Failure failure() const { return m_failure; }
    /// Closes every session with 4012 and stops the clock. Idempotent.
    void stop();
    bool isRunning() const { return m_running; }

    /// The port listened on (the real one also for port 0); 0 before start().
    quint16 port() const;
    QString bindAddress() const { return m_bind; }
    /// ws://ADDR:PORT/
    QString url() const;
    icrp::IcrpServer *server() const { return m_server.get(); }
    /// The simulated match; nullptr while replaying a recording.
    SkirmishSim *sim() const { return m_sim.get(); }
    /// The recording played back (MockOptions::replayPath); nullptr while simulating.
    ReplayPlayer *replay() const { return m_replay.get(); }
    /// The game's replay (.icrep) played in the sim (MockOptions::replayPath); else nullptr.
    IcrepPlayback *playback() const { return m_playback.get(); }
    /// The [remote] settings in effect (config.toml, or defaults and options without one).
    const MockConfig &config() const { return m_config; }
    const MatchSettings &settings() const { return m_settings; }
    const MockOptions &options() const { return m_options; }
    /// The folder of gameplay.db and replays/ (MockOptions::dataDir, or a temporary one);
    /// empty before start().
    QString dataDir() const { return m_dataDir; }
    /// This match's id in gameplay.db and its replay's name ("20261126T001041Z-1a2b3c"):
    /// when it started (UTC) and a random part; empty before start().
    QString matchId() const { return m_matchId; }
    /// When the match started (UTC); invalid before start().
    QDateTime startedAt() const { return m_startedAt; }
    /// The match history and the replays (nullptr before start() and while replaying a
    /// recording with --replay).
    MatchArchive *archive() const { return m_archive.get(); }
    ReplayService *replays() const { return m_replays.get(); }

    /// Applies an input from a session to the simulated match (SimInput: pause, resume, kick,
    /// a mod's order or command) at the current tick, publishes the events it caused,
    /// announces it (inputApplied) so the replay records it, and publishes the admin event
    /// that goes with it (publishAdminEventOf). Returns the events (none: it changed nothing).
    /// Only while simulating.
    QList<SimEvent> applyInput(SimInput::Kind kind, const QJsonObject &args);
    /// Game ticks per game second (MockOptions::tickRate, or 15 with manual ticking).
    int gameTickRate() const;

    /// Steps the simulation `ticks` times at once (for tests: deterministic and fast).
    void advance(int ticks);

    /// Publishes an admin-category event (ic/admin.*, ic/remote.*, a mod's order or command)
    /// at the match's tick, and announces it (adminEventPublished).
    void publishAdminEvent(const QString &type, const QJsonObject &data);

    /// How the log names a caller: "NAME (session ID, TRANSPORT)".
    static QString who(const icrp::IcrpCall &call);

Q_SIGNALS:
    /// After every tick with the sim's tick count.
    void ticked(qint64 tick);
    void matchEnded();
    /// A session's input entered the match (applyInput): tick, kind, args.
    void inputApplied(const icmock::SimInput &input);
    /// What the sim produced in a step or for an input, full view, as it is published (also
    /// for the steps --start-at plays before anyone can listen); after a step, sim()->tick()
    /// is the step's tick.
    void simEventsHappened(const QList<icmock::SimEvent> &events);
    /// An admin event was published (publishAdminEvent).
    void adminEventPublished(const QString &type, qint64 tick, const QJsonObject &data);
    /// config.toml was re-read and its changes (if any) applied.
    void configApplied();
    /// config.toml changed but no longer parses; the old settings stay.
    void configRejected(const QString &error);

private:
    // MockGame.cpp: lifetime, ticking, server setup
    /// Remembers the kind of failure; the error to return from start().
    ic::Error fail(Failure failure, const QString &message);
    ic::Result<void> validateOptions() const;
    /// Creates the simulated match, or loads the recording to replay.
    ic::Result<void> startMatch();
    /// --start-at: plays its seconds before anyone can listen (after the services exist, so
    /// the match history has them).
    void playOpening();
    /// startMatch() for an .icrep: the sim with the replay's options, the inputs to apply.
    void startPlayback(MatchReplay replay);
    /// Applies the replay's inputs due now and publishes what they caused, as live.
    void playDueInputs();
    /// Publishes the admin event an applied input causes, live and in a replay alike: a kick's,
    /// an order's and a command's are its args ("by", the caller, among them; an older
    /// replay's args have no "by", and neither has the event then); a pause's or a resume's is
    /// a server_status, only when it `changed` the match.
    void publishAdminEventOf(const SimInput &input, bool changed);
    /// Chooses the data folder and creates the services over it (history, databases, replays,
    /// mod and debug methods). Only while simulating.
    ic::Result<void> startServices();
    void registerServiceMethods();
    icrp::Tiers startTiers() const;
    icrp::Tiers currentTiers() const;
    /// Whether `config` lets the debug tier be offered: debug_tier_enabled, else --dev.
    bool debugTierOn(const MockConfig &config) const;
    void tickOnce();
    void updateTimerInterval();
    void registerMethods();
    using Handler = void (MockGame::*)(const icrp::IcrpCall &, const icrp::IcrpResponder &);
    /// Registers one of this class's handlers as an ICRP method.
    void addMethod(const QString &name, icrp::Tiers allowed, Handler handler,
                   icrp::IcrpServer::Effect effect = icrp::IcrpServer::Effect::Changes);

    // MockGame_Events.cpp: sim events → ICRP events with fog-of-war audiences
    void publishSimEvents(const QList<SimEvent> &events);
    void publishSimEvent(const SimEvent &event);
    int localTeam() const;

    // MockGame_State.cpp
    void registerStateMethods();
    void handleStateQuery(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleStateSnapshot(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    /// The clock of everything a delayed (ranked) observer sees, in game ticks: the sim's tick,
    /// which stands still while paused, then on after the end so the end still comes through.
    /// ic/match.info's players, live.
    QJsonArray roster() const;
    qint64 observerClock() const;
    QJsonObject playerView(int player, bool fogFiltered) const;
    /// ic/state.snapshot as the local seat sees it (a spectator seat: everything).
    QJsonObject seatSnapshot() const;
    /// For a session that sees the match late (ranked observer): the view it may see now.
    const DelayedViews::View *delayedView(const icrp::IcrpCall &call) const;
    void recordDelayedView();

    // MockGame_Match.cpp (ic/match.*, ic/player.*)
    void registerMatchMethods();
    void handleMatchInfo(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handlePlayerProfile(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);

    // MockGame_Chat.cpp
    void registerChatMethods();
    void handleChatSend(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);

    // MockGame_Admin.cpp
    void registerAdminMethods();
    void handleAdminKick(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleAdminPause(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleAdminSettings(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleAdminSay(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);

    // MockGame_Remote.cpp: the console's /remote commands, config.toml watch, admission
    void registerRemoteMethods();
    void handleRemoteStatus(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleRemoteConnections(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleRemoteKick(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handlePasswordReset(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void reloadConfig();
    void applyConfig(const MockConfig &next);
    std::optional<icrp::AuthResult> admit(const icrp::IdentifyRequest &request) const;
    void shapeGrant(const icrp::IdentifyRequest &request, icrp::Grant &grant) const;

    MockOptions m_options;
    MockConfig m_config;
    MatchSettings m_settings;
    QString m_bind;
    quint16 m_requestedPort = 0;
    Failure m_failure = Failure::None;
    bool m_running = false;
    bool m_endReported = false;
    /// Ticks of the clock since the match ended (the sim's tick stands still then).
    qint64 m_ticksSinceEnd = 0;

    std::unique_ptr<SkirmishSim> m_sim;
    std::unique_ptr<ReplayPlayer> m_replay;
    std::unique_ptr<IcrepPlayback> m_playback;
    std::shared_ptr<icrp::PasswordAuthenticator> m_passwords;
    std::shared_ptr<MockAuthenticator> m_auth;
    std::unique_ptr<icrp::IcrpServer> m_server;
    std::unique_ptr<ConfigWatcher> m_watcher;
    QString m_dataDir;
    QString m_matchId;
    QDateTime m_startedAt;
    std::unique_ptr<QTemporaryDir> m_temporaryData;
    std::unique_ptr<MatchArchive> m_archive;
    std::unique_ptr<DatabaseMethods> m_databases;
    std::unique_ptr<ReplayService> m_replays;
    std::unique_ptr<ModMethods> m_mod;
    std::unique_ptr<DebugMethods> m_debug;
    DelayedViews m_delayedViews;
    QTimer m_timer;
};

} // namespace icmock
