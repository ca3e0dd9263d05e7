// TournamentModel: the cells, made when a view asks for them (only the rows on screen).
#include "relayclient/TournamentModel.h"

#include "relayclient/TournamentRelay.h"
#include "relayclient/Tr.h"

#include "common/GameTime.h"

#include <QLocale>
#include <algorithm>

namespace icrelayclient {

namespace {

QString teamName(int team)
{
    return Tr::tr("Team %1").arg(team + 1); // the relay's team 0 is Team 1 for a person
}

QString stateText(const TournamentRow &row)
{
    if (row.reconnecting)
        return Tr::tr("Reconnecting…");
    switch (row.game.state) {
    case RelayGameInfo::State::Running:
        return Tr::tr("Running");
    case RelayGameInfo::State::Paused:
        return Tr::tr("Paused");
    case RelayGameInfo::State::Ended:
        return Tr::tr("Ended");
    case RelayGameInfo::State::Unknown:
        break;
    }
    return row.game.stateName;
}

QString endText(const TournamentRow &row)
{
    const QLocale locale;
    const QString won = row.game.winnerTeam >= 0
                            ? Tr::tr("%1 won").arg(teamName(row.game.winnerTeam))
                            : Tr::tr("no team won");
    if (row.scores.size() < 2)
        return won;
    return Tr::tr("%1 : %2, %3")
        .arg(locale.toString(row.scores.at(0)), locale.toString(row.scores.at(1)), won);
}

/// The lead (running) or the score difference (ended); -1 while unknown.
qint64 balanceNumber(const TournamentRow &row)
{
    if (row.game.state == RelayGameInfo::State::Ended)
        return row.scores.size() < 2 ? -1 : std::abs(row.scores.at(0) - row.scores.at(1));
    return row.armiesKnown() ? std::abs(*row.armies[0] - *row.armies[1]) : -1;
}

} // namespace

QString TournamentModel::balanceText(const TournamentRow &row) const
{
    if (row.game.state == RelayGameInfo::State::Ended)
        return endText(row);
    if (!row.armiesKnown())
        return Tr::tr("—");
    const qint64 lead = *row.armies[0] - *row.armies[1];
    if (lead == 0)
        return Tr::tr("even");
    return Tr::tr("%1 +%2").arg(teamName(lead > 0 ? 0 : 1), QLocale().toString(std::abs(lead)));
}

QString TournamentModel::playersText(const TournamentRow &row) const
{
    // Every seated player by team; one gone says why when the relay said so (player_kick).
    const TournamentRelay *r = relay(row.relay);
    const QHash<QString, bool> kicked = r ? r->kicked.value(row.game.id) : QHash<QString, bool>();
    QStringList sides;
    for (const RelayGameInfo::Team &team : row.game.teams) {
        QStringList names;
        for (const QString &name : team.players) {
            const auto it =
                std::find_if(row.game.players.cbegin(), row.game.players.cend(),
                             [&](const RelayGameInfo::Player &p) { return p.name == name; });
            if (it == row.game.players.cend() || it->present)
                names.append(name);
            else if (const auto why = kicked.constFind(name); why == kicked.cend())
                names.append(Tr::tr("%1 (left)").arg(name));
            else
                names.append(*why ? Tr::tr("%1 (banned)").arg(name)
                                  : Tr::tr("%1 (kicked)").arg(name));
        }
        sides.append(names.join(QStringLiteral(", ")));
    }
    return sides.join(Tr::tr(" vs "));
}

QVariant TournamentModel::display(const TournamentRow &row, int column) const
{
    switch (column) {
    case RelayColumn:
        return row.relay;
    case GameColumn:
        return row.game.id;
    case MapColumn:
        return row.game.map;
    case ModeColumn:
        return row.game.mode;
    case PlayersColumn:
        return playersText(row);
    case BalanceColumn:
        return balanceText(row);
    case DurationColumn:
        return ic::gameTimeText(qint64(row.game.durationSeconds));
    case StateColumn:
        return stateText(row);
    case RankedColumn:
        return row.game.ranked ? Tr::tr("Ranked") : QString();
    default:
        return {};
    }
}

QVariant TournamentModel::sortValue(const TournamentRow &row, int column) const
{
    switch (column) {
    case BalanceColumn:
        return balanceNumber(row);
    case DurationColumn:
        return row.game.durationSeconds;
    case StateColumn:
        return row.reconnecting ? int(RelayGameInfo::State::Unknown) + 1 : int(row.game.state);
    case RankedColumn:
        return row.game.ranked;
    default:
        return display(row, column);
    }
}

int TournamentModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TournamentModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TournamentModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return {};
    const TournamentRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        // The columns a narrow window cuts short (with "…") say it whole.
        switch (index.column()) {
        case RelayColumn:
        case MapColumn:
        case PlayersColumn:
        case BalanceColumn:
            return display(row, index.column());
        default:
            return {};
        }
    case GameIdRole:
        return row.game.id;
    case RelayNameRole:
        return row.relay;
    case GameStateRole:
        return int(row.game.state);
    case SortRole:
        return sortValue(row, index.column());
    case RankedRole:
        return row.game.ranked;
    case ReconnectingRole:
        return row.reconnecting;
    case Qt::TextAlignmentRole:
        return index.column() == DurationColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                : QVariant();
    default:
        return {};
    }
}

QVariant TournamentModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RelayColumn:
        return Tr::tr("Relay");
    case GameColumn:
        return Tr::tr("Game");
    case MapColumn:
        return Tr::tr("Map");
    case ModeColumn:
        return Tr::tr("Mode");
    case PlayersColumn:
        return Tr::tr("Players");
    case BalanceColumn:
        return Tr::tr("Balance");
    case DurationColumn:
        return Tr::tr("Duration");
    case StateColumn:
        return Tr::tr("State");
    case RankedColumn:
        return Tr::tr("Ranked");
    default:
        return {};
    }
}

} // namespace icrelayclient
