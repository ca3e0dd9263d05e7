#pragma once
// The outcome of one SecretStore job: the secret (for reads), whether the key simply was not
// there, or an error a person can act on. Never logged: `value` is a secret.

#include <QString>

namespace icsecrets {

struct SecretResult
{
    bool ok = false;
    /// The secret read (reads only); empty otherwise.
    QString value;
    /// A read or delete of a key that is not stored (ok is false).
    bool notFound = false;
    /// A sentence for the user when !ok && !notFound.
    QString error;
};

} // namespace icsecrets
