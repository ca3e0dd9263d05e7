#pragma once
// Light or dark: what the Settings ask for, or — set to follow the system — what the desktop
// prefers (DesktopColorScheme). Applies a light or a dark palette to the whole application
// and says when it changed, so drawings that do not follow the palette by themselves (the
// army chart) can follow it. Every style it sets (the platform's or Fusion) is wrapped in
// PanelStyle, so no dialog button shows an icon and a dark check box keeps its frame.

#include "panel/PanelSettings.h"

#include <QObject>
#include <QPalette>

class QStyle;

namespace icui {

class DesktopColorScheme;

class Appearance : public QObject
{
    Q_OBJECT
public:
    /// `desktop` may be null (nothing known about the desktop). Applies the scheme at once.
    Appearance(icpanel::PanelSettings *settings, DesktopColorScheme *desktop,
               QObject *parent = nullptr);
    ~Appearance() override;

    /// True when the window is dark now.
    bool dark() const;
    /// True when `palette` is a dark one (light text on a dark window).
    static bool isDark(const QPalette &palette);
    /// The tones that say how something stands — good, information, warning, error, idle — in
    /// light and dark: the message bars, the Status page's card edges and dots use these.
    enum class Tone { Good, Info, Warning, Error, Idle };
    static QColor tone(Tone tone, const QPalette &palette);
    /// The palettes the panel uses for the two schemes.
    static QPalette darkPalette();
    static QPalette lightPalette();

Q_SIGNALS:
    void changed(bool dark);

private:
    void apply();

    icpanel::PanelSettings *m_settings;
    DesktopColorScheme *m_desktop;
    /// The platform's style before we changed anything: "follow the system" with no
    /// preference from the desktop goes back to it (and to the platform's palette).
    QString m_platformStyle;
    int m_applied = -1;
};

} // namespace icui
