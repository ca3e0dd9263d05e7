#pragma once
// The password the game makes on first enable (docs/icrp-spec.md §16): when config.toml turns
// remote access on without a password, the game generates a strong one (the generator of
// ic/remote.password_reset) and writes it into [remote] password of that file. Only that key
// changes (GameConfigEditor keeps every other line and comment byte for byte); the file is made
// readable by its owner only (0600) before the secret goes in, and replaced atomically.

#include "common/Result.h"

#include <QString>

namespace icmock {

class ConfigPasswordWriter
{
public:
    /// Generates a password, writes it into [remote] password of the existing file at `path`
    /// and returns it. The file is left as it was when that fails; the error says what to do.
    static ic::Result<QString> generateInto(const QString &path);

    /// Writes `password` into [remote] password of the existing file at `path` (the key is added
    /// when missing), the file restricted to its owner (0600).
    static ic::Result<void> write(const QString &path, const QString &password);

private:
    ConfigPasswordWriter() = delete;
};

} // namespace icmock
