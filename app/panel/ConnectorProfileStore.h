#pragma once
// The connector profiles, kept with QSettings beside the ICRP profiles (name, kind, settings —
// never a password). save() checks the settings against the kind's description first, so a
// profile that is stored can be opened.

#include "panel/ConnectorProfile.h"

#include "common/Result.h"

#include <QList>
#include <QObject>
#include <memory>
#include <optional>

class QSettings;

namespace icpanel {

class ConnectorProfileStore : public QObject
{
    Q_OBJECT
public:
    /// `settingsFile` empty: the user's settings of the application.
    explicit ConnectorProfileStore(const QString &settingsFile = {}, QObject *parent = nullptr);
    ~ConnectorProfileStore() override;

    QList<ConnectorProfile> profiles() const;
    std::optional<ConnectorProfile> profile(const QString &name) const;
    /// Adds or replaces the profile of that name, its settings typed by its kind. Errors:
    /// "connector.name", "connector.kind", "connector.param" (the setting named).
    ic::Result<ConnectorProfile> save(const ConnectorProfile &profile);
    bool remove(const QString &name);

Q_SIGNALS:
    void profilesChanged();

private:
    QList<ConnectorProfile> storedProfiles() const;
    void writeAll(const QList<ConnectorProfile> &all);
    std::unique_ptr<QSettings> m_settings;
};

} // namespace icpanel
