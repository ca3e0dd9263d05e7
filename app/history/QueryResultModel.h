#pragma once
// The rows an ic/db.query answered, as a table (the History page's Query tab).

#include "history/QueryResult.h"

#include <QAbstractTableModel>

namespace ichistory {

class QueryResultModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit QueryResultModel(QObject *parent = nullptr);

    void setResult(const QueryResult &result);
    const QueryResult &result() const { return m_result; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QueryResult m_result;
};

} // namespace ichistory
