#include "match/MatchFeed.h"

#include "match/MatchEventText.h"
#include "match/MatchSummary.h"
#include "match/Tr.h"

#include <algorithm>
#include <cstdlib>

namespace icmatch {
namespace {

/// The server status a game sends beside a pause / resume or an announcement.
bool isStatus(const QString &type)
{
    return type == QLatin1String("server_status");
}

bool sameHappening(const QString &typeA, const QJsonObject &a, const QString &typeB,
                   const QJsonObject &b)
{
    if (isStatus(typeB) && !isStatus(typeA))
        return sameHappening(typeB, b, typeA, a);
    if (isStatus(typeA) && a.contains(u"paused"))
        return typeB ==
               (a.value(u"paused").toBool() ? QLatin1String("pause") : QLatin1String("resume"));
    if (isStatus(typeA))
        return typeB == QLatin1String("chat_message") &&
               b.value(u"from").toString() == QLatin1String("Server") &&
               b.value(u"message") == a.value(u"message");
    const auto kickAndLeave = [](const QString &kick, const QString &leave) {
        return kick == QLatin1String("kick") && leave == QLatin1String("player_leave");
    };
    return (kickAndLeave(typeA, typeB) || kickAndLeave(typeB, typeA)) &&
           a.value(u"player").toString() == b.value(u"player").toString();
}

} // namespace

MatchFeed::MatchFeed(QObject *parent, int capacity)
    : QAbstractListModel(parent), m_capacity(std::max(capacity, 1))
{
}

void MatchFeed::append(const QString &category, const QString &type, qint64 tick,
                       const QJsonObject &data)
{
    if (const qsizetype twin = twinOf(type, tick, data); twin >= 0)
        return fold(twin, category, type, data);
    if (m_entries.size() >= m_capacity) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size()));
    m_entries.append(
        {tick, category, type, describeEvent(type, data), eventActor(category, data), data});
    endInsertRows();
}

qsizetype MatchFeed::twinOf(const QString &type, qint64 tick, const QJsonObject &data) const
{
    // The twin comes right before or after, at the same moment give or take a second.
    const qint64 near = std::max(m_tickRate, 1);
    for (qsizetype row = m_entries.size() - 1; row >= 0 && row >= m_entries.size() - 4; --row) {
        const Entry &e = m_entries.at(row);
        if (!e.folded && std::abs(e.tick - tick) <= near &&
            sameHappening(e.type, e.data, type, data))
            return row;
    }
    return -1;
}

void MatchFeed::fold(qsizetype row, const QString &category, const QString &type,
                     const QJsonObject &data)
{
    Entry &e = m_entries[row];
    e.folded = true;
    // A kick names the admin and the reason; a server status that came first gives way to
    // what the game said it was (a pause, a resume, an announcement's chat line), so the line
    // and the export name the same event whichever of the two arrived first.
    const bool statusFirst = isStatus(e.type) && !isStatus(type);
    if (statusFirst) {
        e.category = category;
        e.data = data;
    }
    if (statusFirst || type == QLatin1String("kick")) {
        e.type = type;
        e.sentence = describeEvent(type, data);
    }
    const QString who = eventActor(category, data);
    if (category == QLatin1String("admin") && !who.isEmpty())
        e.who = who;
    const QModelIndex changed = index(int(row));
    Q_EMIT dataChanged(changed, changed);
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
    case Qt::ToolTipRole:
        return Tr::tr("%1  %2").arg(clockText(e.tick), e.sentence);
    case CategoryRole:
        return e.category;
    case TypeRole:
        return e.type;
    case TickRole:
        return e.tick;
    case SentenceRole:
        return e.sentence;
    case WhoRole:
        return e.who;
    default:
        return {};
    }
}

} // namespace icmatch
