#pragma once
// The History page's matches in team colours: a cell about a team (MatchHistoryModel's
// TeamRole: the winner, each team's players) is written in that team's colour for the palette
// of the view it is shown in (TeamColors).

#include <QIdentityProxyModel>
#include <QPointer>

class QWidget;

namespace icui {

class HistoryTeamColorProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    HistoryTeamColorProxy(QWidget *view, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QPointer<QWidget> m_view;
};

} // namespace icui
