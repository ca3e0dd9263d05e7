#include "ui/history/HistoryMatchSummary.h"

#include "common/GameTime.h"
#include "history/MatchHistoryModel.h"
#include "ui/Tr.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/match/TeamColors.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace icui {
namespace {

QString resultText(const QString &result)
{
    if (result == QLatin1String("win"))
        return Tr::tr("Won");
    if (result == QLatin1String("loss"))
        return Tr::tr("Lost");
    if (result == QLatin1String("draw"))
        return Tr::tr("Draw");
    if (result == QLatin1String("kicked"))
        return Tr::tr("Kicked");
    return result;
}

} // namespace

HistoryMatchSummary::HistoryMatchSummary(QWidget *parent) : QWidget(parent)
{
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("historyHeadline"));
    m_headline->setTextFormat(Qt::PlainText); // names and maps come from the game
    m_headline->setWordWrap(true);
    m_players = new QTableWidget(this);
    m_players->setAccessibleName(Tr::tr("Players of the match"));
    m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_players->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_players->setTabKeyNavigation(false);
    m_players->verticalHeader()->hide();
    m_players->setColumnCount(9);
    m_players->setHorizontalHeaderLabels({Tr::tr("Player"), Tr::tr("Faction"), Tr::tr("Result"),
                                          Tr::tr("Army value"), Tr::tr("Credits"), Tr::tr("Units"),
                                          Tr::tr("Kills"), Tr::tr("Losses"), Tr::tr("APM")});
    m_players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_chart = new HistoryFiguresChart(this);
    m_actions = new QHBoxLayout;
    m_openReplay = new QPushButton(Tr::tr("Ope&n Replay"), this);
    m_openReplay->setObjectName(QStringLiteral("historyOpenReplay"));
    m_actions->addWidget(m_openReplay);
    connect(m_openReplay, &QPushButton::clicked, this,
            [this] { Q_EMIT openReplayRequested(m_match.replayId); });

    auto *top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addLayout(m_actions);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_players);
    split->addWidget(m_chart);
    split->setChildrenCollapsible(false);
    split->setSizes({470, 470});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    clear();
}

QString HistoryMatchSummary::headlineText(const ichistory::HistoryMatch &m)
{
    const QString when = QLocale().toString(m.startedAt.toLocalTime(), QLocale::ShortFormat);
    const QString length = ic::gameTimeText(m.durationSeconds());
    const QString how = m.endReason.isEmpty() ? QString() : m.endReason;
    const QString kind = m.ranked ? Tr::tr("%1, ranked").arg(m.mode) : m.mode;
    if (m.winnerTeam < 0)
        return Tr::tr("A draw (%1) after %2 on %3 (%4), %5.").arg(how, length, m.map, kind, when);
    return Tr::tr("%1 won (%2) by %3 after %4 on %5 (%6), %7.")
        .arg(ichistory::MatchHistoryModel::winnerText(m.winnerTeam),
             m.teamPlayers(m.winnerTeam).join(QStringLiteral(", ")), how, length, m.map, kind,
             when);
}

void HistoryMatchSummary::setMatch(const ichistory::HistoryMatch &match)
{
    m_match = match;
    m_headline->setText(headlineText(match));
    fillPlayers();
    m_chart->setMatch(match);
    m_players->setEnabled(true);
    m_chart->setEnabled(true);
    updateOpenReplay();
}

void HistoryMatchSummary::clear()
{
    m_match = {};
    m_headline->setText(Tr::tr("Choose a match above to see its players and figures."));
    fillPlayers();
    m_chart->setMatch({});
    m_players->setEnabled(false);
    m_chart->setEnabled(false);
    updateOpenReplay();
}

void HistoryMatchSummary::updateOpenReplay()
{
    const bool kept = !m_match.replayId.isEmpty();
    m_openReplay->setEnabled(kept);
    m_openReplay->setToolTip(
        kept ? Tr::tr("Play this match again in a window of its own: pause, seek, 1× to 8×, "
                      "next fight.")
        : m_match.matchId.isEmpty() ? Tr::tr("Choose a match above first.")
                                    : Tr::tr("The game kept no replay of this match."));
}

void HistoryMatchSummary::showLoading(const QString &text)
{
    m_headline->setText(text);
}

void HistoryMatchSummary::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        fillPlayers();
    QWidget::changeEvent(event);
}

void HistoryMatchSummary::fillPlayers()
{
    const QList<ichistory::HistoryPlayer> &players = m_match.players;
    m_players->setRowCount(int(players.size()));
    const QLocale locale;
    for (int row = 0; row < players.size(); ++row) {
        const ichistory::HistoryPlayer &p = players.at(row);
        const QStringList cells = {p.name,
                                   p.faction,
                                   resultText(p.result),
                                   locale.toString(p.armyValue),
                                   locale.toString(p.credits),
                                   locale.toString(p.units),
                                   locale.toString(p.kills),
                                   locale.toString(p.losses),
                                   locale.toString(p.apm)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            if (column == 0) {
                item->setForeground(TeamColors::team(p.team, palette()));
                item->setToolTip(Tr::tr("%1, team %2").arg(p.name).arg(p.team + 1));
            }
            if (column >= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_players->setItem(row, column, item);
        }
    }
}

} // namespace icui
