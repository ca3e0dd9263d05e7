#include "match/MatchFeed.h"

#include "match/MatchEventText.h"
#include "match/MatchSummary.h"
#include "match/Tr.h"

#include <algorithm>

namespace icmatch {

MatchFeed::MatchFeed(QObject *parent, int capacity)
    : QAbstractListModel(parent), m_capacity(std::max(capacity, 1))
{
}

void MatchFeed::append(const QString &category, const QString &type, qint64 tick,
                       const QJsonObject &data)
{
    if (m_entries.size() >= m_capacity) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size()));
    m_entries.append({tick, category, type, describeEvent(type, data)});
    endInsertRows();
}

void MatchFeed::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

QString MatchFeed::clockText(qint64 tick) const
{
    return icmatch::clockText(tick, m_tickRate);
}

int MatchFeed::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant MatchFeed::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return Tr::tr("%1  %2").arg(clockText(e.tick), e.sentence);
    case CategoryRole:
        return e.category;
    case TypeRole:
        return e.type;
    case TickRole:
        return e.tick;
    case SentenceRole:
        return e.sentence;
    default:
        return {};
    }
}

} // namespace icmatch
