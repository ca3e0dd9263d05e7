#include "match/MatchFeedFilter.h"

#include "match/MatchFeed.h"

namespace icmatch {

MatchFeedFilter::MatchFeedFilter(QObject *parent) : QSortFilterProxyModel(parent) {}

void MatchFeedFilter::setCategories(const QSet<QString> &categories)
{
    m_categories = categories;
    invalidateFilter();
}

void MatchFeedFilter::setSearch(const QString &text)
{
    m_search = text.trimmed();
    invalidateFilter();
}

bool MatchFeedFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_categories.isEmpty() &&
        !m_categories.contains(index.data(MatchFeed::CategoryRole).toString()))
        return false;
    return m_search.isEmpty() ||
           index.data(MatchFeed::SentenceRole).toString().contains(m_search, Qt::CaseInsensitive);
}

} // namespace icmatch
