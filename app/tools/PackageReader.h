#pragma once
// Reads a Workshop tool package (.icpkg: a zip with tool.yaml at its root) with libarchive and
// our own check on every entry (ArchiveEntryCheck) before anything of it is written.
//
// list() checks every entry and returns the names and tool.yaml's bytes without writing
// anything (validation, the install dialog, "View Source"). extractTo() checks everything first,
// then writes the files into a new staging folder, counting bytes as they are written against
// ExtractLimits, and fsyncs them; on any failure the staging folder is removed and nothing
// outside it has been written. Moving the staging folder into place is the caller's job
// (ToolRegistry renames it on the same filesystem).

#include "tools/ExtractLimits.h"
#include "tools/PackageContents.h"
#include "tools/PackageProblem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <functional>
#include <optional>

struct archive_entry;

namespace ictools {

class ArchiveReadHandle;

class PackageReader
{

public:
    /// The manifest's name at the package's root (ToolManifest::FileName).
    static QString manifestName();

    /// Reads the package file at `packagePath` each time it is asked.
    explicit PackageReader(QString packagePath, ExtractLimits limits = {});
    /// Reads the package held in `bytes` (a private copy: what was shown is what is unpacked);
    /// `shownPath` names it in messages.
    static PackageReader ofBytes(QString shownPath, QByteArray bytes, ExtractLimits limits = {});
    /// Reads the whole file at `packagePath` into memory once (at most
    /// ExtractLimits::maxPackageBytes), for ofBytes(). Refuses what is not a regular file.
    static std::optional<QByteArray> snapshot(const QString &packagePath,
                                              const ExtractLimits &limits, PackageProblem *problem);

    const QString &packagePath() const { return m_path; }
    const ExtractLimits &limits() const { return m_limits; }

    /// Checks every entry and returns the entries and tool.yaml; writes nothing.
    std::optional<PackageContents> list(PackageProblem *problem) const;
    /// The bytes of one file of the package (at most maxBytes), for a source viewer.
    std::optional<QByteArray> readFile(const QString &path, qint64 maxBytes,
                                       PackageProblem *problem) const;
    /// Checks everything, then extracts into `stagingDir`, which must not exist yet (its parent
    /// must). Returns false and removes `stagingDir` on any failure.
    bool extractTo(const QString &stagingDir, PackageProblem *problem) const;

private:
    /// What the entries seen so far add up to (names, counts, declared sizes).
    struct Scan
    {
        qint64 entries = 0;
        qint64 declaredTotal = 0;
        QSet<QString> files;
        QSet<QString> folders;
    };
    /// Every check of one entry that needs no data: name, kind, caps, duplicates.
    PackageProblem checkEntry(archive_entry *entry, const QByteArray &raw, Scan &scan,
                              QString *path) const;

    /// What a walk does after one checked entry.
    enum class Step { Next, Stop, Fail };
    /// Called with the open archive and each entry that passed checkEntry(), its raw name and
    /// its checked path.
    using Visit = std::function<Step(ArchiveReadHandle &handle, archive_entry *entry,
                                     const QByteArray &raw, const QString &path)>;
    /// Opens the package, reads its entries one by one, checks each (checkEntry()) and hands it
    /// to `visit`. True at the archive's end or when `visit` says Stop; false when opening,
    /// reading, a check or `visit` failed (`out` says why).
    bool walk(PackageProblem &out, const Visit &visit) const;

    /// The current entry's data, refused beyond maxBytes (counted as read).
    static std::optional<QByteArray> readData(ArchiveReadHandle &handle, const QString &shown,
                                              qint64 maxBytes, PackageProblem *problem);

    QString m_path;
    ExtractLimits m_limits;
    /// Set by ofBytes(): the package itself, read instead of the file.
    std::optional<QByteArray> m_bytes;
};

} // namespace ictools
