#pragma once
// The feed as the user narrowed it: only the categories switched on, and only lines containing
// the search text (case-insensitive).

#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>

namespace icmatch {

class MatchFeedFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit MatchFeedFilter(QObject *parent = nullptr);

    /// Categories shown; empty shows every one.
    void setCategories(const QSet<QString> &categories);
    void setSearch(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<QString> m_categories;
    QString m_search;
};

} // namespace icmatch
