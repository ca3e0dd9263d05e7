#pragma once
// Finds the game's password where the game keeps it: [remote] password of its config.toml
// (docs/icrp-spec.md §16; the game writes a generated one there on first enable). The password
// is only returned, never logged; each error says what to do next.

#include "common/Result.h"

#include <QString>

namespace icpanel {

class GamePasswordReader
{
public:
    /// [remote] password of the config file at `path`. Errors: "find.missing" (no such file),
    /// "find.unreadable" (cannot be read, or not a regular file of a sensible size),
    /// "find.invalid" (not TOML), "find.no_password" (no or an empty [remote] password).
    static ic::Result<QString> read(const QString &path);

private:
    GamePasswordReader() = delete;
};

} // namespace icpanel
