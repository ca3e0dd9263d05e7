#pragma once
// The panel's own preferences, kept with QSettings: tray icon, notifications, colour scheme and
// language; where the replay window was last put. No secrets.

#include <QObject>
#include <QRect>
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

    /// Light or dark window: follow the desktop (default), or always one of them.
    enum class ColorScheme { System, Light, Dark };
    ColorScheme colorScheme() const;
    void setColorScheme(ColorScheme scheme);
    /// The language of the window and its messages: a code of ic::Translations::available(),
    /// or empty to follow the system (default). Takes effect when the panel starts.
    QString language() const;
    void setLanguage(const QString &code);
    /// Where the replay window was last moved or resized to (client area, screen
    /// coordinates); invalid until then. Not a setting the user chooses: changed() is not sent.
    QRect replayWindowGeometry() const;
    void setReplayWindowGeometry(const QRect &geometry);
    /// The main window's place, size and state (maximised) when it was last closed, as
    /// QWidget::saveGeometry() gives it; empty before that.
    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);

Q_SIGNALS:
    void changed();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace icpanel
