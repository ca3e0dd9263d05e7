#pragma once
// The Settings dialog, in two parts: "This game (profile: X)" — the profile in use (game URL,
// tier to ask for, connect at start) — and "All games" — the window's tray icon and
// notifications, its colour scheme and language. Nothing here is a secret; passwords stay on
// the Password page and in the keychain. The colour scheme shows at once as it is picked, as
// in OBS and KeePassXC; Cancel, Escape or closing the dialog put the one in use before back.

#include "panel/PanelSettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;

namespace icpanel {
class Panel;
struct ConnectionProfile;
} // namespace icpanel

namespace icui {

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(icpanel::Panel &panel, QWidget *parent = nullptr);
    /// Puts the colour scheme in use before back unless it was applied.
    ~SettingsDialog() override;

    /// Saves what the dialog shows. False with a message box when the URL is not valid.
    bool apply();

    QCheckBox *notificationsBox() const { return m_notifications; }
    QLineEdit *urlEdit() const { return m_url; }
    QCheckBox *trayIconBox() const { return m_trayIcon; }
    QComboBox *colorSchemeBox() const { return m_colorScheme; }
    QComboBox *languageBox() const { return m_language; }

    void accept() override;
    void done(int result) override;

private:
    QGroupBox *createGameBox(const icpanel::ConnectionProfile &profile);
    void addDesktopRows(QFormLayout *form, QWidget *box);
    void addAppearanceRows(QFormLayout *form, QWidget *box);
    /// The window in the scheme picked in the box, at once (not yet kept by apply()).
    void previewScheme();
    void restoreScheme();

    icpanel::Panel &m_panel;
    QLineEdit *m_url = nullptr;
    QComboBox *m_tier = nullptr;
    QCheckBox *m_autoConnect = nullptr;
    QCheckBox *m_trayIcon = nullptr;
    QCheckBox *m_notifications = nullptr;
    QComboBox *m_colorScheme = nullptr;
    QComboBox *m_language = nullptr;
    /// The scheme in use before the dialog, or the one apply() last kept.
    icpanel::PanelSettings::ColorScheme m_keptScheme = icpanel::PanelSettings::ColorScheme::System;
};

} // namespace icui
