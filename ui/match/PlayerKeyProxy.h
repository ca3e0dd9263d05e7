#pragma once
// The players table as the chart's key: beside each name a short stroke in the colour and the
// line style of the player's line on the chart (TeamColors), so the chart's own legend needs
// only the teams.

#include <QIdentityProxyModel>
#include <QPointer>

namespace icui {

class PlayerKeyProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    /// `view` gives the palette (light or dark) the strokes are drawn for.
    explicit PlayerKeyProxy(QWidget *view, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role) const override;

private:
    /// The player's place among the team's players above it: the chart counts the same way.
    int nthOfTeam(int row, int team) const;

    QPointer<QWidget> m_view;
};

} // namespace icui
