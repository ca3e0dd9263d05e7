#pragma once
// The Log page's view of the panel's log: the filter, and levels that stand out — warnings and
// errors get the style's warning and error icons in the Level column, and an error's line is
// drawn bold in the theme's error colour — so an error is never mistaken for an info line.

#include <QSortFilterProxyModel>

namespace icui {

class LogLevelStyle : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LogLevelStyle(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace icui
