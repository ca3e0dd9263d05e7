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
// is unpacked beside the current version and held until approveUpdate() (or, when the caller
// has just shown it to the user, granted at once: MoreAsked::Grant). A downgrade, the same
// version again, or another package claiming an installed id is refused.
//
// What is installed is what the user reviewed: inspect() reads the package into memory once,
// install(inspection) unpacks those bytes and grants what that manifest asks for, never what the
// file says by then; approveUpdate(id, reviewed) approves only the held update shown.

#include "common/Result.h"
#include "tools/ExtractLimits.h"
#include "tools/InstalledTool.h"
#include "tools/ManifestProblem.h"
#include "tools/PackageProblem.h"
#include "tools/PackageReader.h"
#include "tools/ToolManifest.h"
#include "tools/UpdatePlan.h"

#include <QHash>
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
    /// <root>/index.json: what is installed (replaced as a whole on every change).
    QString indexPath() const;

    /// Creates the root if needed, reads the index and removes leftovers of interrupted
    /// operations. An error ("tools.folder", "tools.unavailable": busy, unreadable or damaged
    /// index) when the index cannot be read; then nothing is removed.
    ic::Result<void> open();

    const QList<InstalledTool> &tools() const { return m_tools; }
    /// `listener` is called after every change of tools(): open(), each change made here, and
    /// each re-read of the index (which may find another program's change). The tool host
    /// keeps its thread's copy of the tools by it. Returns a handle for removeChangeListener().
    int addChangeListener(std::function<void()> listener);
    void removeChangeListener(int handle);
    const InstalledTool *find(const QString &id) const;
    /// <root>/<id>/<version> of the version in use; empty for an unknown id.
    QString toolFolder(const QString &id) const;

    /// What installing a package would do, without writing anything. The package is read into
    /// memory once (`packageBytes`): installing this inspection unpacks exactly those bytes
    /// with exactly the grant its manifest asks for, whatever happens to the file meanwhile.
    struct Inspection
    {
        enum Kind { NewInstall, Update, Refused };
        Kind kind = Refused;
        /// The file the package was read from (for messages) and its bytes as read then.
        QString packagePath;
        QByteArray packageBytes;
        std::optional<ToolManifest> manifest;
        PackageContents contents;
        /// Manifest warnings (and errors when refused for them).
        QList<ManifestProblem> problems;
        /// For an update: what changes.
        std::optional<UpdatePlan> plan;
        /// Why it is refused; code "package.refused", "manifest.invalid", "tool.other-author",
        /// "tool.downgrade", "tool.already-installed" or "tool.already-held" (empty when not).
        ic::Error error;
        /// Set when the archive itself was refused.
        PackageProblem packageProblem;

        bool refused() const { return kind == Refused; }
        /// An update that will be held until approved.
        bool isHeldUpdate() const { return kind == Update && plan && plan->asksForMore(); }
        /// A reader of the inspected bytes (screenshots, View Source).
        PackageReader reader() const;
    };
    Inspection inspect(const QString &packagePath) const;

    /// What install() did.
    struct Outcome
    {
        enum Kind { Installed, Updated, Held };
        Kind kind = Installed;
        QString id;
        /// "Installed live-stats 1.0.0." and the like.
        QString message;
    };
    /// What install() does with an update that asks for more than the user granted.
    enum class MoreAsked {
        /// Unpack it and hold it until approveUpdate() (ic-tool install: approve separately).
        Hold,
        /// Grant it: the user has just seen and accepted exactly this (the window's dialog).
        Grant,
    };
    /// Installs what `reviewed` (an inspect() result the user saw) describes: a new tool
    /// granted what its manifest asks for, an update that asks for nothing more, or one that
    /// does (held or granted, as `moreAsked` says). The inspected bytes are unpacked; the file
    /// is not read again. When the installed tools changed since the inspection so that it no
    /// longer describes what would happen, nothing is installed and the message says to open
    /// the package again.
    /// Errors: the inspection's own, "tools.unavailable", "tools.changed", "package.unpack",
    /// "tools.move", "tools.index-write"; nothing is changed then.
    ic::Result<Outcome> install(const Inspection &reviewed, MoreAsked moreAsked = MoreAsked::Hold);
    /// inspect() and install() in one, for callers that show nothing first (tests, scripts).
    ic::Result<Outcome> install(const QString &packagePath);

    // The changes below fail with "tools.unavailable" (busy or unreadable index),
    // "tool.not-installed", "tool.nothing-held" or "tools.index-write"; nothing is changed then.
    // They take the id by value: an id read from find() lives in the list they replace.

    /// Switches to the held version and grants what it asks for. With `reviewed` (the held
    /// update the user was shown), refused ("tool.held-changed") when the held update is
    /// another one by now.
    ic::Result<void> approveUpdate(QString id,
                                   const std::optional<PendingUpdate> &reviewed = std::nullopt);
    /// Drops the held version, keeping the current one.
    ic::Result<void> discardUpdate(QString id);
    ic::Result<void> uninstall(QString id);
    ic::Result<void> setEnabled(QString id, bool enabled);

    /// The user allowed an installed tool more when it asked (Always): it keeps what it had and
    /// gains `more`'s categories and origins, and `more`'s tier where that tier grants all the
    /// old one did (observer → admin; admin and mod do not compare: the old tier stays).
    ic::Result<void> extendGrant(QString id, const ToolGrant &more);
    /// Sets what the tool is granted (the user revoked what was allowed later).
    ic::Result<void> setGrant(QString id, const ToolGrant &grant);
    /// The user let a program in when it asked the gateway (Always): it joins the index as a
    /// paired program named `name` with `grant` and no files. `id` must be new and valid.
    ic::Result<void> addPairedProgram(QString id, const QString &name, const ToolGrant &grant);
    /// Names the paired program `id` `name` (the user named it again); refused for a tool
    /// from a package, whose name is its package's.
    ic::Result<void> renamePaired(QString id, const QString &name);

