// ToolRegistry: inspecting a package, installing, updating (or holding the update), approving.

#include "tools/FaultInjection.h"
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

ToolRegistry::Inspection ToolRegistry::inspect(const QString &packagePath) const
{
    Inspection result;
    const PackageReader reader(packagePath, m_limits);
    const auto contents = reader.list(&result.packageProblem);
    if (!contents) {
        result.error = result.packageProblem.message;
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
        result.error = Tr::tr("The package's tool.yaml has problems; the tool's author must fix "
                              "them:\n%1")
                           .arg(lines.join(QLatin1Char('\n')));
        return result;
    }
    result.manifest = parsed.manifest;
    const ToolManifest &m = *result.manifest;

    const InstalledTool *installed = find(m.id());
    if (!installed) {
        result.kind = Inspection::NewInstall;
        return result;
    }
    if (installed->author != m.author() || installed->name != m.name()) {
        result.error =
            Tr::tr("\"%1\" (%2) is already installed from another author (\"%3\" by %4); "
                   "this package by %5 claims the same id. Uninstall the installed tool "
                   "first if you want to replace it.")
                .arg(m.id(), m.name(), installed->name, installed->author, m.author());
        return result;
    }
    const auto current = Semver::parse(installed->version);
    if (current && m.version() < *current) {
        result.error = Tr::tr("\"%1\" %2 is installed; this package is the older version %3. A "
                              "downgrade is refused: uninstall the tool first to go back.")
                           .arg(m.id(), installed->version, m.version().toString());
        return result;
    }
    if (current && m.version() == *current) {
        result.error = Tr::tr("\"%1\" %2 is already installed.").arg(m.id(), installed->version);
        return result;
    }
    if (installed->pending) {
        const auto held = Semver::parse(installed->pending->version);
        if (held && m.version() == *held) {
            result.error = Tr::tr("\"%1\" %2 is already waiting for your approval: run \"ic-tool "
                                  "approve %1\".")
                               .arg(m.id(), installed->pending->version);
            return result;
        }
    }
    result.kind = Inspection::Update;
    result.plan = UpdatePlan::between(*installed, m);
    return result;
}

