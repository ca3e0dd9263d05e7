#include "ui/match/MatchAdminBox.h"

#include "match/MatchModel.h"
#include "panel/LogModel.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/MatchSettingsDialog.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <utility>

namespace icui {

MatchAdminBox::MatchAdminBox(icmatch::MatchModel *match, icpanel::LogModel *log,
                             std::function<QString()> selectedPlayer, QWidget *parent)
    : QGroupBox(Tr::tr("Admin"), parent), m_match(match), m_log(log),
      m_selectedPlayer(std::move(selectedPlayer))
{
    m_pause = new QPushButton(Tr::tr("Pa&use Match"), this);
    m_kick = new QPushButton(Tr::tr("&Kick Selected Player…"), this);
    m_settings = new QPushButton(Tr::tr("Match &Settings…"), this);
    m_message = new QLineEdit(this);
    m_message->setPlaceholderText(Tr::tr("Announcement to every player"));
    m_message->setMaxLength(500);
    m_message->setAccessibleName(Tr::tr("Announcement"));
    // The field has the accelerator (Alt+N); Return in it announces, so the button needs none.
    m_messageLabel = new QLabel(Tr::tr("A&nnouncement:"), this);
    m_messageLabel->setBuddy(m_message);
    m_announce = new QPushButton(Tr::tr("Announce"), this);
    // The buttons' row first, then the announcement and its button, as they are laid out.
    setTabOrder(m_pause, m_kick);
    setTabOrder(m_kick, m_settings);
    setTabOrder(m_settings, m_message);
    setTabOrder(m_message, m_announce);
    // Plain text: the game's words are never markup. The page places it (its answer place,
    // just above this box, shared with Export's outcome), so no answer moves the buttons.
    m_bar = new MessageBar(this);
    m_bar->hideMessage();

    connect(m_pause, &QPushButton::clicked, this, &MatchAdminBox::togglePause);
    connect(m_announce, &QPushButton::clicked, this, &MatchAdminBox::announce);
    connect(m_message, &QLineEdit::returnPressed, this, &MatchAdminBox::announce);
    connect(m_message, &QLineEdit::textChanged, this, &MatchAdminBox::updateActions);
    connect(m_kick, &QPushButton::clicked, this, &MatchAdminBox::kickSelected);
    connect(m_settings, &QPushButton::clicked, this, &MatchAdminBox::editSettings);
    connect(match, &icmatch::MatchModel::infoChanged, this, &MatchAdminBox::updateActions);
    connect(match, &icmatch::MatchModel::figuresChanged, this, &MatchAdminBox::updateActions);
    connect(match, &icmatch::MatchModel::matchReset, this, &MatchAdminBox::updateActions);
    connect(match, &icmatch::MatchModel::matchReset, this, &MatchAdminBox::clearFeedback);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_pause, 0, 0);
    layout->addWidget(m_kick, 0, 1);
    layout->addWidget(m_settings, 0, 2);
    auto *messageRow = new QHBoxLayout;
    messageRow->addWidget(m_messageLabel);
    messageRow->addWidget(m_message, 1);
    layout->addLayout(messageRow, 1, 0, 1, 2);
    layout->addWidget(m_announce, 1, 2);
    layout->setRowStretch(2, 1); // the buttons stay at the top, under their answer
    m_lastReason = m_match->adminUnavailableReason();
    updateActions();
}

void MatchAdminBox::clearFeedback()
{
    withdrawHint();
    m_bar->hideMessage();
}

void MatchAdminBox::sayHint(const QString &hint)
{
    m_bar->showMessage(MessageBar::Kind::Information, hint);
    m_hintShowing = true;
    m_hintFor = m_selectedPlayer();
    Q_EMIT answerShown();
    ActionFeedback::say(this, hint);
    // The status bar's line is the hint's until the bar shows anything else (another line, or
    // none once its time is up): only then may withdrawHint() clear it. No text is compared.
    stopWatchingHintLine();
    m_hintLine = window()->findChild<QStatusBar *>(QString(), Qt::FindDirectChildrenOnly);
    if (m_hintLine)
        m_hintLineWatch = connect(m_hintLine, &QStatusBar::messageChanged, this,
                                  [this] { stopWatchingHintLine(); });
}

