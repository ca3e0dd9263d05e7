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
    // The ranked mark as the Match page's badge: white on dark gold.
    const bool rankedMark = index.column() == ichistory::MatchHistoryModel::Ranked &&
                            !QIdentityProxyModel::data(index).toString().isEmpty();
    if (rankedMark && role == Qt::BackgroundRole)
        return QBrush(QColor(0xb8, 0x86, 0x0b));
    if (rankedMark && role == Qt::ForegroundRole)
        return QBrush(Qt::white);
    if (role == Qt::ForegroundRole && m_view) {
        const int team =
            QIdentityProxyModel::data(index, ichistory::MatchHistoryModel::TeamRole).toInt();
        if (team >= 0)
            return QBrush(TeamColors::team(team, m_view->palette()));
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace icui
