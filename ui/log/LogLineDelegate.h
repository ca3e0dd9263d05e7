#pragma once
// The Log page's rows wrap: a long line ("The game at ws://… shut down its remote API. Start
// the game or enable the remote API again.") is shown whole on as many lines as its column's
// width needs, never cut with "…". The height of a row follows its column's width, which the
// delegate reads from the view's header and viewport (the view measures rows without it).

#include <QPointer>
#include <QStyledItemDelegate>

class QTreeView;

namespace icui {

class LogLineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    /// `view` shows the rows (its header gives the columns' widths).
    explicit LogLineDelegate(QTreeView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    /// The width `column` has, or is about to have (the last one stretches).
    int columnWidth(int column) const;

    QPointer<QTreeView> m_view;
};

} // namespace icui
