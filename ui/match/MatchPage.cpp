#include "ui/match/MatchPage.h"

#include "match/MatchExport.h"
#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "match/MatchSummary.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "ui/Tr.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchExporter.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/PlayerKeyProxy.h"
#include "ui/match/PlayersTable.h"
#include "ui/match/ScoreboardStrip.h"
#include "ui/match/TeamTintProxy.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace icui {
MatchPage::MatchPage(icpanel::Panel &panel, QWidget *parent)
    : QWidget(parent), m_panel(panel), m_match(panel.match())
{
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("matchHeader"));
    m_header->setTextFormat(Qt::PlainText); // names come from the game: never markup
    QFont big = m_header->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_header->setFont(big);
    m_ranked = new QLabel(this);
    m_ranked->setObjectName(QStringLiteral("rankedBadge"));
    m_ranked->setStyleSheet(QStringLiteral("#rankedBadge { background: #b8860b; color: white; "
                                           "border-radius: 3px; padding: 2px 6px; }"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setObjectName(QStringLiteral("matchSummary"));
    m_summary->setStyleSheet(QStringLiteral(
        "#matchSummary { border: 1px solid palette(mid); border-radius: 3px; padding: 6px; }"));
    m_export = new QPushButton(Tr::tr("E&xport CSV…"), this);
    m_export->setToolTip(Tr::tr("Save every player's figures and the chart's series as a CSV "
                                "file for a spreadsheet."));
    connect(m_export, &QPushButton::clicked, this, &MatchPage::exportCsv);

    m_players = new icmatch::MatchPlayersModel(m_match, this);
    auto *tint = new TeamTintProxy(this);
    tint->setSourceModel(m_players);
    m_table = new PlayersTable(this);
    auto *key = new PlayerKeyProxy(m_table, this);
    key->setSourceModel(tint);
    m_table->setModel(key);
    m_table->setAccessibleName(Tr::tr("Players"));
    // Alt+L reaches the table (and its first player) from anywhere on the page: Alt+K kicks.
    m_playersLabel = new QLabel(Tr::tr("P&layers:"), this);
    m_playersLabel->setObjectName(QStringLiteral("playersLabel"));
    m_playersLabel->setBuddy(m_table);
    m_scoreboard = new ScoreboardStrip(m_match, this);

    m_chart = new ArmyChart(m_match, this);
    m_feed = new MatchFeedBox(m_match->feed(), this);
    m_admin = new MatchAdminBox(
        m_match, panel.log(), [this] { return selectedPlayer(); }, this);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, m_admin,
            &MatchAdminBox::updateActions);

    makeLayout();

    connect(m_match, &icmatch::MatchModel::infoChanged, this, &MatchPage::updateHeader);
    connect(m_match, &icmatch::MatchModel::figuresChanged, this, &MatchPage::updateHeader);
    connect(m_match, &icmatch::MatchModel::matchReset, this, &MatchPage::updateHeader);
    connect(m_match, &icmatch::MatchModel::infoChanged, this, &MatchPage::updateSummary);
    connect(m_match, &icmatch::MatchModel::figuresChanged, this, &MatchPage::updateSummary);
    connect(m_match, &icmatch::MatchModel::matchReset, this, &MatchPage::updateSummary);
    connect(&panel, &icpanel::Panel::statusChanged, m_admin, &MatchAdminBox::updateActions);
    updateHeader();
    updateSummary();
}

void MatchPage::makeLayout()
{
    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_ranked);
    top->addWidget(m_export);
    // At 960×620: the players across the whole width (every column fits), as tall as their
    // rows; below them the chart beside the feed, half and half, and the admin actions along
    // the bottom (their buttons are wide, in German most). A maximised window stretches the
    // table's names and gives the chart and the feed the room.
    // Fixed: a message bar below takes its height from the chart and the feed, never a row.
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto *lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(m_chart);
    lower->addWidget(m_feed);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);
    lower->setSizes({500, 500});
    lower->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_scoreboard);
    layout->addWidget(m_summary);
    // The label beside the table, not above it: at 960×620 every row stays in view.
    auto *players = new QHBoxLayout;
    players->addWidget(m_playersLabel, 0, Qt::AlignTop);
    players->addWidget(m_table, 1);
    layout->addLayout(players);
    layout->addWidget(lower, 1);
    layout->addWidget(m_admin);
}

QTableView *MatchPage::playersTable() const
{
    return m_table;
}

void MatchPage::updateHeader()
{
    const icmatch::MatchInfo &info = m_match->info();
    if (info.state == icmatch::MatchInfo::State::Unknown) {
        m_header->setText(Tr::tr("No match yet: connect to a game (Status page)."));
        m_ranked->hide();
        m_export->setEnabled(false);
        return;
    }
    m_header->setText(Tr::tr("%1 · %2 · %3 · %4")
                          .arg(info.map, info.mode,
                               icmatch::clockText(m_match->figuresTick(), info.tickRate),
                               icmatch::MatchInfo::stateText(info.state)));
    const int delay = m_match->observerDelaySeconds();
    m_ranked->setVisible(info.ranked);
    m_ranked->setText(delay > 0 ? Tr::tr("Ranked · this view is %1 s behind").arg(delay)
                                : Tr::tr("Ranked"));
    m_ranked->setToolTip(delay > 0 ? Tr::tr("In a ranked match the game shows observers the "
                                            "match %1 seconds late, so nobody can coach a "
                                            "player from it.")
                                         .arg(delay)
                                   : QString());
    m_export->setEnabled(!m_match->players().isEmpty());
}

QString MatchPage::summaryText() const
{
    return icmatch::endSummary(*m_match);
}

void MatchPage::updateSummary()
{
    const QString text = summaryText();
    m_summary->setText(text);
    m_summary->setVisible(!text.isEmpty());
}

QString MatchPage::selectedPlayer() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty()
               ? QString()
               : rows.constFirst().data(icmatch::MatchPlayersModel::PlayerRole).toString();
}

void MatchPage::exportCsv()
{
    MatchExporter::exportCsv(this, *m_match, m_panel.log(), m_admin->messageBar());
}

} // namespace icui
