#pragma once
// The panel's own preferences, kept with QSettings: tray icon and notifications. No secrets.

#include <QObject>
#include <memory>

class QSettings;

namespace icpanel {

class PanelSettings : public QObject
{
    Q_OBJECT
public:
    /// `settingsFile` empty: the user's settings of the application ("ic-control-panel").
    explicit PanelSettings(const QString &settingsFile = {}, QObject *parent = nullptr);
    ~PanelSettings() override;

    /// Show a tray icon (default on).
    bool trayIconEnabled() const;
    void setTrayIconEnabled(bool on);
    /// Notify connected / disconnected / authentication failed (default on).
    bool notificationsEnabled() const;
    void setNotificationsEnabled(bool on);

Q_SIGNALS:
    void changed();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace icpanel
