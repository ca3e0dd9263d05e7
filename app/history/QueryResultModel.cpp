#include "history/QueryResultModel.h"

namespace ichistory {

QueryResultModel::QueryResultModel(QObject *parent) : QAbstractTableModel(parent) {}

void QueryResultModel::setResult(const QueryResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

int QueryResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.rows.size());
}

int QueryResultModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.columns.size());
}

QVariant QueryResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_result.rows.size())
        return {};
    const QJsonValue value = m_result.rows.at(index.row()).at(index.column());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return QueryResult::cellText(value);
    if (role == Qt::TextAlignmentRole && value.isDouble())
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant QueryResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    return m_result.columns.value(section);
}

} // namespace ichistory
