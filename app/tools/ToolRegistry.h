#pragma once
// The installed Workshop tools: <root>/<id>/<version>/ holds each tool's files and
// <root>/index.json (written atomically) says which tools exist, which version of each is in
// use, whether it is enabled, what the user granted it and which update waits for approval.
//
// The index is the truth. A package is unpacked into a staging folder inside the root, fsync'd,
// renamed to <root>/<id>/<version>/, and only then is the index replaced; old folders are
// removed after that. open() removes staging leftovers and folders the index does not name, so
// a crash at any moment leaves the previous state (or the complete new one).
//
// An update that asks for more than the user granted (higher tier, new category, new origin)
// is unpacked beside the current version and held until approveUpdate(). A downgrade, the same
// version again, or another package claiming an installed id is refused.

#include "tools/ExtractLimits.h"
#include "tools/InstalledTool.h"
#include "tools/ManifestProblem.h"
#include "tools/PackageProblem.h"
#include "tools/PackageReader.h"
#include "tools/ToolManifest.h"
#include "tools/UpdatePlan.h"

#include <QList>
#include <QLockFile>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace ictools {

class ToolRegistry
{
public:
    /// The panel's QStandardPaths::AppDataLocation + "/tools" (the same for ic-tool).
    static QString defaultRoot();

    explicit ToolRegistry(QString root, ExtractLimits limits = {});

    const QString &root() const { return m_root; }

    /// Creates the root if needed, reads the index and removes leftovers of interrupted
    /// operations. False (and why) when the index cannot be read; then nothing is removed.
    bool open(QString *error);

    const QList<InstalledTool> &tools() const { return m_tools; }
    const InstalledTool *find(const QString &id) const;
    /// <root>/<id>/<version> of the version in use; empty for an unknown id.
    QString toolFolder(const QString &id) const;

    /// What installing a package would do, without writing anything.
    struct Inspection
    {
        enum Kind { NewInstall, Update, Refused };
        Kind kind = Refused;
        std::optional<ToolManifest> manifest;
        PackageContents contents;
        /// Manifest warnings (and errors when refused for them).
        QList<ManifestProblem> problems;
        /// For an update: what changes.
        std::optional<UpdatePlan> plan;
        /// Why it is refused.
        QString error;
        /// Set when the archive itself was refused.
        PackageProblem packageProblem;

        bool refused() const { return kind == Refused; }
        /// An update that will be held until approved.
        bool isHeldUpdate() const { return kind == Update && plan && plan->asksForMore(); }
    };
    Inspection inspect(const QString &packagePath) const;

    struct Outcome
    {
        enum Kind { Installed, Updated, Held, Failed };
        Kind kind = Failed;
        QString id;
        QString message;
        bool ok() const { return kind != Failed; }
    };
    /// Installs a new tool (granting what it asks for: the caller has asked the user), applies
    /// an update that asks for nothing more, or unpacks one that does and holds it.
    Outcome install(const QString &packagePath);

    /// Switches to the held version and grants what it asks for.
    bool approveUpdate(const QString &id, QString *error);
    /// Drops the held version, keeping the current one.
    bool discardUpdate(const QString &id, QString *error);
    bool uninstall(const QString &id, QString *error);
    bool setEnabled(const QString &id, bool enabled, QString *error);

private:
    QString indexPath() const;
    QString versionFolder(const QString &id, const QString &version) const;
    bool readIndex(QList<InstalledTool> *tools, QString *error) const;
    bool writeIndex(const QList<InstalledTool> &tools, QString *error) const;
    void removeLeftovers() const;
    /// Held while the root is changed or cleaned (ic-panel and ic-tool may both run).
    std::unique_ptr<QLockFile> lockRoot(QString *error) const;
    qsizetype indexOf(const QString &id) const;
    /// Whether editTool() needs the tool to hold an update waiting for approval.
    enum class Needs { Installed, HeldUpdate };
    /// Under the root's lock: re-reads the index, finds `id` (refused when it is not installed
    /// or, with Needs::HeldUpdate, holds no update), lets `change` edit a copy of the list at
    /// the tool's index, writes that copy and then calls `done` (still under the lock). False
    /// and *error when any step failed; the index is then as it was.
    bool editTool(const QString &id, Needs needs, QString *error,
                  const std::function<void(QList<InstalledTool> &next, qsizetype i)> &change,
                  const std::function<void()> &done = {});
    bool moveIntoPlace(const QString &staging, const QString &id, const QString &version,
                       QString *error) const;

    QString m_root;
    ExtractLimits m_limits;
    QList<InstalledTool> m_tools;
};

} // namespace ictools
