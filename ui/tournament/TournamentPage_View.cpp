// TournamentPage: the selection that never moves to another game by itself, the columns that fit
// the table's width, the note over a table the filter empties, and bars that went stale.

#include "ui/tournament/TournamentPage.h"

#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/tournament/RelaySettingsDialog.h"
#include "ui/tournament/TournamentFilter.h"
#include "ui/tournament/TournamentPageLog.h"

#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayEventLog.h"
#include "relayclient/TournamentModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <array>
#include <utility>

namespace icui {

namespace {
/// The least a cut-short column keeps (its header and cells elided) before the table scrolls.
constexpr int kNarrowest = 48;
} // namespace

using icrelayclient::RelayConnection;
using icrelayclient::TournamentModel;

void TournamentPage::onRowsLeaving(const QModelIndex &parent, int first, int last)
{
    QItemSelectionModel *selection = m_table->selectionModel();
    if (!selection || parent.isValid())
        return;
    const auto leaves = [first, last](const QModelIndex &index) {
        return index.isValid() && index.row() >= first && index.row() <= last;
    };
    const QModelIndexList rows = selection->selectedRows();
    if (!rows.isEmpty() && leaves(rows.first())) {
        // Let go before the view hears of it: it would select the next row (twenty-sixth
        // newcomer: after Pause with State = Running, Alt+U was about to pause another game).
        m_leaving = windowKey(selectedRelay(), selectedGameId());
        selection->clear();
        qCInfo(lcTournamentPage).noquote()
            << "the selected game left the view:" << QString(m_leaving).replace(u'\n', u' ');
    } else if (leaves(selection->currentIndex())) {
        selection->clearCurrentIndex();
    }
}

void TournamentPage::onRowsLeft()
{
    if (m_leaving.isEmpty())
        return;
    const QString key = std::exchange(m_leaving, QString());
    updateActions();
    if (key != m_actedOn)
        return;
    m_actedOn.clear();
    const QString relay = key.section(QLatin1Char('\n'), 0, 0);
    const QString gameId = key.section(QLatin1Char('\n'), 1);
    const QString where = Tr::tr("%1 on %2").arg(gameId, relay);
    const QString why =
        m_model->rowOf(relay, gameId) >= 0
            ? Tr::tr("%1 left the list: it no longer matches the filter. No game is selected, so "
                     "the game's buttons act on none.")
                  .arg(where)
            : Tr::tr("%1 left the list: the relay no longer lists it. No game is selected, so the "
                     "game's buttons act on none.")
                  .arg(where);
    // The answer about that game stays readable, followed by what became of the row.
    const bool about = m_bar->hasMessage() && m_bar->text().contains(where);
    const QString text = about ? m_bar->text() + QLatin1Char(' ') + why : why;
    m_bar->showMessage(about ? m_bar->kind() : MessageBar::Kind::Information, text);
    ActionFeedback::say(this, why);
}

void TournamentPage::actedOn(const QString &relayName, const QString &gameId)
{
    m_actedOn = windowKey(relayName, gameId);
}

void TournamentPage::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics cells = m_table->fontMetrics();
    const QFontMetrics heads = header->fontMetrics();
    // The header's text and its sort arrow; a cell's text and its margins.
    const auto least = [&](int column) {
        return heads.horizontalAdvance(m_filter->headerData(column, Qt::Horizontal).toString()) +
               heads.height() + 8;
    };
    const auto need = [&](int column, std::initializer_list<QString> samples) {
        int width = least(column);
        for (const QString &sample : samples)
            width = std::max(width, cells.horizontalAdvance(sample) + 16);
        return width;
    };
    // Always whole: what the user scans for (State, Duration) and the short ones.
    const std::array<std::pair<int, int>, 4> whole{{
        {TournamentModel::GameColumn,
         need(TournamentModel::GameColumn, {QStringLiteral("game-000")})},
        {TournamentModel::DurationColumn,
         need(TournamentModel::DurationColumn, {QStringLiteral("00:00:00")})},
        {TournamentModel::StateColumn,
         need(TournamentModel::StateColumn,
              {Tr::tr("Reconnecting…"), Tr::tr("Running"), Tr::tr("Paused"), Tr::tr("Ended")})},
        {TournamentModel::RankedColumn, need(TournamentModel::RankedColumn, {Tr::tr("Ranked")})},
    }};
    // Cut short with "…" when the room is less than they would take.
    const std::array<std::pair<int, int>, 5> shared{{
        {TournamentModel::ModeColumn,
         need(TournamentModel::ModeColumn, {QStringLiteral("skirmish-2v2")})},
        {TournamentModel::RelayColumn,
         need(TournamentModel::RelayColumn, {QStringLiteral("Demo Relay 00")})},
        {TournamentModel::MapColumn,
         need(TournamentModel::MapColumn, {QStringLiteral("Island Fortress")})},
        {TournamentModel::PlayersColumn,
         need(TournamentModel::PlayersColumn, {QStringLiteral("Kestrel, Quill vs Wren, Odessa")})},
        {TournamentModel::BalanceColumn,
         need(TournamentModel::BalanceColumn, {QStringLiteral("65,200 : 10,400, Team 1 won")})},
    }};
    int room = m_table->viewport()->width();
    for (const auto &[column, width] : whole) {
        header->resizeSection(column, width);
        room -= width;
    }
    int natural = 0;
    for (const auto &[column, width] : shared)
        natural += width;
    for (const auto &[column, width] : shared) {
        int given = width;
        if (room < natural) // in proportion; a long header is cut too rather than scroll
            given = std::max(std::min(least(column), kNarrowest),
                             int(qint64(width) * std::max(room, 0) / natural));
        else if (column == TournamentModel::PlayersColumn) // the players take what is left
            given = width + room - natural;
        header->resizeSection(column, given);
    }
}

