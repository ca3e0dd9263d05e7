#pragma once
// Whether an installed tool is one of the examples that come with the panel (live-stats,
// kill-feed; Panel::exampleOverlays()): its installed files are, byte for byte, the
// files of the bundled package of the same id and version, and it has no others. The author
// text in tool.yaml is not looked at: anyone can write "IC Control Panel" there.

#include <QString>

namespace icpanel {
class Panel;
}
namespace ictools {
struct InstalledTool;
}

namespace icui {

class BundledTool
{
public:
    /// True when `tool`'s files are those of one of the panel's bundled example packages.
    static bool isBundled(const icpanel::Panel &panel, const ictools::InstalledTool &tool);

private:
    BundledTool() = delete;
};

} // namespace icui
