#pragma once
// Whether a Secret Service can answer at all, asked once of the session bus without blocking:
// no session bus, or a bus on which org.freedesktop.secrets is neither running nor activatable,
// is "absent" at once (the store goes session-only on its first job, with no retry). A service
// that is running or activatable is "maybe there": the keychain job decides, and a keyring that
// is slow to start still gets the store's one retry.

#include <QObject>
#include <QString>
#include <functional>

namespace icsecrets {

class KeychainProbe final : public QObject
{
    Q_OBJECT
public:
    enum class Presence { Unknown, Probing, MaybeThere, Absent };
    Q_ENUM(Presence)

    /// The well-known name of the Secret Service.
    static QString serviceName();

    explicit KeychainProbe(QObject *parent = nullptr);

    Presence presence() const { return m_presence; }
    /// Why the service is absent (for the log); empty otherwise.
    QString reason() const { return m_reason; }
    /// Asks the bus once; later calls do nothing. decided() follows, later, on this thread.
    void start();

Q_SIGNALS:
    void decided(icsecrets::KeychainProbe::Presence presence);

private:
    void askActivatable();
    void decide(Presence presence, const QString &reason = {});

    Presence m_presence = Presence::Unknown;
    QString m_reason;
};

} // namespace icsecrets
