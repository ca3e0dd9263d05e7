#pragma once
// What the overlay host needs of each tool to answer a request for its files — enabled or not,
// its name, entry point, the folder served and whether it is an author's (ic-tool dev), and the
// network origins the user granted — taken from the HostDirectory once per directory revision
// instead of on every request (a copy of the whole InstalledTool and three look-ups under the
// directory's mutex each time). Any change the panel makes to a tool (install, update, enable,
// disable, uninstall, a grant, an ic-tool dev folder) raises the revision, and the next request
// takes the tool afresh: a request never sees a tool older than the revision it read.
// Used on the host thread only.

#include <QHash>
#include <QString>
#include <QStringList>
#include <memory>

namespace ichost {

class HostDirectory;

class ServedTools
{
public:
    struct Tool
    {
        QString name;
        QString entryPoint;
        bool enabled = false;
        /// The folder the files come from (HostDirectory::folderOf).
        QString folder;
        /// An author's working folder (HostDirectory::isOverridden).
        bool overridden = false;
        QStringList networkOrigins;
    };
    using ToolPtr = std::shared_ptr<const Tool>;

    /// `directory` must outlive this.
    explicit ServedTools(const HostDirectory *directory) : m_directory(directory) {}

    /// The tool as the directory has it at `revision` (HostDirectory::revision(), read by the
    /// caller before); null when it is not installed.
    ToolPtr find(const QString &toolId, quint64 revision);

private:
    const HostDirectory *m_directory;
    QHash<QString, ToolPtr> m_tools;
    quint64 m_revision = 0;
    bool m_any = false;
};

} // namespace ichost
