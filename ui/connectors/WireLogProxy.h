#pragma once
// The wire log as the Other Games page shows it: filtered by the text typed, one line per
// message (line breaks and tabs of a message shown as spaces, so every row is one line high and
// what does not fit is elided), the whole text of every cell in its tooltip.

#include <QSortFilterProxyModel>

namespace icui {

class WireLogProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit WireLogProxy(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace icui
