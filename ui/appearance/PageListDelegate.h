#pragma once
// How the window's page list draws a page: a row tall enough to hit (rowHeight), the page's
// coloured icon and its name with room around them, and the current page as a rounded
// highlight in the palette's highlight colour; a row under the mouse gets a faint one. While the
// list has the keyboard focus, a ring inside the current row's highlight says where the keyboard
// is (as KeePassXC and OBS, no frame around the whole list).

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

    /// The focus ring's width and its distance inside the row's highlight.
    static constexpr qreal focusWidth = 1.5;
    static constexpr qreal focusInset = 2.0;

private:
    static void paintFocusRing(QPainter *painter, const QRectF &row, const QPalette &palette,
                               bool selected);

    static constexpr int margin = 3;   // between the highlight and the list's edge
    static constexpr int padding = 6;  // between the highlight's edge and the icon
    static constexpr int gap = 8;      // between the icon and the name
    static constexpr int trailing = 4; // after the name
};

} // namespace icui
