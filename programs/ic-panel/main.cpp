// ic-panel: the IC Control Panel. Parses the command line, builds the Panel and shows the
// window (ui/, through icui::runWindow) or, with --headless or without a display, runs the
// Panel alone and prints its status changes.

#include "common/AllocatorTuning.h"
#include "host/ToolHost.h"
#include "i18n/Translations.h"
#include "panel/HeadlessRunner.h"
#include "panel/Panel.h"
#include "panel/PanelCommandLine.h"
#include "panel/PanelSettings.h"
#include "panel/SingleInstance.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <cstdio>
#include <memory>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

#include "ui/UiEntry.h"
#include <QApplication>

#ifdef IC_PANEL_HAS_DEMO
#include "panel/demo/ConnectorDemoPeers.h"
#include "panel/demo/DemoThread.h"
#include "panel/demo/MockDemoGame.h"
#include "panel/demo/MockDemoRelay.h"
#endif

namespace {
/// The overlay host; a busy port is reported and the rest of the panel goes on.
void startHost(icpanel::Panel &panel, const icpanel::PanelCommandLine &commandLine)
{
    if (const auto started = panel.startHost(commandLine.hostPort()); !started) {
        std::fprintf(stderr, "ic-panel: %s\n", qPrintable(started.error().message));
        return;
    }
    std::printf("Overlay host listening on %s\n", qPrintable(panel.host()->url()));
    std::fflush(stdout);
}
} // namespace

int main(int argc, char *argv[])
{
    ic::AllocatorTuning::apply(); // before anything is allocated (common/AllocatorTuning.h)
    [[maybe_unused]] const auto mode = icpanel::PanelCommandLine::preferredMode(argc, argv);
    std::unique_ptr<QCoreApplication> app;
    if (mode == icpanel::PanelCommandLine::Mode::Window) {
        // The overlay previews (QtWebEngine) share OpenGL contexts with the window.
        QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
#ifdef Q_OS_UNIX
        // Chromium's sandbox refuses to run as root; the previews run without it then.
        if (::geteuid() == 0 && qEnvironmentVariableIsEmpty("QTWEBENGINE_DISABLE_SANDBOX"))
            qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
#endif
        app = std::make_unique<QApplication>(argc, argv);
    } else
        app = std::make_unique<QCoreApplication>(argc, argv);
    // The embedded demo game's server logs every admin call (the panel refreshes the sessions
    // table several times a second), and so does the demo's relay; on the panel's terminal only
    // their warnings matter. The panel's own log (icpanel.log) stays. QT_LOGGING_RULES still
    // overrides this.
    QLoggingCategory::setFilterRules(QStringLiteral("icpanel.icrp.*.info=false\n"
                                                    "icpanel.mock*.info=false\n"
                                                    "icpanel.relay.info=false\n"
                                                    "icpanel.relay.*.info=false"));
    // What reaches the terminal from any log line — a native tool's output among them — is
    // escaped first, with a window as without one.
    icpanel::HeadlessRunner::escapeLogLines();
    QCoreApplication::setOrganizationName(QStringLiteral("ic-control-panel"));
    QCoreApplication::setApplicationName(QStringLiteral("ic-panel"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    if (mode == icpanel::PanelCommandLine::Mode::Window)
        QGuiApplication::setDesktopFileName(QStringLiteral(IC_APP_ID));
    // The language chosen in Settings, else the system's; before any message is made.
    ic::Translations::install(icpanel::PanelSettings().language());

    icpanel::PanelCommandLine commandLine;
    if (!commandLine.parse(QCoreApplication::arguments()))
        return commandLine.exitCode();

    icpanel::Panel::Options options;
    // Chosen before the overlay host starts: --demo keeps its tools (the example overlays) in a
    // folder of its own, unless IC_TOOLS_DIR names the tools for this run (a tool author's, or a
    // test's, shared with ic-tool install and ic-tool url): then that folder is used as it is.
    options.demo = commandLine.demo() && qEnvironmentVariableIsEmpty("IC_TOOLS_DIR");
#ifdef IC_PANEL_HAS_DEMO
    options.demoGame = icpanel::MockDemoGame::factory();
    options.demoPeers = icpanel::ConnectorDemoPeers::factory();
    options.demoRelay = icpanel::MockDemoRelay::factory();
    // The simulated world ticks on a thread of its own, not the window's.
    icpanel::DemoThread::wrap(options);
#endif
    if (mode == icpanel::PanelCommandLine::Mode::Window && !commandLine.headless()) {
        // One window per user: a later ic-panel hands its packages (or "come to the front") to
        // the panel that is already running.
        icpanel::SingleInstance instance;
        switch (instance.claim(commandLine.packages())) {
        case icpanel::SingleInstance::Role::HandedOver:
            std::puts(commandLine.packages().isEmpty()
                          ? "ic-panel is already running: its window was brought to the front."
                          : "ic-panel is already running: the package was handed to it.");
            return 0;
        case icpanel::SingleInstance::Role::Failed:
            std::fprintf(stderr, "ic-panel: %s\n", qPrintable(instance.message()));
            return 1;
        case icpanel::SingleInstance::Role::First:
            break;
        }
        if (!instance.message().isEmpty())
            std::fprintf(stderr, "ic-panel: %s\n", qPrintable(instance.message()));
        icpanel::Panel panel(options);
        QObject::connect(&instance, &icpanel::SingleInstance::pathsReceived, &panel,
                         &icpanel::Panel::offerPackages);
        QObject::connect(&instance, &icpanel::SingleInstance::activationRequested, &panel,
                         &icpanel::Panel::windowRequested);
        startHost(panel, commandLine);
        if (!icpanel::HeadlessRunner::startConnection(panel, commandLine))
            return 1;
        // Offered once the window exists and the event loop runs.
        const QStringList packages = commandLine.packages();
        QMetaObject::invokeMethod(
            &panel, [&panel, packages] { panel.offerPackages(packages); }, Qt::QueuedConnection);
        return icui::runWindow(panel, commandLine.page());
    }
    if (!commandLine.packages().isEmpty()) {
        std::fputs("ic-panel: installing a tool needs the window (no display here); use "
                   "\"ic-tool install\" instead\n",
                   stderr);
        return 2;
    }
    icpanel::Panel panel(options);
    startHost(panel, commandLine);
    icpanel::HeadlessRunner runner(panel, commandLine);
    if (!runner.start())
        return 1;
    return app->exec();
}
