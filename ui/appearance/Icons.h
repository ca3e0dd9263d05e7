#pragma once
// The panel's own icons (resources/icons, built in under :/icons): the application's, the
// pages' — a white glyph on a rounded tile in the page's own colour, one hue per page, which
// reads on light and dark windows alike — the tray's, one per connection state, and the status
// icons of message bars and message boxes (a circle in the kind's tone with a white glyph, legible
// on light and dark).

#include <QIcon>

namespace icui {

class Icons
{
public:
    static QIcon application();
    /// `name`: a page's --page name ("status", "connect-info", …). Empty icon if unknown. Drawn
    /// from the SVG at whatever size and pixel ratio is asked (sharp at 2×).
    static QIcon page(const QString &name);
    enum class Tray { Connected, Connecting, Disconnected };
    static QIcon tray(Tray state);
    enum class Status { Information, Success, Warning, Error, Question };
    static QIcon status(Status kind);
    /// `kind`'s icon drawn `size` logical pixels wide for a screen of `devicePixelRatio`.
    static QPixmap statusPixmap(Status kind, int size, qreal devicePixelRatio);
};

} // namespace icui
