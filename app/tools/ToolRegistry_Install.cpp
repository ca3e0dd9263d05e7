// ToolRegistry: inspecting a package, installing, updating (or holding the update), approving.

#include "common/ForeignText.h"
#include "tools/FaultInjection.h"
#include "tools/FolderRemoval.h"
#include "tools/ToolRegistry.h"
#include "tools/Tr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QUuid>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

Q_DECLARE_LOGGING_CATEGORY(lcToolRegistry)

namespace ictools {

namespace {

void syncFolder(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

PackageReader ToolRegistry::Inspection::reader() const
{
    return PackageReader::ofBytes(packagePath, packageBytes);
}

ToolRegistry::Inspection ToolRegistry::inspect(const QString &packagePath) const
{
    Inspection result;
    result.packagePath = packagePath;
    auto bytes = PackageReader::snapshot(packagePath, m_limits, &result.packageProblem);
    if (!bytes) {
        result.error = {QStringLiteral("package.refused"), result.packageProblem.message};
        return result;
    }
    result.packageBytes = std::move(*bytes);
    const PackageReader reader = PackageReader::ofBytes(packagePath, result.packageBytes, m_limits);
    const auto contents = reader.list(&result.packageProblem);
    if (!contents) {
        result.error = {QStringLiteral("package.refused"), result.packageProblem.message};
        return result;
    }
    result.contents = *contents;
    // Parsed with the package's files at hand: entry point and screenshots must be among them.
    const ToolManifest::Result parsed = ToolManifest::parse(
        contents->manifest, ToolManifest::manifestFileName(),
        [&contents](const QString &path) { return contents->containsFile(path); });
    result.problems = parsed.problems;
    if (!parsed.manifest || hasErrors(result.problems)) {
        QStringList lines;
        for (const ManifestProblem &p : std::as_const(result.problems)) {
            if (p.isError())
                lines.append(p.toString());
        }
        result.error.code = QStringLiteral("manifest.invalid");
        result.error.message =
            Tr::tr("The package's tool.yaml has problems; the tool's author must fix "
                   "them:\n%1")
                .arg(lines.join(QLatin1Char('\n')));
        return result;
    }
    result.manifest = parsed.manifest;
    decide(result);
    return result;
}

void ToolRegistry::decide(Inspection &result) const
{
    const ToolManifest &m = *result.manifest;
    result.kind = Inspection::Refused;
    result.plan.reset();
    result.error = {};
    const auto refuse = [&result](const char *code, const QString &message) {
        result.error = {QString::fromLatin1(code), message};
    };
    const InstalledTool *installed = find(m.id());
    if (!installed) {
        result.kind = Inspection::NewInstall;
        return;
    }
    if (installed->author != m.author() || installed->name != m.name()) {
        return refuse("tool.other-author",
                      Tr::tr("\"%1\" (%2) is already installed from another author (\"%3\" by %4); "
                             "this package by %5 claims the same id. Uninstall the installed tool "
                             "first if you want to replace it.")
                          .arg(m.id(), m.name(), installed->name, installed->author, m.author()));
    }
    const auto current = Semver::parse(installed->version);
    if (current && m.version() < *current) {
        return refuse(
            "tool.downgrade",
            Tr::tr("%1 %2 (%3) is installed; this package is the older version %4. A "
                   "downgrade is refused: uninstall the tool first to go back.")
                .arg(installed->name, installed->version, m.id(), m.version().toString()));
    }
    if (current && m.version() == *current)
        return refuse("tool.already-installed",
                      Tr::tr("%1 %2 (%3) is already installed.")
                          .arg(installed->name, installed->version, m.id()));
    if (installed->pending) {
        const auto held = Semver::parse(installed->pending->version);
        if (held && m.version() == *held)
            return refuse("tool.already-held",
                          Tr::tr("%1 %2 (%3) is already waiting for your approval: run \"ic-tool "
                                 "approve %3\".")
                              .arg(installed->name, installed->pending->version, m.id()));
    }
    result.kind = Inspection::Update;
    result.plan = UpdatePlan::between(*installed, m);
}

ic::Result<void> ToolRegistry::moveIntoPlace(const QString &staging, const QString &id,
                                             const QString &version) const
{
    const auto fail = [](const QString &why) -> ic::Result<void> {
        return ic::Error{QStringLiteral("tools.move"), why};
    };
    const QString toolDir = m_root + QLatin1Char('/') + id;
    const QString target = versionFolder(id, version);
    if (!QDir().mkpath(toolDir))
        return fail(Tr::tr("Cannot create \"%1\". Check the permissions of the tools folder.")
                        .arg(toolDir));
    // A folder the index does not name (an earlier interrupted install) may sit there.
    if (QFileInfo::exists(target) && !FolderRemoval::remove(target))
        return fail(Tr::tr("Cannot replace \"%1\". Check the permissions of the tools folder.")
                        .arg(target));
    if (std::rename(QFile::encodeName(staging).constData(),
                    QFile::encodeName(target).constData()) != 0)
        return fail(Tr::tr("Cannot move the unpacked tool into \"%1\": %2.")
                        .arg(target, QString::fromLocal8Bit(std::strerror(errno))));
    syncFolder(toolDir);
    syncFolder(m_root);
    return ic::success();
}

ic::Result<ToolRegistry::Outcome> ToolRegistry::install(const QString &packagePath)
{
    return install(inspect(packagePath));
}

namespace {
/// Whether two decisions about the same package are the same (kind, and for an update the same
/// starting point and grant).
bool sameDecision(const ToolRegistry::Inspection &a, const ToolRegistry::Inspection &b)
{
    if (a.kind != b.kind || a.plan.has_value() != b.plan.has_value())
        return false;
    return !a.plan ||
           (a.plan->fromVersion == b.plan->fromVersion && a.plan->granted == b.plan->granted &&
            a.plan->requested == b.plan->requested);
}
} // namespace

ic::Result<ToolRegistry::Outcome> ToolRegistry::install(const Inspection &reviewed,
                                                        MoreAsked moreAsked)
{
    if (reviewed.refused() || !reviewed.manifest)
        return reviewed.error;
    const auto lock = lockAndReload();
    if (!lock)
        return lock.error();
    changed();
    const ToolManifest &m = *reviewed.manifest;
    // The installed tools may have changed since the user was shown the inspection (another
    // ic-panel or ic-tool): decide again and refuse when it no longer says what was shown.
    Inspection now = reviewed;
    decide(now);
    if (now.refused())
        return now.error;
    if (!sameDecision(now, reviewed))
        return ic::Error{
            QStringLiteral("tools.changed"),
            Tr::tr("The installed tools changed since you reviewed %1 %2 (%3) (another "
                   "panel or ic-tool changed them); nothing was installed. Open the "
                   "package again to see what it would do now.")
                .arg(m.name(), m.version().toString(), m.id())};
    const QString version = m.version().toString();
    const QString staging =
        m_root + QStringLiteral("/.staging-") + QUuid::createUuid().toString(QUuid::Id128);
    PackageProblem problem;
    // The bytes the user reviewed, not the file: it may have been replaced since.
    if (!reviewed.reader().extractTo(staging, &problem))
        return ic::Error{QStringLiteral("package.unpack"), problem.message};
    FaultInjection::crashPoint("after-extract");
    if (auto moved = moveIntoPlace(staging, m.id(), version); !moved) {
        FolderRemoval::remove(staging);
        return moved.error();
    }
    FaultInjection::crashPoint("before-index");

    Outcome outcome;
    outcome.id = m.id();
    QStringList obsolete; // folders to remove once the index no longer names them
    const QList<InstalledTool> next = applyInstall(now, moreAsked, outcome, obsolete);
    if (auto written = writeIndex(next); !written) {
        FolderRemoval::remove(versionFolder(m.id(), version));
        return written.error();
    }
    m_tools = next;
    changed();
    FaultInjection::crashPoint("after-index");
    for (const QString &folder : std::as_const(obsolete))
        FolderRemoval::remove(folder);
    qCInfo(lcToolRegistry).noquote() << ic::ForeignText::escaped(outcome.message);
    return outcome;
}

QList<InstalledTool> ToolRegistry::applyInstall(const Inspection &now, MoreAsked moreAsked,
                                                Outcome &outcome, QStringList &obsolete) const
{
    const ToolManifest &m = *now.manifest;
    const QString version = m.version().toString();
    QList<InstalledTool> next = m_tools;
    const qsizetype i = indexOf(m.id());
    // What the user was shown is what the manifest asks for: that is the grant.
    const ToolGrant shown = ToolGrant::requestedBy(m);
    if (now.kind == Inspection::NewInstall) {
        InstalledTool t;
        t.id = m.id();
        t.name = m.name();
        t.author = m.author();
        t.description = m.description();
        t.version = version;
        t.entryPoint = m.entryPoint();
        t.enabled = true;
        t.granted = shown;
        t.installedAt = InstalledTool::stampNow();
        next.append(t);
        outcome.kind = Outcome::Installed;
        outcome.message = Tr::tr("Installed %1 %2 (%3).").arg(m.name(), version, m.id());
    } else if (now.isHeldUpdate() && moreAsked == MoreAsked::Hold) {
        InstalledTool &t = next[i];
        if (t.pending)
            obsolete.append(versionFolder(t.id, t.pending->version));
        t.pending = PendingUpdate{version, m.description(), m.entryPoint(), shown};
        outcome.kind = Outcome::Held;
        outcome.message = Tr::tr("%1 %2 (%3) asks for more than you granted; it is held until you "
                                 "approve it (ic-tool approve %3). %4 stays in use.")
                              .arg(m.name(), version, m.id(), t.version);
    } else {
        InstalledTool &t = next[i];
        obsolete.append(versionFolder(t.id, t.version));
        // A held update is superseded by this one.
        if (t.pending)
            obsolete.append(versionFolder(t.id, t.pending->version));
        t.version = version;
        t.description = m.description();
        t.entryPoint = m.entryPoint();
        // Asks for nothing more (the grant shrinks to what it asks for), or the user has just
        // granted what it asks for.
        t.granted = shown;
        t.pending.reset();
        t.installedAt = InstalledTool::stampNow();
        outcome.kind = Outcome::Updated;
        outcome.message = Tr::tr("Updated %1 (%2) to %3.").arg(m.name(), m.id(), version);
    }
    return next;
}

ic::Result<void> ToolRegistry::approveUpdate(QString id,
                                             const std::optional<PendingUpdate> &reviewed)
{
    QString obsolete;
    QString version;
    return editTool(
        id, Needs::HeldUpdate,
        [&](QList<InstalledTool> &next, qsizetype i) -> ic::Result<void> {
            InstalledTool &t = next[i];
            if (reviewed && *t.pending != *reviewed)
                return ic::Error{
                    QStringLiteral("tool.held-changed"),
                    Tr::tr("The update of \"%1\" waiting for approval changed since you reviewed "
                           "it (another version was installed meanwhile); nothing was approved. "
                           "Open it again to see what it asks for now.")
                        .arg(id)};
            obsolete = versionFolder(t.id, t.version);
            const PendingUpdate p = *t.pending;
            version = p.version;
            t.version = p.version;
            t.description = p.description;
            t.entryPoint = p.entryPoint;
            t.granted = p.requested;
            t.pending.reset();
            t.installedAt = InstalledTool::stampNow();
            return ic::success();
        },
        [&] {
            FolderRemoval::remove(obsolete);
            qCInfo(lcToolRegistry) << "approved" << id << version;
        });
}

ic::Result<void> ToolRegistry::discardUpdate(QString id)
{
    QString obsolete;
    return editTool(
        id, Needs::HeldUpdate,
        [&](QList<InstalledTool> &next, qsizetype i) {
            obsolete = versionFolder(id, next[i].pending->version);
            next[i].pending.reset();
            return ic::success();
        },
        [&] { FolderRemoval::remove(obsolete); });
}

} // namespace ictools
