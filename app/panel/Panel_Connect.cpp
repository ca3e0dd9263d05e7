// Panel: connecting to a profile, a URL or the embedded demo game.

#include "common/DefaultPorts.h"
#include "icrp/protocol/EventCategory.h"
#include "panel/GameAddress.h"
#include "panel/Panel.h"
#include "panel/Tr.h"

#include "PanelPrivate.h"
#include "panel/PanelLog.h"

#include <QPointer>

namespace icpanel {

QString Panel::Private::profileNameFor(const QUrl &url)
{
    return QStringLiteral("%1:%2").arg(url.host()).arg(url.port(ic::kGameIcrpPort));
}

void Panel::Private::openClient()
{
    icrp::IcrpClient::Options o = client->options();
    o.url = current.url;
    o.tier = current.tier;
    o.password = password;
    if (!password.isEmpty())
        askWhenAnswered = false;
    // Only what the tier may see: the game refuses the whole identify for one category more
    // (an observer asking for admin events).
    const icrp::EventCategories visible = icrp::categoriesVisibleTo(current.tier);
    o.subscriptions.clear();
    for (const QString &name : subscriptions->subscribed()) {
        const auto category = icrp::parseCategory(name);
        if (!category || visible.testFlag(*category))
            o.subscriptions << name;
    }
    o.clientName = QStringLiteral("IC Control Panel");
    o.clientVersion = QStringLiteral(IC_VERSION);
    o.autoReconnect = true;
    o.initialBackoff = std::chrono::milliseconds(options.initialBackoffMs);
    o.maxBackoff = std::chrono::milliseconds(options.maxBackoffMs);
    if (client->state() != icrp::IcrpClient::State::Disconnected) {
        userClosed = true; // this close is ours, not a lost connection
        client->close();
    }
    client->setOptions(o);
    toolsLeaveOtherGame();
    userClosed = false;
    fallingBack = false;
    awaitingPassword = false;
    readingKeychain = false; // a password given while the keychain was read is in use
    log->info(Tr::tr("Connecting to %1 as %2 (profile \"%3\").")
                  .arg(current.url.toString(), icrp::tierName(current.tier), current.name));
    client->open();
}

void Panel::Private::toolsLeaveOtherGame()
{
    if (!host || host->game().isEmpty() || host->game() == current.url)
        return;
    log->info(Tr::tr("The overlays no longer show the game at %1; they show \"%2\" once it "
                     "answers.")
                  .arg(host->game().toString(QUrl::RemoveUserInfo), current.name));
    host->setGame({}, {});
}

ic::Error Panel::Private::logged(ic::Error error)
{
    log->error(error.message);
    return error;
}

ic::Result<void> Panel::startDemo()
{
    if (d->demo)
        return ic::Error{QStringLiteral("demo.running"),
                         Tr::tr("The demo game is already running.")};
    if (!d->options.demoGame)
        return d->logged(
            {QStringLiteral("demo.missing"), Tr::tr("This build of ic-panel has no demo game.")});
    const QString password = generatePassword();
    auto game = d->options.demoGame();
    if (const auto started = game->start(password); !started)
        return d->logged(
            {QStringLiteral("demo.start"),
             Tr::tr("Could not start the demo game: %1").arg(started.error().message)});
    d->demo = std::move(game);
    d->log->info(Tr::tr("Started the demo game on %1.").arg(d->demo->url()));

    ConnectionProfile profile;
    profile.name = QStringLiteral("Demo");
    profile.url = QUrl(d->demo->url());
    profile.tier = icrp::Tier::Admin;
    profile.autoConnect = false;
    // For this run only: its port is this run's, so a later start must not offer it. (Panels
    // before this kept it in the settings; such a leftover goes now.)
    d->profiles->remove(profile.name);
    if (d->profiles->lastUsed() == profile.name)
        d->profiles->setLastUsed({});
    d->profiles->setSessionProfile(profile);
    d->current = profile;
    d->forgetStoredPassword();
    Q_EMIT currentProfileChanged();
    // The demo's password is the one it was started with: stored first, so a panel that quits
    // right after connecting has kept it.
    d->usePassword(password);
    QPointer<Panel> self(this);
    d->writeSecret(profile.name, password,
                   [self, name = profile.name](const ic::Result<QString> &) {
                       if (self && self->d->current.name == name)
                           self->d->openClient();
                   });
    d->startDemoPeers();
    d->startDemoRelay();
    return ic::success();
}

void Panel::Private::startDemoPeers()
{
    if (!options.demoPeers)
        return;
    auto peers = options.demoPeers();
    const auto started = peers->start();
    if (!started) {
        log->error(
            Tr::tr("Could not start the other games' demo peers: %1").arg(started.error().message));
        return;
    }
    for (const ConnectorProfile &profile : *started) {
        // For this run only, as the demo's game (a panel before this kept them: they go now).
        connectorProfiles->remove(profile.name);
        if (const auto kept = connectorProfiles->addSessionProfile(profile); !kept)
            log->error(kept.error().message);
    }
    demoPeers = std::move(peers);
    log->info(Tr::tr("Started the other games' demo peers (the Other Games page)."));
}

ic::Result<void> Panel::connectProfile(const QString &name)
{
    const auto profile = d->profiles->profile(name);
    if (!profile)
        return d->logged({QStringLiteral("profile.unknown"),
                          Tr::tr("There is no profile named \"%1\".").arg(name)});
    d->current = *profile;
    d->usePassword({});
    d->askWhenAnswered = false;
    d->forgetStoredPassword();
    d->profiles->setLastUsed(name);
    d->readingKeychain = true;
    d->toolsLeaveOtherGame();
    d->updateStatus();
    Q_EMIT currentProfileChanged();
    QPointer<Panel> self(this);
    d->secrets->read(icsecrets::SecretStore::profileKey(name),
                     [self, name](const icsecrets::SecretResult &r) {
                         if (!self || self->d->current.name != name)
                             return;
                         self->d->readingKeychain = false;
                         self->d->connectWithStored(r);
                         self->d->updateStatus();
                     });
    return ic::success();
}

void Panel::Private::connectWithStored(const icsecrets::SecretResult &stored)
{
    const QString name = current.name;
    if (stored.ok())
        storedPassword = *stored;
    // A password was given while the keychain was read (the prompt, Connect…): it is in use.
    if (!password.isEmpty())
        return;
    // A password typed for this game that it has not answered yet (the address was wrong):
    // tried again rather than asked for again.
    if (const QString typed = pendingPasswords.value(name); !typed.isEmpty()) {
        q->connectWithPassword(name, typed, true);
        return;
    }
    if (stored.ok()) {
        password = *stored;
        openClient();
        return;
    }
    if (!icsecrets::isNotFound(stored))
        log->error(stored.error().message);
    // As --help says: the keychain, else $ICRP_PASSWORD (not stored).
    const QString fromEnvironment = qEnvironmentVariable("ICRP_PASSWORD");
    if (!fromEnvironment.isEmpty()) {
        log->info(Tr::tr("Using the password in ICRP_PASSWORD for \"%1\".").arg(name));
        q->connectWithPassword(name, fromEnvironment, false);
        return;
    }
    // Asked only once a game answers at the address: a mistyped port is "Nothing answers",
    // not a password prompt. The game's hello says whether it wants a password; without one
    // the client stops there (it sends nothing), and a game that wants none simply connects.
    log->info(Tr::tr("No password is stored for \"%1\": it is asked for once a game answers at "
                     "%2.")
                  .arg(name, current.url.toString(QUrl::RemoveUserInfo)));
    askWhenAnswered = true;
    openClient();
}

ic::Result<void> Panel::connectUrl(const QUrl &url, const QString &profileName)
{
    ConnectionProfile profile;
    profile.name = profileName.isEmpty() ? Private::profileNameFor(url) : profileName;
    if (const auto existing = d->profiles->profile(profile.name))
        profile = *existing;
    profile.url = url;
    if (const auto saved = d->profiles->save(profile); !saved)
        return d->logged({QStringLiteral("profile.save"), saved.error().message});
    return connectProfile(profile.name);
}

ic::Result<void> Panel::connectTo(const ConnectionProfile &profile, const QString &password,
                                  bool remember)
{
    if (profile.name.trimmed().isEmpty())
        return ic::Error{QStringLiteral("profile.name"), Tr::tr("Give the profile a name.")};
    if (const auto address = GameAddress::check(profile.url); !address)
        return address.error();
    if (const auto saved = d->profiles->save(profile); !saved)
        return d->logged({QStringLiteral("profile.save"), saved.error().message});
    if (password.isEmpty())
        return connectProfile(profile.name);
    d->profiles->setLastUsed(profile.name);
    if (profile.name == d->current.name) { // changed the profile in use: its new address
        d->current = profile;
        Q_EMIT currentProfileChanged();
    }
    connectWithPassword(profile.name, password, remember);
    return ic::success();
}

void Panel::connectWithPassword(const QString &profileName, const QString &password, bool remember)
{
    if (profileName != d->current.name) {
        const auto profile = d->profiles->profile(profileName);
        if (!profile) {
            d->log->error(Tr::tr("There is no profile named \"%1\".").arg(profileName));
            return;
        }
        d->current = *profile;
        d->forgetStoredPassword();
        d->loadStoredPassword();
        Q_EMIT currentProfileChanged();
    }
    d->usePassword(password);
    // Stored once the game accepted it (onAuthenticated): a mistyped guess never replaces a
    // good password in the keychain, as KeePassXC and OBS keep only what worked. Until then it
    // stays in memory for this game (pendingPasswords).
    if (remember) {
        d->rememberOnAccept = profileName;
        d->pendingPasswords.insert(profileName, password);
        Q_EMIT passwordChanged();
    }
    d->openClient();
}

ic::Result<void> Panel::updateCurrentProfile(const ConnectionProfile &profile)
{
    if (profile.name != d->current.name)
        return ic::Error{QStringLiteral("profile.not-current"),
                         Tr::tr("\"%1\" is not the profile in use.").arg(profile.name)};
    if (const auto saved = d->profiles->save(profile); !saved)
        return d->logged({QStringLiteral("profile.save"), saved.error().message});
    const bool moved = profile.url != d->current.url || profile.tier != d->current.tier;
    d->current = profile;
    Q_EMIT currentProfileChanged();
    if (moved)
        d->log->info(Tr::tr("Saved \"%1\": %2 as %3; Reconnect uses it.")
                         .arg(profile.name, profile.url.toString(), icrp::tierName(profile.tier)));
    return ic::success();
}

void Panel::reconnect()
{
    if (d->current.name.isEmpty())
        return;
    // With the stored password, never one typed that the game has not accepted.
    if (!d->resetting && !d->storedPassword.isEmpty() && d->password != d->storedPassword) {
        d->pendingPasswords.remove(d->current.name);
        d->usePassword(d->storedPassword);
        Q_EMIT passwordChanged();
    }
    d->openClient();
}

void Panel::disconnectFromGame()
{
    d->userClosed = true;
    d->readingKeychain = false;
    d->resetRetry.stop();
    if (d->resetWritten) {
        // The config file has the new password already; the user no longer wants the panel to
        // wait for the game to take it.
        d->resetting = false;
        d->resetWritten = false;
        d->resetTimeout.stop();
    }
    if (d->client->state() != icrp::IcrpClient::State::Disconnected) {
        d->log->info(Tr::tr("Disconnected from %1.").arg(d->current.url.toString()));
        d->client->close();
    }
    // The overlays leave the game with the panel (the Status card then says "In OBS, no game",
    // and that is so); Reconnect brings both back.
    if (d->host && !d->host->game().isEmpty()) {
        d->log->info(Tr::tr("The overlays no longer show the game at %1.")
                         .arg(d->host->game().toString(QUrl::RemoveUserInfo)));
        d->host->setGame({}, {});
    }
    d->updateStatus();
}

ConnectionProfile Panel::currentProfile() const
{
    return d->current;
}

} // namespace icpanel
