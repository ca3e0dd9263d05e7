#pragma once
// The relay's device authorizations (RFC 8628), kept in DATA_DIR/relay-device-codes.json (mode
// 0600) so that `ic-relay-mock approve|deny USER-CODE`, run as another process, reaches the
// running relay through the data folder as `token revoke` does: every change is made under the
// file's lock (read, change, write), and the relay reads the file again at every poll.
// Authorizations expired for more than kKeepExpiredSeconds are dropped at the next change.

#include "relay/DeviceGrant.h"

#include "common/Result.h"

#include <functional>

namespace icrelay {

class DeviceGrantStore
{
public:
    using Clock = std::function<QDateTime()>;
    static constexpr qint64 kKeepExpiredSeconds = 3600;

    explicit DeviceGrantStore(QString dataDir, Clock clock = {});

    QString filePath() const;
    /// Adds a new authorization; error "relay.device-codes-unwritable" and the like.
    ic::Result<void> add(const DeviceGrant &grant);
    /// Every authorization in the file now.
    ic::Result<QList<DeviceGrant>> all() const;
    /// The authorization of a device code's hash, if the file has it.
    std::optional<DeviceGrant> findDevice(const QString &deviceHash) const;
    /// Changes the authorization whose user code is `userCode` (any case, dashes and spaces
    /// ignored) with `change`, which may refuse with an error; returns the changed one.
    /// Error "relay.user-code-unknown" when no authorization has that code.
    ic::Result<DeviceGrant> update(const QString &userCode,
                                   const std::function<ic::Result<void>(DeviceGrant &)> &change);
    /// The same by device code hash (the relay marking one issued).
    ic::Result<DeviceGrant>
    updateDevice(const QString &deviceHash,
                 const std::function<ic::Result<void>(DeviceGrant &)> &change);

    /// "bcdf ghjk" → "BCDFGHJK": what two user codes are compared by.
    static QString normalizedUserCode(const QString &userCode);
    static QString stateName(DeviceGrant::State state);

private:
    ic::Result<QList<DeviceGrant>> read() const;
    ic::Result<void> write(const QList<DeviceGrant> &grants) const;
    ic::Result<DeviceGrant> change(const std::function<bool(const DeviceGrant &)> &which,
                                   const QString &what,
                                   const std::function<ic::Result<void>(DeviceGrant &)> &change);
    QDateTime now() const;

    QString m_dataDir;
    Clock m_clock;
};

} // namespace icrelay
