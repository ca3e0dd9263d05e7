#pragma once
// Panel's internals, shared by Panel.cpp (parts, status), Panel_Connect.cpp (connecting, demo)
// and Panel_Password.cpp (password, reset, connect info).

#include "panel/ConnectionsModel.h"
#include "panel/ConnectorHost.h"
#include "panel/ConnectorProfileStore.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/PanelControl.h"
#include "panel/PanelSettings.h"
#include "panel/ProfileStore.h"
#include "panel/RelayHost.h"
#include "panel/RelayProfileStore.h"
#include "panel/SubscriptionsModel.h"
#include "panel/ToolSessionsModel.h"
#include "secrets/SecretStore.h"

#include "history/HistoryService.h"
#include "host/ToolHost.h"
#include "match/MatchModel.h"
#include "tools/ToolRegistry.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QHash>
#include <QSet>
#include <QTimer>

namespace icpanel {

class Panel::Private
{
public:
    explicit Private(Panel *panel) : q(panel) {}

    Panel *q;
    Options options;
    std::unique_ptr<ProfileStore> profiles;
    std::unique_ptr<PanelSettings> settings;
    std::unique_ptr<icsecrets::SecretStore> secrets;
    std::unique_ptr<ConnectorProfileStore> connectorProfiles;
    /// Other games' tool protocols (declared after secrets: it reads passwords from them, so it
    /// goes first).
    std::unique_ptr<ConnectorHost> connectors;
    std::unique_ptr<RelayProfileStore> relayProfiles;
    /// Community relays (after secrets, as connectors: it reads tokens from them).
    std::unique_ptr<RelayHost> relays;
    std::unique_ptr<icrp::IcrpClient> client;
    std::unique_ptr<ConnectionsModel> connections;
    /// Made on first use (its registry opens lazily too).
    std::unique_ptr<ToolSessionsModel> toolSessionsModel;
    ToolSessionsModel *toolSessions();
    std::unique_ptr<SubscriptionsModel> subscriptions;
    std::unique_ptr<icmatch::MatchModel> match;
    std::unique_ptr<ichistory::HistoryService> history;
    std::unique_ptr<LogModel> log;
    std::unique_ptr<DemoGame> demo;
    std::unique_ptr<DemoPeers> demoPeers;
    void startDemoPeers();
    std::unique_ptr<DemoRelay> demoRelay;
    /// Starts the demo's relay and adds it for this run only ("Demo Relay").
    void startDemoRelay();
    /// Relays' failures on the Log page.
    void wireRelays();
    /// Opened on first use (Panel::tools()).
    std::unique_ptr<ictools::ToolRegistry> tools;
    QString toolsError;
    std::unique_ptr<ichost::ToolHost> host;
    std::optional<Panel::HostProblem> hostProblem; // while startHost() has failed
    /// Tools the host was given a token for (or whose token is being read).
    QSet<QString> tokenIds;
    /// ic-tool url requests that came while the tool's token was still being read.
    QHash<QString, QList<Panel::UrlCallback>> urlWaiters;
    std::unique_ptr<PanelControl> control;
    /// The tools' index, watched for changes ic-tool makes; reloaded once per burst.
    std::unique_ptr<QFileSystemWatcher> toolsWatcher;
    QTimer toolsReload;
    QList<ictools::InstalledTool> knownTools;
    /// How often the watcher read the index again (tests wait for a read through PanelProbe).
    int toolsIndexReads = 0;
    /// Native tools' lines on the Log page this minute, per tool.
    QHash<QString, int> toolLines;
    QElapsedTimer toolLinesWindow;

    ConnectionProfile current;
    /// The current profile's password, in memory only.
    QString password;
    /// The profile whose password (typed into the prompt or the Connect dialog) goes into the
    /// keychain once the game accepts it: a refused one is never stored.
    QString rememberOnAccept;
    /// The game refused `password` (wrong or missing) and no other one was given since.
    bool passwordRefused = false;
    /// The current profile's password as the keychain holds it (empty: none, or not read yet):
    /// what the panel goes back to when a typed one is refused, and what Reconnect uses.
    QString storedPassword;
    /// Passwords typed for a game (prompt, Connect dialog, Save and Connect) that it has not
    /// accepted yet, per profile, in memory only: used again (e.g. after the address is fixed)
    /// until accepted, refused, replaced, or the profile is removed.
    QHash<QString, QString> pendingPasswords;
    /// The tried password was refused: the panel connects again with the stored one.
    bool fallingBack = false;
    /// No password is known for the current profile: passwordNeeded was said, nothing runs.
    bool awaitingPassword = false;
    /// A game was chosen and its password is being read from the keychain: the status is the
    /// chosen game's ("Connecting…"), not what the previous game last said.
    bool readingKeychain = false;
    /// No password is known for the current profile: the panel connects without one to find
    /// out whether a game answers there, and asks for one (passwordNeeded) once a game answers
    /// that it wants one. Never set while a password is in use.
    bool askWhenAnswered = false;
    bool userClosed = false;
    bool sessionUp = false;
    /// Why the last session that was up ended (None while one is up, or none ended yet).
    icrp::IcrpClient::Failure sessionEndedBy = icrp::IcrpClient::Failure::None;

