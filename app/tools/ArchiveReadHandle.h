#pragma once
// A libarchive reader opened on a .icpkg (zip with a central directory only: a truncated zip
// has none and is refused), closed and freed on destruction. Helper of PackageReader.

#include "tools/PackageProblem.h"

#include <QByteArray>
#include <QString>

struct archive;
struct archive_entry;

namespace ictools {

class ArchiveReadHandle
{
public:
    ArchiveReadHandle();
    ~ArchiveReadHandle();
    ArchiveReadHandle(const ArchiveReadHandle &) = delete;
    ArchiveReadHandle &operator=(const ArchiveReadHandle &) = delete;

    /// Opens `path`; on failure says why (cannot read, not a zip, damaged or truncated).
    bool open(const QString &path, PackageProblem *problem);
    /// Opens the package held in `bytes` (which must outlive this handle); `shownPath` names it
    /// in messages.
    bool openBytes(const QString &shownPath, const QByteArray &bytes, PackageProblem *problem);

    enum class Next { Entry, End, Failed };
    /// The next entry's header; *raw is its name as stored. On Failed, *problem says why.
    Next next(archive_entry **entry, QByteArray *raw, PackageProblem *problem);
    /// A problem for a failed read of the current entry's data.
    PackageProblem dataProblem(const QString &shownName) const;

    archive *get() const { return m_archive; }

private:
    bool refuseNonZip(const QByteArray &magic, PackageProblem *problem) const;
    PackageProblem damaged() const;

    archive *m_archive = nullptr;
    QString m_path;
    /// The last entry read (to say where a nameless one is).
    QString m_lastName;
};

} // namespace ictools
