#pragma once
// The Match page's players table: one row per player (name, team, faction by its name, credits,
// army value, units, structures, APM, power; "(left)" or "(kicked)" for one no longer in the
// match). The team totals are the Match page's scoreboard, not rows here. Headers are short
// ("Army", "Bldgs") with the full name as their tooltip, so every column fits a small window. A
// figure the connection may not see reads "hidden", with a tooltip saying why.

#include <QAbstractTableModel>
#include <QStringList>

namespace icmatch {

class MatchModel;

class MatchPlayersModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        PlayerColumn,
        TeamColumn,
        FactionColumn,
        CreditsColumn,
        ArmyColumn,
        UnitsColumn,
        StructuresColumn,
        ApmColumn,
        PowerColumn,
        ColumnCount
    };
    enum Role {
        TeamRole = Qt::UserRole + 1,
        /// true on a team's totals row (there are none: the scoreboard has the totals)
        TotalsRole,
        /// the player's name
        PlayerRole,
        /// the figure as a number, or an invalid QVariant when hidden
        ValueRole,
        /// false for a player who left or was kicked (shown muted: no longer in the totals)
        PresentRole,
    };

    explicit MatchPlayersModel(MatchModel *match, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void update();
    QVariant playerData(int row, int column, int role) const;
    QVariant nameData(int row, int role) const;

    MatchModel *m_match;
    /// The players the rows were made for.
    QStringList m_names;
};

} // namespace icmatch
