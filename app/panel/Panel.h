#pragma once
// The panel without any window: the composition root that owns the connection profiles, the
// keychain-backed SecretStore, the IcrpClient to the game, the models the window shows
// (connections, own subscriptions, log), the status line and the game's vital signs (ICRP
// version, server name, round-trip time, game clock), password generation and reset, and —
// for --demo — an embedded simulated game. `ic-panel --headless` runs exactly this.

#include "common/Result.h"
#include "panel/ConnectInfo.h"
#include "panel/ConnectionProfile.h"
#include "panel/DemoGame.h"
#include "panel/DemoPeers.h"
#include "panel/DemoRelay.h"

#include "icrp/client/IcrpClient.h"
#include "match/MatchInfo.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace icsecrets {
class SecretStore;
}
namespace ictools {
class ToolRegistry;
struct ToolGrant;
} // namespace ictools
namespace ichost {
class ToolHost;
}
namespace icmatch {
class MatchModel;
}
namespace ichistory {
class HistoryService;
}

namespace icpanel {

class ConnectionsModel;
class LogModel;
class PanelSettings;
class ProfileStore;
class ConnectorHost;
class RelayHost;
class SubscriptionsModel;
class ToolSessionsModel;

class Panel : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// QSettings file for profiles and settings; empty: the user's default.
        QString settingsFile;
        /// Passed to the SecretStore (tests may force session-only).
        bool forceSessionOnlySecrets = false;
        int keychainRetryDelayMs = 1500;
        /// How often to time a cheap call (ic/match.info) for round-trip time and game clock.
        int pingIntervalMs = 3000;
        /// How often ConnectionsModel refreshes.
        int connectionsRefreshMs = 2000;
        /// How often the match's figures are asked for (0: only when asked).
        int matchRefreshMs = 1000;
        /// Reconnect backoff of the client.
        int initialBackoffMs = 500;
        /// Kept short: a game that comes back is found within seconds (a local connection
        /// attempt costs nothing).
        int maxBackoffMs = 5'000;
        /// Reset through config.toml: retry connecting every retryMs until timeoutMs.
        int configResetRetryMs = 500;
        int configResetTimeoutMs = 30'000;
        /// Subscriptions asked for at identify time: what the Match page's feed shows (the
        /// Connections page switches each off and on).
        QStringList initialSubscriptions = {QStringLiteral("match"), QStringLiteral("combat"),
                                            QStringLiteral("economy"), QStringLiteral("chat"),
                                            QStringLiteral("admin")};
        /// Where installed Workshop tools live; empty: $IC_TOOLS_DIR, else
        /// ictools::ToolRegistry::defaultRoot() (the same rule as ic-tool).
        QString toolsRoot;
        /// Makes the game that --demo embeds; empty: this panel has no demo (startDemo fails).
        DemoGameFactory demoGame;
        /// Makes the other games' peers --demo starts too; empty: none.
        DemoPeersFactory demoPeers;
        /// Makes the community relay --demo starts too ("Demo Relay", for this run only);
        /// empty: none.
        DemoRelayFactory demoRelay;
        /// --demo: the tools live in a folder of the demo's own (demoToolsRoot; never toolsRoot,
        /// $IC_TOOLS_DIR or the user's tools folder), their tokens under keys of their own, and
        /// the example overlays are installed there when the panel starts, so the Overlays page
        /// is live at once.
        bool demo = false;
        /// The demo's tools folder; empty: defaultDemoToolsRoot().
        QString demoToolsRoot;
        /// The example overlays' packages (.icpkg); empty: the ones shipped with the panel
        /// (shippedExampleOverlays()).
        QStringList exampleOverlays;
    };

    /// What the status line says.
    enum class Status {
        Idle,           // no connection asked for
        Connecting,     // "Connecting…"
        Authenticating, // "Authenticating…"
        Connected,      // "Connected as admin"
        Reconnecting,   // "Reconnecting in N s"
        Refused,        // "Refused: <reason>" (wrong password, version, …)
        WaitingForUser, // after close 4011: no reconnect until the user asks
        Disconnected,   // closed by the user
    };
    Q_ENUM(Status)

    /// For tray notifications.
    enum class Notice { Connected, Disconnected, AuthenticationFailed };
    Q_ENUM(Notice)

    /// The two ways of resetting the game's password.
    enum class ResetMode {
        Online,     // connected as admin: ic/remote.password_reset
        ConfigFile, // not connected: write [remote] password into the game's config.toml
    };
    Q_ENUM(ResetMode)

    /// What an action did, for the user (success), or why it failed.
    using DoneCallback = std::function<void(const ic::Result<QString> &message)>;
    /// The password in use or stored, or why there is none.
    using PasswordCallback = std::function<void(const ic::Result<QString> &password)>;

    explicit Panel(QObject *parent = nullptr);
    explicit Panel(Options options, QObject *parent = nullptr);
    ~Panel() override;

    // --- what the window binds to: the stores it edits and the models its views show ---------
    // The game connection and the keychain stay inside: the window goes through the methods
    // below (connecting, status, password, connect info), tests through PanelProbe.
    ProfileStore *profiles() const;
    /// Connections to other games' tool protocols (the Other Games page).
    ConnectorHost *connectors() const;
    /// Connections to community relays (the Tournament page); the stored ones are opened when
    /// the panel starts.
    RelayHost *relays() const;
    PanelSettings *settings() const;
    ConnectionsModel *connections() const;
    /// The tools connected to the panel's gateway (empty while the host is not running).
    ToolSessionsModel *toolSessions() const;
    SubscriptionsModel *subscriptions() const;
    /// The live match as the game connection sees it (the Match page).
    icmatch::MatchModel *match() const;
    /// The panel's connection to the game, for views that make calls of their own over it
    /// (the replay window's ReplayDeck, the Replay Library). Never null; not connected while
    /// status() is not Connected.
    icrp::IcrpClient *gameConnection() const;
    /// The game's match history, its player profiles and read-only SQL (the History page).
    ichistory::HistoryService *history() const;
    LogModel *log() const;
    /// The installed Workshop tools (opened on first use; see toolsError()).
    ictools::ToolRegistry *tools() const;
    /// Why the tools' index could not be read when it was opened; empty when it could.
    QString toolsError() const;
    /// Hands Workshop tool packages to the window (packagesOffered), e.g. from the command
    /// line or from a second ic-panel.
    void offerPackages(const QStringList &packagePaths);
    /// What to tell the user about the keychain: empty while there is one; else that passwords
    /// are kept for this session only (keychainUnavailable() says when it changes).
    QString keychainNotice() const;
    /// The example overlays (live-stats, kill-feed) this panel offers: Options::exampleOverlays,
    /// else the packages shipped with it (empty when none are found).
    QStringList exampleOverlays() const;
    /// The example overlays' packages beside the program: in the installed share folder
    /// (<prefix>/share/ic-control-panel/examples) or, run from the build, the build's overlays/.
    static QStringList shippedExampleOverlays();
    /// Installs the example overlays through the normal installer (ToolRegistry: the usual
    /// checks, granted what their packages ask for); those already installed are left as they
    /// are. The ids installed now, or the first error (what was installed before it stays).
    ic::Result<QStringList> installExampleOverlays();
    /// <the panel's data folder>/demo/tools: where --demo installs tools.
    static QString defaultDemoToolsRoot();
    /// The embedded game of --demo, or nullptr.
    DemoGame *demoGame() const;
    bool isDemo() const { return demoGame() != nullptr; }

    // --- connecting --------------------------------------------------------------------------
    /// Starts the embedded simulated game on a free port with a fresh password, stores the
    /// password in the keychain under the profile "Demo" and connects to it as admin.
    ic::Result<void> startDemo();
    /// Reads the profile's password from the keychain, then connects. Without a stored
    /// password (nor $ICRP_PASSWORD) it connects without one to find out whether a game answers
    /// there: nothing answering is the usual "Reconnecting" (tried again as for any game); a
    /// game that wants a password makes it emit passwordNeeded(name) (the window asks, then
    /// calls connectWithPassword); a game that wants none simply connects.
    ic::Result<void> connectProfile(const QString &name);
    /// Creates/updates a profile for `url` (name "url host:port" unless given) and connects.
    ic::Result<void> connectUrl(const QUrl &url, const QString &profileName = {});
    /// Saves `profile` (a new one or changes to one) and connects to it: with `password` when
    /// given (kept in the keychain when `remember`, once the game accepts it), else as
    /// connectProfile() does. Refuses a
    /// profile without a name or with an address that is not ws:// or wss://, changing nothing.
    ic::Result<void> connectTo(const ConnectionProfile &profile, const QString &password = {},
                               bool remember = true);
    /// Connects the profile with this password and, when `remember`, stores it in the keychain
    /// once the game accepted it (a refused password is never stored; passwordRefused()).
    void connectWithPassword(const QString &profileName, const QString &password,
                             bool remember = true);
    /// Connects again with the current profile (also after 4011, when the user asks), with the
    /// stored password when there is one (never a typed one the game has not accepted).
    void reconnect();
    /// Closes the connection and stays closed.
    void disconnectFromGame();
    /// The profile in use (invalid name when none).
    ConnectionProfile currentProfile() const;
    /// Saves changed settings of the profile in use and uses them from now on (the next
    /// Reconnect goes to the new address); the connection that is open stays as it is.
    ic::Result<void> updateCurrentProfile(const ConnectionProfile &profile);

    // --- the overlay host ----------------------------------------------------------------------
    /// Starts serving installed tools' overlays (and the tool gateway) on 127.0.0.1:`port`
    /// (0: any free port) and gives every installed tool a token (made and kept in the keychain
    /// when it has none). An error naming --host-port when the port is busy; the rest of the
    /// panel keeps working.
    ic::Result<void> startHost(quint16 port);
    /// The running host, or nullptr.
    ichost::ToolHost *host() const;
    /// Why the last startHost() failed and on which port, while no host runs (the Status page
    /// offers to try again); empty once a host runs.
    struct HostProblem
    {
        quint16 port = 0;
        QString message;
    };
    std::optional<HostProblem> hostProblem() const;
    /// Call after installing, updating, enabling, disabling or uninstalling a tool: a removed
    /// or disabled tool's sessions end at once, a removed tool's token leaves the keychain and
    /// a new tool gets one. The panel also notices changes ic-tool makes (toolsChanged()).
    void noteToolsChanged();
    using UrlCallback = std::function<void(const ic::Result<QString> &url)>;
    /// The URL to paste into OBS for a browser tool: its origin, entry point and token
    /// (http://<id>.localhost:PORT/<entry>#token=…). An error for a program, an unknown tool,
    /// or while the host is not running.
    void toolUrl(const QString &toolId, const UrlCallback &done) const;
    /// A new token for the tool, in the keychain and the host at once: its sessions close
    /// (4011) and its old URL stops working. `done` gets the new URL (a program's is empty).
    void renewToolToken(const QString &toolId, const UrlCallback &done);
    /// Takes back what the user allowed the tool later, in prompts (Always): its grant is what
    /// its package asks for again, and its sessions end (they reconnect with that). A paired
    /// program has nothing but what was allowed: uninstall it instead. The id is taken by value:
    /// one read from the registry lives in the list this replaces.
    ic::Result<void> revokeAllowedLater(QString toolId);
    /// What the tool's own package asks for (its installed tool.yaml); nullopt for a paired
    /// program or an unreadable manifest.
    std::optional<ictools::ToolGrant> packageGrant(const QString &toolId) const;

    // --- show on stream ----------------------------------------------------------------------
    /// The overlays (the tool gateway's sessions) see the game's replay `replayId` from `tick`
    /// at `speed` (× real time), or standing still when `paused`, instead of the live game —
    /// until endReplayOnStream(). replayOnStreamChanged() says when they see it; a failure is
    /// logged and replayOnStreamFailed() says why. Nothing happens while no host runs but that
    /// failure.
    void showReplayOnStream(const QString &replayId, qint64 tick, double speed, bool paused);
    /// Follows the replay view: a new position (a jump when more than a second away), speed or
    /// pause for the replay the overlays see.
    void followReplayOnStream(qint64 tick, double speed, bool paused);
    /// The live game for the overlays again.
    void endReplayOnStream();
    /// The replay the overlays see now; empty: the live game.
    QString replayOnStream() const;
    /// The map of the replay the overlays see (from the game's ic/replay.load; known when
    /// replayOnStreamChanged() says it shows); empty: the live game.
    QString replayOnStreamMap() const;
    /// When the replay the overlays see was played (from its id, "20261126T003631Z-…"), in UTC;
    /// invalid for an id of another form.
    QDateTime replayOnStreamStartedAt() const;

    // --- status ------------------------------------------------------------------------------
    Status status() const;
    /// Why the last connection ended or was refused (None while connected or never tried):
    /// the Status page picks its advice and action from it.
    icrp::IcrpClient::Failure failure() const;
    /// Why the last session that was up ended (None while one is up): failure() is the last
    /// attempt's, which after the game quit is "nothing answers".
    icrp::IcrpClient::Failure sessionEndedBy() const;
    /// "Connecting…", "Authenticating…", "Connected as admin", "Reconnecting in 3 s",
    /// "Refused: wrong password …", "Disconnected: …" — translated.
    QString statusText() const;
    /// The server's ICRP version ("1.0"), empty while not connected.
    QString icrpVersion() const;
    /// The server's name from its hello ("ic-remote-mock 0.1.0").
    QString serverName() const;
    /// The tier granted ("admin"), empty while not connected.
    QString grantedTier() const;
    /// Milliseconds of the last ic/match.info round trip, -1 if none yet.
    int roundTripMs() const;
    /// The game clock in ticks and as text ("12:34"), from ic/match.info; -1 / empty if unknown.
    qint64 gameTicks() const;
    QString gameClockText() const;
    /// Running, paused or ended, from ic/match.info; Unknown while not connected.
    icmatch::MatchInfo::State matchState() const;

    // --- password ----------------------------------------------------------------------------
    /// A new strong password (24 characters, unambiguous alphabet).
    static QString generatePassword();
    /// The current profile's password from the keychain (for reveal / copy), asynchronously.
    void readPassword(PasswordCallback done) const;
    /// The game refused the current profile's password in use (wrong or missing) and no other
    /// one was given since: the Password page says so instead of "stored".
    bool passwordRefused() const;
    /// The password in use was typed for this game (prompt, Connect dialog, Save and Connect)
    /// and the game has not accepted it yet: kept in memory only, stored once accepted.
    bool passwordPending() const;
    /// No password is known for the game in use: passwordNeeded() was said and the panel waits
    /// for one (status WaitingForUser, "Password needed for …").
    bool awaitingPassword() const;
    /// Stores a password for the current profile (keychain) and uses it from the next connect.
    void storePassword(const QString &password, DoneCallback done = {});
    /// Which reset applies now: Online when connected as admin, else ConfigFile.
    ResetMode suggestedResetMode() const;
    /// A sentence for the confirmation dialog saying what reset will do.
    QString resetDescription(ResetMode mode, const QString &configPath = {}) const;
    /// Online reset: ic/remote.password_reset, store the new password, reconnect.
    void resetPasswordOnline(DoneCallback done = {});
    /// Lost password: write a new one into `configPath` ([remote] password, in place) and store
    /// it; done (and resetFinished) as soon as both are done — the game need not be running.
    /// The panel then keeps connecting until the game runs with it (resetApplied).
    void resetPasswordInConfig(const QString &configPath, DoneCallback done = {});
    /// True while a reset has not finished (not while the panel waits for the game afterwards).
    bool isResetting() const;

    // --- connect info ------------------------------------------------------------------------
    /// Synchronous, without the password (uri is icrp://host:port).
    ConnectInfo connectInfo() const;
    /// With the password from the keychain (uri is ws://host:port/#password).
    void connectInfoWithPassword(std::function<void(const ConnectInfo &)> done) const;