bool ToolRegistry::moveIntoPlace(const QString &staging, const QString &id, const QString &version,
                                 QString *error) const
{
    const QString toolDir = m_root + QLatin1Char('/') + id;
    const QString target = versionFolder(id, version);
    if (!QDir().mkpath(toolDir)) {
        *error =
            Tr::tr("Cannot create \"%1\". Check the permissions of the tools folder.").arg(toolDir);
        return false;
    }
    // A folder the index does not name (an earlier interrupted install) may sit there.
    if (QFileInfo::exists(target) && !QDir(target).removeRecursively()) {
        *error =
            Tr::tr("Cannot replace \"%1\". Check the permissions of the tools folder.").arg(target);
        return false;
    }
    if (std::rename(QFile::encodeName(staging).constData(),
                    QFile::encodeName(target).constData()) != 0) {
        *error = Tr::tr("Cannot move the unpacked tool into \"%1\": %2.")
                     .arg(target, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    syncFolder(toolDir);
    syncFolder(m_root);
    return true;
}

ToolRegistry::Outcome ToolRegistry::install(const QString &packagePath)
{
    Outcome outcome;
    const auto lock = lockRoot(&outcome.message);
    if (!lock || !readIndex(&m_tools, &outcome.message))
        return outcome;
    const Inspection inspection = inspect(packagePath);
    if (inspection.refused()) {
        outcome.message = inspection.error;
        return outcome;
    }
    const ToolManifest &m = *inspection.manifest;
    outcome.id = m.id();
    const QString version = m.version().toString();

    const QString staging =
        m_root + QStringLiteral("/.staging-") + QUuid::createUuid().toString(QUuid::Id128);
    PackageProblem problem;
    if (!PackageReader(packagePath, m_limits).extractTo(staging, &problem)) {
        outcome.message = problem.message;
        return outcome;
    }
    FaultInjection::crashPoint("after-extract");
    if (!moveIntoPlace(staging, m.id(), version, &outcome.message)) {
        QDir(staging).removeRecursively();
        return outcome;
    }
    FaultInjection::crashPoint("before-index");

    QList<InstalledTool> next = m_tools;
    QStringList obsolete; // folders to remove once the index no longer names them
    const qsizetype i = indexOf(m.id());
    if (inspection.kind == Inspection::NewInstall) {
        InstalledTool t;
        t.id = m.id();
        t.name = m.name();
        t.author = m.author();
        t.description = m.description();
        t.version = version;
        t.entryPoint = m.entryPoint();
        t.enabled = true;
        t.granted = ToolGrant::requestedBy(m);
        t.installedAt = QDateTime::currentDateTimeUtc();
        next.append(t);
        outcome.kind = Outcome::Installed;
        outcome.message = Tr::tr("Installed %1 %2.").arg(m.id(), version);
    } else if (inspection.isHeldUpdate()) {
        InstalledTool &t = next[i];
        if (t.pending)
            obsolete.append(versionFolder(t.id, t.pending->version));
        t.pending =
            PendingUpdate{version, m.description(), m.entryPoint(), ToolGrant::requestedBy(m)};
        outcome.kind = Outcome::Held;
        outcome.message = Tr::tr("%1 %2 asks for more than you granted; it is held until you "
                                 "approve it (ic-tool approve %1). %3 stays in use.")
                              .arg(m.id(), version, t.version);
    } else {
        InstalledTool &t = next[i];
        obsolete.append(versionFolder(t.id, t.version));
        // A held update is superseded by this one.
        if (t.pending)
            obsolete.append(versionFolder(t.id, t.pending->version));
        t.version = version;
        t.description = m.description();
        t.entryPoint = m.entryPoint();
        // Asks for nothing more: the grant shrinks to what the new version asks for.
        t.granted = ToolGrant::requestedBy(m);
        t.pending.reset();
        t.installedAt = QDateTime::currentDateTimeUtc();
        outcome.kind = Outcome::Updated;
        outcome.message = Tr::tr("Updated %1 to %2.").arg(m.id(), version);
    }
    if (!writeIndex(next, &outcome.message)) {
        outcome.kind = Outcome::Failed;
        QDir(versionFolder(m.id(), version)).removeRecursively();
        return outcome;
    }
    m_tools = next;
    FaultInjection::crashPoint("after-index");
    for (const QString &folder : std::as_const(obsolete))
        QDir(folder).removeRecursively();
    qCInfo(lcToolRegistry).noquote() << outcome.message;
    return outcome;
}

bool ToolRegistry::approveUpdate(const QString &id, QString *error)
{
    QString obsolete;
    QString version;
    return editTool(
        id, Needs::HeldUpdate, error,
        [&](QList<InstalledTool> &next, qsizetype i) {
            InstalledTool &t = next[i];
            obsolete = versionFolder(t.id, t.version);
            const PendingUpdate p = *t.pending;
            version = p.version;
            t.version = p.version;
            t.description = p.description;
            t.entryPoint = p.entryPoint;
            t.granted = p.requested;
            t.pending.reset();
            t.installedAt = QDateTime::currentDateTimeUtc();
        },
        [&] {
            QDir(obsolete).removeRecursively();
            qCInfo(lcToolRegistry) << "approved" << id << version;
        });
}

bool ToolRegistry::discardUpdate(const QString &id, QString *error)
{
    QString obsolete;
    return editTool(
        id, Needs::HeldUpdate, error,
        [&](QList<InstalledTool> &next, qsizetype i) {
            obsolete = versionFolder(id, next[i].pending->version);
            next[i].pending.reset();
        },
        [&] { QDir(obsolete).removeRecursively(); });
}

} // namespace ictools
