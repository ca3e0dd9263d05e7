#include "panel/Panel.h"
#include "common/GameTime.h"
#include "panel/Tr.h"

#include "PanelPrivate.h"
#include "panel/PanelLog.h"

#include "icrp/protocol/IcrpAuth.h"

#include <QJsonObject>
#include <QPointer>
#include <cmath>

namespace icpanel {

Panel::Panel(QObject *parent) : Panel(Options{}, parent) {}

Panel::Panel(Options options, QObject *parent) : QObject(parent), d(std::make_unique<Private>(this))
{
    d->options = std::move(options);
    d->profiles = std::make_unique<ProfileStore>(d->options.settingsFile);
    d->settings = std::make_unique<PanelSettings>(d->options.settingsFile);
    icsecrets::SecretStore::Options so;
    so.forceSessionOnly = d->options.forceSessionOnlySecrets;
    so.retryDelayMs = d->options.keychainRetryDelayMs;
    d->secrets = std::make_unique<icsecrets::SecretStore>(so);
    d->connectorProfiles = std::make_unique<ConnectorProfileStore>(d->options.settingsFile);
    d->connectors = std::make_unique<ConnectorHost>(*d->connectorProfiles, *d->secrets);
    d->relayProfiles = std::make_unique<RelayProfileStore>(d->options.settingsFile);
    d->relays = std::make_unique<RelayHost>(*d->relayProfiles, *d->secrets);
    d->log = std::make_unique<LogModel>();
    d->client = std::make_unique<icrp::IcrpClient>();
    d->connections = std::make_unique<ConnectionsModel>(d->client.get());
    d->connections->setRefreshInterval(d->options.connectionsRefreshMs);
    d->subscriptions = std::make_unique<SubscriptionsModel>(d->client.get());
    d->subscriptions->setInitial(d->options.initialSubscriptions);
    d->match = std::make_unique<icmatch::MatchModel>(d->client.get());
    d->match->setRefreshInterval(d->options.matchRefreshMs);
    d->history = std::make_unique<ichistory::HistoryService>(d->client.get());

    connect(d->secrets.get(), &icsecrets::SecretStore::backendChanged, this, [this] {
        const QString message = d->secrets->notice();
        d->log->warning(message);
        Q_EMIT keychainUnavailable(message);
    });
    connect(d->subscriptions.get(), &SubscriptionsModel::switched, this,
            [this](const QString &category, bool on, const ic::Result<void> &outcome) {
                if (!outcome)
                    d->log->error(outcome.error().message);
                else
                    d->log->info(on ? Tr::tr("Subscribed to %1 events.").arg(category)
                                    : Tr::tr("Unsubscribed from %1 events.").arg(category));
            });
    connect(d->connections.get(), &ConnectionsModel::kickFinished, this,
            [this](const QString &, const ic::Result<QString> &outcome) {
                if (outcome)
                    d->log->info(*outcome);
                else
                    d->log->error(outcome.error().message);
            });

    // A typed password waits for its game only while the game is there.
    connect(d->profiles.get(), &ProfileStore::profilesChanged, this, [this] {
        for (auto it = d->pendingPasswords.begin(); it != d->pendingPasswords.end();) {
            if (d->profiles->profile(it.key()))
                ++it;
            else
                it = d->pendingPasswords.erase(it);
        }
    });
    d->wireClient();
    d->wireRelays();
    d->countdown.setInterval(250);
    connect(&d->countdown, &QTimer::timeout, this, [this] { d->updateStatus(); });
    d->pingTimer.setInterval(qMax(100, d->options.pingIntervalMs));
    connect(&d->pingTimer, &QTimer::timeout, this, [this] { d->ping(); });
    d->resetRetry.setSingleShot(true);
    connect(&d->resetRetry, &QTimer::timeout, this, [this] { d->retryResetConnect(); });
    d->resetTimeout.setSingleShot(true);
    connect(&d->resetTimeout, &QTimer::timeout, this, [this] { d->onResetTimedOut(); });
    connect(&d->refusedWatch, &QTimer::timeout, this, [this] { d->probeRefusedGame(); });

    d->statusText = Tr::tr("Not connected");
    if (d->options.demo) // before the host starts: it gives the examples their tokens
        if (const auto examples = installExampleOverlays(); !examples)
            d->log->error(examples.error().message);
    // Find out early whether there is a keychain, so the window can say so at once.
    d->secrets->read(
        icsecrets::SecretStore::profileKey(QStringLiteral("-"), QStringLiteral("probe")),
        [](const icsecrets::SecretResult &) {});
    // The relays the user added, each with its token from the keychain (--demo's comes with
    // startDemo()).
    d->relays->openAll();
}

Panel::~Panel()
{
    d->resetDone = nullptr;
    d->client->close();
    if (d->demo)
        d->demo->stop();
    d->connectors->closeAll();
    if (d->demoPeers)
        d->demoPeers->stop();
    d->relays->closeAll();
    if (d->demoRelay)
        d->demoRelay->stop();
}

ConnectorHost *Panel::connectors() const
{
    return d->connectors.get();
}

RelayHost *Panel::relays() const
{
    return d->relays.get();
}

void Panel::Private::wireRelays()
{
    QObject::connect(relays.get(), &RelayHost::failed, q,
                     [this](const QString &, const QString &message) { log->error(message); });
    QObject::connect(relays.get(), &RelayHost::certificateUntrusted, q,
                     [this](const QString &name, const QString &fingerprint, bool changed) {
                         if (changed)
                             log->error(Tr::tr("The relay \"%1\" shows another certificate "
                                               "than the one trusted (now %2): refused.")
                                            .arg(name, fingerprint));
                     });
}

void Panel::Private::startDemoRelay()
{
    if (!options.demoRelay)
        return;
    auto relay = options.demoRelay();
    const auto started = relay->start();
    if (!started) {
        log->error(Tr::tr("Could not start the demo relay: %1").arg(started.error().message));
        return;
    }
    demoRelay = std::move(relay);
    // For this run only, its certificate pinned (the demo made it): never in the keychain or
    // the settings file.
    relays->addSessionRelay(started->profile, started->token);
    log->info(Tr::tr("Started the demo relay on %1 (the Tournament page).")
                  .arg(started->profile.url.toString()));
}

ProfileStore *Panel::profiles() const
{
    return d->profiles.get();
}
PanelSettings *Panel::settings() const
{
    return d->settings.get();
}
QString Panel::keychainNotice() const
{
    return d->secrets->isSessionOnly() ? d->secrets->notice() : QString();
}

icsecrets::SecretStore *Panel::secrets() const
{
    return d->secrets.get();
}
icrp::IcrpClient *Panel::client() const
{
    return d->client.get();
}
ConnectionsModel *Panel::connections() const
{
    return d->connections.get();
}
SubscriptionsModel *Panel::subscriptions() const
{
    return d->subscriptions.get();
}

icmatch::MatchModel *Panel::match() const
{
    return d->match.get();
}

icrp::IcrpClient *Panel::gameConnection() const
{
    return d->client.get();
}

ichistory::HistoryService *Panel::history() const
{
    return d->history.get();
}
LogModel *Panel::log() const
{
    return d->log.get();
}
ictools::ToolRegistry *Panel::tools() const
{
    if (!d->tools) {
        QString root = d->options.demo ? d->options.demoToolsRoot : d->options.toolsRoot;
        if (root.isEmpty() && d->options.demo)
            root = defaultDemoToolsRoot();
        if (root.isEmpty())
            root = qEnvironmentVariable("IC_TOOLS_DIR");
        if (root.isEmpty())
            root = ictools::ToolRegistry::defaultRoot();
        d->tools = std::make_unique<ictools::ToolRegistry>(root);
        if (const auto opened = d->tools->open(); !opened)
            qCWarning(lcPanel) << "cannot read the installed tools:"
                               << (d->toolsError = opened.error().message);
    }
    return d->tools.get();
}
QString Panel::toolsError() const
{
    return d->toolsError;
}
void Panel::offerPackages(const QStringList &packagePaths)
{
    if (!packagePaths.isEmpty())
        Q_EMIT packagesOffered(packagePaths);
}
DemoGame *Panel::demoGame() const
{
    return d->demo.get();
}

void Panel::Private::wireClient()
{
    icrp::IcrpClient *c = client.get();
    QObject::connect(c, &icrp::IcrpClient::stateChanged, q,
                     [this](icrp::IcrpClient::State state) { onStateChanged(state); });
    QObject::connect(c, &icrp::IcrpClient::connected, q, [this] {
        sessionUp = true;
        sessionEndedBy = icrp::IcrpClient::Failure::None;
        log->info(Tr::tr("Connected to %1 (%2) as %3.")
                      .arg(current.url.toString(), q->serverName(), q->grantedTier()));
        onAuthenticated();
        Q_EMIT q->notice(Notice::Connected,
                         Tr::tr("Connected to %1 as %2.").arg(q->serverName(), q->grantedTier()));
        pingTimer.start();
        ping();
        // Tools reach the game the panel reaches, with the password that worked.
        if (host)
            host->setGame(current.url, password);
        Q_EMIT q->infoChanged();
    });
    QObject::connect(c, &icrp::IcrpClient::errorOccurred, q,
                     [this](icrp::IcrpClient::Failure failure, const QString &message) {
                         // The game answered the connection without a password: asked for
                         // (onStateChanged), no failure.
                         if (failure == icrp::IcrpClient::Failure::PasswordRequired &&
                             awaitingPassword)
                             return;
                         // The client tries again by itself: a warning, not yet an error.
                         if (client->state() == icrp::IcrpClient::State::Reconnecting)
                             log->warning(message);
                         else
                             log->error(message);
                         if (failure == icrp::IcrpClient::Failure::WrongPassword ||
                             failure == icrp::IcrpClient::Failure::PasswordRequired) {
                             if (!resetting)
                                 Q_EMIT q->notice(Notice::AuthenticationFailed, message);
                             onPasswordRefused();
                         }
                     });
    QObject::connect(c, &icrp::IcrpClient::disconnected, q, [this] {
        pingTimer.stop();
        const bool wasConnected = sessionUp;
        sessionUp = false;
        if (wasConnected)
            sessionEndedBy = client->lastFailure();
        clearInfo();
        if (!userClosed && wasConnected) {
            const QString why = client->lastError().isEmpty() ? Tr::tr("The connection ended.")
                                                              : client->lastError();
            Q_EMIT q->notice(Notice::Disconnected, why);
        }
    });
}

void Panel::Private::onStateChanged(icrp::IcrpClient::State state)
{
    if (state == icrp::IcrpClient::State::Reconnecting)
        countdown.start();
    else
        countdown.stop();
    if (state == icrp::IcrpClient::State::Disconnected && askWhenAnswered && password.isEmpty() &&
        client->lastFailure() == icrp::IcrpClient::Failure::PasswordRequired)
        askForPassword();
    updateStatus();
    if (resetting && resetMode == ResetMode::ConfigFile) {
        if (state == icrp::IcrpClient::State::Connected)
            finishReset(Tr::tr("The game took the new password; connected again."));
        else if (state == icrp::IcrpClient::State::Disconnected)
            onResetConnectionEnded();
    }
}

void Panel::Private::askForPassword()
{
    askWhenAnswered = false;
    awaitingPassword = true;
    const QString name = current.name;
    log->info(Tr::tr("%1 answers and wants a password: asking for the password of \"%2\".")
                  .arg(current.url.toString(QUrl::RemoveUserInfo), name));
    // Not inside the client's signal: the prompt connects again at once.
    QPointer<Panel> self(q);
    QTimer::singleShot(0, q, [self, name] {
        if (self && self->d->awaitingPassword && self->d->current.name == name)
            Q_EMIT self->passwordNeeded(name);
    });
}

void Panel::Private::updateStatus()
{
    using S = icrp::IcrpClient::State;
    using F = icrp::IcrpClient::Failure;
    if (readingKeychain) {
        setStatus(Status::Connecting, Tr::tr("Connecting…"));
        return;
    }
    switch (client->state()) {
    case S::Connecting:
        setStatus(Status::Connecting, Tr::tr("Connecting…"));
        return;
    case S::Authenticating:
        setStatus(Status::Authenticating, Tr::tr("Authenticating…"));
        return;
    case S::Connected:
        setStatus(Status::Connected, Tr::tr("Connected as %1").arg(q->grantedTier()));
        return;
    case S::Reconnecting: {
        const qint64 ms = qMax<qint64>(0, client->reconnectInMs());
        const int seconds = int(std::ceil(double(ms) / 1000.0));
        setStatus(Status::Reconnecting, Tr::tr("Reconnecting in %1 s").arg(qMax(1, seconds)));
        return;
    }
    case S::Disconnected:
        break;
    }
    const bool passwordFailed =
        client->lastFailure() == F::WrongPassword || client->lastFailure() == F::PasswordRequired;
    // Also before the client has said why (then the panel goes back to the kept password).
    if (fallingBack || (passwordFailed && !userClosed && !passwordRefused && canFallBack())) {
        setStatus(Status::Connecting, Tr::tr("Connecting with the kept password…"));
        return;
    }
    if (awaitingPassword) {
        setStatus(Status::WaitingForUser, Tr::tr("Password needed for %1").arg(current.name));
        return;
    }
    if (resetting && resetMode == ResetMode::ConfigFile) {
        setStatus(Status::Connecting, Tr::tr("Waiting for the game to apply the new password…"));
        return;
    }
    if (userClosed) {
        setStatus(current.name.isEmpty() ? Status::Idle : Status::Disconnected,
                  current.name.isEmpty() ? Tr::tr("Not connected") : Tr::tr("Disconnected"));
        return;
    }
    switch (client->lastFailure()) {
    case F::None:
        setStatus(Status::Idle, Tr::tr("Not connected"));
        return;
    case F::SessionInvalidated:
        setStatus(Status::WaitingForUser,
                  Tr::tr("Disconnected: %1 Reconnect when ready.").arg(client->lastError()));
        return;
    case F::WrongPassword: {
        // The client's first sentence says whose password; what to do is the Password page's and
        // the Status card's (a short line: the status bar's left half says how actions end).
        const QString error = client->lastError();
        const qsizetype end = error.indexOf(QLatin1String(". "));
        setStatus(Status::Refused, Tr::tr("Refused: %1 The Password page has what to do.")
                                       .arg(end > 0 ? error.left(end + 1) : error));
        return;
    }
    default:
        setStatus(Status::Refused, Tr::tr("Refused: %1").arg(client->lastError()));
        return;
    }
}

void Panel::Private::setStatus(Status next, const QString &text)
{
    if (next == status && text == statusText)
        return;
    // Not logged: what changed the status (connecting, connected, a failure) is logged where
    // it happens, once.
    status = next;
    statusText = text;
    Q_EMIT q->statusChanged(status, statusText);
}

void Panel::Private::ping()
{
    if (client->state() != icrp::IcrpClient::State::Connected || pingInFlight)
        return;
    pingInFlight = true;
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    QPointer<Panel> self(q);
    client->call(QStringLiteral("ic/match.info"), QJsonObject(),
                 [this, self, timer](const icrp::IcrpResult &r) {
                     if (!self)
                         return;
                     pingInFlight = false;
                     if (!r.ok)
                         return;
                     rttMs = int(timer->elapsed());
                     const QJsonObject info = r.result.toObject();
                     ticks = info.value(QStringLiteral("game_time_ticks")).toInteger(-1);
                     tickRate = info.value(QStringLiteral("tick_rate")).toInt();
                     matchState = icmatch::MatchInfo::stateNamed(
                         info.value(QStringLiteral("state")).toString());
                     Q_EMIT q->infoChanged();
                 });
}

void Panel::Private::clearInfo()
{
    rttMs = -1;
    ticks = -1;
    tickRate = 0;
    matchState = icmatch::MatchInfo::State::Unknown;
    pingInFlight = false;
    Q_EMIT q->infoChanged();
}

Panel::Status Panel::status() const
{
    return d->status;
}

icrp::IcrpClient::Failure Panel::failure() const
{
    return d->client->lastFailure();
}

icrp::IcrpClient::Failure Panel::sessionEndedBy() const
{
    return d->sessionEndedBy;
}

QString Panel::statusText() const
{
    return d->statusText;
}

QString Panel::icrpVersion() const
{
    if (d->client->state() != icrp::IcrpClient::State::Connected)
        return {};
    return d->client->welcome().value(QStringLiteral("icrpVersion")).toString();
}

QString Panel::serverName() const
{
    return d->client->hello().value(QStringLiteral("server")).toString();
}

QString Panel::grantedTier() const
{
    if (d->client->state() != icrp::IcrpClient::State::Connected)
        return {};
    return d->client->welcome().value(QStringLiteral("tier")).toString();
}

int Panel::roundTripMs() const
{
    return d->rttMs;
}

qint64 Panel::gameTicks() const
{
    return d->ticks;
}

QString Panel::gameClockText() const
{
    return d->ticks < 0 ? QString() : ic::gameTimeText(d->ticks, d->tickRate);
}

icmatch::MatchInfo::State Panel::matchState() const
{
    return d->matchState;
}

QString Panel::generatePassword()
{
    return icrp::IcrpAuth::generatePassword();
}

} // namespace icpanel
