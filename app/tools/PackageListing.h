#pragma once
// A read-only look into a .icpkg for `ic-tool validate`: the names of its files and the bytes
// of tool.yaml, read with libarchive without extracting anything. It is not the installer's
// safe extraction (that checks and caps every entry as it writes); it only caps how much it
// reads.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace ictools {

struct PackageListing
{
    /// Regular files in the archive, as named there (folders left out).
    QStringList files;
    /// tool.yaml's content; empty when absent (hasManifest tells).
    QByteArray manifest;
    bool hasManifest = false;

    /// More entries than this and the listing is refused.
    static constexpr int MaxEntries = 10000;

    /// Reads the listing; nullopt and a reason when the file is not a readable zip.
    static std::optional<PackageListing> read(const QString &packagePath, QString *error);
};

} // namespace ictools
