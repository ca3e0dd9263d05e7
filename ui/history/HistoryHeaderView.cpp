#include "ui/history/HistoryHeaderView.h"

#include <QFontMetrics>

namespace icui {

HistoryHeaderView::HistoryHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
}

int HistoryHeaderView::titlePadding() const
{
    return qMax(6, fontMetrics().averageCharWidth());
}

QSize HistoryHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (orientation() != Qt::Horizontal)
        return size;
    // A selected row highlights every title in bold: measured bold, so it never grows past.
    QFont bold = font();
    bold.setBold(true);
    const QString title =
        model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
    const int text = QFontMetrics(bold).horizontalAdvance(title);
    size.setWidth(qMax(size.width(), text + 2 * titlePadding()));
    return size;
}

} // namespace icui