    Status status = Status::Idle;
    QString statusText;
    QTimer countdown; // "Reconnecting in N s"

    QTimer pingTimer;
    bool pingInFlight = false;
    int rttMs = -1;
    qint64 ticks = -1;
    int tickRate = 0;
    icmatch::MatchInfo::State matchState = icmatch::MatchInfo::State::Unknown;

    // Password reset in progress.
    bool resetting = false;
    ResetMode resetMode = ResetMode::Online;
    DoneCallback resetDone;
    QTimer resetRetry;
    QTimer resetTimeout;
    /// While the status says a game refused the password: looks every few seconds whether that
    /// game still listens (the client does not try again after a refusal).
    QTimer refusedWatch;
    /// The config.toml of the reset under way (its time-out names it).
    QString resetConfigPath;
    int resetAttempts = 0;
    /// A reset through config.toml has written the file and stored the password, and said so
    /// (resetFinished): `resetting` stays true only while the panel tries to connect with it.
    bool resetWritten = false;
    /// The profile that reset is for (a connection to another one does not finish it).
    QString resetProfile;

    // Panel.cpp
    void wireClient();
    void onStateChanged(icrp::IcrpClient::State state);
    /// The connection without a password (askWhenAnswered) ended: a game answered that it wants
    /// one. Asks for it, after the client's signal has returned.
    void askForPassword();
    void updateStatus();
    void setStatus(Status status, const QString &text);
    void ping();
    void clearInfo();
    /// The game accepted the password: stores it when it was to be remembered.
    void onAuthenticated();
    /// The game refused the password in use: nothing is stored; pages say so.
    void onPasswordRefused();
    /// The refused game's status still stands (refusedWatch keeps looking).
    bool stillRefused() const;
    /// refusedWatch: one look at the refused game's port; once nothing listens there the panel
    /// connects again, as for a game that quit.
    void probeRefusedGame();
    /// A password to use from now on (typed, saved or reset): not refused (yet), nothing
    /// waiting to be stored.
    void usePassword(const QString &secret);
    /// The current profile changed: what was known about its stored password is not about this
    /// one (read again from the keychain).
    void forgetStoredPassword();
    /// A password other than the stored one is in use (the one to go back to if refused).
    bool canFallBack() const;
    /// The typed password was refused: back to the stored one, when there is another one.
    bool fallBackToStored();
    /// Reads the current profile's stored password into storedPassword.
    void loadStoredPassword();

    // Panel_Connect.cpp
    void openClient();
    /// Another game was chosen: the gateway lets go of the game before at once (its tools get
    /// ic/gateway.game {"connected": false}, as the Status card says "no game") and follows the
    /// chosen one once it answers (with the password that worked, wireClient()).
    void toolsLeaveOtherGame();
    /// connectProfile's next step, with what the keychain holds for the current profile.
    void connectWithStored(const icsecrets::SecretResult &stored);
    /// Puts `error` on the Log page (the panel's one place for errors) and returns it.
    ic::Error logged(ic::Error error);
    static QString profileNameFor(const QUrl &url);

    // Panel_Host.cpp
    /// Reads the tool's token from the keychain, or makes and stores one, and hands it to the
    /// host.
    void provideToolToken(const QString &toolId);
    /// Gives the host the tool's token and answers the URL requests that waited for it.
    void tokenReady(const QString &toolId, const QString &token);
    /// Answers the URL requests waiting for the tool's token with `message`.
    void failUrlWaiters(const QString &toolId, const QString &message);
    /// Why the tool has no URL to give (empty when it has one).
    QString urlProblem(const QString &toolId) const;
    /// PanelControl: ic-tool's requests (url, renew-token, replay-show, replay-live).
    void startControl();
    void watchTools();
    /// Native tools' states and (some of) their output on the Log page.
    void logNativeTools();

    // Panel_Password.cpp
    /// Keeps `secret` in the keychain; `done` gets the sentence logged, or the keychain's error.
    void writeSecret(const QString &profileName, const QString &secret, DoneCallback done);
    /// The reset's outcome: what it did, or why it failed.
    void finishReset(const ic::Result<QString> &outcome);
    /// The file holds the new password (and the keychain, unless `stored` failed): says so,
    /// then keeps connecting.
    void onResetWritten(const ic::Result<QString> &stored);
    void onResetTimedOut();
    void onResetConnectionEnded();
    void retryResetConnect();
};

} // namespace icpanel