Q_SIGNALS:
    void statusChanged(icpanel::Panel::Status status, const QString &text);
    /// Version, server name, tier, round-trip time or game clock changed.
    void infoChanged();
    void currentProfileChanged();
    /// A profile has no password stored and its game answered that it wants one: ask the
    /// user, then connectWithPassword().
    void passwordNeeded(const QString &profileName);
    /// For the tray (the window checks PanelSettings::notificationsEnabled()).
    void notice(icpanel::Panel::Notice kind, const QString &message);
    /// The keychain is missing: the window shows `message` plainly.
    void keychainUnavailable(const QString &message);
    /// A reset is done: the sentence for the user, or an error with a reset.* code (the same
    /// outcome the reset's DoneCallback got).
    void resetFinished(icpanel::Panel::ResetMode mode, const ic::Result<QString> &outcome);
    /// After a reset through config.toml: the panel connected with the new password (the
    /// sentence saying so), or the game answered but kept refusing it for configResetTimeoutMs
    /// (an error whose message says what to do). A game that is not running is waited for
    /// without a time-out.
    void resetApplied(const ic::Result<QString> &outcome);
    /// The current profile's password was stored anew (saved, reset or entered and accepted by
    /// the game), or the game refused the one in use: pages that show it read it again.
    void passwordChanged();
    /// The game refused a password tried for this profile, and the panel went back to the one
    /// stored in the keychain (it connects with it again at once).
    void keptPasswordRestored(const QString &profileName);
    /// Packages to offer for installation (the window shows the install dialog for each).
    void packagesOffered(const QStringList &packagePaths);
    /// The user started ic-panel again: the window comes to the front.
    void windowRequested();
    /// The installed tools changed (here or by ic-tool): pages that list them read them again.
    void toolsChanged();
    /// The overlays see a replay (`replayId`) or, `showing` false, the live game again.
    void replayOnStreamChanged(bool showing, const QString &replayId);
    /// A replay could not be shown on stream, or stopped on its own: the sentence for the user
    /// (also in the Log).
    void replayOnStreamFailed(const QString &message);

private:
    friend class PanelProbe; // tests/support: the parts inside, for tests only
    icsecrets::SecretStore *secrets() const;
    icrp::IcrpClient *client() const;
    int toolsIndexReads() const;

    class Private;
    std::unique_ptr<Private> d;
};

} // namespace icpanel
