#pragma once
// A column that stays on one line in a table that wraps (the Connections page's tables: the
// client's name and the subscriptions wrap, the tier, address, time and counts do not). Its
// cells are measured and drawn unwrapped, so a column sized to its contents gets its text's
// whole width (a wrapping table measures every cell at the column's present width).

#include <QStyledItemDelegate>

namespace icui {

class OneLineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace icui
