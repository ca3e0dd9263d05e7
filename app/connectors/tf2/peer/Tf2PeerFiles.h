#pragma once
// The simulated game's own file code (the connector has its own, Tf2OwnFile.h: the two sides of
// the protocol share no read or write code, so a mistake in one cannot hide in the other's
// tests). Its three files live in a folder others may share (/tmp by default), where another
// user can plant a symbolic link, a named pipe, a file of their own, or a hard link to one of
// your files under the protocol's names. It touches a name only when what is there is a
// regular file of its user with exactly one name:
// - lstat() the name first, then open it with O_NOFOLLOW|O_NONBLOCK (a link is refused, a pipe
//   never blocks) and fstat() the open file: the same file as lstat() saw, regular, owned by
//   geteuid(), st_nlink == 1. Only then is it read, truncated or written: a hard link planted
//   at the name (st_nlink > 1) is never written through, so a file of yours it points to keeps
//   its content. Checking the open descriptor leaves no gap between the check and the write.
// - replaceGameFile() writes a new 0600 file in the same folder and rename(2)s it over the name
//   (rename replaces the name, never the file a link points to), after the same check of what
//   the name holds.
// - checkServedFolder() refuses a folder every user may write that has no sticky bit (anyone
//   could swap the files between two ticks); /tmp (1777) is fine.
// Every refusal is a sentence that says what was found and what to do.

#include <QByteArray>
#include <QString>

namespace icconnectors::tf2::peer {

struct GameFileRead
{
    enum class Outcome { Missing, Read, Refused };
    Outcome outcome = Outcome::Missing;
    QByteArray bytes;
    QString problem; ///< for Refused: what was found and what to do
};

/// Reads at most `maxBytes` of a regular file of ours with one name.
GameFileRead readGameFile(const QString &path, qint64 maxBytes);
/// Writes in place (truncating first, or appending), as the mod does: creates a missing file
/// 0600; writes only into a regular file of ours with one name. Empty on success; otherwise why
/// nothing was written.
QString writeGameFileInPlace(const QString &path, const QByteArray &bytes, bool append);
/// A new 0600 file renamed over `path`, when `path` holds nothing or a regular file of ours with
/// one name. Empty on success; otherwise why nothing was written.
QString replaceGameFile(const QString &path, const QByteArray &bytes);
/// Empty when the game may serve its files in `folder`; otherwise why not.
QString checkServedFolder(const QString &folder);

} // namespace icconnectors::tf2::peer
