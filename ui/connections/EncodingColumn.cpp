#include "ui/connections/EncodingColumn.h"
#include "ui/Tr.h"

namespace icui {

EncodingColumn::EncodingColumn(Lookup lookup, QObject *parent)
    : QIdentityProxyModel(parent), m_lookup(std::move(lookup))
{
    connect(this, &QAbstractProxyModel::sourceModelChanged, this, [this] {
        if (sourceModel())
            connect(sourceModel(), &QAbstractItemModel::dataChanged, this,
                    &EncodingColumn::sourceRowsChanged, Qt::UniqueConnection);
    });
}

int EncodingColumn::encodingColumn() const
{
    return sourceModel() ? sourceModel()->columnCount() : 0;
}

QString EncodingColumn::shownName(const QString &encoding)
{
    if (encoding == QLatin1String("msgpack"))
        return Tr::tr("MessagePack");
    if (encoding == QLatin1String("json"))
        return Tr::tr("JSON");
    return {};
}

void EncodingColumn::refreshColumn()
{
    const int rows = rowCount();
    if (rows > 0)
        Q_EMIT dataChanged(index(0, encodingColumn()), index(rows - 1, encodingColumn()),
                           {Qt::DisplayRole, Qt::ToolTipRole});
}

void EncodingColumn::sourceRowsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (topLeft.parent().isValid())
        return;
    Q_EMIT dataChanged(index(topLeft.row(), encodingColumn()),
                       index(bottomRight.row(), encodingColumn()),
                       {Qt::DisplayRole, Qt::ToolTipRole});
}

int EncodingColumn::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : encodingColumn() + 1;
}

bool EncodingColumn::isEncodingCell(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this && index.column() == encodingColumn() &&
           sourceModel();
}

QModelIndex EncodingColumn::index(int row, int column, const QModelIndex &parent) const
{
    if (sourceModel() && !parent.isValid() && column == encodingColumn())
        return row >= 0 && row < rowCount() ? createIndex(row, column) : QModelIndex();
    return QIdentityProxyModel::index(row, column, parent);
}

QModelIndex EncodingColumn::parent(const QModelIndex &child) const
{
    return isEncodingCell(child) ? QModelIndex() : QIdentityProxyModel::parent(child);
}

QModelIndex EncodingColumn::sibling(int row, int column, const QModelIndex &index) const
{
    return this->index(row, column, parent(index));
}

QModelIndex EncodingColumn::mapToSource(const QModelIndex &proxyIndex) const
{
    return isEncodingCell(proxyIndex) ? QModelIndex()
                                      : QIdentityProxyModel::mapToSource(proxyIndex);
}

Qt::ItemFlags EncodingColumn::flags(const QModelIndex &index) const
{
    if (isEncodingCell(index))
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return QIdentityProxyModel::flags(index);
}

QVariant EncodingColumn::data(const QModelIndex &index, int role) const
{
    return isEncodingCell(index) ? encodingData(index, role)
                                 : QIdentityProxyModel::data(index, role);
}

QVariant EncodingColumn::encodingData(const QModelIndex &index, int role) const
{
    const QModelIndex row = sourceModel()->index(index.row(), 0);
    switch (role) {
    case Qt::DisplayRole:
        return shownName(m_lookup ? m_lookup(row) : QString());
    case Qt::ToolTipRole: {
        const QString encoding = m_lookup ? m_lookup(row) : QString();
        if (encoding == QLatin1String("msgpack"))
            return Tr::tr("Its messages travel as binary MessagePack (smaller and quicker to "
                          "read than JSON).");
        if (encoding == QLatin1String("json"))
            return Tr::tr("Its messages travel as JSON text.");
        return {};
    }
    case Qt::ForegroundRole:
    case Qt::FontRole:
    case Qt::BackgroundRole:
        return row.data(role);
    default:
        // The row's own roles (its session id, whether it is a preview, …).
        return role >= Qt::UserRole ? row.data(role) : QVariant();
    }
}

QVariant EncodingColumn::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !sourceModel() || section != encodingColumn())
        return QIdentityProxyModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return Tr::tr("Encoding");
    if (role == Qt::ToolTipRole)
        return Tr::tr("How the session's messages travel: JSON text or binary MessagePack");
    return {};
}

} // namespace icui
