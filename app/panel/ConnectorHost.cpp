#include "panel/ConnectorHost.h"
#include "panel/Tr.h"

#include "connectors/ConnectorKinds.h"
#include "secrets/SecretStore.h"

#include <QPointer>

namespace icpanel {

ConnectorHost::ConnectorHost(ConnectorProfileStore &profiles, icsecrets::SecretStore &secrets,
                             QObject *parent)
    : QObject(parent), m_profiles(profiles), m_secrets(secrets)
{
}

ConnectorHost::~ConnectorHost()
{
    closeAll();
}

QString ConnectorHost::passwordKey(const QString &profileName)
{
    return icsecrets::SecretStore::profileKey(profileName, QStringLiteral("connector-password"));
}

void ConnectorHost::open(const QString &profileName)
{
    const auto profile = m_profiles.profile(profileName);
    if (!profile) {
        Q_EMIT failed(profileName,
                      Tr::tr("There is no connection called \"%1\".").arg(profileName));
        return;
    }
    const auto kind = icconnectors::connectorKind(profile->kind);
    if (!kind || !kind->needsPasswordWith(profile->settings)) {
        make(*profile, QString());
        return;
    }
    QPointer<ConnectorHost> self(this);
    m_secrets.read(passwordKey(profileName), [self, p = *profile](const auto &result) {
        if (!self)
            return;
        // The profile as it is now: removed or edited while the keychain answered.
        const auto current = self->m_profiles.profile(p.name);
        if (!current)
            return;
        if (result.ok()) {
            self->make(*current, *result);
        } else if (icsecrets::isNotFound(result)) {
            Q_EMIT self->failed(p.name, Tr::tr("No password is stored for \"%1\": edit the "
                                               "connection and enter the game's password.")
                                            .arg(p.name));
        } else {
            Q_EMIT self->failed(p.name, result.error().message);
        }
    });
}

void ConnectorHost::make(const ConnectorProfile &profile, const QString &password)
{
    close(profile.name);
    auto made = icconnectors::makeConnector(profile.kind, profile.settings, password);
    if (!made) {
        Q_EMIT failed(profile.name, made.error().message);
        return;
    }
    std::shared_ptr<icconnectors::Connector> connector(std::move(*made));
    m_open.insert(profile.name, connector);
    Q_EMIT connectorChanged(profile.name);
    connector->open();
}

void ConnectorHost::close(const QString &profileName)
{
    const auto connector = m_open.take(profileName);
    if (!connector)
        return;
    connector->close();
    Q_EMIT connectorChanged(profileName);
}

void ConnectorHost::closeAll()
{
    const auto names = m_open.keys();
    for (const QString &name : names)
        close(name);
}

void ConnectorHost::removeProfile(const QString &profileName)
{
    close(profileName);
    m_profiles.remove(profileName);
    m_secrets.remove(passwordKey(profileName));
}

icconnectors::Connector *ConnectorHost::connector(const QString &profileName) const
{
    return m_open.value(profileName).get();
}

void ConnectorHost::savePassword(const QString &profileName, const QString &password,
                                 std::function<void(const QString &)> done)
{
    m_secrets.write(passwordKey(profileName), password, [done](const auto &result) {
        if (done)
            done(result.ok() ? QString() : result.error().message);
    });
}

} // namespace icpanel
