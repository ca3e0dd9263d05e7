#pragma once
// Changes one key of a person's config.toml in place. toml++ drops comments and reorders keys
// when it writes a table back, so this edits the text of that one line (keeping its comment,
// the other keys and the layout), checks that the result parses to exactly the old settings
// plus the one change, and only then replaces the file atomically (QSaveFile).

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ic {

class GameConfigEditor
{
public:
    /// A config.toml larger than this is refused unread (1 MiB).
    static constexpr qint64 MaxFileSize = 1024 * 1024;

    /// Sets `key = "value"` in [table] of the file at `path`: replaces the value on its line,
    /// or adds the line to the table, or adds the table at the end. An error when the file is
    /// not a regular file of at most MaxFileSize bytes, cannot be read or written, does not
    /// parse, or the edit would not mean what was asked; the file is then left as it was.
    static Result<void> setString(const QString &path, const QString &table, const QString &key,
                                  const QString &value);

    /// setString() for a secret (a password): the file is made readable and writable by its
    /// owner only (mode 0600) before the secret goes in, and again after the save, so the secret
    /// is never in a file others may read. An error (and no secret written) when the mode cannot
    /// be set.
    static Result<void> setSecretString(const QString &path, const QString &table,
                                        const QString &key, const QString &value);

    /// The text edit alone (checked the same way); `sourceName` is used in messages.
    static Result<QByteArray> editString(const QByteArray &text, const QString &sourceName,
                                         const QString &table, const QString &key,
                                         const QString &value);

    /// Reads a config file someone picked: a regular file of at most MaxFileSize bytes, so a
    /// device, a FIFO or a huge file is refused at once instead of blocking or filling memory.
    static Result<QByteArray> read(const QString &path);

    /// Where and why a config file does not parse, for a caller's own message.
    struct ParseError
    {
        int line = 0;
        int column = 0;
        QString description;
    };

    /// The string `key` of [table] in the file at `path` (read()), or nullopt when the file has
    /// no such key or its value is not a string. Errors: those of read(), and "config.parse"
    /// (then `parseError`, when given, says where and why).
    static Result<std::optional<QString>> readString(const QString &path, const QString &table,
                                                     const QString &key,
                                                     ParseError *parseError = nullptr);

    /// `value` as a TOML basic string, quotes included.
    static QString quoted(const QString &value);
};

} // namespace ic
