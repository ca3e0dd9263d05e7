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
    m_export = new QPushButton(Tr::tr("Export CSV…"), this);
    m_export->setToolTip(Tr::tr("Save every player's figures and the chart's series as a CSV "
                                "file for a spreadsheet."));
    connect(m_export, &QPushButton::clicked, this, &MatchPage::exportCsv);

    m_players = new icmatch::MatchPlayersModel(m_match, this);
    auto *tint = new TeamTintProxy(this);
    tint->setSourceModel(m_players);
    m_table = new QTableView(this);
    m_table->setModel(tint);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setAccessibleName(Tr::tr("Players"));

    m_chart = new ArmyChart(m_match, this);
    m_feed = new MatchFeedBox(m_match->feed(), this);
    m_admin = new MatchAdminBox(
        m_match, panel.log(), [this] { return selectedPlayer(); }, this);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, m_admin,
            &MatchAdminBox::updateActions);

    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_ranked);
    top->addWidget(m_export);
    auto *upper = new QSplitter(Qt::Horizontal, this);
    upper->addWidget(m_table);
    upper->addWidget(m_chart);
    upper->setStretchFactor(0, 1);
    upper->setStretchFactor(1, 1);
    upper->setSizes({560, 440});
    auto *lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(m_feed);
    lower->addWidget(m_admin);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    auto *rows = new QSplitter(Qt::Vertical, this);
    rows->addWidget(upper);
    rows->addWidget(lower);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(rows, 1);

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
