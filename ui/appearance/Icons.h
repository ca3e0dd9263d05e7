#pragma once
// The panel's own icons (resources/icons, built in under :/icons): the application's, the
// pages' — monochrome glyphs drawn in the palette's text colour, so they read on light and
// dark windows — and the tray's, one per connection state.

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

private:
    static QIcon recoloured(const QString &file, const QColor &colour);
};

} // namespace icui
