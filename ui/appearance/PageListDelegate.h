#pragma once
// How the window's page list draws a page: a row tall enough to hit (rowHeight), the page's
// coloured icon and its name with room around them, and the current page as a rounded
// highlight in the palette's highlight colour; a row under the mouse gets a faint one. The list's
// own focus ring (MainWindow) says where the keyboard is.

#include <QStyledItemDelegate>

namespace icui {

class PageListDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit PageListDelegate(QObject *parent = nullptr);

    /// The rows' height: at least this, more if the font needs it.
    static constexpr int rowHeight = 34;
    /// The icons' size in the list.
    static constexpr int iconSize = 22;
    /// The highlight's corner radius.
    static constexpr qreal radius = 6.0;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static constexpr int margin = 3;   // between the highlight and the list's edge
    static constexpr int padding = 6;  // between the highlight's edge and the icon
    static constexpr int gap = 8;      // between the icon and the name
    static constexpr int trailing = 4; // after the name
};

} // namespace icui
