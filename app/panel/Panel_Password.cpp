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

namespace icpanel {

void Panel::Private::writeSecret(const QString &profileName, const QString &secret,
                                 DoneCallback done)
{
    QPointer<Panel> self(q);
    secrets->write(
        icsecrets::SecretStore::profileKey(profileName), secret,
        [self, profileName, done](const icsecrets::SecretResult &r) {
            if (!self)
                return;
            if (r.ok()) {
                self->d->log->info(
                    self->d->secrets->isSessionOnly()
                        ? Tr::tr("Kept the password of \"%1\" for this session.").arg(profileName)
                        : Tr::tr("Stored the password of \"%1\" in the keychain.")
                              .arg(profileName));
            } else {
                self->d->log->error(r.error().message);
            }
            // Kept in memory for this session either way: what the password page shows.
            if (profileName == self->d->current.name)
                Q_EMIT self->passwordChanged();
            if (done)
                done(r.ok(), r.ok() ? QString() : r.error().message);
        });
}

void Panel::readPassword(PasswordCallback done) const
{
    if (!done)
        return;
    if (!d->password.isEmpty() || d->current.name.isEmpty()) {
        QTimer::singleShot(0, this, [this, done] { done(!d->password.isEmpty(), d->password); });
        return;
    }
    QPointer<const Panel> self(this);
    d->secrets->read(icsecrets::SecretStore::profileKey(d->current.name),
                     [self, done](const icsecrets::SecretResult &r) {
                         if (!self)
                             return;
                         done(r.ok(), r.valueOr(QString()));
                     });
}

void Panel::storePassword(const QString &password, DoneCallback done)
{
    if (d->current.name.isEmpty()) {
        if (done)
            done(false, Tr::tr("Choose or create a profile first."));
        return;
    }
    d->password = password;
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
    if (mode == ResetMode::Online) {
        return Tr::tr("The game at %1 will make a new password and end every other connection to "
                      "it: tools and overlays will need the new password. The panel will %2 and "
                      "connect again.")
            .arg(d->current.url.toString(), where);
    }
    const QString file = configPath.isEmpty() ? Tr::tr("the game's config.toml")
                                              : QDir::toNativeSeparators(configPath);
    return Tr::tr(
               "The panel will write a new password into %1 ([remote] password; its comments and "
               "other settings stay as they are), %2, and connect again once the game has "
               "applied it. Tools and overlays will need the new password.")
        .arg(file, where);
}

bool Panel::isResetting() const
{
    return d->resetting;
}

void Panel::Private::finishReset(bool ok, const QString &message)
{
    if (!resetting)
        return;
    resetting = false;
    resetRetry.stop();
    resetTimeout.stop();
    log->append(ok ? LogModel::Level::Info : LogModel::Level::Error, message);
    DoneCallback done = std::move(resetDone);
    resetDone = nullptr;
    const ResetMode mode = resetMode;
    updateStatus();
    if (done)
        done(ok, message);
    Q_EMIT q->resetFinished(mode, ok, message);
}

void Panel::resetPasswordOnline(DoneCallback done)
{
    if (d->resetting) {
        if (done)
            done(false, Tr::tr("A password reset is already under way."));
        return;
    }
    if (suggestedResetMode() != ResetMode::Online) {
        if (done)
            done(false, Tr::tr("Connect as admin first, or reset through the game's config.toml."));
        return;
    }
    d->resetting = true;
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
                    false, r.ok ? Tr::tr("The game answered without a password.")
                                : Tr::tr("The game did not reset the password: %1").arg(r.message));
                return;
            }
            self->d->password = password;
            self->d->writeSecret(profileName, password, [self](bool ok, const QString &error) {
                if (!self)
                    return;
                // Connect again with the new password (it is in memory either way).
                self->d->openClient();
                if (ok) {
                    self->d->finishReset(true, Tr::tr("The game has a new password; the panel "
                                                      "stored it and connected again."));
                } else {
                    self->d->finishReset(false, Tr::tr("The game has a new password but the panel "
                                                       "could not store it: %1. It is kept for "
                                                       "this session only.")
                                                    .arg(error));
                }
            });
        });
}

void Panel::resetPasswordInConfig(const QString &configPath, DoneCallback done)
{
    if (d->resetting) {
        if (done)
            done(false, Tr::tr("A password reset is already under way."));
        return;
    }
    if (d->current.name.isEmpty()) {
        if (done)
            done(false, Tr::tr("Choose or create a profile for the game first."));
        return;
    }
    if (!QFileInfo(configPath).isFile()) {
        const QString message = Tr::tr("%1 is not a file: choose the game's config.toml.")
                                    .arg(QDir::toNativeSeparators(configPath));
        d->log->error(message);
        if (done)
            done(false, message);
        return;
    }
    const QString password = generatePassword();
    const auto saved = ic::GameConfigEditor::setString(configPath, QStringLiteral("remote"),
                                                       QStringLiteral("password"), password);
    if (!saved) {
        const QString message =
            Tr::tr("Could not write the new password: %1").arg(saved.error().message);
        d->log->error(message);
        if (done)
            done(false, message);
        return;
    }
    d->log->info(Tr::tr("Wrote a new password into %1.").arg(QDir::toNativeSeparators(configPath)));
    d->resetting = true;
    d->resetMode = ResetMode::ConfigFile;
    d->resetDone = std::move(done);
    d->resetAttempts = 0;
    d->password = password;
    d->resetConfigPath = configPath;
    d->resetTimeout.setInterval(d->options.configResetTimeoutMs);
    d->resetTimeout.start();
    QPointer<Panel> self(this);
    d->writeSecret(d->current.name, password, [self](bool, const QString &) {
        if (!self || !self->d->resetting)
            return;
        // Give the game a moment to notice the file before the first try.
        self->d->resetRetry.start(self->d->options.configResetRetryMs);
    });
}

void Panel::Private::onResetTimedOut()
{
    finishReset(false, Tr::tr("The game did not take the new password within %1 s. Is it running "
                              "and reading %2? The new password is stored; connect again when it "
                              "is.")
                           .arg(options.configResetTimeoutMs / 1000)
                           .arg(QDir::toNativeSeparators(resetConfigPath)));
}

void Panel::Private::onResetConnectionEnded()
{
    if (!resetting || resetMode != ResetMode::ConfigFile || resetRetry.isActive())
        return;
    // Not applied yet (wrong password) or not reachable: try again, more slowly each time so
    // the game's limit on failed identifications is not hit.
    const int delay = qMin(options.configResetRetryMs << qMin(resetAttempts, 4), 5000);
    resetRetry.start(delay);
}

void Panel::Private::retryResetConnect()
{
    if (!resetting)
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
    readPassword([self, done](bool ok, const QString &password) {
        if (!self)
            return;
        ConnectInfo info = self->connectInfo();
        if (ok && !info.host.isEmpty()) {
            info.password = password;
            QUrl uri(info.uri);
            uri.setFragment(password);
            info.uri = uri.toString(QUrl::FullyEncoded);
        }
        done(info);
    });
}

} // namespace icpanel
