#pragma once
// One more column at the end of a table of ICRP sessions (the Connections page's two tables):
// how each session's messages travel, "JSON" or "MessagePack" (D071). The encoding comes from
// a lookup by the row (the source model itself does not carry it); refreshColumn() when the
// lookup's answers change. Every other column and role passes through unchanged; the new
// column's cells answer the row's own roles (session id, preview, …) as its first column does.

#include <QIdentityProxyModel>
#include <functional>

namespace icui {

class EncodingColumn : public QIdentityProxyModel
{
    Q_OBJECT
public:
    /// "json", "msgpack", or empty while unknown, for the row of `sourceRow` (its column 0).
    using Lookup = std::function<QString(const QModelIndex &sourceRow)>;

    explicit EncodingColumn(Lookup lookup, QObject *parent = nullptr);

    /// The column this proxy adds (the source's column count).
    int encodingColumn() const;
    /// What a cell shows for an encoding: "JSON", "MessagePack"; empty while unknown.
    static QString shownName(const QString &encoding);
    /// The lookup's answers changed: the column is read again.
    void refreshColumn();

    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    bool isEncodingCell(const QModelIndex &index) const;
    QVariant encodingData(const QModelIndex &index, int role) const;
    /// The source's rows `first`..`last` changed: so did their encoding cells.
    void sourceRowsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    Lookup m_lookup;
};

} // namespace icui