QWidget *TournamentPage::createNoMatchNote()
{
    // Over the table's empty viewport, as a list that finds nothing says so.
    auto *note = new QWidget(m_table);
    note->setObjectName(QStringLiteral("tournamentNoMatch"));
    note->setAutoFillBackground(false);
    m_noMatchText = new QLabel(note);
    m_noMatchText->setObjectName(QStringLiteral("tournamentNoMatchText"));
    m_noMatchText->setTextFormat(Qt::PlainText);
    m_noMatchText->setWordWrap(true);
    m_clearFilter = new QPushButton(Tr::tr("Clea&r Filter"), note);
    m_clearFilter->setObjectName(QStringLiteral("tournamentClearFilter"));
    connect(m_clearFilter, &QPushButton::clicked, this, [this] {
        m_filterText->clear();
        m_stateBox->setCurrentIndex(m_stateBox->findData(int(TournamentFilter::StateFilter::All)));
        m_filterText->setFocus(Qt::OtherFocusReason);
    });
    auto *layout = new QVBoxLayout(note);
    layout->addWidget(m_noMatchText, 0, Qt::AlignHCenter);
    layout->addWidget(m_clearFilter, 0, Qt::AlignHCenter);
    note->hide();
    return note;
}

void TournamentPage::updateNoMatch()
{
    const bool none = m_model->rowCount() > 0 && m_filter->rowCount() == 0;
    if (none) {
        const QString words = m_filterText->text().simplified();
        const QString state = m_stateBox->currentText();
        const bool anyState = m_stateBox->currentIndex() <= 0;
        m_noMatchText->setText(
            words.isEmpty() ? Tr::tr("No game is %1 now.").arg(state.toLower())
            : anyState      ? Tr::tr("No game matches “%1”.").arg(words)
                            : Tr::tr("No game matches “%1” with State: %2.").arg(words, state));
        const QRect area = m_table->viewport()->geometry();
        m_noMatchText->setMaximumWidth(std::max(120, area.width() - 24));
        m_noMatch->adjustSize();
        QRect placed(QPoint(), m_noMatch->sizeHint().boundedTo(area.size()));
        placed.moveCenter(area.center());
        m_noMatch->setGeometry(placed);
        m_noMatch->raise();
    }
    m_noMatch->setVisible(none);
}

void TournamentPage::noteRelayBar(const QString &name, bool untilConnected)
{
    m_barRelay = name;
    m_barText = m_bar->text();
    m_barUntilConnected = untilConnected;
}

void TournamentPage::dropStaleBar(const QString &name)
{
    if (name != m_barRelay)
        return;
    if (!m_bar->hasMessage() || m_bar->text() != m_barText) {
        m_barRelay.clear(); // another message took its place
        return;
    }
    const RelayConnection *c = m_relays ? m_relays->connection(name) : nullptr;
    const auto state = c ? c->state() : RelayConnection::State::Disconnected;
    using S = RelayConnection::State;
    // "Added X…" is untrue once X fails or reconnects; "…; connecting…" once it is connected.
    const bool stale = state == S::Disconnected ||
                       (m_barUntilConnected ? state == S::Connected : state == S::Reconnecting);
    if (!stale)
        return;
    qCInfo(lcTournamentPage).noquote() << "a bar no longer true goes:" << m_barText;
    m_barRelay.clear();
    m_bar->hideMessage();
}

void TournamentPage::logAction(const QString &relayName, const QString &gameId, const QString &text)
{
    m_model->events()->addAdminAction(relayName, gameId, text);
}

void TournamentPage::liftBan(QPointer<RelaySettingsDialog> dialog, const QString &relayName,
                             const QString &identityKey, const QString &player)
{
    RelayConnection *c = connectionFor(relayName);
    if (!c) {
        if (dialog)
            dialog->banNotLifted(identityKey, Tr::tr("%1 is not connected.").arg(relayName));
        return;
    }
    QPointer<TournamentPage> self(this);
    c->banIdentity(
        identityKey, QString(), false,
        [self, dialog, relayName, identityKey, player](const ic::Result<QJsonObject> &r) {
            if (!self)
                return;
            if (!r) {
                if (dialog)
                    dialog->banNotLifted(
                        identityKey, Tr::tr("%1 stays banned: %2").arg(player, r.error().message));
                self->sayRelayError(
                    relayName, Tr::tr("%1 stays banned from %2").arg(player, relayName), r.error());
                return;
            }
            const QString text =
                r->value(u"changed").toBool(true)
                    ? Tr::tr("Lifted the ban of %1 on %2.").arg(player, relayName)
                    : Tr::tr("%1 was no longer banned from %2.").arg(player, relayName);
            if (dialog)
                dialog->banLifted(identityKey, text);
            self->sayOk(text);
            self->logAction(relayName, QString(), text);
        });
}

void TournamentPage::makeTabOrder()
{
    // As the page reads, top to bottom (the twenty-seventh newcomer: Tab went to the table
    // before the relay's box and the filter drawn above it).
    const QList<QWidget *> order{m_relayBox, m_addRelay,   m_removeRelay, m_announceAll,
                                 m_settings, m_filterText, m_stateBox,    m_table,
                                 m_open,     m_announce,   m_pause,       m_kick,
                                 m_ban,      m_download,   m_events,      m_export};
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));
}

} // namespace icui
