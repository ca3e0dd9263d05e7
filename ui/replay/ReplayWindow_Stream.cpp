// ReplayWindow's Show on Stream: the overlays see this window's replay through the panel
// (Panel::showReplayOnStream) and follow its play, pause, seek and speed until Back to Live.

#include "history/ReplayDeck.h"
#include "panel/Panel.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/replay/ReplayWindow.h"

#include <QCloseEvent>
#include <QLabel>
#include <QPushButton>

namespace icui {

void ReplayWindow::connectStream()
{
    connect(m_stream, &QPushButton::clicked, this, &ReplayWindow::streamToggled);
    connect(m_live, &QPushButton::clicked, this, [this] { streamToggled(false); });
    connect(&m_panel, &icpanel::Panel::replayOnStreamChanged, this, &ReplayWindow::updateStream);
    connect(&m_panel, &icpanel::Panel::replayOnStreamFailed, this, [this](const QString &message) {
        m_wasOnStream = false; // said as the error, not as the live game back
        m_bar->showMessage(MessageBar::Kind::Error, message);
        updateStream();
    });
    using ichistory::ReplayDeck;
    connect(m_deck, &ReplayDeck::tickChanged, this, &ReplayWindow::followOnStream);
    connect(m_deck, &ReplayDeck::playingChanged, this, &ReplayWindow::followOnStream);
    connect(m_deck, &ReplayDeck::speedChanged, this, &ReplayWindow::followOnStream);
}

bool ReplayWindow::onStream() const
{
    return m_deck->isLoaded() && m_panel.replayOnStream() == m_deck->replayId();
}

void ReplayWindow::streamToggled(bool on)
{
    if (!on) {
        if (m_bar->text() == Tr::tr("Asking the overlays to show the replay…"))
            m_bar->hideMessage(); // not asking any more
        m_panel.endReplayOnStream();
    } else if (m_deck->isLoaded()) {
        m_panel.showReplayOnStream(m_deck->replayId(), m_deck->tick(), m_deck->speed(),
                                   !m_deck->isPlaying());
        m_bar->showMessage(MessageBar::Kind::Information,
                           Tr::tr("Asking the overlays to show the replay…"));
    }
    updateStream();
}

void ReplayWindow::followOnStream()
{
    if (onStream())
        m_panel.followReplayOnStream(m_deck->tick(), m_deck->speed(), !m_deck->isPlaying());
}

void ReplayWindow::updateStream()
{
    const bool mine = onStream();
    const bool other = !m_panel.replayOnStream().isEmpty();
    // As OBS shows a source that is live: while this replay is on stream the button says so
    // and cannot be pressed again; Back to Live beside it is the way back.
    keepFocusOnStreamButtons(mine, other);
    m_stream->setEnabled(m_deck->isLoaded() && !mine);
    m_stream->setChecked(mine);
    m_stream->setText(mine ? Tr::tr("On Stream") : Tr::tr("Show on &Stream"));
    m_live->setVisible(other);
    m_barHint->setText(mine ? Tr::tr("The overlays show this replay; Back to Live shows the "
                                     "live game again.")
                            : Tr::tr("Show on Stream puts this replay on the overlays in OBS."));
    const bool left = m_wasOnStream && !mine;
    m_wasOnStream = mine;
    if (left) {
        sayLiveAgain();
        return;
    }
    if (mine && m_bar->text() == Tr::tr("Asking the overlays to show the replay…"))
        m_bar->showMessage(MessageBar::Kind::Positive,
                           Tr::tr("The overlays show this replay. Back to Live shows the game "
                                  "again."),
                           MessageBar::defaultAutoHideMs(MessageBar::Kind::Positive, false));
}

void ReplayWindow::keepFocusOnStreamButtons(bool mine, bool other)
{
    // The window's focus, also while another window is active (Alt+S, then a look at OBS).
    const QWidget *focus = focusWidget();
    if (focus == m_stream && mine && other) {
        m_live->show(); // before Show on Stream is disabled: Qt would move on to the Chart combo
        m_live->setFocus(Qt::OtherFocusReason);
    } else if (focus == m_live && !other && m_deck->isLoaded() && !mine) {
        m_stream->setEnabled(true); // before Back to Live hides
        m_stream->setFocus(Qt::OtherFocusReason);
    }
}

void ReplayWindow::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    if (!onStream())
        return;
    m_panel.endReplayOnStream();
    m_bar->hideMessage(); // said in the main window instead, where the user now is
    ActionFeedback::say(m_home, Tr::tr("The overlays show the live game again."));
}

void ReplayWindow::sayLiveAgain()
{
    const QString other = m_panel.replayOnStream();
    m_bar->showMessage(MessageBar::Kind::Positive,
                       other.isEmpty()
                           ? Tr::tr("The overlays show the live game again.")
                           : Tr::tr("The overlays show another replay now, no longer this one."),
                       MessageBar::defaultAutoHideMs(MessageBar::Kind::Positive, false));
}

} // namespace icui
