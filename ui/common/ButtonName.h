#pragma once
// A name as it goes on a confirmation's button ("&Kick <name>", "&Uninstall <name>"): cut to
// at most ButtonNameLength characters, ending in "…" when cut, so the button stays a button
// ("Kick coach-ai 0.3.0 via ic-t…"), while the dialog's text says the whole name; a "&" in
// the name is doubled so it shows as itself, not as an accelerator.

#include <QString>

namespace icui {

/// The most characters of a name on a button, the "…" included.
inline constexpr qsizetype ButtonNameLength = 24;

/// `name` cut to ButtonNameLength characters (the last one "…") when longer, "&" doubled.
QString buttonName(const QString &name);

} // namespace icui
