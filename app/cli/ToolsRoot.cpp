#include "cli/ToolsRoot.h"

#include "tools/ToolRegistry.h"

namespace iccli {

QString ToolsRoot::resolve(const QProcessEnvironment &environment)
{
    const QString fromEnvironment = environment.value(QStringLiteral("IC_TOOLS_DIR"));
    return fromEnvironment.isEmpty() ? ictools::ToolRegistry::defaultRoot() : fromEnvironment;
}

} // namespace iccli
