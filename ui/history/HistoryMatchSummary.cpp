#include "ui/history/HistoryMatchSummary.h"

#include "common/GameTime.h"
#include "history/MatchHistoryModel.h"
#include "match/MatchEventText.h"
#include "match/MatchSummary.h"
#include "ui/Tr.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryTeamColorProxy.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace icui {

QString HistoryMatchSummary::resultText(const QString &result)
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
    // Compact: the columns a reader compares; losses are in each row's tooltip.
    m_players->setColumnCount(8);
    m_players->setHorizontalHeaderLabels({Tr::tr("Player"), Tr::tr("Faction"), Tr::tr("Result"),
                                          Tr::tr("Army"), Tr::tr("Credits"), Tr::tr("Units"),
                                          Tr::tr("Kills"), Tr::tr("APM")});
    m_players->horizontalHeaderItem(3)->setToolTip(Tr::tr("Army value at the end"));
    m_players->horizontalHeaderItem(7)->setToolTip(Tr::tr("Actions per minute"));
    m_players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // As wide as its columns where the window has room (fitPlayers()); never wider than the
    // window lets it be: a longer language scrolls the table rather than widening the window.
    m_players->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_chart = new HistoryFiguresChart(this);
    m_actions = new QHBoxLayout;
    m_openReplay = new QPushButton(Tr::tr("&Open Replay"), this);
    m_openReplay->setObjectName(QStringLiteral("historyOpenReplay"));
    // Beside a greyed Open Replay, why it is grey (a tooltip alone was never seen).
    m_noReplay = new QLabel(Tr::tr("No replay was kept of this match."), this);
    m_noReplay->setObjectName(QStringLiteral("historyNoReplay"));
    m_noReplay->setForegroundRole(QPalette::PlaceholderText);
    // One line (the fourteenth newcomer saw it squeezed into two tiny ones beside the button):
    // the headline beside it wraps instead.
    m_noReplay->setWordWrap(false);
    m_noReplay->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Preferred);
    m_noReplay->hide();
    m_actions->addWidget(m_noReplay);
    m_actions->addWidget(m_openReplay);
    connect(m_openReplay, &QPushButton::clicked, this,
            [this] { Q_EMIT openReplayRequested(m_match.replayId); });

    auto *top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addLayout(m_actions);
    // The table as tall as its rows (fitPlayers()), at the top; the chart beside it takes the
    // height: no empty half below the last player.
    auto *playersBox = new QWidget(this);
    auto *playersColumn = new QVBoxLayout(playersBox);
    playersColumn->setContentsMargins(0, 0, 0, 0);
    playersColumn->addWidget(m_players);
    playersColumn->addStretch(1);
    m_players->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents); // its rows' height
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(playersBox);
    split->addWidget(m_chart);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    m_split = split;
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
    // "at the time limit", "by destroying every building": the Match page's words.
    QString how = icmatch::endReasonText(m.endReason);
    if (!how.isEmpty())
        how.prepend(u' ');
    const QString kind = m.ranked ? Tr::tr("%1, ranked").arg(m.mode) : m.mode;
    const QString headline =
        m.winnerTeam < 0
            ? Tr::tr("A draw%1 after %2 on %3 (%4), %5.").arg(how, length, m.map, kind, when)
            : Tr::tr("%1 won (%2)%3 after %4 on %5 (%6), %7.")
                  .arg(ichistory::MatchHistoryModel::winnerText(m.winnerTeam),
                       m.teamPlayers(m.winnerTeam).join(QStringLiteral(", ")), how, length, m.map,
                       kind, when);
    // At the time limit the score decides, not the army value in the table (the sixteenth
    // newcomer: a winner with less army and nothing said why).
    if (m.endReason != QLatin1String("time_limit"))
        return headline;
    return Tr::tr("%1 Decided on score: army value plus buildings standing.").arg(headline);
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
    m_noReplay->setVisible(!kept && !m_match.matchId.isEmpty());
}

void HistoryMatchSummary::showLoading(const QString &text)
{
    m_headline->setText(text);
}

void HistoryMatchSummary::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitPlayers();
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
                                   icmatch::factionName(p.faction),
                                   resultText(p.result),
                                   locale.toString(p.armyValue),
                                   locale.toString(p.credits),
                                   locale.toString(p.units),
                                   locale.toString(p.kills),
                                   locale.toString(p.apm)};
        const QString tip = Tr::tr("%1, team %2: army value %3, credits %4, %5 units, %6 kills, "
                                   "%7 losses, %8 actions per minute.")
                                .arg(p.name)
                                .arg(p.team + 1)
                                .arg(cells.at(3), cells.at(4), cells.at(5), cells.at(6),
                                     locale.toString(p.losses), cells.at(7));
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setToolTip(tip);
            if (column == 0) // the team's dot; the name in the text's colour (red read as wrong)
                item->setIcon(HistoryTeamColorProxy::teamDot(p.team, palette()));
            if (column >= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_players->setItem(row, column, item);
        }
    }
    fitPlayers();
}

void HistoryMatchSummary::fitPlayers()
{
    // The table as wide as its columns, the chart beside it takes the rest: no sideways
    // scrolling hides Units, Kills or APM while the window has room (the chart keeps a third).
    m_players->resizeColumnsToContents();
    int width = 2 * m_players->frameWidth() + m_players->horizontalHeader()->length();
    if (m_players->verticalScrollBar()->isVisible())
        width += m_players->verticalScrollBar()->sizeHint().width();
    int height = 2 * m_players->frameWidth() + m_players->horizontalHeader()->sizeHint().height();
    for (int row = 0; row < m_players->rowCount(); ++row)
        height += m_players->rowHeight(row);
    if (m_players->horizontalScrollBar()->isVisible())
        height += m_players->horizontalScrollBar()->sizeHint().height();
    m_players->setMaximumHeight(height); // a short window: it scrolls
    if (m_split && m_split->width() > 0) {
        const int table = std::min(width, m_split->width() * 2 / 3);
        m_split->setSizes({table, std::max(0, m_split->width() - table)});
    }
}

} // namespace icui
