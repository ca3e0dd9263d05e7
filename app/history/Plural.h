#pragma once
// English plurals for texts translated with %n ("%n match(es) shown"): German and Russian get
// their plural forms from the translations; English has no translation file, so the source
// text's "(s)" and "(es)" are settled here by the number.

#include <QString>

namespace ichistory {

/// `translated` (already through tr() with `n`) with "(es)" and "(s)" made "es"/"s" or nothing:
/// "1 match(es) shown" → "1 match shown", "20 match(es) shown" → "20 matches shown".
QString plural(QString translated, qint64 n);

} // namespace ichistory
