#pragma once
// The connection profiles, kept with QSettings (name, url, tier, autoConnect — never a
// password), and which one was used last.

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
    void setLastUsed(const QString &name);

Q_SIGNALS:
    void profilesChanged();

private:
    void writeAll(const QList<ConnectionProfile> &all);
    std::unique_ptr<QSettings> m_settings;
};

} // namespace icpanel
