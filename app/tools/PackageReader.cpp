#include "tools/PackageReader.h"
#include "tools/Tr.h"

#include "tools/ArchiveEntryCheck.h"
#include "tools/ArchiveReadHandle.h"

#include "tools/ToolManifest.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

namespace ictools {

PackageReader::PackageReader(QString packagePath, ExtractLimits limits)
    : m_path(std::move(packagePath)), m_limits(limits)
{
}

QString PackageReader::manifestName()
{
    return ToolManifest::manifestFileName();
}

PackageReader PackageReader::ofBytes(QString shownPath, QByteArray bytes, ExtractLimits limits)
{
    PackageReader reader(std::move(shownPath), limits);
    reader.m_bytes = std::move(bytes);
    return reader;
}

std::optional<QByteArray> PackageReader::snapshot(const QString &packagePath,
                                                  const ExtractLimits &limits,
                                                  PackageProblem *problem)
{
    using P = PackageProblem;
    const QFileInfo info(packagePath);
    if (info.exists() && !info.isFile()) {
        *problem = P::make(
            P::CannotOpen, {},
            Tr::tr("\"%1\" is not a file; choose the .icpkg file itself.").arg(packagePath));
        return std::nullopt;
    }
    QFile file(packagePath);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = P::make(
            P::CannotOpen, {},
            Tr::tr("Cannot read the package \"%1\": %2.").arg(packagePath, file.errorString()));
        return std::nullopt;
    }
    // One byte more than allowed tells a file at the cap from one beyond it.
    QByteArray bytes = file.read(limits.maxPackageBytes + 1);
    if (bytes.size() > limits.maxPackageBytes) {
        *problem = P::make(P::TotalTooLarge, {},
                           Tr::tr("The package \"%1\" is larger than %2 MiB; a tool package may "
                                  "not be. Make its files smaller.")
                               .arg(info.fileName(), ExtractLimits::mib(limits.maxPackageBytes)));
        return std::nullopt;
    }
    if (file.error() != QFileDevice::NoError) {
        *problem = P::make(
            P::CannotOpen, {},
            Tr::tr("Cannot read the package \"%1\": %2.").arg(packagePath, file.errorString()));
        return std::nullopt;
    }
    return bytes;
}

PackageProblem PackageReader::checkEntry(archive_entry *entry, const QByteArray &raw, Scan &scan,
                                         QString *path) const
{
    using P = PackageProblem;
    ++scan.entries;
    if (scan.entries > m_limits.maxEntries)
        return P::make(P::TooManyEntries, {},
                       Tr::tr("The package has more than %1 entries; a tool package may not have "
                              "more. It may be an archive bomb: do not install it.")
                           .arg(m_limits.maxEntries));
    PackageProblem problem = ArchiveEntryCheck::checkPath(raw, path);
    if (!problem.ok())
        return problem;
    const QString shown = ArchiveEntryCheck::printable(raw);
    problem = ArchiveEntryCheck::checkType(entry, shown);
    if (!problem.ok())
        return problem;

    const bool isFolder = archive_entry_filetype(entry) == AE_IFDIR;
    // The folders above this entry, which must not be files.
    const QStringList segments = path->split(QLatin1Char('/'));
    QString parent;
    for (qsizetype i = 0; i + 1 < segments.size(); ++i) {
        parent = parent.isEmpty() ? segments.at(i) : parent + QLatin1Char('/') + segments.at(i);
        if (scan.files.contains(parent))
            return P::make(P::Duplicate, shown,
                           Tr::tr("Entry \"%1\" lies inside \"%2\", which the package also holds "
                                  "as a file. Rebuild the package with \"ic-tool package\".")
                               .arg(shown, parent));
        scan.folders.insert(parent);
    }
    if (isFolder) {
        if (scan.files.contains(*path))
            return P::make(
                P::Duplicate, shown,
                Tr::tr("Entry \"%1\" is both a file and a folder in the package. Rebuild "
                       "the package with \"ic-tool package\".")
                    .arg(shown));
        scan.folders.insert(*path);
        return {};
    }
    if (scan.files.contains(*path) || scan.folders.contains(*path))
        return P::make(P::Duplicate, shown,
                       Tr::tr("Entry \"%1\" appears twice in the package; which one is meant is "
                              "unclear. Rebuild the package with \"ic-tool package\".")
                           .arg(shown));
    scan.files.insert(*path);

    // Declared sizes are only an early way out; extraction counts what is really written.
    if (archive_entry_size_is_set(entry)) {
        const qint64 declared = archive_entry_size(entry);
        if (declared > m_limits.maxFileBytes)
            return P::make(
                P::FileTooLarge, shown,
                Tr::tr("Entry \"%1\" is %2 MiB uncompressed; a file in a tool package may "
                       "have at most %3 MiB. Make the file smaller.")
                    .arg(shown, ExtractLimits::mib(declared),
                         ExtractLimits::mib(m_limits.maxFileBytes)));
        scan.declaredTotal += qMax<qint64>(0, declared);
        if (scan.declaredTotal > m_limits.maxTotalBytes)
            return P::make(P::TotalTooLarge, shown,
                           Tr::tr("The package's files add up to more than %1 MiB uncompressed (at "
                                  "entry \"%2\"); a tool package may have at most that.")
                               .arg(ExtractLimits::mib(m_limits.maxTotalBytes), shown));
    }
    return {};
}

