#pragma once
// The relays the panel knows, kept with QSettings in the panel's settings file (group "relays":
// name, address, pinned fingerprint, tier, the token's public id and expiry — never a token).
// Relays of this run only (the demo's) are listed beside them and never written.

#include "panel/RelayProfile.h"

#include "common/Result.h"

#include <QList>
#include <QObject>
#include <memory>
#include <optional>

class QSettings;

namespace icpanel {

class RelayProfileStore : public QObject
{
    Q_OBJECT
public:
    /// A relay's name is at most this long (it is part of its keychain key).
    static constexpr int kMaxNameLength = 64;

    /// `settingsFile` empty: the user's settings of the application.
    explicit RelayProfileStore(const QString &settingsFile = {}, QObject *parent = nullptr);
    ~RelayProfileStore() override;

    /// Every relay, sorted by name.
    QList<RelayProfile> profiles() const;
    std::optional<RelayProfile> profile(const QString &name) const;
    /// Adds or replaces the relay of that name. Errors: "relay.name" (empty, too long or with a
    /// '/'), "relay.url" (not wss:// or without a host), "relay.fingerprint" (not a SHA-256).
    ic::Result<RelayProfile> save(const RelayProfile &profile);
    bool remove(const QString &name);
    /// Adds (or replaces) a relay of this run only, checked as save() checks it: never written,
    /// so a later start does not offer it; save() and remove() of its name change it in memory.
    ic::Result<RelayProfile> addSessionProfile(const RelayProfile &profile);
    bool isSessionProfile(const QString &name) const { return sessionIndex(name) >= 0; }

    /// `profile` as it would be kept (name trimmed, fingerprint as TlsTrust writes one), or
    /// the error save() would give.
    static ic::Result<RelayProfile> checked(const RelayProfile &profile);

Q_SIGNALS:
    void profilesChanged();

private:
    QList<RelayProfile> storedProfiles() const;
    qsizetype sessionIndex(const QString &name) const;
    void writeAll(const QList<RelayProfile> &all);

    std::unique_ptr<QSettings> m_settings;
    QList<RelayProfile> m_session;
};

} // namespace icpanel
