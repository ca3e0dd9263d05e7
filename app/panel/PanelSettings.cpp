#include "panel/PanelSettings.h"

#include "panel/SettingsFile.h"

#include <QSettings>

namespace icpanel {

namespace {
const QString kTray = QStringLiteral("ui/trayIcon");
const QString kNotify = QStringLiteral("ui/notifications");
const QString kScheme = QStringLiteral("ui/colorScheme");
const QString kLanguage = QStringLiteral("ui/language");
const QString kReplayGeometry = QStringLiteral("ui/replayWindowGeometry");
const QString kMainGeometry = QStringLiteral("ui/mainWindowGeometry");
const QStringList schemeNames{QStringLiteral("system"), QStringLiteral("light"),
                              QStringLiteral("dark")};
} // namespace

PanelSettings::PanelSettings(const QString &settingsFile, QObject *parent)
    : QObject(parent), m_settings(openSettings(settingsFile))
{
}

PanelSettings::~PanelSettings() = default;

bool PanelSettings::trayIconEnabled() const
{
    return m_settings->value(kTray, true).toBool();
}

void PanelSettings::setTrayIconEnabled(bool on)
{
    if (on == trayIconEnabled())
        return;
    m_settings->setValue(kTray, on);
    m_settings->sync();
    Q_EMIT changed();
}

bool PanelSettings::notificationsEnabled() const
{
    return m_settings->value(kNotify, true).toBool();
}

void PanelSettings::setNotificationsEnabled(bool on)
{
    if (on == notificationsEnabled())
        return;
    m_settings->setValue(kNotify, on);
    m_settings->sync();
    Q_EMIT changed();
}

PanelSettings::ColorScheme PanelSettings::colorScheme() const
{
    const auto index = schemeNames.indexOf(m_settings->value(kScheme).toString());
    return index < 0 ? ColorScheme::System : static_cast<ColorScheme>(index);
}

void PanelSettings::setColorScheme(ColorScheme scheme)
{
    if (scheme == colorScheme())
        return;
    m_settings->setValue(kScheme, schemeNames.at(static_cast<int>(scheme)));
    m_settings->sync();
    Q_EMIT changed();
}

QString PanelSettings::language() const
{
    return m_settings->value(kLanguage).toString();
}

void PanelSettings::setLanguage(const QString &code)
{
    if (code == language())
        return;
    m_settings->setValue(kLanguage, code);
    m_settings->sync();
    Q_EMIT changed();
}

QRect PanelSettings::replayWindowGeometry() const
{
    return m_settings->value(kReplayGeometry).toRect();
}

void PanelSettings::setReplayWindowGeometry(const QRect &geometry)
{
    // Written often while the window is dragged: QSettings writes the file itself (on its next
    // turn of the event loop, and when the panel ends), not once per step here.
    m_settings->setValue(kReplayGeometry, geometry);
}

QByteArray PanelSettings::mainWindowGeometry() const
{
    return m_settings->value(kMainGeometry).toByteArray();
}

void PanelSettings::setMainWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kMainGeometry, geometry);
}

} // namespace icpanel
