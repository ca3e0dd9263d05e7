#pragma once
// What the host thread needs to know of the installed tools, shared with the GUI thread: each
// tool as the index says now (a copy), the folder its files are served from, and its token.
// The GUI thread (ToolHost) replaces it after every change of the tools and sets tokens and
// folders; the host thread (Gateway, OverlayHost) reads it on every request and identify.
//
// Every call holds one mutex for a hash look-up or a swap and nothing else, so neither thread
// ever waits for the other's work; readers get copies, never references into the shared data.

#include "tools/InstalledTool.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>
#include <atomic>
#include <optional>

namespace ichost {

class HostDirectory
{
public:
    /// A tool of the index and the folder of its version in use.
    struct Entry
    {
        ictools::InstalledTool tool;
        QString folder;
    };

    /// Replaces the tools (after install, update, enable/disable, uninstall, a changed grant).
    /// Tokens and folder overrides of tools that are gone are forgotten.
    void setTools(const QList<Entry> &entries);
    std::optional<ictools::InstalledTool> find(const QString &toolId) const;
    bool contains(const QString &toolId) const;

    /// The folder the tool's files are served from: the override (ic-tool dev) or its version
    /// folder; empty for an unknown tool.
    QString folderOf(const QString &toolId) const;
    /// Whether the folder is an author's working folder (ic-tool dev), not an installed one.
    bool isOverridden(const QString &toolId) const;
    /// Empty `folder`: the installed version's again.
    void setFolderOverride(const QString &toolId, const QString &folder);

    /// The tool's token, empty while it has none.
    QString tokenOf(const QString &toolId) const;
    /// Empty `token`: the tool has none (it cannot connect).
    void setToken(const QString &toolId, const QString &token);

    /// Goes up with every setTools() and setFolderOverride(): what was learnt of the tools'
    /// files before (the overlay host's FileCache) may no longer hold.
    quint64 revision() const { return m_revision.load(std::memory_order_acquire); }

private:
    mutable QMutex m_mutex;
    QHash<QString, Entry> m_entries;
    QHash<QString, QString> m_tokens;
    QHash<QString, QString> m_overrides;
    std::atomic<quint64> m_revision{0};
};

} // namespace ichost
