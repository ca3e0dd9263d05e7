#pragma once
// The panel's own icons (resources/icons, built in under :/icons): the application's, the
// pages' — monochrome glyphs drawn in the palette's text colour, so they read on light and
// dark windows — the tray's, one per connection state, and the status icons of message bars and
// message boxes (a circle in the kind's tone with a white glyph, legible on light and dark).

#include <QIcon>
#include <QPalette>

namespace icui {

class Icons
{
public:
    static QIcon application();
    /// `name`: a page's --page name ("status", "connect-info", …). Empty icon if unknown.
    static QIcon page(const QString &name, const QPalette &palette);
    enum class Tray { Connected, Connecting, Disconnected };
    static QIcon tray(Tray state);
    enum class Status { Information, Success, Warning, Error, Question };
    static QIcon status(Status kind);
    /// `kind`'s icon drawn `size` logical pixels wide for a screen of `devicePixelRatio`.
    static QPixmap statusPixmap(Status kind, int size, qreal devicePixelRatio);

private:
    static QIcon recoloured(const QString &file, const QColor &colour);
};

} // namespace icui
