#include "ui/match/TeamTintProxy.h"

#include "match/MatchPlayersModel.h"

#include <QColor>
#include <QFont>

namespace icui {

QColor TeamTintProxy::teamColor(int team)
{
    static const QList<QColor> colors{QColor(0xd0, 0x3a, 0x2f), QColor(0x2f, 0x6f, 0xd0),
                                      QColor(0x2f, 0xa0, 0x4a), QColor(0xc0, 0x8a, 0x1f)};
    return team < 0 ? QColor(Qt::gray) : colors.at(team % colors.size());
}

QVariant TeamTintProxy::data(const QModelIndex &index, int role) const
{
    using icmatch::MatchPlayersModel;
    // A player who left or was kicked no longer counts: the row is muted (a faint tint, grey
    // italic text), so it does not read as still playing.
    const auto gone = [&index] {
        const QVariant present = index.data(MatchPlayersModel::PresentRole);
        return present.isValid() && !present.toBool();
    };
    if (role == Qt::BackgroundRole) {
        QColor tint = teamColor(index.data(MatchPlayersModel::TeamRole).toInt());
        tint.setAlpha(index.data(MatchPlayersModel::TotalsRole).toBool() ? 70 : gone() ? 12 : 40);
        return tint;
    }
    if (role == Qt::ForegroundRole && gone())
        return QColor(Qt::gray);
    if (role == Qt::FontRole && gone()) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::FontRole && index.data(MatchPlayersModel::TotalsRole).toBool()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace icui
