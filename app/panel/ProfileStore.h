#pragma once
// The connection profiles, kept with QSettings (name, url, tier, autoConnect — never a
// password), and which one was used last.

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
    /// Adds or replaces the profile of that name. False with *error for an invalid profile.
    bool save(const ConnectionProfile &profile, QString *error = nullptr);
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
