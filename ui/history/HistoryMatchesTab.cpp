#include "ui/history/HistoryMatchesTab.h"

#include "history/MatchHistoryModel.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryHeaderView.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryTeamColorProxy.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace icui {

HistoryMatchesTab::HistoryMatchesTab(ichistory::HistoryService *service, MessageBar *bar,
                                     QWidget *parent)
    : QWidget(parent), m_service(service), m_bar(bar),
      m_model(new ichistory::MatchHistoryModel(this))
{
    m_player = new QComboBox(this);
    m_player->setEditable(true);
    m_player->setInsertPolicy(QComboBox::NoInsert);
    m_player->lineEdit()->setPlaceholderText(Tr::tr("Any player"));
    m_player->lineEdit()->setAccessibleName(Tr::tr("Player"));
    m_player->view()->setAccessibleName(Tr::tr("Players"));
    m_player->setMinimumContentsLength(12);
    m_map = new QComboBox(this);
    m_map->addItem(Tr::tr("All maps"), QString());
    m_map->setMinimumContentsLength(10);
    m_ranked = new QComboBox(this);
    m_ranked->addItem(Tr::tr("Ranked and unranked"));
    m_ranked->addItem(Tr::tr("Ranked only"));
    m_ranked->addItem(Tr::tr("Unranked only"));
    m_reload = new QPushButton(Tr::tr("Re&load"), this);
    m_reload->setToolTip(Tr::tr("Ask the game for its newest matches again."));

    m_table = new QTableView(this);
    m_table->setAccessibleName(Tr::tr("Past matches"));
    // Its titles with room on both sides (as QTableView's own header: clickable, highlighted).
    auto *titles = new HistoryHeaderView(Qt::Horizontal, m_table);
    titles->setSectionsClickable(true);
    titles->setHighlightSections(true);
    m_table->setHorizontalHeader(titles);
    auto *colors = new HistoryTeamColorProxy(m_table, this);
    colors->setSourceModel(m_model);
    m_table->setModel(colors);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    shareColumns();
    m_older = new QPushButton(Tr::tr("Load Ol&der"), this);
    m_older->setToolTip(Tr::tr("Add the next older matches below."));
    m_status = new QLabel(this);
    // The tab's Alt letters are chosen together: the summary's Open Replay is Alt+O (a
    // newcomer's first guess; it was Alt+N), so Load Older is Alt+D, as on the Replay Library
    // tab.
    m_summary = new HistoryMatchSummary(this);

    auto *filters = new QHBoxLayout;
    const auto labelled = [this, filters](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        filters->addWidget(label);
        filters->addWidget(buddy);
    };
    labelled(Tr::tr("&Player:"), m_player);
    labelled(Tr::tr("M&ap:"), m_map);
    labelled(Tr::tr("Ran&ked:"), m_ranked);
    filters->addStretch(1);
    filters->addWidget(m_reload);
    auto *listBox = new QWidget(this);
    auto *list = new QVBoxLayout(listBox);
    list->setContentsMargins(0, 0, 0, 0);
    list->addWidget(m_table, 1);
    auto *below = new QHBoxLayout;
    below->addWidget(m_status, 1);
    below->addWidget(m_older);
    list->addLayout(below);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(listBox);
    split->addWidget(m_summary);
    split->setChildrenCollapsible(false);
    // The list keeps six rows at 960×620; the chosen match below gets at least as much room.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({340, 360});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(split, 1);

    connect(m_reload, &QPushButton::clicked, this, &HistoryMatchesTab::reload);
    connect(m_older, &QPushButton::clicked, this, &HistoryMatchesTab::loadOlder);
    // A name chosen from the list applies at once; typing applies after a short pause (or on
    // Return), not after every letter.
    m_typed = new QTimer(this);
    m_typed->setSingleShot(true);
    m_typed->setInterval(kTypingPauseMs);
    connect(m_typed, &QTimer::timeout, this, &HistoryMatchesTab::reload);
    connect(m_player->lineEdit(), &QLineEdit::textEdited, m_typed, qOverload<>(&QTimer::start));
    connect(m_player->lineEdit(), &QLineEdit::returnPressed, this, &HistoryMatchesTab::reload);
    connect(m_player, &QComboBox::activated, this, &HistoryMatchesTab::reload);
    connect(m_map, &QComboBox::activated, this, &HistoryMatchesTab::reload);
    connect(m_ranked, &QComboBox::activated, this, &HistoryMatchesTab::reload);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryMatchesTab::showSelected);
    updateStatus();
}

void HistoryMatchesTab::shareColumns()
{
    // Date, Map, Mode, Ranked, Length and Winner as wide as they need (their titles with room on
    // both sides: HistoryHeaderView); the two teams share the rest equally. A team's names stay on
    // one line and are cut ("…") only when there is no room left; the whole line is then the cell's
    // tooltip.
    using Column = ichistory::MatchHistoryModel::Column;
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Column::Team1, QHeaderView::Stretch);
    header->setSectionResizeMode(Column::Team2, QHeaderView::Stretch);
    // The filtered player's result right after the winner; hidden while no player is chosen.
    header->moveSection(header->visualIndex(Column::Result),
                        header->visualIndex(Column::Winner) + 1);
    m_table->setColumnHidden(Column::Result, true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
}

ichistory::HistoryService::Filter HistoryMatchesTab::filter() const
{
    ichistory::HistoryService::Filter f;
    f.player = m_player->currentText().trimmed();
    f.map = m_map->currentData().toString();
    if (m_ranked->currentIndex() > 0)
        f.ranked = m_ranked->currentIndex() == 1;
    return f;
}

