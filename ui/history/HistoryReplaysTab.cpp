#include "ui/history/HistoryReplaysTab.h"

#include "common/GameTime.h"
#include "icrp/client/IcrpClient.h"
#include "ui/Tr.h"
#include "ui/common/MessageBar.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace icui {
namespace {

constexpr int kPageSize = 50;

QString winnerText(const QJsonValue &team)
{
    const int winner = team.toInt(-1);
    return winner < 0 ? Tr::tr("Draw") : Tr::tr("Team %1").arg(winner + 1);
}

} // namespace

HistoryReplaysTab::HistoryReplaysTab(icrp::IcrpClient *client, MessageBar *bar, QWidget *parent)
    : QWidget(parent), m_client(client), m_bar(bar)
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
    m_open = new QPushButton(Tr::tr("Ope&n Replay"), this);
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

void HistoryReplaysTab::ask(const QString &before)
{
    QJsonObject params{{QStringLiteral("limit"), kPageSize}};
    if (!before.isEmpty())
        params.insert(QStringLiteral("before"), before);
    m_status->setText(Tr::tr("Loading replays…"));
    const int request = ++m_request;
    QPointer<HistoryReplaysTab> self(this);
    m_client->call(QStringLiteral("ic/replay.list"), params,
                   [self, request, older = !before.isEmpty()](const icrp::IcrpResult &r) {
                       if (self && request == self->m_request)
                           self->takePage(r, older);
                   });
}

void HistoryReplaysTab::takePage(const icrp::IcrpResult &answer, bool older)
{
    if (!answer.ok) {
        m_status->clear();
        m_bar->showMessage(MessageBar::Kind::Error,
                           Tr::tr("The game did not list its replays: %1. Check the Status "
                                  "page, then press Reload List.")
                               .arg(answer.message));
        return;
    }
    m_loaded = true;
    if (!older)
        m_table->setRowCount(0);
    const QJsonObject page = answer.result.toObject();
    for (const QJsonValue &replay : page.value(u"replays").toArray())
        addRow(replay.toObject());
    m_more = page.value(u"more").toBool();
    m_status->setText(m_table->rowCount() == 0
                          ? Tr::tr("The game keeps no replays yet: each match that ends is kept.")
                          : Tr::tr("%n replay(s)", nullptr, m_table->rowCount()));
    if (m_table->rowCount() > 0 && m_table->selectionModel()->selectedRows().isEmpty())
        m_table->selectRow(0);
    updateButtons();
}

void HistoryReplaysTab::addRow(const QJsonObject &r)
{
    QStringList players;
    for (const QJsonValue &p : r.value(u"players").toArray())
        players << p.toObject().value(u"name").toString();
    const int rate = std::max(r.value(u"tick_rate").toInt(), 1);
    const QDateTime started =
        QDateTime::fromString(r.value(u"started_at").toString(), Qt::ISODate).toLocalTime();
    const QStringList cells = {QLocale().toString(started, QLocale::ShortFormat),
                               r.value(u"map").toString(),
                               r.value(u"mode").toString(),
                               ic::gameTimeText(r.value(u"duration_ticks").toInteger() / rate),
                               players.join(QStringLiteral(", ")),
                               winnerText(r.value(u"winner_team"))};
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    for (int column = 0; column < cells.size(); ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        if (column == 0)
            item->setData(Qt::UserRole, r.value(u"replay_id").toString());
        m_table->setItem(row, column, item);
    }
    m_last = r.value(u"replay_id").toString();
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
