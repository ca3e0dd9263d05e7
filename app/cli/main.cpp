// ic-tool: the command-line ICRP client for tool authors and scripts (see IcTool).

#include "cli/Console.h"
#include "cli/IcTool.h"
#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <cstring>
#include <memory>
#include <unistd.h>
#include <vector>

namespace {

/// `ic-tool test` loads pages off-screen in QtWebEngine: it needs a QGuiApplication (on the
/// offscreen platform unless QT_QPA_PLATFORM says otherwise); every other verb a plain one.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **&argv)
{
    if (argc < 2 || std::strcmp(argv[1], "test") != 0)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        // Through the arguments, not the environment: a native tool under test inherits that.
        static char platform[] = "-platform";
        static char offscreen[] = "offscreen";
        static std::vector<char *> withPlatform;
        withPlatform.assign(argv, argv + argc);
        withPlatform.insert(withPlatform.begin() + 1, {platform, offscreen});
        withPlatform.push_back(nullptr);
        argc += 2;
        argv = withPlatform.data();
    }
    if (qEnvironmentVariableIsEmpty("QTWEBENGINE_CHROMIUM_FLAGS"))
        qputenv("QTWEBENGINE_CHROMIUM_FLAGS", "--disable-gpu");
    // Chromium's sandbox refuses to run as root; the page runs without it then.
    if (::geteuid() == 0 && qEnvironmentVariableIsEmpty("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    const auto app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-tool"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    ic::Translations::install(); // the system's language
    // The client library's progress messages are for the panel's log, not for a terminal;
    // QT_LOGGING_RULES still overrides this.
    // QtWebEngine's start-up report (ic-tool test) is for Qt's developers, not a tool author.
    QLoggingCategory::setFilterRules(QStringLiteral(
        "icpanel.*.info=false\nicpanel.*.debug=false\nqt.webenginecontext.info=false"));

    iccli::Console console;
    iccli::IcTool tool(console, QProcessEnvironment::systemEnvironment());
    return tool.run(QCoreApplication::arguments().mid(1));
}
