#include "history/MatchHistoryModel.h"

#include "common/GameTime.h"
#include "history/Tr.h"

#include <QLocale>

namespace ichistory {

MatchHistoryModel::MatchHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

void MatchHistoryModel::setPage(const HistoryPage &page)
{
    beginResetModel();
    m_matches = page.matches;
    m_more = page.more;
    endResetModel();
}

void MatchHistoryModel::appendPage(const HistoryPage &page)
{
    QList<HistoryMatch> added;
    for (const HistoryMatch &m : page.matches) {
        if (rowOf(m.matchId) < 0)
            added << m;
    }
    m_more = page.more;
    if (added.isEmpty())
        return;
    beginInsertRows({}, int(m_matches.size()), int(m_matches.size() + added.size() - 1));
    m_matches << added;
    endInsertRows();
}

void MatchHistoryModel::clear()
{
    setPage({});
}

void MatchHistoryModel::setResultPlayer(const QString &player)
{
    if (player == m_resultPlayer)
        return;
    m_resultPlayer = player;
    if (!m_matches.isEmpty())
        Q_EMIT dataChanged(index(0, Result), index(rowCount() - 1, Result));
}

QString MatchHistoryModel::resultOf(const HistoryMatch &m) const
{
    if (m_resultPlayer.isEmpty())
        return {};
    for (const HistoryPlayer &p : m.players) {
        if (p.name.compare(m_resultPlayer, Qt::CaseInsensitive) == 0)
            return p.result;
    }
    return {};
}

QString MatchHistoryModel::oldestId() const
{
    return m_matches.isEmpty() ? QString() : m_matches.constLast().matchId;
}

int MatchHistoryModel::rowOf(const QString &matchId) const
{
    for (int i = 0; i < m_matches.size(); ++i) {
        if (m_matches.at(i).matchId == matchId)
            return i;
    }
    return -1;
}

int MatchHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matches.size());
}

int MatchHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MatchHistoryModel::winnerText(int winnerTeam)
{
    return winnerTeam < 0 ? Tr::tr("Draw") : Tr::tr("Team %1").arg(winnerTeam + 1);
}

QVariant MatchHistoryModel::display(const HistoryMatch &m, int column) const
{
    switch (column) {
    case Date:
        return QLocale().toString(m.startedAt.toLocalTime(), QLocale::ShortFormat);
    case Map:
        return m.map;
    case Mode:
        return m.mode;
    case Ranked:
        return m.ranked ? Tr::tr("Ranked") : QString();
    case Length:
        return ic::gameTimeText(m.durationSeconds());
    case Winner:
        return winnerText(m.winnerTeam);
    case Team1:
        return m.teamPlayers(0).join(QStringLiteral(", "));
    case Team2:
        return m.teamPlayers(1).join(QStringLiteral(", "));
    default: // Result: words for ResultRole are the view's

        return {};
    }
}

QVariant MatchHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_matches.size())
        return {};
    const HistoryMatch &m = m_matches.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(m, index.column());
    case Qt::ToolTipRole:
        return index.column() == Date
                   ? QLocale().toString(m.startedAt.toLocalTime(), QLocale::LongFormat)
                   : display(m, index.column());
    case MatchIdRole:
        return m.matchId;
    case ResultRole:
        return resultOf(m);
    case TeamRole:
        if (index.column() == Winner)
            return m.winnerTeam;
        if (index.column() == Team1 || index.column() == Team2)
            return index.column() - Team1;
        return -1;
    case Qt::TextAlignmentRole:
        return index.column() == Length ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant MatchHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Date:
        return Tr::tr("Date");
    case Map:
        return Tr::tr("Map");
    case Mode:
        return Tr::tr("Mode");
    case Ranked:
        return Tr::tr("Ranked");
    case Length:
        return Tr::tr("Length");
    case Winner:
        return Tr::tr("Winner");
    case Team1:
        return Tr::tr("Team 1");
    case Team2:
        return Tr::tr("Team 2");
    default: // Result: the view names it
        return {};
    }
}

} // namespace ichistory
