#pragma once
// What the desktop prefers, light or dark, from the XDG desktop portal's Settings interface
// (org.freedesktop.appearance color-scheme) on the session bus, and its changes. Asked without
// blocking; where there is no portal (or no session bus) the answer stays NoPreference.

#include <QDBusConnection>
#include <QObject>

class QDBusVariant;

namespace icui {

class DesktopColorScheme : public QObject
{
    Q_OBJECT
public:
    /// The portal's values: 0 no preference, 1 prefer dark, 2 prefer light.
    enum class Preference { NoPreference = 0, Dark = 1, Light = 2 };

    explicit DesktopColorScheme(QObject *parent = nullptr);
    /// `bus`: the connection to ask on (tests pass their own session connection).
    DesktopColorScheme(const QDBusConnection &bus, QObject *parent);

    Preference preference() const { return m_preference; }

Q_SIGNALS:
    void changed(icui::DesktopColorScheme::Preference preference);
    /// The first question was answered, or failed (no portal): preference() is what is known.
    void settled();

private Q_SLOTS:
    void onSettingChanged(const QString &group, const QString &key, const QDBusVariant &value);

private:
    void ask();
    void take(const QVariant &value);

    QDBusConnection m_bus;
    Preference m_preference = Preference::NoPreference;
};

} // namespace icui
