#include "cli/ToolsRoot.h"

#include "tools/ToolRegistry.h"

namespace ictool {

QString ToolsRoot::resolve(const QProcessEnvironment &environment)
{
    const QString fromEnvironment = environment.value(QStringLiteral("IC_TOOLS_DIR"));
    return fromEnvironment.isEmpty() ? ictools::ToolRegistry::defaultRoot() : fromEnvironment;
}

} // namespace ictool
