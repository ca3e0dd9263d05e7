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
    return parent.isValid() ? 0 : int(m_match->players().size());
}

int MatchPlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MatchPlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.row() >= m_match->players().size())
        return {};
    return playerData(index.row(), index.column(), role);
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
    if (role == PresentRole)
        return p.present;
    switch (column) {
    case PlayerColumn:
        return nameData(row, role);
    case TeamColumn:
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignCenter);
        return role == Qt::DisplayRole ? QVariant(p.team + 1) : QVariant();
    case FactionColumn:
        return role == Qt::DisplayRole ? QVariant(PlayerFigures::factionName(p.faction))
                                       : QVariant();
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
            return Tr::tr("%1 / %2").arg(QLocale().toString(*p.powerConsumed),
                                         QLocale().toString(*p.powerProduced));
        return figure(p.powerProduced, role);
    default:
        return {};
    }
}

QVariant MatchPlayersModel::nameData(int row, int role) const
{
    const PlayerFigures &p = m_match->players().at(row);
    if (role == Qt::DisplayRole) {
        if (p.present)
            return p.name;
        return p.kicked ? Tr::tr("%1 (kicked)").arg(p.name) : Tr::tr("%1 (left)").arg(p.name);
    }
    if (role == Qt::ToolTipRole && !p.present) {
        return p.kicked ? Tr::tr("An admin removed %1 from the match: no longer counted in the "
                                 "team's totals.")
                              .arg(p.name)
                        : Tr::tr("%1 left the match: no longer counted in the team's totals.")
                              .arg(p.name);
    }
    return {};
}

QVariant MatchPlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ArmyColumn:
            return Tr::tr("Army value: what the player's units are worth");
        case StructuresColumn:
            return Tr::tr("Structures (buildings and defences)");
        case ApmColumn:
            return Tr::tr("Actions per minute");
        case PowerColumn:
            return Tr::tr("Power used / made");
        default:
            return headerData(section, orientation, Qt::DisplayRole);
        }
    }
    if (role != Qt::DisplayRole)
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
        return Tr::tr("Army");
    case UnitsColumn:
        return Tr::tr("Units");
    case StructuresColumn:
        return Tr::tr("Bldgs");
    case ApmColumn:
        return Tr::tr("APM");
    case PowerColumn:
        return Tr::tr("Power");
    default:
        return {};
    }
}

} // namespace icmatch
