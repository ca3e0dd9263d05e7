#include "ui/appearance/PageListDelegate.h"

#include <QPainter>
#include <QPainterPath>

namespace icui {

PageListDelegate::PageListDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QSize PageListDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString text = index.data(Qt::DisplayRole).toString();
    const int textWidth = option.fontMetrics.horizontalAdvance(text);
    const int width = margin + padding + iconSize + gap + textWidth + trailing + margin;
    return {width, qMax(rowHeight, option.fontMetrics.height() + 14)};
}

void PageListDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    const QPalette &palette = option.palette;
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const bool enabled = option.state & QStyle::State_Enabled;
    // The view marks its current row so while the list has the keyboard focus.
    const bool focused = option.state & QStyle::State_HasFocus;
    const QRectF row = QRectF(option.rect).adjusted(margin, 1, -margin, -1);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (selected || hovered) {
        QColor fill =
            palette.color(enabled ? QPalette::Active : QPalette::Disabled, QPalette::Highlight);
        if (!selected)
            fill.setAlpha(40);
        QPainterPath path;
        path.addRoundedRect(row, radius, radius);
        painter->fillPath(path, fill);
    }
    if (focused && enabled)
        paintFocusRing(painter, row, palette, selected);

    const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
    const int left = int(row.left()) + padding;
    const QRect iconRect(left, option.rect.center().y() - iconSize / 2 + 1, iconSize, iconSize);
    icon.paint(painter, iconRect, Qt::AlignCenter, enabled ? QIcon::Normal : QIcon::Disabled);

    const QRect textRect(iconRect.right() + 1 + gap, option.rect.top(),
                         int(row.right()) - iconRect.right() - gap, option.rect.height());
    painter->setFont(option.font);
    painter->setPen(palette.color(enabled ? QPalette::Active : QPalette::Disabled,
                                  selected ? QPalette::HighlightedText : QPalette::Text));
    const QString text = option.fontMetrics.elidedText(index.data(Qt::DisplayRole).toString(),
                                                       Qt::ElideRight, textRect.width());
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine, text);
    painter->restore();
}

void PageListDelegate::paintFocusRing(QPainter *painter, const QRectF &row, const QPalette &palette,
                                      bool selected)
{
    // Inside the current row's rounded highlight: the highlighted text's colour on it, the
    // highlight's own colour on a row without one (the list's frame stays as it is).
    QColor ring =
        palette.color(QPalette::Active, selected ? QPalette::HighlightedText : QPalette::Highlight);
    if (selected)
        ring.setAlpha(220);
    const qreal inset = focusInset + focusWidth / 2;
    QPen pen(ring, focusWidth);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(row.adjusted(inset, inset, -inset, -inset), radius - inset / 2,
                             radius - inset / 2);
}

} // namespace icui
