#include "ui/match/MatchAdminBox.h"

#include "match/MatchModel.h"
#include "panel/LogModel.h"
#include "ui/Tr.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/MatchSettingsDialog.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTimer>

namespace icui {

MatchAdminBox::MatchAdminBox(icmatch::MatchModel *match, icpanel::LogModel *log,
                             std::function<QString()> selectedPlayer, QWidget *parent)
    : QGroupBox(Tr::tr("Admin"), parent), m_match(match), m_log(log),
      m_selectedPlayer(std::move(selectedPlayer))
{
    m_pause = new QPushButton(Tr::tr("Pause Match"), this);
    m_message = new QLineEdit(this);
    m_message->setPlaceholderText(Tr::tr("Announcement to every player"));
    m_message->setMaxLength(500);
    m_message->setAccessibleName(Tr::tr("Announcement"));
    m_announce = new QPushButton(Tr::tr("Announce"), this);
    m_kick = new QPushButton(Tr::tr("Kick Selected Player…"), this);
    m_settings = new QPushButton(Tr::tr("Match Settings…"), this);
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText); // game text, never markup
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    connect(m_pause, &QPushButton::clicked, this, &MatchAdminBox::togglePause);
    connect(m_announce, &QPushButton::clicked, this, &MatchAdminBox::announce);
    connect(m_message, &QLineEdit::returnPressed, this, &MatchAdminBox::announce);
    connect(m_message, &QLineEdit::textChanged, this, &MatchAdminBox::updateActions);
    connect(m_kick, &QPushButton::clicked, this, &MatchAdminBox::kickSelected);
    connect(m_settings, &QPushButton::clicked, this, &MatchAdminBox::editSettings);
    connect(match, &icmatch::MatchModel::infoChanged, this, &MatchAdminBox::updateActions);
    connect(match, &icmatch::MatchModel::matchReset, this, &MatchAdminBox::updateActions);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_pause, 0, 0);
    layout->addWidget(m_kick, 0, 1);
    layout->addWidget(m_settings, 0, 2);
    layout->addWidget(m_message, 1, 0, 1, 2);
    layout->addWidget(m_announce, 1, 2);
    layout->addWidget(m_result, 2, 0, 1, 3);
    updateActions();
}

void MatchAdminBox::updateActions()
{
    const QString why = m_match->adminUnavailableReason();
    const bool ended = m_match->info().state == icmatch::MatchInfo::State::Ended;
    const bool paused = m_match->info().state == icmatch::MatchInfo::State::Paused;
    m_pause->setText(paused ? Tr::tr("Resume Match") : Tr::tr("Pause Match"));
    m_pause->setEnabled(why.isEmpty() && !ended);
    m_pause->setToolTip(!why.isEmpty() ? why : ended ? Tr::tr("The match has ended.") : QString());
    for (QPushButton *b : {m_kick, m_settings}) {
        b->setEnabled(why.isEmpty());
        b->setToolTip(why);
    }
    m_message->setEnabled(why.isEmpty());
    m_message->setToolTip(why);
    m_announce->setEnabled(why.isEmpty() && !m_message->text().trimmed().isEmpty());
    m_announce->setToolTip(why);
}

void MatchAdminBox::report(bool ok, const QString &message)
{
    m_result->setText(message);
    m_result->setStyleSheet(ok ? QString() : QStringLiteral("color: palette(link);"));
    m_log->append(ok ? icpanel::LogModel::Level::Info : icpanel::LogModel::Level::Error, message);
    updateActions();
}

void MatchAdminBox::togglePause()
{
    const bool pause = m_match->info().state != icmatch::MatchInfo::State::Paused;
    QPointer<MatchAdminBox> self(this);
    m_match->setPaused(pause, [self](bool ok, const QString &message) {
        if (self)
            self->report(ok, message);
    });
}

void MatchAdminBox::announce()
{
    const QString text = m_message->text().trimmed();
    if (text.isEmpty())
        return;
    QPointer<MatchAdminBox> self(this);
    m_match->say(text, [self](bool ok, const QString &message) {
        if (!self)
            return;
        if (ok)
            self->m_message->clear();
        self->report(ok, message);
    });
}

void MatchAdminBox::kickSelected()
{
    const QString player = m_selectedPlayer();
    if (player.isEmpty()) {
        report(false, Tr::tr("Select a player in the table first, then choose Kick."));
        return;
    }
    if (!MessageBox::confirm(this, Tr::tr("Kick Player"),
                             Tr::tr("Remove %1 from the match? Their units stop where they are, "
                                    "and they cannot come back into this match.")
                                 .arg(player),
                             Tr::tr("Kick")))
        return;
    QPointer<MatchAdminBox> self(this);
    m_match->kick(player, {}, [self](bool ok, const QString &message) {
        if (self)
            self->report(ok, message);
    });
}

void MatchAdminBox::editSettings()
{
    QPointer<MatchAdminBox> self(this);
    m_match->readSettings([self](bool ok, const QJsonObject &settings, const QString &message) {
        if (!self)
            return;
        if (!ok)
            return self->report(false, message);
        // Shown after the answer's handling has returned: a dialog's own event loop must not run
        // inside the connection's message handler.
        QTimer::singleShot(0, self, [self, settings] { self->askSettings(settings); });
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
                            [self](bool done, const QJsonObject &, const QString &answer) {
                                if (self)
                                    self->report(done, answer);
                            });
}

} // namespace icui