void MatchAdminBox::stopWatchingHintLine()
{
    disconnect(m_hintLineWatch);
    m_hintLine = nullptr;
}

void MatchAdminBox::withdrawHint()
{
    if (std::exchange(m_hintShowing, false))
        m_bar->hideMessage();
    if (QPointer<QStatusBar> line = m_hintLine) {
        stopWatchingHintLine();
        line->clearMessage();
    }
}

void MatchAdminBox::hideEvent(QHideEvent *event)
{
    QGroupBox::hideEvent(event);
    // Another page was chosen: "select a player, then Kick" is not about it (the window being
    // minimised is no reason).
    if (!event->spontaneous())
        withdrawHint();
}

void MatchAdminBox::updateActions()
{
    const QString why = m_match->adminUnavailableReason();
    if (why != m_lastReason) // disconnected, reconnected, another game: old answers go
        clearFeedback();
    m_lastReason = why;
    const bool ended = m_match->info().state == icmatch::MatchInfo::State::Ended;
    const bool paused = m_match->info().state == icmatch::MatchInfo::State::Paused;
    // One key toggles: Pause and Resume share Alt+U (a second Alt+U did nothing when Resume
    // was Alt+R).
    m_pause->setText(paused ? Tr::tr("Res&ume Match") : Tr::tr("Pa&use Match"));
    const QString endedWhy = ended ? Tr::tr("The match has ended.") : QString();
    m_pause->setEnabled(why.isEmpty() && !ended);
    m_pause->setToolTip(!why.isEmpty() ? why : endedWhy);
    // The button names who it kicks: the selection is never a guess.
    const QString selected = m_selectedPlayer();
    if (m_hintShowing && !selected.isEmpty() && selected != m_hintFor)
        withdrawHint(); // the hint has been followed: the user chose a player
    QString shownName = selected;
    shownName.replace(u'&', QStringLiteral("&&"));
    m_kick->setText(selected.isEmpty() ? Tr::tr("&Kick Selected Player…")
                                       : Tr::tr("&Kick %1…").arg(shownName));
    const QString gone = why.isEmpty() && !ended ? departedReason() : QString();
    m_kick->setEnabled(why.isEmpty() && !ended && gone.isEmpty());
    m_kick->setToolTip(!why.isEmpty() ? why : !endedWhy.isEmpty() ? endedWhy : gone);
    m_settings->setEnabled(why.isEmpty());
    m_settings->setToolTip(why);
    m_message->setEnabled(why.isEmpty());
    m_message->setToolTip(why);
    m_announce->setEnabled(why.isEmpty() && !m_message->text().trimmed().isEmpty());
    m_announce->setToolTip(why);
}

QString MatchAdminBox::departedReason() const
{
    const QString name = m_selectedPlayer();
    for (const icmatch::PlayerFigures &p : m_match->players()) {
        if (p.name != name || p.present)
            continue;
        return p.kicked ? Tr::tr("%1 was kicked from the match already.").arg(name)
                        : Tr::tr("%1 has left the match.").arg(name);
    }
    return {};
}

void MatchAdminBox::report(const ic::Result<QString> &outcome)
{
    const bool ok = outcome.ok();
    const QString message = ok ? *outcome : outcome.error().message;
    updateActions(); // first: a changed connection clears the old answer, not this one
    withdrawHint();
    m_bar->showMessage(ok ? MessageBar::Kind::Positive : MessageBar::Kind::Error, message);
    Q_EMIT answerShown();
    // Logged first: a long line the status bar cuts is then not kept in the Log a second time.
    m_log->append(ok ? icpanel::LogModel::Level::Info : icpanel::LogModel::Level::Error, message);
    ActionFeedback::say(this, message);
}

