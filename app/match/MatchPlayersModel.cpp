#include "match/MatchPlayersModel.h"

#include "match/MatchModel.h"
#include "match/Tr.h"

#include <QLocale>

namespace icmatch {
namespace {

QString hiddenText()
{
    return Tr::tr("hidden");
}

QString hiddenWhy()
{
    return Tr::tr("The panel is connected as an observer: the game does not show it this "
                  "figure (fog of war). Connect as admin to see every player.");
}

/// Display, value and tooltip of one figure that may be hidden.
QVariant figure(const std::optional<qint64> &value, int role)
{
    if (role == MatchPlayersModel::ValueRole)
        return value ? QVariant(*value) : QVariant();
    if (role == Qt::ToolTipRole)
        return value ? QVariant() : QVariant(hiddenWhy());
    if (role == Qt::DisplayRole)
        return value ? QVariant(QLocale().toString(*value)) : QVariant(hiddenText());
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace

MatchPlayersModel::MatchPlayersModel(MatchModel *match, QObject *parent)
    : QAbstractTableModel(parent), m_match(match)
{
    // New figures for the same players change cells in place, so the user's selection (the
    // player to kick) stays; other players or another match make the table anew.
    connect(match, &MatchModel::figuresChanged, this, &MatchPlayersModel::update);
    connect(match, &MatchModel::matchReset, this, &MatchPlayersModel::update);
}

void MatchPlayersModel::update()
{
    QStringList names;
    for (const PlayerFigures &p : m_match->players())
        names << p.name;
    if (names == m_names && rowCount() > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_names = names;
    endResetModel();
}

int MatchPlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_match->players().size() + m_match->teamTotals().size());
}

int MatchPlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MatchPlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int players = int(m_match->players().size());
    if (index.row() < players)
        return playerData(index.row(), index.column(), role);
    const auto &totals = m_match->teamTotals();
    const int t = index.row() - players;
    return t < totals.size() ? totalsData(t, index.column(), role) : QVariant();
}

QVariant MatchPlayersModel::playerData(int row, int column, int role) const
{
    const PlayerFigures &p = m_match->players().at(row);
    if (role == TeamRole)
        return p.team;
    if (role == TotalsRole)
        return false;
    if (role == PlayerRole)
        return p.name;
    switch (column) {
    case PlayerColumn:
        if (role == Qt::DisplayRole)
            return p.present ? p.name : Tr::tr("%1 (left)").arg(p.name);
        return {};
    case TeamColumn:
        return role == Qt::DisplayRole ? QVariant(p.team + 1) : QVariant();
    case FactionColumn:
        return role == Qt::DisplayRole ? QVariant(p.faction) : QVariant();
    case CreditsColumn:
        return figure(p.credits, role);
    case ArmyColumn:
        return figure(p.armyValue, role);
    case UnitsColumn:
        if (!p.units && p.visibleUnits && role == Qt::DisplayRole)
            return Tr::tr("%1 seen").arg(*p.visibleUnits);
        return figure(p.units, role);
    case StructuresColumn:
        if (!p.structures && p.visibleStructures && role == Qt::DisplayRole)
            return Tr::tr("%1 seen").arg(*p.visibleStructures);
        return figure(p.structures, role);
    case ApmColumn:
        return figure(p.apm, role);
    case PowerColumn:
        if (role == Qt::DisplayRole && p.powerProduced && p.powerConsumed)
            return Tr::tr("%1 / %2").arg(*p.powerConsumed).arg(*p.powerProduced);
        return figure(p.powerProduced, role);
    default:
        return {};
    }
}

QVariant MatchPlayersModel::totalsData(int t, int column, int role) const
{
    const MatchModel::TeamTotals &totals = m_match->teamTotals().at(t);
    if (role == TeamRole)
        return totals.team;
    if (role == TotalsRole)
        return true;
    if (role == PlayerRole)
        return QString();
    switch (column) {
    case PlayerColumn:
        return role == Qt::DisplayRole ? QVariant(Tr::tr("Team %1 total").arg(totals.team + 1))
                                       : QVariant();
    case TeamColumn:
        return role == Qt::DisplayRole ? QVariant(totals.team + 1) : QVariant();
    case CreditsColumn:
        return figure(totals.credits, role);
    case ArmyColumn:
        return figure(totals.armyValue, role);
    case UnitsColumn:
        return figure(totals.units, role);
    case StructuresColumn:
        return figure(totals.structures, role);
    default:
        return {};
    }
}

QVariant MatchPlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PlayerColumn:
        return Tr::tr("Player");
    case TeamColumn:
        return Tr::tr("Team");
    case FactionColumn:
        return Tr::tr("Faction");
    case CreditsColumn:
        return Tr::tr("Credits");
    case ArmyColumn:
        return Tr::tr("Army value");
    case UnitsColumn:
        return Tr::tr("Units");
    case StructuresColumn:
        return Tr::tr("Structures");
    case ApmColumn:
        return Tr::tr("APM");
    case PowerColumn:
        return Tr::tr("Power used / made");
    default:
        return {};
    }
}

} // namespace icmatch
