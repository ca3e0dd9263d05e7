#pragma once
// Writes a .icpkg (a zip with tool.yaml at its root) from a tool's folder, deterministically:
// entries sorted by path, fixed timestamps (2000-01-01 00:00 UTC), fixed permissions (0644
// files, 0755 folders), no owner names — the same folder gives the same bytes. Dotfiles and
// dot-folders are skipped; a symlink anywhere in the folder is refused. The archive is
// written to a temporary file next to the output and renamed into place, so a failed run
// never leaves a half-written package. Validation is the caller's job (ic-tool package
// validates first).

#include "common/Result.h"

#include <QString>
#include <QStringList>

namespace ictools {

class PackageWriter
{
public:
    /// The files (not folders) a package of `sourceDir` would hold, relative with '/'
    /// separators, sorted; the error "package.source-refused" with a reason when the folder
    /// cannot be packaged (a symlink, something that is neither file nor folder, unreadable).
    static ic::Result<QStringList> collectFiles(const QString &sourceDir);

    /// Packages `sourceDir` into `outputPath`. On failure the error ("package.source-refused",
    /// or "package.write-failed" for the archive itself) says why; nothing is left at
    /// outputPath then, and an existing file there is untouched.
    static ic::Result<void> write(const QString &sourceDir, const QString &outputPath);
};

} // namespace ictools
