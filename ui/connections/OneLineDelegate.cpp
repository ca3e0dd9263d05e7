#include "ui/connections/OneLineDelegate.h"

namespace icui {

void OneLineDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->features &= ~QStyleOptionViewItem::WrapText;
}

} // namespace icui
