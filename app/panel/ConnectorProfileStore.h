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
    /// Adds (or replaces) a profile of this run only, checked as save() checks it: the demo's
    /// peers, on ports and folders of this run. Listed like the others, never written, so a
    /// later start does not offer a peer that is gone; save() and remove() of its name change it
    /// in memory.
    ic::Result<ConnectorProfile> addSessionProfile(const ConnectorProfile &profile);

Q_SIGNALS:
    void profilesChanged();

private:
    QList<ConnectorProfile> storedProfiles() const;
    /// The index of the profile of this run only named `name`, or -1.
    qsizetype sessionIndex(const QString &name) const;
    void writeAll(const QList<ConnectorProfile> &all);
    std::unique_ptr<QSettings> m_settings;
    QList<ConnectorProfile> m_session;
};

} // namespace icpanel
