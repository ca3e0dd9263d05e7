#include "ui/overlays/ReplayOnStreamBar.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"

#include "panel/Panel.h"

#include <QDateTime>
#include <QLocale>
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
    const bool wasShown = hasMessage() && kind() == Kind::Warning;
    if (wasShown)
        hideMessage(); // keeps its place while the pointer is over the page
    // Said in the window's status bar whatever page is shown (Back to Live may have been
    // clicked in the replay window); both bars say the same line.
    if (wasShown && window()->isVisible())
        ActionFeedback::say(this, Tr::tr("The overlays show the live game again."));
}

void ReplayOnStreamBar::showReplaying(const QString &replayId)
{
    // A warning: it stays until the live game is back, whatever the page.
    showMessage(Kind::Warning, replayingText(m_panel, replayId), 0);
    setToolTip(Tr::tr("Replay %1").arg(replayId));
    setAction(
        Tr::tr("Back to &Live"), // as in the replay window
        [this] {
            actionButton()->setEnabled(false); // until the gateway says the live game is back
            m_panel.endReplayOnStream();
        },
        true);
    actionButton()->setObjectName(QStringLiteral("backToLiveButton"));
    actionButton()->setEnabled(true);
}

} // namespace icui

namespace icui {

QString ReplayOnStreamBar::replayingText(const icpanel::Panel &panel, const QString &replayId)
{
    const QString map = panel.replayOnStreamMap();
    const QDateTime startedAt = panel.replayOnStreamStartedAt();
    if (!startedAt.isValid() && map.isEmpty())
        return Tr::tr("The overlays show a replay (%1), not the live game.").arg(replayId);
    const QDateTime local = startedAt.toLocalTime();
    const QLocale locale;
    //: When the replay's match was played: day and month, then the time ("25 Nov, 14:32").
    const QString when =
        Tr::tr("%1, %2").arg(locale.toString(local.date(), QStringLiteral("d MMM")),
                             locale.toString(local.time(), QLocale::ShortFormat));
    if (map.isEmpty())
        return Tr::tr("The overlays show a replay from %1, not the live game.").arg(when);
    if (!startedAt.isValid())
        return Tr::tr("The overlays show a replay of %1, not the live game.").arg(map);
    return Tr::tr("The overlays show a replay of %1 (%2), not the live game.").arg(map, when);
}

} // namespace icui
