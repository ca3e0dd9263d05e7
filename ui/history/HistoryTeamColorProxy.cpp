#include "ui/history/HistoryTeamColorProxy.h"

#include "history/MatchHistoryModel.h"
#include "ui/Tr.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/match/TeamColors.h"

#include <QBrush>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QWidget>

namespace icui {

HistoryTeamColorProxy::HistoryTeamColorProxy(QWidget *view, QObject *parent)
    : QIdentityProxyModel(parent), m_view(view)
{
}

namespace {

/// Team `team`'s colour for `palette`, always its active group's.
QColor historyDotColor(int team, const QPalette &palette)
{
    QPalette p = palette;
    p.setCurrentColorGroup(QPalette::Active);
    return TeamColors::team(team, p);
}

QIcon paintHistoryDot(const QColor &color)
{
    QPixmap dot(12, 12);
    dot.fill(Qt::transparent);
    QPainter painter(&dot);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(QRectF(1, 1, 10, 10));
    painter.end();
    return QIcon(dot);
}

} // namespace

QIcon HistoryTeamColorProxy::teamDot(int team, const QPalette &palette)
{
    return paintHistoryDot(historyDotColor(team, palette));
}

QVariant HistoryTeamColorProxy::data(const QModelIndex &index, int role) const
{
    if (index.column() == ichistory::MatchHistoryModel::Result &&
        (role == Qt::DisplayRole || role == Qt::ToolTipRole))
        return HistoryMatchSummary::resultText(
            QIdentityProxyModel::data(index, ichistory::MatchHistoryModel::ResultRole).toString());
    const bool rankedColumn = index.column() == ichistory::MatchHistoryModel::Ranked;
    // The ranked mark as the Match page's badge: white on dark gold; an unranked match says so.
    const bool rankedMark = rankedColumn && !QIdentityProxyModel::data(index).toString().isEmpty();
    if (rankedColumn && !rankedMark && (role == Qt::DisplayRole || role == Qt::ToolTipRole))
        return Tr::tr("No");
    if (rankedMark && role == Qt::BackgroundRole)
        return QBrush(QColor(0xb8, 0x86, 0x0b));
    if (rankedMark && role == Qt::ForegroundRole)
        return QBrush(Qt::white);
    if (role == Qt::DecorationRole && m_view) {
        const int team =
            QIdentityProxyModel::data(index, ichistory::MatchHistoryModel::TeamRole).toInt();
        if (team >= 0) {
            // Asked for at every paint of every team cell: each colour's dot is drawn once.
            const QColor color = historyDotColor(team, m_view->palette());
            auto dot = m_dots.constFind(color.rgba());
            if (dot == m_dots.cend())
                dot = m_dots.insert(color.rgba(), paintHistoryDot(color));
            return *dot;
        }
    }
    return QIdentityProxyModel::data(index, role);
}

QVariant HistoryTeamColorProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section == ichistory::MatchHistoryModel::Result &&
        role == Qt::DisplayRole)
        return Tr::tr("Result");
    return QIdentityProxyModel::headerData(section, orientation, role);
}

} // namespace icui
