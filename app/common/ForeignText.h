#pragma once
// Text that comes from a stranger (a package's tool name, author, description, a file name; a
// tool's id; what another game's peer sent) and is shown on a terminal, in a log or in the
// window. A hostile package could hide the real permission summary with terminal escape sequences
// (ESC[8m hides what follows, ESC]0;…BEL sets the window title) or reorder what is shown with
// bidirectional overrides (U+202E). The manifest refuses such characters (ManifestParser);
// everything printed is escaped as well (defence in depth).

#include <QString>

namespace ic {

class ForeignText
{
public:
    /// Whether `c` may not appear in package text: C0 controls (tab and, when `allowNewline`,
    /// line feed excepted), DEL, C1 controls (U+0080–U+009F), the bidirectional embeddings and
    /// overrides U+202A–U+202E and isolates U+2066–U+2069.
    static bool isForbidden(char32_t c, bool allowNewline);
    /// The position (in UTF-16 units) of the first forbidden character of `text`, or -1.
    static qsizetype firstForbidden(const QString &text, bool allowNewline);
    /// How a forbidden character is written: "\x1b" below U+0080, else "\u0085", "\u202e".
    static QString escape(char32_t c);
    /// `text` with every forbidden character written as escape() says (newlines kept when
    /// `allowNewline`), safe to print on a terminal or into a log.
    static QString escaped(const QString &text, bool allowNewline = false);
};

} // namespace ic
