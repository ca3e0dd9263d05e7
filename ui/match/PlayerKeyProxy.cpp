#include "ui/match/PlayerKeyProxy.h"

#include "match/MatchPlayersModel.h"
#include "ui/match/TeamColors.h"

#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QWidget>

namespace icui {

PlayerKeyProxy::PlayerKeyProxy(QWidget *view, QObject *parent)
    : QIdentityProxyModel(parent), m_view(view)
{
}

QVariant PlayerKeyProxy::data(const QModelIndex &index, int role) const
{
    using icmatch::MatchPlayersModel;
    if (role != Qt::DecorationRole || index.column() != MatchPlayersModel::PlayerColumn || !m_view)
        return QIdentityProxyModel::data(index, role);
    const int team = index.data(MatchPlayersModel::TeamRole).toInt();
    const int nth = nthOfTeam(index.row(), team);
    const qreal ratio = m_view->devicePixelRatioF();
    QPixmap stroke(QSize(22, 12) * ratio);
    stroke.setDevicePixelRatio(ratio);
    stroke.fill(Qt::transparent);
    QPainter painter(&stroke);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(TeamColors::player(team, nth, m_view->palette()), 2.0,
             TeamColors::playerLineStyle(nth), Qt::FlatCap);
    painter.setPen(pen);
    painter.drawLine(QPointF(1, 6), QPointF(21, 6));
    painter.end();
    return QIcon(stroke);
}

int PlayerKeyProxy::nthOfTeam(int row, int team) const
{
    int nth = 0;
    for (int above = 0; above < row; ++above) {
        if (index(above, 0).data(icmatch::MatchPlayersModel::TeamRole).toInt() == team)
            ++nth;
    }
    return nth;
}

} // namespace icui
