#pragma once
// Paints each row of the Match page's players table in its team's colour (a light tint that
// keeps text readable in light and dark themes); totals rows in bold.

#include <QIdentityProxyModel>

namespace icui {

class TeamTintProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    /// The colour of team `team` (0, 1, …), shared with the chart's lines.
    static QColor teamColor(int team);

    QVariant data(const QModelIndex &index, int role) const override;
};

} // namespace icui
