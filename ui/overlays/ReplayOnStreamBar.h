#pragma once
// "Show on stream" in the window: while the overlays see a replay instead of the live game
// (Panel::replayOnStream()), a bar says so — the replay's map and when it was played — with one
// button, Back to Live, that ends it
// (Panel::endReplayOnStream()). It goes when the live game is back; a replay that could not be
// shown, or stopped on its own, is said in it as an error. The Status and Overlays pages show it
// at their top.

#include "ui/common/MessageBar.h"

namespace icpanel {
class Panel;
}

namespace icui {

class ReplayOnStreamBar : public MessageBar
{
    Q_OBJECT
public:
    explicit ReplayOnStreamBar(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// "The overlays show a replay of Fjord Crossing (25 Nov, 14:32), not the live game." (the
    /// Status page's Needs You card says the same).
    static QString replayingText(const icpanel::Panel &panel, const QString &replayId);

private:
    void onChanged(bool showing, const QString &replayId);
    void showReplaying(const QString &replayId);

    icpanel::Panel &m_panel;
};

} // namespace icui
