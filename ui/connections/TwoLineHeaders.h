#pragma once
// The column titles of the Connections page's tables on up to two lines ("Messages" over "in"),
// so a column is as wide as its contents and a word of its title, not as its whole title: the
// tables fit the window's first size without sideways scrolling. The one-line title stays in
// the header's tooltip (unless the model has a tooltip of its own). Everything else passes
// through unchanged.

#include <QIdentityProxyModel>

namespace icui {

class TwoLineHeaders : public QIdentityProxyModel
{
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// `title` broken at the space that makes its longer line shortest ("Messages\nout");
    /// a title of one word as it is.
    static QString twoLines(const QString &title);
    /// Columns whose title stays on one line (those that stretch anyway).
    void setOneLineColumns(const QList<int> &columns) { m_oneLine = columns; }

    /// What the header of a table shows for `role`: the source's title on two lines (on one
    /// when `wrap` is false), its tooltip or the one-line title as the tooltip.
    static QVariant header(const QAbstractItemModel *source, int section, int role,
                           bool wrap = true);

private:
    QList<int> m_oneLine;
};

} // namespace icui
