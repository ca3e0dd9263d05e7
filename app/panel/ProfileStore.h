#pragma once
// The connection profiles, kept with QSettings (name, url, tier, autoConnect — never a
// password), and which one was used last. One profile may be for this run only (the demo's
// game, on a port of this run): listed and chosen like the others, never written, so nothing of
// it is left in the Game box once the panel quits.

#include "common/Result.h"
#include "panel/ConnectionProfile.h"

#include <QList>
#include <QObject>
#include <memory>
#include <optional>

class QSettings;

namespace icpanel {

class ProfileStore : public QObject
{
    Q_OBJECT
public:
    /// `settingsFile` empty: the user's settings of the application ("ic-control-panel").
    explicit ProfileStore(const QString &settingsFile = {}, QObject *parent = nullptr);
    ~ProfileStore() override;

    QList<ConnectionProfile> profiles() const;
    QStringList names() const;
    std::optional<ConnectionProfile> profile(const QString &name) const;
    bool contains(const QString &name) const;
    /// Adds or replaces the profile of that name; an error ("profile.name", "profile.url") for
    /// an invalid profile, changing nothing.
    ic::Result<void> save(const ConnectionProfile &profile);
    /// Removes it (its keychain entry is the caller's to delete).
    bool remove(const QString &name);

    QString lastUsed() const;
    /// Remembers `name` for the next start (not the profile of this run only).
    void setLastUsed(const QString &name);

    /// Adds (or replaces) the profile of this run only; save() and remove() of its name change
    /// it in memory.
    void setSessionProfile(const ConnectionProfile &profile);

Q_SIGNALS:
    void profilesChanged();

private:
    QList<ConnectionProfile> storedProfiles() const;
    bool isSession(const QString &name) const { return m_session && m_session->name == name; }
    void writeAll(const QList<ConnectionProfile> &all);
    std::unique_ptr<QSettings> m_settings;
    std::optional<ConnectionProfile> m_session;
};

} // namespace icpanel
