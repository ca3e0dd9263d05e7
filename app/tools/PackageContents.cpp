#include "tools/PackageContents.h"

namespace ictools {

bool PackageContents::contains(const QString &path) const
{
    for (const PackageEntry &e : entries) {
        if (e.path == path)
            return true;
    }
    return false;
}

bool PackageContents::containsFile(const QString &path) const
{
    for (const PackageEntry &e : entries) {
        if (e.path == path && !e.isFolder)
            return true;
    }
    return false;
}

} // namespace ictools
