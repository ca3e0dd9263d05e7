#include "ui/overlays/ReplayOnStreamBar.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"

#include "panel/Panel.h"

#include <QPushButton>

namespace icui {

ReplayOnStreamBar::ReplayOnStreamBar(icpanel::Panel &panel, QWidget *parent)
    : MessageBar(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("replayOnStreamBar"));
    connect(&m_panel, &icpanel::Panel::replayOnStreamChanged, this, &ReplayOnStreamBar::onChanged);
    connect(&m_panel, &icpanel::Panel::replayOnStreamFailed, this,
            [this](const QString &message) { showMessage(Kind::Error, message); });
    if (const QString shown = m_panel.replayOnStream(); !shown.isEmpty())
        showReplaying(shown);
}

void ReplayOnStreamBar::onChanged(bool showing, const QString &replayId)
{
    if (showing)
        return showReplaying(replayId);
    const bool seen = isVisible(); // the page shown says it (not every page with a bar)
    if (hasMessage() && kind() == Kind::Warning)
        hideMessage();
    if (seen)
        ActionFeedback::say(this, Tr::tr("The overlays show the live game again."));
}

void ReplayOnStreamBar::showReplaying(const QString &replayId)
{
    // A warning: it stays until the live game is back, whatever the page.
    showMessage(Kind::Warning,
                Tr::tr("The overlays show a replay (%1), not the live game.").arg(replayId), 0);
    setAction(
        Tr::tr("Back to Live"),
        [this] {
            actionButton()->setEnabled(false); // until the gateway says the live game is back
            m_panel.endReplayOnStream();
        },
        true);
    actionButton()->setObjectName(QStringLiteral("backToLiveButton"));
    actionButton()->setEnabled(true);
}

} // namespace icui
