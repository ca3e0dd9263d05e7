// ic-tool: the command-line ICRP client for tool authors and scripts (see IcTool).

#include "cli/Console.h"
#include "cli/IcTool.h"
#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QProcessEnvironment>

int main(int argc, char *argv[])
{
    // A plain Qt program for every verb: ic-tool test's page is ic-tool-check's (TestCommand).
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-tool"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    ic::Translations::install(); // the system's language
    // The client library's progress messages are for the panel's log, not for a terminal;
    // QT_LOGGING_RULES still overrides this.
    QLoggingCategory::setFilterRules(QStringLiteral("icpanel.*.info=false\nicpanel.*.debug=false"));

    iccli::Console console;
    iccli::IcTool tool(console, QProcessEnvironment::systemEnvironment());
    return tool.run(QCoreApplication::arguments().mid(1));
}
