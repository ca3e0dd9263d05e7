#pragma once
// The outcome of one SecretStore job: the secret (reads; empty for writes and removals), or an
// error — code "secret.not-found" when the key simply is not stored (a removal of a missing key
// succeeds), "secret.failed" with a sentence a person can act on otherwise. Never logged: the
// value is a secret.

#include "common/Result.h"

#include <QString>

namespace icsecrets {

using SecretResult = ic::Result<QString>;

/// True when a read found no such key (not a failure to show the user).
inline bool isNotFound(const SecretResult &result)
{
    return !result.ok() && result.error().code == QLatin1String("secret.not-found");
}

inline ic::Error notFoundError()
{
    return ic::Error{QStringLiteral("secret.not-found"), QString()};
}

} // namespace icsecrets
