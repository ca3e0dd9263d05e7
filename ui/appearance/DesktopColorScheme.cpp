#include "ui/appearance/DesktopColorScheme.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcScheme, "icpanel.ui.portal")

namespace icui {

namespace {
const QString kService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kInterface = QStringLiteral("org.freedesktop.portal.Settings");
const QString kGroup = QStringLiteral("org.freedesktop.appearance");
const QString kKey = QStringLiteral("color-scheme");

/// The portal wraps the value in one or two variants (Read returns "v" holding a "v").
QVariant unwrap(QVariant value)
{
    for (int depth = 0; depth < 3; ++depth) {
        if (value.canConvert<QDBusVariant>())
            value = qvariant_cast<QDBusVariant>(value).variant();
        else if (value.canConvert<QDBusArgument>()) {
            QDBusVariant inner;
            qvariant_cast<QDBusArgument>(value) >> inner;
            value = inner.variant();
        } else
            break;
    }
    return value;
}
} // namespace

DesktopColorScheme::DesktopColorScheme(QObject *parent)
    : DesktopColorScheme(QDBusConnection::sessionBus(), parent)
{
}

DesktopColorScheme::DesktopColorScheme(const QDBusConnection &bus, QObject *parent)
    : QObject(parent), m_bus(bus)
{
    if (!m_bus.isConnected()) {
        qCInfo(lcScheme) << "no session bus: the desktop's colour scheme is not known";
        return;
    }
    m_bus.connect(kService, kPath, kInterface, QStringLiteral("SettingChanged"), this,
                  SLOT(onSettingChanged(QString, QString, QDBusVariant)));
    ask();
}

void DesktopColorScheme::ask()
{
    QDBusMessage read =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Read"));
    read << kGroup << kKey;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(read, 2000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this](QDBusPendingCallWatcher *call) {
                call->deleteLater();
                const QDBusPendingReply<QDBusVariant> reply = *call;
                if (reply.isError())
                    qCInfo(lcScheme) << "no desktop portal answer:" << reply.error().message();
                else
                    take(reply.value().variant());
                Q_EMIT settled();
            });
}

void DesktopColorScheme::onSettingChanged(const QString &group, const QString &key,
                                          const QDBusVariant &value)
{
    if (group == kGroup && key == kKey)
        take(value.variant());
}

void DesktopColorScheme::take(const QVariant &value)
{
    const uint number = unwrap(value).toUInt();
    const Preference preference = number <= 2 ? Preference(number) : Preference::NoPreference;
    if (preference == m_preference)
        return;
    m_preference = preference;
    qCInfo(lcScheme) << "the desktop prefers"
                     << (number == 1   ? "dark"
                         : number == 2 ? "light"
                                       : "nothing");
    Q_EMIT changed(preference);
}

} // namespace icui
