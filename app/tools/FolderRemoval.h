#pragma once
// Removes a folder and everything in it with openat()/unlinkat() relative to each parent, so a
// tree deeper than PATH_MAX (an unpacked package with long nested names) goes as well, and
// symbolic links are removed, never followed. QDir::removeRecursively() gives up on such trees
// and left ".staging-*" folders behind.

#include <QString>

namespace ictools {

class FolderRemoval
{
public:
    /// Removes `path` and everything below it; true when it is gone (or never existed).
    static bool remove(const QString &path);
};

} // namespace ictools
