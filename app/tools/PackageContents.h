#pragma once
// What a .icpkg holds, as PackageReader::list() reads it without extracting: every entry (after
// our checks) and the bytes of tool.yaml. For validation, the install dialog and "View Source".

#include <QByteArray>
#include <QList>
#include <QString>

namespace ictools {

struct PackageEntry
{
    /// Relative path with '/' between segments, no trailing '/'.
    QString path;
    bool isFolder = false;
    /// Uncompressed size as the archive declares it (-1 when unknown); not to be trusted.
    qint64 declaredSize = -1;
};

struct PackageContents
{
    QList<PackageEntry> entries;
    /// The bytes of tool.yaml.
    QByteArray manifest;

    /// True when the package holds `path` (a file or a folder).
    bool contains(const QString &path) const;
    /// True when the package holds `path` as a regular file.
    bool containsFile(const QString &path) const;
};

} // namespace ictools
