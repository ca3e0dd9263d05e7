#pragma once
// Request ids as the seed wants them: 8 lowercase hex characters ("a1b2c3d4"), random, so a
// new panel does not reuse the id the game saw last (the mod skips an id equal to its
// last_cmd_id).

#include <QString>

namespace icconnectors::tf2 {

/// A fresh random id, never equal to `previous`.
QString newRequestId(const QString &previous = {});
/// Whether `id` is exactly 8 hex characters (either case, as a peer may send upper case).
bool isRequestId(const QString &id);

} // namespace icconnectors::tf2