void HistoryMatchesTab::reload()
{
    m_typed->stop();
    const int request = ++m_listRequest;
    m_loading = true;
    updateStatus();
    QPointer<HistoryMatchesTab> self(this);
    const QString player = filter().player;
    m_service->matches(filter(), {}, [self, request, player](const auto &page) {
        if (self)
            self->takePage(page, false, request, player);
    });
}

void HistoryMatchesTab::loadOlder()
{
    if (m_model->oldestId().isEmpty())
        return;
    const int request = ++m_listRequest;
    m_loading = true;
    updateStatus();
    QPointer<HistoryMatchesTab> self(this);
    const QString player = m_model->resultPlayer();
    m_service->matches(filter(), m_model->oldestId(), [self, request, player](const auto &page) {
        if (self)
            self->takePage(page, true, request, player);
    });
}

void HistoryMatchesTab::forgetGame(const QString &game)
{
    ++m_listRequest; // an answer still coming from the game before is dropped
    m_loading = false;
    m_waitingFor = game;
    m_model->clear();
    m_summary->clear();
    updateStatus();
    Q_EMIT matchesChanged();
}

QString HistoryMatchesTab::chosenId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty()
               ? QString()
               : rows.constFirst().data(ichistory::MatchHistoryModel::MatchIdRole).toString();
}

void HistoryMatchesTab::chooseAfterReload(const QString &chosenId)
{
    const int row = chosenId.isEmpty() ? -1 : m_model->rowOf(chosenId);
    if (row < 0) {
        m_summary->clear();
        // The newest match is shown at once: no empty half until one is picked.
        if (m_model->rowCount() > 0)
            m_table->selectRow(0);
        return;
    }
    m_table->selectRow(row); // the same match: its summary stays (showSelected())
    m_table->scrollTo(m_table->model()->index(row, 0));
}

void HistoryMatchesTab::takePage(const ic::Result<ichistory::HistoryPage> &page, bool older,
                                 int request, const QString &player)
{
    if (request != m_listRequest)
        return; // the filters changed meanwhile: a newer answer comes
    m_loading = false;
    m_waitingFor.clear();
    if (!page) {
        m_bar->showMessage(MessageBar::Kind::Error, page.error().message);
        ActionFeedback::say(this, page.error().message);
        updateStatus();
        return;
    }
    m_bar->clearIfKind(MessageBar::Kind::Error);
    const QString chosen = chosenId();
    m_model->setResultPlayer(player);
    m_table->setColumnHidden(ichistory::MatchHistoryModel::Result, player.isEmpty());
    if (older)
        m_model->appendPage(*page);
    else
        m_model->setPage(*page);
    updateChoices();
    updateStatus();
    Q_EMIT matchesChanged();
    if (!older)
        chooseAfterReload(chosen);
}

void HistoryMatchesTab::showSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QString id = rows.constFirst().data(ichistory::MatchHistoryModel::MatchIdRole).toString();
    if (id == m_summary->match().matchId) {
        // Listed again after a reload (or chosen again before another came): shown already.
        ++m_matchRequest;
        m_summary->setMatch(m_summary->match());
        return;
    }
    const int request = ++m_matchRequest;
    m_summary->showLoading(Tr::tr("Loading the match…"));
    QPointer<HistoryMatchesTab> self(this);
    m_service->match(id, [self, request](const ic::Result<ichistory::HistoryMatch> &match) {
        if (!self || request != self->m_matchRequest)
            return;
        if (!match) {
            self->m_summary->clear();
            self->m_bar->showMessage(MessageBar::Kind::Error, match.error().message);
            return;
        }
        self->m_summary->setMatch(*match);
    });
}

QStringList HistoryMatchesTab::knownPlayers() const
{
    QStringList names;
    for (const ichistory::HistoryMatch &m : m_model->matches()) {
        for (const ichistory::HistoryPlayer &p : m.players) {
            if (!names.contains(p.name))
                names << p.name;
        }
    }
    names.sort(Qt::CaseInsensitive);
    return names;
}

void HistoryMatchesTab::updateChoices()
{
    // The choices grow with what was seen; the text typed and the map chosen stay.
    const QString typed = m_player->currentText();
    for (const QString &name : knownPlayers()) {
        if (m_player->findText(name, Qt::MatchFixedString) < 0)
            m_player->addItem(name);
    }
    m_player->setEditText(typed);
    for (const ichistory::HistoryMatch &m : m_model->matches()) {
        if (!m.map.isEmpty() && m_map->findData(m.map) < 0)
            m_map->addItem(m.map, m.map);
    }
}

void HistoryMatchesTab::updateStatus()
{
    m_older->setEnabled(!m_loading && m_model->hasMore());
    if (m_loading) {
        m_status->setText(Tr::tr("Loading matches…"));
        return;
    }
    const int shown = m_model->rowCount();
    if (shown == 0 && !m_waitingFor.isEmpty()) {
        m_status->setText(Tr::tr("The matches show here once %1 answers.").arg(m_waitingFor));
        return;
    }
    m_status->setText(shown == 0 ? Tr::tr("No matches found. Play one, or change the filters.")
                      : m_model->hasMore()
                          ? Tr::tr("%n match(es) shown; older ones can be loaded.", nullptr, shown)
                          : Tr::tr("%n match(es) shown: all there are.", nullptr, shown));
}

} // namespace icui
