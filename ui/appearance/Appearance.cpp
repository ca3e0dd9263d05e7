#include "ui/appearance/Appearance.h"

#include "ui/appearance/DesktopColorScheme.h"
#include "ui/appearance/PanelStyle.h"

#include <QApplication>
#include <QLoggingCategory>
#include <QStyle>
#include <QStyleFactory>
#include <memory>

Q_LOGGING_CATEGORY(lcAppearance, "icpanel.ui.appearance")

namespace icui {

namespace {
enum Applied { Platform, Light, Dark };

/// Sets the style `name`, wrapped in PanelStyle (no icons on dialog buttons, visible check boxes).
void useStyle(const QString &name)
{
    const QStyle *current = QApplication::style();
    if (qobject_cast<const PanelStyle *>(current) &&
        PanelStyle::nameOf(current).compare(name, Qt::CaseInsensitive) == 0)
        return;
    QApplication::setStyle(new PanelStyle(QStyleFactory::create(name)));
}
} // namespace

Appearance::Appearance(icpanel::PanelSettings *settings, DesktopColorScheme *desktop,
                       QObject *parent)
    : QObject(parent), m_settings(settings), m_desktop(desktop),
      m_platformStyle(PanelStyle::nameOf(QApplication::style()))
{
    useStyle(m_platformStyle); // the platform's, without icons on dialog buttons
    connect(m_settings, &icpanel::PanelSettings::changed, this, &Appearance::apply);
    if (m_desktop)
        connect(m_desktop, &DesktopColorScheme::changed, this, &Appearance::apply);
    apply();
}

Appearance::~Appearance() = default;

bool Appearance::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

bool Appearance::dark() const
{
    return isDark(QApplication::palette());
}

QPalette Appearance::lightPalette()
{
    // Fusion's own palette is a good light one; its style draws every widget from the palette.
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    const QPalette standard = fusion->standardPalette();
    // Every colour set explicitly, so it replaces a dark one everywhere (an unset role would
    // be resolved against the palette in use).
    QPalette light;
    for (int g = 0; g < QPalette::NColorGroups; ++g) {
        const auto group = static_cast<QPalette::ColorGroup>(g);
        for (int r = 0; r < QPalette::NColorRoles; ++r) {
            const auto role = static_cast<QPalette::ColorRole>(r);
            light.setColor(group, role, standard.color(group, role));
        }
    }
    return light;
}

QPalette Appearance::darkPalette()
{
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80), highlight(0x3d, 0x7e, 0xc8);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x5e));
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4c));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::Mid, QColor(0x55, 0x58, 0x5c));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1d));
    p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb4, 0x8c, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return p;
}

void Appearance::apply()
{
    using Scheme = icpanel::PanelSettings::ColorScheme;
    using Preference = DesktopColorScheme::Preference;
    const Preference desktop = m_desktop ? m_desktop->preference() : Preference::NoPreference;
    Applied wanted = Platform;
    switch (m_settings->colorScheme()) {
    case Scheme::Light:
        wanted = Light;
        break;
    case Scheme::Dark:
        wanted = Dark;
        break;
    case Scheme::System:
        wanted = desktop == Preference::Dark    ? Dark
                 : desktop == Preference::Light ? Light
                                                : Platform;
        break;
    }
    if (wanted == m_applied)
        return;
    const bool first = m_applied < 0;
    m_applied = wanted;
    if (first && wanted == Platform)
        return; // nothing to change
    if (wanted == Platform) {
        useStyle(m_platformStyle);
        // An empty palette hands colours back to the platform (and its later changes).
        QApplication::setPalette(QPalette());
    } else {
        useStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(wanted == Dark ? darkPalette() : lightPalette());
    }
    qCInfo(lcAppearance) << "colour scheme:"
                         << (wanted == Dark    ? "dark"
                             : wanted == Light ? "light"
                                               : "the platform's");
    Q_EMIT changed(dark());
}

QColor Appearance::tone(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x4c, 0xc2, 0x6e) : QColor(0x2e, 0x9d, 0x4f);
    case Tone::Info:
        return dark ? QColor(0x5b, 0x9b, 0xf0) : QColor(0x2f, 0x6f, 0xd0);
    case Tone::Warning:
        return dark ? QColor(0xf0, 0xa5, 0x20) : QColor(0xd9, 0x8c, 0x00);
    case Tone::Error:
        return dark ? QColor(0xf0, 0x5a, 0x5a) : QColor(0xd0, 0x3b, 0x3b);
    case Tone::Idle:
        break;
    }
    return dark ? QColor(0x8a, 0x8d, 0x91) : QColor(0xa0, 0xa3, 0xa7);
}

} // namespace icui
