#include "host/ServedTools.h"

#include "host/HostDirectory.h"

namespace ichost {

ServedTools::ToolPtr ServedTools::find(const QString &toolId, quint64 revision)
{
    if (!m_any || revision != m_revision) {
        m_tools.clear();
        m_revision = revision;
        m_any = true;
    }
    if (const auto it = m_tools.constFind(toolId); it != m_tools.cend())
        return *it;
    // Read after the revision: what is kept is at least as new as the revision it is kept for.
    const std::optional<ictools::InstalledTool> installed = m_directory->find(toolId);
    if (!installed)
        return nullptr; // not kept: a tool installed later is seen at once
    auto tool = std::make_shared<Tool>();
    tool->name = installed->name;
    tool->entryPoint = installed->entryPoint;
    tool->enabled = installed->enabled;
    tool->folder = m_directory->folderOf(toolId);
    tool->overridden = m_directory->isOverridden(toolId);
    tool->networkOrigins = installed->granted.networkOrigins;
    m_tools.insert(toolId, tool);
    return tool;
}

} // namespace ichost
