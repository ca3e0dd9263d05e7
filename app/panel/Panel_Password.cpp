// Panel: the password — keychain, reveal, reset (online and through config.toml), connect info.

#include "common/DefaultPorts.h"
#include "panel/Panel.h"
#include "panel/Tr.h"

#include "PanelPrivate.h"
#include "panel/PanelLog.h"

#include "common/GameConfigEditor.h"

#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>
#include <utility>

namespace icpanel {
namespace {

// (The texts are made apart from the ic::Error: lupdate takes a function whose return type is
// qualified with ic:: for a member of namespace ic and files its string under the wrong context.)
QString noProfileText()
{
    return Tr::tr("Choose or create a profile first.");
}

QString resetBusyText()
{
    return Tr::tr("A password reset is already under way.");
}

ic::Error noProfile()
{
    return ic::Error{QStringLiteral("panel.no_profile"), noProfileText()};
}

ic::Error resetBusy()
{
    return ic::Error{QStringLiteral("reset.busy"), resetBusyText()};
}

/// How often a game that refused the password is looked at: does it still listen?
constexpr int kRefusedProbeMs = 2000;
/// A look that gets no answer at all in this long (a host that drops packets) says nothing.
constexpr int kProbeAnswerMs = 3000;

/// One look at `url`'s port without identifying (the game counts no failed attempt): `gone`
/// runs when nothing listens there any more.
void probeGame(QObject *owner, const QUrl &url, const std::function<void()> &gone)
{
    auto *socket = new QTcpSocket(owner);
    QObject::connect(socket, &QTcpSocket::connected, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    QObject::connect(socket, &QTcpSocket::errorOccurred, socket,
                     [socket, gone](QAbstractSocket::SocketError error) {
                         socket->deleteLater();
                         if (error == QAbstractSocket::ConnectionRefusedError ||
                             error == QAbstractSocket::HostNotFoundError)
                             gone();
                     });
    QTimer::singleShot(kProbeAnswerMs, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    socket->connectToHost(url.host(), quint16(url.port(ic::kGameIcrpPort)));
}

} // namespace

void Panel::Private::writeSecret(const QString &profileName, const QString &secret,
                                 DoneCallback done)
{
    QPointer<Panel> self(q);
    secrets->write(
        icsecrets::SecretStore::profileKey(profileName), secret,
        [self, profileName, secret, done](const icsecrets::SecretResult &r) {
            if (!self)
                return;
            ic::Result<QString> outcome = QString();
            if (r.ok()) {
                if (profileName == self->d->current.name)
                    self->d->storedPassword = secret;
                outcome =
                    self->d->secrets->isSessionOnly()
                        ? Tr::tr("Kept the password of \"%1\" for this session.").arg(profileName)
                        : Tr::tr("Stored the password of \"%1\" in the keychain.").arg(profileName);
                self->d->log->info(*outcome);
            } else {
                outcome = r.error();
                self->d->log->error(r.error().message);
            }
            // Kept in memory for this session either way: what the password page shows.
            if (profileName == self->d->current.name)
                Q_EMIT self->passwordChanged();
            if (done)
                done(outcome);
        });
}

void Panel::Private::usePassword(const QString &secret)
{
    password = secret;
    passwordRefused = false;
    awaitingPassword = false;
    rememberOnAccept.clear();
}

void Panel::Private::forgetStoredPassword()
{
    storedPassword.clear();
    awaitingPassword = false;
}

void Panel::Private::loadStoredPassword()
{
    QPointer<Panel> self(q);
    const QString name = current.name;
    secrets->read(icsecrets::SecretStore::profileKey(name),
                  [self, name](const icsecrets::SecretResult &r) {
                      if (self && r.ok() && self->d->current.name == name)
                          self->d->storedPassword = *r;
                  });
}

void Panel::Private::onAuthenticated()
{
    const bool wasRefused = std::exchange(passwordRefused, false);
    if (pendingPasswords.value(current.name) == password)
        pendingPasswords.remove(current.name);
    if (const QString name = std::exchange(rememberOnAccept, QString()); name == current.name) {
        // The kept password from now on, before the keychain has stored it: a new one typed
        // in the meantime and refused goes back to this one, not to the one it replaced.
        storedPassword = password;
        writeSecret(name, password, {}); // says passwordChanged
    } else if (wasRefused)
        Q_EMIT q->passwordChanged();
}

bool Panel::Private::canFallBack() const
{
    return !resetting && !storedPassword.isEmpty() && storedPassword != password;
}

bool Panel::Private::fallBackToStored()
{
    if (!canFallBack())
        return false;
    usePassword(storedPassword);
    fallingBack = true;
    updateStatus();
    log->warning(Tr::tr("The game refused the new password for \"%1\"; connecting again with "
                        "the kept one.")
                     .arg(current.name));
    // After the refused connection has closed (this runs inside the client's signal).
    QPointer<Panel> self(q);
    QTimer::singleShot(0, q, [self] {
        if (self && self->d->fallingBack)
            self->d->openClient();
    });
    Q_EMIT q->keptPasswordRestored(current.name);
    Q_EMIT q->passwordChanged();
    return true;
}

void Panel::Private::onPasswordRefused()
{
    // What the prompt or the Connect dialog was given is not kept; neither is a reset's new
    // password while the game has not read it yet said to be refused (the reset says that).
    rememberOnAccept.clear();
    if (pendingPasswords.value(current.name) == password)
        pendingPasswords.remove(current.name);
    if (resetting)
        return;
    if (fallBackToStored())
        return;
    const bool saidBefore = std::exchange(passwordRefused, true);
    // The client does not try again after a refused password (the game limits failed
    // attempts), so nothing else would tell the window that the game has gone since: the
    // status (and the title) would say "Refused" about a game that is not there.
    refusedWatch.start(kRefusedProbeMs);
    if (!saidBefore)
        Q_EMIT q->passwordChanged();
}

bool Panel::Private::stillRefused() const
{
    return passwordRefused && status == Status::Refused &&
           client->state() == icrp::IcrpClient::State::Disconnected;
}

void Panel::Private::probeRefusedGame()
{
    if (!stillRefused())
        return refusedWatch.stop();
    const QUrl url = current.url;
    probeGame(&refusedWatch, url, [this, url] {
        // Looks overlap (an unanswered one lasts longer than the interval): the first says it;
        // one at a game chosen before says nothing.
        if (!refusedWatch.isActive() || !stillRefused() || current.url != url)
            return;
        refusedWatch.stop();
        log->info(Tr::tr("The game at %1 that refused the password has gone; the panel "
                         "connects again once it is back.")
                      .arg(current.url.toString()));
        openClient(); // reconnecting, as for a game that quit
    });
}

bool Panel::passwordPending() const
{
    return !d->password.isEmpty() && d->pendingPasswords.value(d->current.name) == d->password;
}

bool Panel::awaitingPassword() const
{
    return d->awaitingPassword;
}

bool Panel::passwordRefused() const
{
    return d->passwordRefused;
}

void Panel::readPassword(PasswordCallback done) const
{
    if (!done)
        return;
    if (!d->password.isEmpty() || d->current.name.isEmpty()) {
        QTimer::singleShot(0, this, [this, done] {
            if (d->password.isEmpty())
                done(noProfile());
            else
                done(d->password);
        });
        return;
    }
    QPointer<const Panel> self(this);
    d->secrets->read(icsecrets::SecretStore::profileKey(d->current.name),
                     [self, done](const icsecrets::SecretResult &r) {
                         if (!self)
                             return;
                         done(r);
                     });
}

void Panel::storePassword(const QString &password, DoneCallback done)
{
    if (d->current.name.isEmpty()) {
        if (done)
            done(noProfile());
        return;
    }
    d->usePassword(password);
    d->pendingPasswords.remove(d->current.name); // replaced
    d->storedPassword = password;                // what Reconnect uses from now on
    icrp::IcrpClient::Options o = d->client->options();
    o.password = password;
    d->client->setOptions(o);
    d->writeSecret(d->current.name, password, std::move(done));
}

Panel::ResetMode Panel::suggestedResetMode() const
{
    return d->client->state() == icrp::IcrpClient::State::Connected &&
                   (grantedTier() == QLatin1String("admin") ||
                    grantedTier() == QLatin1String("debug"))
               ? ResetMode::Online
               : ResetMode::ConfigFile;
}

QString Panel::resetDescription(ResetMode mode, const QString &configPath) const
{
    const QString where = d->secrets->isSessionOnly() ? Tr::tr("keep it for this session only")
                                                      : Tr::tr("store it in the keychain");
    // Tools and overlays reach the game through the panel's gateway, which connects again with
    // the password the panel connected with: only programs of their own need it.
    const QString others = Tr::tr("Tools and overlays keep working: they go through the panel, "
                                  "which connects again by itself. Programs that connect to the "
                                  "game directly will need the new password.");
    if (mode == ResetMode::Online) {
        return Tr::tr("The game at %1 will make a new password and end every other connection "
                      "to it. The panel will %2 and connect again.")
                   .arg(d->current.url.toString(), where) +
               QLatin1Char(' ') + others;
    }
    const QString file = configPath.isEmpty() ? Tr::tr("the game's config.toml")
                                              : QDir::toNativeSeparators(configPath);
    return Tr::tr("The panel will make a new password and write it into %1 in place of the old "
                  "one; nothing else in the file changes. It will %2 and connect with it as "
                  "soon as the game runs with it.")
               .arg(file, where) +
           QLatin1Char(' ') + others;
}

bool Panel::isResetting() const
{
    // After a reset through config.toml has said it is done, the panel only waits for the game.
    return d->resetting && !d->resetWritten;
}

void Panel::Private::finishReset(const ic::Result<QString> &outcome)
{
    const bool ok = outcome.ok();
    const QString message = ok ? *outcome : outcome.error().message;
    if (!resetting)
        return;
    const bool applying = resetWritten;
    resetting = false;
    resetWritten = false;
    resetRetry.stop();
    resetTimeout.stop();
    if (applying) {
        // A connection to another game says nothing about this one's password.
        if (current.name != resetProfile) {
            updateStatus();
            return;
        }
        // The reset itself was reported when the file was written: this is the game's answer.
        log->append(ok ? LogModel::Level::Info : LogModel::Level::Warning, message);
        updateStatus();
        Q_EMIT q->resetApplied(outcome);
        return;
    }
    log->append(ok ? LogModel::Level::Info : LogModel::Level::Error, message);
    DoneCallback done = std::move(resetDone);
    resetDone = nullptr;
    const ResetMode mode = resetMode;
    updateStatus();
    if (done)
        done(outcome);
    Q_EMIT q->resetFinished(mode, outcome);
}

void Panel::resetPasswordOnline(DoneCallback done)
{
    if (isResetting()) {
        if (done)
            done(resetBusy());
        return;
    }
    if (suggestedResetMode() != ResetMode::Online) {
        if (done)
            done(ic::Error{
                QStringLiteral("reset.not_admin"),
                Tr::tr("Connect as admin first, or reset through the game's config.toml.")});
        return;
    }
    // A reset through config.toml that still waits for its game is over.
    d->resetRetry.stop();
    d->resetTimeout.stop();
    d->resetting = true;
    d->resetWritten = false;
    d->resetMode = ResetMode::Online;
    d->resetDone = std::move(done);
    d->log->info(Tr::tr("Asking the game for a new password."));
    QPointer<Panel> self(this);
    const QString profileName = d->current.name;
    d->client->call(
        QStringLiteral("ic/remote.password_reset"), QJsonObject(),
        [self, profileName](const icrp::IcrpResult &r) {
            if (!self)
                return;
            const QString password =
                r.result.toObject().value(QStringLiteral("password")).toString();
            if (!r.ok || password.isEmpty()) {
                self->d->finishReset(
                    r.ok ? ic::Error{QStringLiteral("reset.no_password"),
                                     Tr::tr("The game answered without a password.")}
                         : ic::Error{
                               QStringLiteral("reset.refused"),
                               Tr::tr("The game did not reset the password: %1").arg(r.message)});
                return;
            }
            self->d->usePassword(password);
            self->d->pendingPasswords.remove(profileName); // replaced by the reset's
            self->d->writeSecret(profileName, password, [self](const ic::Result<QString> &stored) {
                if (!self)
                    return;
                // Connect again with the new password (it is in memory either way).
                self->d->openClient();
                if (stored) {
                    self->d->finishReset(Tr::tr("The game has a new password; the panel "
                                                "stored it and connected again."));
                } else {
                    self->d->finishReset(ic::Error{
                        QStringLiteral("reset.not_stored"),
                        Tr::tr("The game has a new password but the panel could not store it: "
                               "%1. It is kept for this session only.")
                            .arg(stored.error().message)});
                }
            });
        });
}

void Panel::resetPasswordInConfig(const QString &configPath, DoneCallback done)
{
    if (isResetting()) {
        if (done)
            done(resetBusy());
        return;
    }
    if (d->current.name.isEmpty()) {
        if (done)
            done(ic::Error{QStringLiteral("panel.no_profile"),
                           Tr::tr("Choose or create a profile for the game first.")});
        return;
    }
    if (!QFileInfo(configPath).isFile()) {
        const QString message = Tr::tr("%1 is not a file: choose the game's config.toml.")
                                    .arg(QDir::toNativeSeparators(configPath));
        d->log->error(message);
        if (done)
            done(ic::Error{QStringLiteral("reset.not_a_file"), message});
        return;
    }
    const QString password = generatePassword();
    const auto saved = ic::GameConfigEditor::setSecretString(configPath, QStringLiteral("remote"),
                                                             QStringLiteral("password"), password);
    if (!saved) {
        const QString message =
            Tr::tr("Could not write the new password: %1").arg(saved.error().message);
        d->log->error(message);
        if (done)
            done(ic::Error{QStringLiteral("reset.unwritable"), message});
        return;
    }
    d->log->info(Tr::tr("Wrote a new password into %1.").arg(QDir::toNativeSeparators(configPath)));
    // A reset before it that still waits for its game is over: this file is the one now.
    d->resetRetry.stop();
    d->resetTimeout.stop();
    d->resetting = true;
    d->resetWritten = false;
    d->resetMode = ResetMode::ConfigFile;
    d->resetDone = std::move(done);
    d->resetAttempts = 0;
    d->usePassword(password);
    d->pendingPasswords.remove(d->current.name); // replaced by the reset's
    d->resetConfigPath = configPath;
    d->resetProfile = d->current.name;
    // The reset connects with the new password, also after a Disconnect.
    d->userClosed = false;
    d->resetTimeout.setInterval(d->options.configResetTimeoutMs);
    QPointer<Panel> self(this);
    d->writeSecret(d->current.name, password, [self](const ic::Result<QString> &stored) {
        if (self && self->d->resetting && !self->d->resetWritten)
            self->d->onResetWritten(stored);
    });
}

void Panel::Private::onResetWritten(const ic::Result<QString> &saved)
{
    const bool stored = saved.ok();
    // Done: the game need not be running. Whether it takes the password is said later
    // (resetApplied), once the panel connects with it or the game keeps refusing it.
    resetWritten = true;
    const QString file = QDir::toNativeSeparators(resetConfigPath);
    const QString message =
        stored ? Tr::tr("The game's config file now has the new password; start the game (a "
                        "running one takes it by itself) and the panel connects with it.")
               : Tr::tr("The game's config file now has the new password, but the keychain could "
                        "not keep it: %1. The panel uses it until it quits; after that it is in "
                        "%2.")
                     .arg(saved.error().message, file);
    log->append(stored ? LogModel::Level::Info : LogModel::Level::Error, message);
    DoneCallback done = std::move(resetDone);
    resetDone = nullptr;
    updateStatus();
    resetTimeout.start();
    // Give a running game a moment to notice the file before the first try.
    resetRetry.start(options.configResetRetryMs);
    const ic::Result<QString> outcome =
        stored ? ic::Result<QString>(message)
               : ic::Error{QStringLiteral("reset.not_stored"), message};
    if (done)
        done(outcome);
    Q_EMIT q->resetFinished(ResetMode::ConfigFile, outcome);
}

void Panel::Private::onResetTimedOut()
{
    if (!resetting)
        return;
    const auto failure = client->lastFailure();
    const bool refused = failure == icrp::IcrpClient::Failure::WrongPassword ||
                         failure == icrp::IcrpClient::Failure::PasswordRequired;
    if (current.name != resetProfile || userClosed) {
        // Another game is in use now, or the user disconnected: nothing to wait for.
        resetting = false;
        resetWritten = false;
        resetRetry.stop();
        updateStatus();
        return;
    }
    if (!refused) {
        // The game is not running (or not reachable): it reads the file when it starts, and
        // the client keeps trying. Not a failure; look again later.
        resetTimeout.start();
        return;
    }
    finishReset(ic::Error{
        QStringLiteral("reset.still_refused"),
        Tr::tr("The game at %1 answers but still refuses the new password after %2 s. Is "
               "it reading %3? Restart the game so it reads that file, or reset again and "
               "choose the config.toml the game reads.")
            .arg(current.url.toString())
            .arg(options.configResetTimeoutMs / 1000)
            .arg(QDir::toNativeSeparators(resetConfigPath))});
}

void Panel::Private::onResetConnectionEnded()
{
    // Closed by the user (Disconnect), or by openClient(), which opens again at once.
    if (!resetting || resetMode != ResetMode::ConfigFile || resetRetry.isActive() || userClosed)
        return;
    // Not applied yet (wrong password) or not reachable: try again, more slowly each time so
    // the game's limit on failed identifications is not hit.
    const int delay = qMin(options.configResetRetryMs << qMin(resetAttempts, 4), 5000);
    resetRetry.start(delay);
}

void Panel::Private::retryResetConnect()
{
    if (!resetting || userClosed)
        return;
    ++resetAttempts;
    openClient();
}

ConnectInfo Panel::connectInfo() const
{
    ConnectInfo info;
    info.url = d->current.url;
    info.host = d->current.url.host();
    info.port = quint16(d->current.url.port(ic::kGameIcrpPort));
    if (info.host.isEmpty())
        return info;
    const QString host = info.host.toLower();
    info.loopback = host == QLatin1String("localhost") ||
                    host.endsWith(QLatin1String(".localhost")) || QHostAddress(host).isLoopback();
    QUrl uri;
    uri.setScheme(info.url.scheme().isEmpty() ? QStringLiteral("ws") : info.url.scheme());
    uri.setHost(info.host);
    uri.setPort(info.port);
    uri.setPath(QStringLiteral("/"));
    info.uri = uri.toString(QUrl::FullyEncoded);
    return info;
}

void Panel::connectInfoWithPassword(std::function<void(const ConnectInfo &)> done) const
{
    if (!done)
        return;
    QPointer<const Panel> self(this);
    readPassword([self, done](const ic::Result<QString> &password) {
        if (!self)
            return;
        ConnectInfo info = self->connectInfo();
        if (password && !info.host.isEmpty()) {
            info.password = *password;
            QUrl uri(info.uri);
            uri.setFragment(*password);
            info.uri = uri.toString(QUrl::FullyEncoded);
        }
        done(info);
    });
}

} // namespace icpanel
