#pragma once
// Where ic-tool's install, list, uninstall and approve find the installed tools: $IC_TOOLS_DIR
// when set (tests, portable setups), else the panel's own folder (ToolRegistry::defaultRoot()).

#include <QProcessEnvironment>
#include <QString>

namespace iccli {

class ToolsRoot
{
public:
    static QString resolve(const QProcessEnvironment &environment);
};

} // namespace iccli
