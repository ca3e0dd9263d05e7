#include "secrets/KeychainProbe.h"

#include "secrets/SecretLog.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QTimer>

namespace icsecrets {

namespace {

QDBusMessage busCall(const QString &method)
{
    return QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.DBus"),
                                          QStringLiteral("/org/freedesktop/DBus"),
                                          QStringLiteral("org.freedesktop.DBus"), method);
}

} // namespace

QString KeychainProbe::serviceName()
{
    return QStringLiteral("org.freedesktop.secrets");
}

KeychainProbe::KeychainProbe(QObject *parent) : QObject(parent) {}

void KeychainProbe::start()
{
    if (m_presence != Presence::Unknown)
        return;
    m_presence = Presence::Probing;
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        const QString why = bus.lastError().message();
        // Later, like an answer from the bus, so callers see one behaviour.
        QTimer::singleShot(0, this, [this, why] {
            decide(Presence::Absent, why.isEmpty()
                                         ? QStringLiteral("no D-Bus session bus")
                                         : QStringLiteral("no D-Bus session bus: %1").arg(why));
        });
        return;
    }
    QDBusMessage hasOwner = busCall(QStringLiteral("NameHasOwner"));
    hasOwner << serviceName();
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(hasOwner), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<bool> reply = *w;
        if (reply.isError() || !reply.value())
            return askActivatable();
        decide(Presence::MaybeThere);
    });
}

void KeychainProbe::askActivatable()
{
    auto *watcher = new QDBusPendingCallWatcher(
        QDBusConnection::sessionBus().asyncCall(busCall(QStringLiteral("ListActivatableNames"))),
        this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<QStringList> reply = *w;
        if (reply.isError()) {
            // The bus did not say: let the keychain job find out (with its retry).
            qCDebug(lcSecrets) << "could not list activatable services:" << reply.error().message();
            return decide(Presence::MaybeThere);
        }
        if (reply.value().contains(serviceName()))
            return decide(Presence::MaybeThere);
        decide(Presence::Absent,
               QStringLiteral("%1 is neither running nor activatable on the session bus")
                   .arg(serviceName()));
    });
}

void KeychainProbe::decide(Presence presence, const QString &reason)
{
    m_presence = presence;
    m_reason = reason;
    qCDebug(lcSecrets) << "Secret Service:" << presence << reason;
    Q_EMIT decided(presence);
}

} // namespace icsecrets