private:
    QString versionFolder(const QString &id, const QString &version) const;
    /// "tools.unavailable" when the index cannot be read or is damaged.
    ic::Result<void> readIndex(QList<InstalledTool> *tools) const;
    /// "tools.index-write" when the index cannot be replaced.
    ic::Result<void> writeIndex(const QList<InstalledTool> &tools) const;
    void removeLeftovers() const;
    /// Held while the root is changed or cleaned (ic-panel and ic-tool may both run);
    /// "tools.unavailable" when another program holds it too long.
    ic::Result<std::unique_ptr<QLockFile>> lockRoot() const;
    /// lockRoot(), then m_tools re-read from the index: the lock to hold while changing it.
    ic::Result<std::unique_ptr<QLockFile>> lockAndReload();
    qsizetype indexOf(const QString &id) const;
    /// Whether editTool() needs the tool to hold an update waiting for approval.
    enum class Needs { Installed, HeldUpdate };
    /// Under the root's lock: re-reads the index, finds `id` (refused when it is not installed
    /// or, with Needs::HeldUpdate, holds no update), lets `change` edit a copy of the list at
    /// the tool's index, writes that copy and then calls `done` (still under the lock). The
    /// error of the step that failed (`change`'s own included); the index is then as it was.
    ic::Result<void>
    editTool(const QString &id, Needs needs,
             const std::function<ic::Result<void>(QList<InstalledTool> &next, qsizetype i)> &change,
             const std::function<void()> &done = {});
    /// Decides kind, plan and error of `inspection` (its manifest parsed) against m_tools.
    void decide(Inspection &inspection) const;
    /// The index entries after installing `m` (see install()); sets the outcome's kind and
    /// message and the folders to remove afterwards.
    QList<InstalledTool> applyInstall(const Inspection &now, MoreAsked moreAsked, Outcome &outcome,
                                      QStringList &obsolete) const;
    /// "tools.move" when the unpacked folder cannot become the version's folder.
    ic::Result<void> moveIntoPlace(const QString &staging, const QString &id,
                                   const QString &version) const;

    void changed() const;

    QString m_root;
    ExtractLimits m_limits;
    QList<InstalledTool> m_tools;
    QHash<int, std::function<void()>> m_listeners;
    int m_nextListener = 1;
};

} // namespace ictools
