#pragma once
// The panel's connections to other games' tool protocols: the connector profiles, and the
// connectors opened from them (at most one per profile). Opening a kind that carries a password
// reads it from the keychain first (a missing one fails with what to do next); the password
// goes to the connector in memory and nowhere else. No widgets: the window's Connectors page
// shows what this holds.

#include "panel/ConnectorProfileStore.h"

#include "connectors/common/Connector.h"

#include <QHash>
#include <QObject>
#include <functional>
#include <memory>

namespace icsecrets {
class SecretStore;
}

namespace icpanel {

class ConnectorHost : public QObject
{
    Q_OBJECT
public:
    ConnectorHost(ConnectorProfileStore &profiles, icsecrets::SecretStore &secrets,
                  QObject *parent = nullptr);
    ~ConnectorHost() override;

    ConnectorProfileStore &profiles() { return m_profiles; }

    /// Makes the profile's connector and opens it; failed() if that cannot start.
    void open(const QString &profileName);
    /// Closes it and lets it go (its page shows nothing for it).
    void close(const QString &profileName);
    void closeAll();
    /// Closes it, removes the profile and its stored password.
    void removeProfile(const QString &profileName);
    /// The profile's connector while it is made (open, opening or failed), else nullptr.
    icconnectors::Connector *connector(const QString &profileName) const;

    /// Keeps `password` in the keychain for the profile; `done(error message or empty)`.
    void savePassword(const QString &profileName, const QString &password,
                      std::function<void(const QString &error)> done = {});
    static QString passwordKey(const QString &profileName);

Q_SIGNALS:
    /// The profile's connector was made or let go (connector(name) says which).
    void connectorChanged(const QString &profileName);
    void failed(const QString &profileName, const QString &message);

private:
    void make(const ConnectorProfile &profile, const QString &password);

    ConnectorProfileStore &m_profiles;
    icsecrets::SecretStore &m_secrets;
    QHash<QString, std::shared_ptr<icconnectors::Connector>> m_open;
};

} // namespace icpanel
