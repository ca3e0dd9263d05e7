#include "panel/PanelCommandLine.h"

#include "panel/GameAddress.h"
#include "panel/Tr.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <cstring>

namespace icpanel {

bool PanelCommandLine::displayAvailable()
{
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return true;
    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    return platform.startsWith(QLatin1String("offscreen")) ||
           platform.startsWith(QLatin1String("minimal"));
}

PanelCommandLine::Mode PanelCommandLine::preferredMode(int argc, char *argv[])
{
    bool offscreenArgument = false;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (std::strcmp(a, "--headless") == 0 || std::strcmp(a, "--help") == 0 ||
            std::strcmp(a, "-h") == 0 || std::strcmp(a, "--version") == 0 ||
            std::strcmp(a, "-v") == 0 || std::strcmp(a, "--help-all") == 0)
            return Mode::Headless;
        if ((std::strcmp(a, "-platform") == 0 || std::strcmp(a, "--platform") == 0) &&
            i + 1 < argc && std::strncmp(argv[i + 1], "offscreen", 9) == 0)
            offscreenArgument = true;
    }
    return displayAvailable() || offscreenArgument ? Mode::Window : Mode::Headless;
}

QStringList PanelCommandLine::pageNames()
{
    return {
        QStringLiteral("status"),       QStringLiteral("connections"), QStringLiteral("password"),
        QStringLiteral("connect-info"), QStringLiteral("log"),         QStringLiteral("tools"),
        QStringLiteral("overlays"),     QStringLiteral("match"),       QStringLiteral("history"),
        QStringLiteral("tournament"),   QStringLiteral("other-games")};
}

bool PanelCommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("IC Control Panel: connect to an Iron Curtain game's remote protocol, "
               "see who is connected, keep its password in the keychain."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        Tr::tr("Start a simulated game inside the panel and connect to it."));
    const QCommandLineOption connect(
        QStringLiteral("connect"),
        Tr::tr("Connect to the game at URL (ws://HOST:PORT/). The password "
               "comes from the keychain or $ICRP_PASSWORD."),
        QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     Tr::tr("Connect with the saved profile NAME."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption headless(QStringLiteral("headless"),
                                      Tr::tr("Run without a window and print status changes."));
    const QCommandLineOption hostPort(
        QStringLiteral("host-port"),
        Tr::tr("Serve tools' overlays and the tool gateway on 127.0.0.1:PORT (default %1; 0: "
               "any free port).")
            .arg(ic::kOverlayHostPort),
        QStringLiteral("PORT"));
    const QCommandLineOption page(
        QStringLiteral("page"),
        Tr::tr("Open the window on page NAME: %1.").arg(pageNames().join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    parser.addOptions({demo, connect, profile, headless, hostPort, page});
    parser.addPositionalArgument(
        QStringLiteral("packages"),
        Tr::tr("Workshop tool packages (.icpkg) to offer for installation; "
               "a running panel is handed them."),
        QStringLiteral("[TOOL.icpkg...]"));

    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "ic-panel: %s\n", qPrintable(parser.errorText()));
        m_exitCode = 2;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        m_exitCode = 0;
        return false;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("ic-panel %s\n", qPrintable(QCoreApplication::applicationVersion()));
        m_exitCode = 0;
        return false;
    }
    for (const QString &argument : parser.positionalArguments()) {
        if (!argument.endsWith(QLatin1String(".icpkg"), Qt::CaseInsensitive)) {
            std::fprintf(stderr, "ic-panel: unexpected argument \"%s\" (see --help)\n",
                         qPrintable(argument));
            m_exitCode = 2;
            return false;
        }
        if (!QFileInfo(argument).isFile()) {
            std::fprintf(stderr, "ic-panel: no package at \"%s\"\n", qPrintable(argument));
            m_exitCode = 2;
            return false;
        }
        m_packages << QFileInfo(argument).absoluteFilePath();
    }
    if (!m_packages.isEmpty() && parser.isSet(headless)) {
        std::fputs("ic-panel: installing a tool needs the window; use \"ic-tool install\" "
                   "without one\n",
                   stderr);
        m_exitCode = 2;
        return false;
    }
    if (parser.isSet(hostPort)) {
        bool ok = false;
        const uint port = parser.value(hostPort).toUInt(&ok);
        if (!ok || port > 65535) {
            std::fprintf(stderr,
                         "ic-panel: --host-port wants a port number (0-65535), not "
                         "\"%s\"\n",
                         qPrintable(parser.value(hostPort)));
            m_exitCode = 2;
            return false;
        }
        m_hostPort = quint16(port);
    }
    m_page = parser.value(page).toLower();
    if (!m_page.isEmpty() && !pageNames().contains(m_page)) {
        std::fprintf(stderr, "ic-panel: --page wants one of %s, not \"%s\"\n",
                     qPrintable(pageNames().join(QStringLiteral(", "))),
                     qPrintable(parser.value(page)));
        m_exitCode = 2;
        return false;
    }
    m_demo = parser.isSet(demo);
    m_headless = parser.isSet(headless);
    m_profile = parser.value(profile);
    const int chosen = int(m_demo) + int(parser.isSet(connect)) + int(parser.isSet(profile));
    if (chosen > 1) {
        std::fputs("ic-panel: choose one of --demo, --connect and --profile\n", stderr);
        m_exitCode = 2;
        return false;
    }
    if (parser.isSet(connect)) {
        // The same check as the Connect… dialog's, with the same words for what is wrong.
        const auto address = GameAddress::parse(parser.value(connect));
        if (!address) {
            std::fprintf(stderr, "ic-panel: %s\n", qPrintable(address.error().message));
            m_exitCode = 2;
            return false;
        }
        m_connect = *address;
    }
    return true;
}

} // namespace icpanel
