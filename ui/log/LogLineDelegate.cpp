#include "ui/log/LogLineDelegate.h"

#include <QHeaderView>
#include <QTreeView>
#include <algorithm>

namespace icui {

LogLineDelegate::LogLineDelegate(QTreeView *view) : QStyledItemDelegate(view), m_view(view) {}

QSize LogLineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem wrapped(option);
    if (m_view) {
        // The style wraps the text to the option's width, and only when it is valid.
        wrapped.rect = QRect(0, 0, std::max(columnWidth(index.column()), 1),
                             std::max(option.rect.height(), 1));
    }
    return QStyledItemDelegate::sizeHint(wrapped, index);
}

int LogLineDelegate::columnWidth(int column) const
{
    const QHeaderView *header = m_view->header();
    // The last column stretches to the viewport's edge: its width from the viewport, which
    // has its new size before the header follows it.
    if (header->stretchLastSection() && header->visualIndex(column) == header->count() - 1)
        return std::max(m_view->viewport()->width() - header->sectionPosition(column),
                        header->minimumSectionSize());
    return header->sectionSize(column);
}

void LogLineDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->features |= QStyleOptionViewItem::WrapText;
    // A wrapped line's time, level and icon stand beside its first line.
    option->displayAlignment = (option->displayAlignment & Qt::AlignHorizontal_Mask) | Qt::AlignTop;
    option->decorationAlignment =
        (option->decorationAlignment & Qt::AlignHorizontal_Mask) | Qt::AlignTop;
}

} // namespace icui
