// ic-tool-check: the QtWebEngine side of `ic-tool test` (see CheckProgram), a program of its
// own so that ic-tool does not load QtWebEngine for its other verbs.

#include "i18n/Translations.h"
#include "toolcheck/CheckProgram.h"

#include <QGuiApplication>
#include <QLoggingCategory>
#include <unistd.h>
#include <vector>

namespace {

/// The page is loaded off-screen: the offscreen platform unless QT_QPA_PLATFORM says otherwise,
/// no GPU, and no Chromium sandbox as root (it refuses to run then).
void prepareWebEngine(int &argc, char **&argv)
{
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
    if (::geteuid() == 0 && qEnvironmentVariableIsEmpty("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
}

} // namespace

int main(int argc, char *argv[])
{
    prepareWebEngine(argc, argv);
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-tool-check"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    ic::Translations::install(); // the system's language, as ic-tool's
    // The stage's progress messages are for the panel's log; QtWebEngine's start-up report is
    // for Qt's developers, not a tool author. QT_LOGGING_RULES still overrides this.
    QLoggingCategory::setFilterRules(QStringLiteral(
        "icpanel.*.info=false\nicpanel.*.debug=false\nqt.webenginecontext.info=false"));

    ictoolcheck::CheckProgram program;
    return program.run(QCoreApplication::arguments());
}
