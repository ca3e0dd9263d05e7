#include "ui/connections/ToolSessionsFilter.h"

#include "ui/connections/TwoLineHeaders.h"

#include "panel/ToolSessionsModel.h"

#include <QBrush>
#include <QPalette>
#include <QWidget>

namespace icui {

ToolSessionsFilter::ToolSessionsFilter(QWidget *view, QObject *parent)
    : QSortFilterProxyModel(parent), m_view(view)
{
}

void ToolSessionsFilter::setShowPreviews(bool show)
{
    if (show == m_showPreviews)
        return;
    m_showPreviews = show;
    invalidateFilter();
}

int ToolSessionsFilter::previewCount() const
{
    const QAbstractItemModel *source = sourceModel();
    if (!source)
        return 0;
    int count = 0;
    for (int row = 0; row < source->rowCount(); ++row) {
        if (source->index(row, 0).data(icpanel::ToolSessionsModel::PreviewRole).toBool())
            ++count;
    }
    return count;
}

QVariant ToolSessionsFilter::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && m_view &&
        index.data(icpanel::ToolSessionsModel::PreviewRole).toBool())
        return QBrush(m_view->palette().color(QPalette::PlaceholderText));
    return QSortFilterProxyModel::data(index, role);
}

QVariant ToolSessionsFilter::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !sourceModel())
        return QSortFilterProxyModel::headerData(section, orientation, role);
    // The tool's name and what it may see stretch: their titles stay on one line.
    const bool stretches = section == icpanel::ToolSessionsModel::ToolColumn ||
                           section == icpanel::ToolSessionsModel::CategoriesColumn;
    return TwoLineHeaders::header(sourceModel(), section, role, !stretches);
}

bool ToolSessionsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return m_showPreviews || !sourceModel()
                                  ->index(sourceRow, 0, sourceParent)
                                  .data(icpanel::ToolSessionsModel::PreviewRole)
                                  .toBool();
}

} // namespace icui
