#include "host/HostDirectory.h"

#include <QMutexLocker>

namespace ichost {

void HostDirectory::setTools(const QList<Entry> &entries)
{
    QHash<QString, Entry> byId;
    for (const Entry &entry : entries)
        byId.insert(entry.tool.id, entry);
    const QMutexLocker lock(&m_mutex);
    m_entries.swap(byId);
    for (auto it = m_tokens.begin(); it != m_tokens.end();)
        it = m_entries.contains(it.key()) ? std::next(it) : m_tokens.erase(it);
    for (auto it = m_overrides.begin(); it != m_overrides.end();)
        it = m_entries.contains(it.key()) ? std::next(it) : m_overrides.erase(it);
    m_revision.fetch_add(1, std::memory_order_release);
}

std::optional<ictools::InstalledTool> HostDirectory::find(const QString &toolId) const
{
    const QMutexLocker lock(&m_mutex);
    const auto it = m_entries.constFind(toolId);
    if (it == m_entries.cend())
        return std::nullopt;
    return it->tool;
}

bool HostDirectory::contains(const QString &toolId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_entries.contains(toolId);
}

QString HostDirectory::folderOf(const QString &toolId) const
{
    const QMutexLocker lock(&m_mutex);
    if (const auto it = m_overrides.constFind(toolId); it != m_overrides.cend())
        return *it;
    return m_entries.value(toolId).folder;
}

bool HostDirectory::isOverridden(const QString &toolId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_overrides.contains(toolId);
}

void HostDirectory::setFolderOverride(const QString &toolId, const QString &folder)
{
    const QMutexLocker lock(&m_mutex);
    if (folder.isEmpty())
        m_overrides.remove(toolId);
    else
        m_overrides.insert(toolId, folder);
    m_revision.fetch_add(1, std::memory_order_release);
}

QString HostDirectory::tokenOf(const QString &toolId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_tokens.value(toolId);
}

void HostDirectory::setToken(const QString &toolId, const QString &token)
{
    const QMutexLocker lock(&m_mutex);
    if (token.isEmpty())
        m_tokens.remove(toolId);
    else
        m_tokens.insert(toolId, token);
}

} // namespace ichost
