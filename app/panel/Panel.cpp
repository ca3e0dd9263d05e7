#include "Panel.h"

#include "ConnectionsModel.h"
#include "LogModel.h"
#include "PanelSettings.h"
#include "ProfileStore.h"
#include "SecretStore.h"
#include "SubscriptionsModel.h"

#include "IcrpAuth.h"
#include "MockGame.h"

namespace icpanel {

class Panel::Private
{
public:
    Options options;
    std::unique_ptr<ProfileStore> profiles;
    std::unique_ptr<PanelSettings> settings;
    std::unique_ptr<icsecrets::SecretStore> secrets;
    std::unique_ptr<icrp::IcrpClient> client;
    std::unique_ptr<ConnectionsModel> connections;
    std::unique_ptr<SubscriptionsModel> subscriptions;
    std::unique_ptr<LogModel> log;
    std::unique_ptr<icmock::MockGame> demo;
    ConnectionProfile current;
    Status status = Status::Idle;
};

Panel::Panel(QObject *parent) : Panel(Options{}, parent) {}

Panel::Panel(Options options, QObject *parent) : QObject(parent), d(std::make_unique<Private>())
{
    d->options = std::move(options);
    d->profiles = std::make_unique<ProfileStore>(d->options.settingsFile);
    d->settings = std::make_unique<PanelSettings>(d->options.settingsFile);
    icsecrets::SecretStore::Options so;
    so.forceSessionOnly = d->options.forceSessionOnlySecrets;
    so.retryDelayMs = d->options.keychainRetryDelayMs;
    d->secrets = std::make_unique<icsecrets::SecretStore>(so);
    d->client = std::make_unique<icrp::IcrpClient>();
    d->connections = std::make_unique<ConnectionsModel>(d->client.get());
    d->subscriptions = std::make_unique<SubscriptionsModel>(d->client.get());
    d->log = std::make_unique<LogModel>();
}

Panel::~Panel() = default;

ProfileStore *Panel::profiles() const
{
    return d->profiles.get();
}
PanelSettings *Panel::settings() const
{
    return d->settings.get();
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
LogModel *Panel::log() const
{
    return d->log.get();
}
icmock::MockGame *Panel::demoGame() const
{
    return d->demo.get();
}

bool Panel::startDemo(QString *error)
{
    if (error)
        *error = tr("Not implemented yet");
    return false;
}

bool Panel::connectProfile(const QString &name, QString *error)
{
    Q_UNUSED(name)
    if (error)
        *error = tr("Not implemented yet");
    return false;
}

bool Panel::connectUrl(const QUrl &url, const QString &profileName, QString *error)
{
    Q_UNUSED(url)
    Q_UNUSED(profileName)
    if (error)
        *error = tr("Not implemented yet");
    return false;
}

void Panel::connectWithPassword(const QString &profileName, const QString &password, bool remember)
{
    Q_UNUSED(profileName)
    Q_UNUSED(password)
    Q_UNUSED(remember)
}

void Panel::reconnect() {}
void Panel::disconnectFromGame() {}
ConnectionProfile Panel::currentProfile() const
{
    return d->current;
}
Panel::Status Panel::status() const
{
    return d->status;
}
QString Panel::statusText() const
{
    return {};
}
QString Panel::icrpVersion() const
{
    return {};
}
QString Panel::serverName() const
{
    return {};
}
QString Panel::grantedTier() const
{
    return {};
}
int Panel::roundTripMs() const
{
    return -1;
}
qint64 Panel::gameTicks() const
{
    return -1;
}
QString Panel::gameClockText() const
{
    return {};
}
QString Panel::matchState() const
{
    return {};
}

QString Panel::generatePassword()
{
    return icrp::IcrpAuth::generatePassword();
}

void Panel::readPassword(PasswordCallback done) const
{
    if (done)
        done(false, {});
}

void Panel::storePassword(const QString &password, DoneCallback done)
{
    Q_UNUSED(password)
    if (done)
        done(false, tr("Not implemented yet"));
}

Panel::ResetMode Panel::suggestedResetMode() const
{
    return ResetMode::ConfigFile;
}

QString Panel::resetDescription(ResetMode mode, const QString &configPath) const
{
    Q_UNUSED(mode)
    Q_UNUSED(configPath)
    return {};
}

void Panel::resetPasswordOnline(DoneCallback done)
{
    if (done)
        done(false, tr("Not implemented yet"));
}

void Panel::resetPasswordInConfig(const QString &configPath, DoneCallback done)
{
    Q_UNUSED(configPath)
    if (done)
        done(false, tr("Not implemented yet"));
}

bool Panel::isResetting() const
{
    return false;
}
ConnectInfo Panel::connectInfo() const
{
    return {};
}

void Panel::connectInfoWithPassword(std::function<void(const ConnectInfo &)> done) const
{
    if (done)
        done(connectInfo());
}

} // namespace icpanel
