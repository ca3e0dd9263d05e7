#include "ui/history/HistoryTeamColorProxy.h"

#include "history/MatchHistoryModel.h"
#include "ui/match/TeamColors.h"

#include <QBrush>
#include <QWidget>

namespace icui {

HistoryTeamColorProxy::HistoryTeamColorProxy(QWidget *view, QObject *parent)
    : QIdentityProxyModel(parent), m_view(view)
{
}

QVariant HistoryTeamColorProxy::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && m_view) {
        const int team =
            QIdentityProxyModel::data(index, ichistory::MatchHistoryModel::TeamRole).toInt();
        if (team >= 0)
            return QBrush(TeamColors::team(team, m_view->palette()));
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace icui
