#include "ui/match/MatchView.h"

#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "ui/Tr.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/PlayerKeyProxy.h"
#include "ui/match/PlayersTable.h"
#include "ui/match/ScoreboardStrip.h"
#include "ui/match/TeamTintProxy.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace icui {

MatchView::MatchView(icmatch::MatchModel *match, QWidget *parent) : QWidget(parent)
{
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("matchHeader"));
    m_header->setTextFormat(Qt::PlainText); // names come from the game: never markup
    QFont big = m_header->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_header->setFont(big);
    m_scoreboard = new ScoreboardStrip(match, this);

    auto *players = new icmatch::MatchPlayersModel(match, this);
    auto *tint = new TeamTintProxy(this);
    tint->setSourceModel(players);
    m_table = new PlayersTable(this);
    auto *key = new PlayerKeyProxy(m_table, this);
    key->setSourceModel(tint);
    m_table->setModel(key);
    m_table->setAccessibleName(Tr::tr("Players"));

    m_chart = new ArmyChart(match, this);
    m_feed = new MatchFeedBox(match->feed(), this);
    makeLayout();
}

void MatchView::makeLayout()
{
    m_top = new QHBoxLayout;
    m_top->addWidget(m_header, 1);
    // At 960×620: the players across the whole width (every column fits), as tall as their
    // rows; below them the chart beside the feed, half and half. A maximised window stretches
    // the table's names and gives the chart and the feed the room.
    // Fixed: a message bar below takes its height from the chart and the feed, never a row.
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_lower = new QSplitter(Qt::Horizontal, this);
    m_lower->addWidget(m_chart);
    m_lower->addWidget(m_feed);
    m_lower->setStretchFactor(0, 1);
    m_lower->setStretchFactor(1, 1);
    m_lower->setSizes({500, 500});
    m_lower->setChildrenCollapsible(false);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0); // the embedding page's margins
    m_layout->addLayout(m_top);
    m_layout->addWidget(m_scoreboard);
    m_playersRow = new QHBoxLayout;
    m_playersRow->addWidget(m_table, 1);
    m_layout->addLayout(m_playersRow);
    m_layout->addWidget(m_lower, 1);
}

void MatchView::setChartArea(QWidget *area)
{
    m_lower->insertWidget(0, area);
    m_lower->setStretchFactor(0, 1);
    m_lower->setSizes(QList<int>(m_lower->count(), 500)); // half and half, as before
}

void MatchView::addBesideHeader(QWidget *widget)
{
    m_top->addWidget(widget);
}

void MatchView::addBelowScoreboard(QWidget *widget)
{
    m_layout->insertWidget(m_layout->indexOf(m_scoreboard) + 1, widget);
}

void MatchView::setPlayersLabel(QLabel *label)
{
    // Beside the table, not above it: at 960×620 every row stays in view.
    label->setBuddy(m_table);
    m_playersRow->insertWidget(0, label, 0, Qt::AlignTop);
}

} // namespace icui