bool PackageReader::walk(PackageProblem &out, const Visit &visit) const
{
    ArchiveReadHandle handle;
    if (m_bytes ? !handle.openBytes(m_path, *m_bytes, &out) : !handle.open(m_path, &out))
        return false;
    Scan scan;
    for (;;) {
        archive_entry *entry = nullptr;
        QByteArray raw;
        const auto next = handle.next(&entry, &raw, &out);
        if (next == ArchiveReadHandle::Next::End)
            return true;
        if (next == ArchiveReadHandle::Next::Failed)
            return false;
        QString path;
        out = checkEntry(entry, raw, scan, &path);
        if (!out.ok())
            return false;
        switch (visit(handle, entry, raw, path)) {
        case Step::Next:
            break;
        case Step::Stop:
            return true;
        case Step::Fail:
            return false;
        }
    }
}

std::optional<PackageContents> PackageReader::list(PackageProblem *problem) const
{
    using P = PackageProblem;
    PackageProblem local;
    PackageProblem &out = problem ? *problem : local;
    out = {};

    PackageContents contents;
    bool haveManifest = false;
    const bool walked = walk(out, [&](ArchiveReadHandle &handle, archive_entry *entry,
                                      const QByteArray &raw, const QString &path) {
        const bool isFolder = archive_entry_filetype(entry) == AE_IFDIR;
        contents.entries.append(
            {path, isFolder, archive_entry_size_is_set(entry) ? archive_entry_size(entry) : -1});
        if (!isFolder && path == manifestName()) {
            haveManifest = true;
            const auto bytes = readData(handle, manifestName(), m_limits.maxManifestBytes, &out);
            if (!bytes) {
                if (out.kind == P::FileTooLarge)
                    out = P::make(P::ManifestTooLarge, manifestName(),
                                  Tr::tr("tool.yaml is larger than %1 MiB; a manifest is a short "
                                         "text. Check that the right file is named tool.yaml.")
                                      .arg(ExtractLimits::mib(m_limits.maxManifestBytes)));
                return Step::Fail;
            }
            contents.manifest = *bytes;
        } else if (archive_read_data_skip(handle.get()) != ARCHIVE_OK) {
            out = handle.dataProblem(ArchiveEntryCheck::printable(raw));
            return Step::Fail;
        }
        return Step::Next;
    });
    if (!walked)
        return std::nullopt;
    if (!haveManifest) {
        out = P::make(P::NoManifest, {},
                      P::notAPackageText(QFileInfo(m_path).fileName(),
                                         Tr::tr("it has no tool.yaml at its root (its author puts "
                                                "the manifest next to the tool's files and packs "
                                                "it with \"ic-tool package DIR\")")));
        return std::nullopt;
    }
    return contents;
}

std::optional<QByteArray> PackageReader::readFile(const QString &path, qint64 maxBytes,
                                                  PackageProblem *problem) const
{
    using P = PackageProblem;
    PackageProblem local;
    PackageProblem &out = problem ? *problem : local;
    out = {};
    std::optional<QByteArray> bytes;
    const bool walked = walk(out, [&](ArchiveReadHandle &handle, archive_entry *entry,
                                      const QByteArray &, const QString &entryPath) {
        if (entryPath != path || archive_entry_filetype(entry) != AE_IFREG)
            return Step::Next;
        bytes = readData(handle, entryPath, maxBytes, &out);
        return bytes ? Step::Stop : Step::Fail;
    });
    if (!walked || bytes)
        return bytes;
    out = P::make(P::CannotOpen, path, Tr::tr("The package has no file \"%1\".").arg(path));
    return std::nullopt;
}

std::optional<QByteArray> PackageReader::readData(ArchiveReadHandle &handle, const QString &shown,
                                                  qint64 maxBytes, PackageProblem *problem)
{
    QByteArray bytes;
    char buffer[64 * 1024];
    for (;;) {
        const la_ssize_t n = archive_read_data(handle.get(), buffer, sizeof buffer);
        if (n == 0)
            return bytes;
        if (n < 0) {
            *problem = handle.dataProblem(shown);
            return std::nullopt;
        }
        if (bytes.size() + n > maxBytes) {
            *problem = PackageProblem::make(PackageProblem::FileTooLarge, shown,
                                            Tr::tr("Entry \"%1\" is larger than %2 MiB.")
                                                .arg(shown, ExtractLimits::mib(maxBytes)));
            return std::nullopt;
        }
        bytes.append(buffer, n);
    }
}

} // namespace ictools