void MatchAdminBox::togglePause()
{
    const bool pause = m_match->info().state != icmatch::MatchInfo::State::Paused;
    // Alt+U / Alt+R click the button without moving the focus (Qt's shortcut), which then
    // stayed on the page list: the focus goes to the button, as a mouse click puts it, so a
    // second key press or Space resumes; it comes back there if it was lost meanwhile.
    if (m_pause->isVisible())
        m_pause->setFocus(Qt::ShortcutFocusReason);
    const bool hadFocus = m_pause->hasFocus();
    QPointer<MatchAdminBox> self(this);
    m_match->setPaused(pause, [self, hadFocus](const ic::Result<QString> &outcome) {
        if (!self)
            return;
        self->report(outcome);
        if (hadFocus && self->m_pause->isEnabled() && self->isVisible())
            self->m_pause->setFocus(Qt::OtherFocusReason);
    });
}

void MatchAdminBox::announce()
{
    const QString text = m_message->text().trimmed();
    if (text.isEmpty())
        return;
    QPointer<MatchAdminBox> self(this);
    m_match->say(text, [self](const ic::Result<QString> &outcome) {
        if (!self)
            return;
        if (outcome)
            self->m_message->clear();
        self->report(outcome);
    });
}

void MatchAdminBox::kickSelected()
{
    const QString player = m_selectedPlayer();
    if (player.isEmpty()) {
        // Where the hint points, no Shift+Tab through the page: the focus goes to the players
        // table, nobody selected (Down selects the first player); nobody is kicked.
        Q_EMIT playerWanted();
        sayHint(Tr::tr("Select a player in the table first, then choose Kick."));
        return;
    }
    withdrawHint();
    m_bar->hideMessage(); // the last action's answer is not about this one
    if (!confirmKick(player)) {
        ActionFeedback::say(this, Tr::tr("Nobody was kicked."));
        return;
    }
    QPointer<MatchAdminBox> self(this);
    m_match->kick(player, {}, [self](const ic::Result<QString> &outcome) {
        if (self)
            self->report(outcome);
    });
}

bool MatchAdminBox::confirmKick(const QString &player)
{
    // As on the Connections page: the verb with its accelerator (K), Cancel the default. The
    // question stays clear of the player's row, so the user sees whom it is about.
    QString verbName = player;
    verbName.replace(u'&', QStringLiteral("&&")); // a name's "&" is not an accelerator
    return MessageBox::confirm(this, Tr::tr("Kick %1?").arg(player),
                               Tr::tr("Remove %1 from the match? Their units stop and only "
                                      "return fire, no longer counted in their team's army; "
                                      "%1 cannot come back into this match.")
                                   .arg(player),
                               Tr::tr("&Kick %1").arg(verbName),
                               m_selectedRowArea ? m_selectedRowArea() : QRect());
}

void MatchAdminBox::editSettings()
{
    QPointer<MatchAdminBox> self(this);
    m_match->readSettings([self](const ic::Result<icmatch::MatchModel::SettingsAnswer> &answer) {
        if (!self)
            return;
        if (!answer)
            return self->report(answer.error());
        // Shown after the answer's handling has returned: a dialog's own event loop must not run
        // inside the connection's message handler.
        QTimer::singleShot(0, self,
                           [self, settings = answer->settings] { self->askSettings(settings); });
    });
}

void MatchAdminBox::askSettings(const QJsonObject &settings)
{
    MatchSettingsDialog dialog(settings, this);
    const int result = ModalDialog::exec(dialog);
    if (result != QDialog::Accepted || dialog.changes().isEmpty())
        return;
    QPointer<MatchAdminBox> self(this);
    m_match->changeSettings(dialog.changes(),
                            [self](const ic::Result<icmatch::MatchModel::SettingsAnswer> &answer) {
                                if (!self)
                                    return;
                                if (answer)
                                    self->report(answer->message);
                                else
                                    self->report(answer.error());
                            });
}

} // namespace icui
