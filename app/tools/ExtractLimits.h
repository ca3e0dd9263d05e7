#pragma once
// The caps a .icpkg must stay within when it is read: how many entries, how many bytes one file
// may have and how many all files together may have. Bytes are counted as they are written, not
// as the archive declares them (a zip bomb lies in its headers).

#include <QString>
#include <QtGlobal>

namespace ictools {

struct ExtractLimits
{
    /// Entries (files and folders) in one package.
    qint64 maxEntries = 10'000;
    /// Uncompressed bytes of one file.
    qint64 maxFileBytes = qint64(64) * 1024 * 1024;
    /// Uncompressed bytes of all files together.
    qint64 maxTotalBytes = qint64(256) * 1024 * 1024;
    /// Bytes of the package file itself (it is read into memory once, so that what is shown
    /// is what is installed).
    qint64 maxPackageBytes = qint64(320) * 1024 * 1024;
    /// Bytes of tool.yaml kept in memory by a listing.
    qint64 maxManifestBytes = qint64(1) * 1024 * 1024;

    /// `bytes` in MiB with one decimal, as the messages about these caps show it.
    static QString mib(qint64 bytes)
    {
        return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
    }
};

} // namespace ictools
