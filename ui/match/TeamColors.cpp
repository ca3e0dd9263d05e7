#include "ui/match/TeamColors.h"

#include "ui/appearance/Appearance.h"
#include "ui/match/TeamTintProxy.h"

#include <algorithm>
#include <array>

namespace icui::TeamColors {

QColor team(int team, const QPalette &palette)
{
    const QColor base = TeamTintProxy::teamColor(team);
    return Appearance::isDark(palette) ? base.lighter(135) : base;
}

QColor player(int team, int nth, const QPalette &palette)
{
    // Lightness steps either side of the team's own colour, and a slight turn of the hue, so
    // that the players are told apart from each other and from their team's line. On a dark
    // window the steps go lighter more than darker, so no line sinks into the background.
    static constexpr std::array<int, 4> kLightShift{-45, 45, -75, 75};
    static constexpr std::array<int, 4> kDarkShift{40, -25, 70, -40};
    static constexpr std::array<int, 4> kHueShift{-10, 12, 18, -18};
    const bool dark = Appearance::isDark(palette);
    const QColor base = TeamColors::team(team, palette).toHsl();
    const auto i = size_t(nth) % kLightShift.size();
    const int shift = dark ? kDarkShift.at(i) : kLightShift.at(i);
    const int lightness = std::clamp(base.lightness() + shift, dark ? 125 : 50, dark ? 230 : 200);
    const int hue = base.hslHue() < 0 ? -1 : (base.hslHue() + kHueShift.at(i) + 360) % 360;
    return QColor::fromHsl(hue, base.hslSaturation(), lightness);
}

Qt::PenStyle playerLineStyle(int nth)
{
    static constexpr std::array<Qt::PenStyle, 4> kStyles{Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                         Qt::DashDotLine};
    return kStyles.at(size_t(nth) % kStyles.size());
}

} // namespace icui::TeamColors
