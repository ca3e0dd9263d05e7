#pragma once
// The files of the TF2 IPC live in a shared folder (/tmp by default), where another user can
// plant a symbolic link, a named pipe or a file of their own under the protocol's names. These
// functions touch a path only if what is there is a regular file of ours:
// - readOwnFile() opens with O_NOFOLLOW|O_NONBLOCK (a link is refused, a pipe never blocks),
//   then fstat()s the open file: a regular file whose owner is geteuid(), read up to a cap.
// - checkReplaceable() says whether a file may be replaced by writeOwnFile(): nothing there, or
//   a regular file of ours (never a link, a pipe, a folder or another user's file).
// - writeOwnFile() writes a new 0600 file next to the path and rename(2)s it over the path:
//   atomic, owner-only, and rename replaces a name, never a link's target.
// - removeOwnEntry() unlinks the name itself (a link is removed, its target never touched), and
//   only when the entry is ours.
// Every refusal is a sentence that says what was found (kind, owner) and what to do.

#include <QByteArray>
#include <QString>

namespace icconnectors::tf2 {

struct OwnFileRead
{
    enum class Outcome { Missing, Read, Refused };
    Outcome outcome = Outcome::Missing;
    QByteArray bytes;
    QString problem; ///< for Refused: what was found and what to do
};

OwnFileRead readOwnFile(const QString &path, qint64 maxBytes);
/// Empty when the path may be replaced; otherwise why not.
QString checkReplaceable(const QString &path);
/// Empty on success; otherwise why nothing was written.
QString writeOwnFile(const QString &path, const QByteArray &bytes);
/// Writes in place (truncating first, or appending), as a writer that is not atomic does: opens
/// with O_NOFOLLOW|O_NONBLOCK, creates 0600, and writes only into a regular file of ours. Empty
/// on success; otherwise why nothing was written.
QString writeOwnFileInPlace(const QString &path, const QByteArray &bytes, bool append);
/// Empty when removed or already gone; otherwise why it was left.
QString removeOwnEntry(const QString &path);
/// Empty when the folder is safe to share; otherwise why not (writable by all, no sticky bit).
QString checkSharedFolder(const QString &folder);

} // namespace icconnectors::tf2
