#pragma once
// Our own check of one archive entry before anything of it is written: regular files and
// folders only (no symbolic link, hard link, device or fifo) and a relative name of plain
// segments (no absolute path, no "..", no backslash, no drive letter, no empty or "." segment,
// valid UTF-8 without control characters). libarchive's own checks are not relied upon.

#include "tools/PackageProblem.h"

#include <QByteArray>
#include <QString>

struct archive_entry;

namespace ictools {

class ArchiveEntryCheck
{
public:
    /// Checks a name as stored in the archive (raw bytes). On success sets *path to the name
    /// without a trailing '/' (folders may end with one).
    static PackageProblem checkPath(const QByteArray &raw, QString *path);
    /// Checks the kind of entry (file, folder, link, device…). `shownName` names it in messages.
    static PackageProblem checkType(archive_entry *entry, const QString &shownName);
    /// The name for messages: UTF-8 where valid, other bytes and control characters as \xNN.
    static QString printable(const QByteArray &raw);
    /// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
    static bool isValidUtf8(const QByteArray &bytes);
};

} // namespace ictools
