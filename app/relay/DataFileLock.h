#pragma once
// The lock every writer of one of the relay's data files takes (the token and device code
// files; the `token` and `approve`/`deny` commands and the running relay): FILE.lock beside it,
// waited for up to 5 s, held while the returned object lives.

#include "common/Result.h"

#include <QLockFile>

#include <memory>

namespace icrelay {

/// Locks `file`; an error with `code` ("… is locked by another program") when another program
/// holds it longer. The data folder is made first.
ic::Result<std::unique_ptr<QLockFile>> lockDataFile(const QString &file, const QString &code);

} // namespace icrelay
