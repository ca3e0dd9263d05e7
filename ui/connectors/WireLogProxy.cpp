#include "ui/connectors/WireLogProxy.h"

#include <QRegularExpression>

namespace icui {

WireLogProxy::WireLogProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

QVariant WireLogProxy::data(const QModelIndex &index, int role) const
{
    if (role == Qt::DisplayRole) {
        static const QRegularExpression breaks(QStringLiteral("[\\r\\n\\t]+"));
        return QSortFilterProxyModel::data(index, role)
            .toString()
            .replace(breaks, QStringLiteral(" "));
    }
    if (role == Qt::ToolTipRole) {
        const QVariant tip = QSortFilterProxyModel::data(index, role);
        return tip.isValid() ? tip : QSortFilterProxyModel::data(index, Qt::DisplayRole);
    }
    return QSortFilterProxyModel::data(index, role);
}

} // namespace icui
