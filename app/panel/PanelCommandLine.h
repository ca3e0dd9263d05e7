#pragma once
// ic-panel's command line: --demo, --connect URL, --profile NAME, --headless, --help,
// --version, Workshop tool packages (positional .icpkg paths); and whether a window can be shown at
// all (a display, or the offscreen platform).

#include "common/DefaultPorts.h"

#include <QStringList>
#include <QUrl>

namespace icpanel {

class PanelCommandLine
{
public:
    enum class Mode { Window, Headless };

    /// Before any QCoreApplication exists: Headless when --headless/--help/--version is given or
    /// no display is available (no DISPLAY / WAYLAND_DISPLAY and platform not offscreen).
    static Mode preferredMode(int argc, char *argv[]);
    /// A display to show a window on exists (environment only).
    static bool displayAvailable();

    /// Parses; false when the program should exit now (help, version, error) with exitCode().
    bool parse(const QStringList &arguments);
    int exitCode() const { return m_exitCode; }

    bool demo() const { return m_demo; }
    bool headless() const { return m_headless; }
    QUrl connectUrl() const { return m_connect; }
    QString profileName() const { return m_profile; }
    /// Absolute paths of the .icpkg files given as arguments, to offer for installation.
    QStringList packages() const { return m_packages; }
    /// The overlay host's port (--host-port; 0: any free one).
    quint16 hostPort() const { return m_hostPort; }
    /// The names --page takes, in the window's order.
    static QStringList pageNames();
    /// The window's page to open on (--page NAME), lower case; empty: the first.
    QString page() const { return m_page; }

private:
    bool m_demo = false;
    bool m_headless = false;
    QUrl m_connect;
    QString m_profile;
    QStringList m_packages;
    quint16 m_hostPort = ic::kOverlayHostPort;
    QString m_page;
    int m_exitCode = 0;
};

} // namespace icpanel
