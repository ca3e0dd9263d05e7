#include "ui/history/HistoryReplaysTab.h"

#include "common/GameTime.h"
#include "history/HistoryService.h"
#include "history/MatchHistoryModel.h"
#include "ui/Tr.h"
#include "ui/common/MessageBar.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace icui {

HistoryReplaysTab::HistoryReplaysTab(ichistory::HistoryService *service, MessageBar *bar,
                                     QWidget *parent)
    : QWidget(parent), m_service(service), m_bar(bar)
{
    m_table = new QTableWidget(this);
    m_table->setAccessibleName(Tr::tr("Replays the game keeps"));
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels({Tr::tr("Started"), Tr::tr("Map"), Tr::tr("Mode"),
                                        Tr::tr("Length"), Tr::tr("Players"), Tr::tr("Winner")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_reload = new QPushButton(Tr::tr("Reload Lis&t"), this);
    m_older = new QPushButton(Tr::tr("Load Ol&der"), this);
    m_open = new QPushButton(Tr::tr("&Open Replay"), this);
    m_open->setObjectName(QStringLiteral("historyReplaysOpen"));
    m_status = new QLabel(this);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_reload);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_older);
    buttons->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);

    connect(m_reload, &QPushButton::clicked, this, &HistoryReplaysTab::reload);
    connect(m_older, &QPushButton::clicked, this, &HistoryReplaysTab::loadOlder);
    connect(m_open, &QPushButton::clicked, this, &HistoryReplaysTab::openSelected);
    connect(m_table, &QTableWidget::cellActivated, this, &HistoryReplaysTab::openSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &HistoryReplaysTab::updateButtons);
    updateButtons();
}

void HistoryReplaysTab::reload()
{
    ask(QString());
}

void HistoryReplaysTab::loadOlder()
{
    if (m_more && !m_last.isEmpty())
        ask(m_last);
}

void HistoryReplaysTab::forgetGame(const QString &game)
{
    ++m_request; // an answer still coming from the game before is dropped
    m_loaded = false;
    m_more = false;
    m_last.clear();
    m_table->setRowCount(0);
    m_status->setText(Tr::tr("The replays show here once %1 answers.").arg(game));
    updateButtons();
}

void HistoryReplaysTab::ask(const QString &before)
{
    m_status->setText(Tr::tr("Loading replays…"));
    const int request = ++m_request;
    QPointer<HistoryReplaysTab> self(this);
    m_service->replays(before, [self, request, older = !before.isEmpty()](
                                   const ic::Result<ichistory::HistoryPage> &r) {
        if (!self || request != self->m_request)
            return;
        if (!r) {
            self->m_status->clear();
            self->m_bar->showMessage(MessageBar::Kind::Error, r.error().message);
            return;
        }
        self->takePage(*r, older);
    });
}

void HistoryReplaysTab::takePage(const ichistory::HistoryPage &page, bool older)
{
    m_loaded = true;
    if (!older)
        m_table->setRowCount(0);
    for (const ichistory::HistoryMatch &replay : page.matches)
        addRow(replay);
    m_more = page.more;
    m_status->setText(m_table->rowCount() == 0
                          ? Tr::tr("The game keeps no replays yet: each match that ends is kept.")
                          : Tr::tr("%n replay(s)", nullptr, m_table->rowCount()));
    if (m_table->rowCount() > 0 && m_table->selectionModel()->selectedRows().isEmpty())
        m_table->selectRow(0);
    updateButtons();
}

void HistoryReplaysTab::addRow(const ichistory::HistoryMatch &r)
{
    QStringList players;
    for (const ichistory::HistoryPlayer &p : r.players)
        players << p.name;
    const QStringList cells = {QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat),
                               r.map,
                               r.mode,
                               ic::gameTimeText(r.durationSeconds()),
                               players.join(QStringLiteral(", ")),
                               ichistory::MatchHistoryModel::winnerText(r.winnerTeam)};
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    for (int column = 0; column < cells.size(); ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        if (column == 0)
            item->setData(Qt::UserRole, r.replayId);
        m_table->setItem(row, column, item);
    }
    m_last = r.replayId;
}

QString HistoryReplaysTab::selectedReplay() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.constFirst().data(Qt::UserRole).toString();
}

void HistoryReplaysTab::openSelected()
{
    const QString id = selectedReplay();
    if (!id.isEmpty())
        Q_EMIT openReplayRequested(id);
}

void HistoryReplaysTab::updateButtons()
{
    m_open->setEnabled(!selectedReplay().isEmpty());
    m_older->setEnabled(m_more);
}

} // namespace icui
