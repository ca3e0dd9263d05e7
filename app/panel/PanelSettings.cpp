#include "panel/PanelSettings.h"

#include "panel/SettingsFile.h"

#include <QSettings>

namespace icpanel {

namespace {
const QString kTray = QStringLiteral("ui/trayIcon");
const QString kNotify = QStringLiteral("ui/notifications");
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

} // namespace icpanel
