#include "relayclient/RelayEventLog.h"

#include "relayclient/Tr.h"

#include "common/GameTime.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

namespace icrelayclient {

namespace {

/// "Kestrel, Quill vs Wren, Odessa" from an event's players (present ones, by team).
QString teamsOf(const QJsonArray &players)
{
    QMap<int, QStringList> byTeam;
    for (const QJsonValue &v : players) {
        const QJsonObject p = v.toObject();
        if (p.value(QLatin1String("present")).toBool(true))
            byTeam[p.value(QLatin1String("team")).toInt(-1)].append(
                p.value(QLatin1String("name")).toString());
    }
    QStringList sides;
    for (const QStringList &names : std::as_const(byTeam))
        sides.append(names.join(QStringLiteral(", ")));
    return sides.join(Tr::tr(" vs "));
}

QString endSentence(const QString &relay, const RelayMatchEvent &e)
{
    const QJsonObject &d = e.data;
    const int winner = d.value(QLatin1String("winner_team")).toInt(-1);
    const QString after = ic::gameTimeText(
        qint64(d.value(QLatin1String("duration_seconds")).toDouble(e.gameTimeSeconds)));
    if (winner < 0)
        return Tr::tr("%1 on %2: no team won; it ended after %3").arg(e.gameId, relay, after);
    QStringList winners;
    for (const QJsonValue &w : d.value(QLatin1String("winners")).toArray())
        winners.append(w.toString());
    const QString reason = d.value(QLatin1String("reason")).toString();
    QString how;
    if (reason == QLatin1String("annihilation"))
        how = Tr::tr("by annihilation");
    else if (reason == QLatin1String("time_limit"))
        how = Tr::tr("at the time limit");
    else
        how = reason.isEmpty() ? Tr::tr("in the end") : Tr::tr("(%1)").arg(reason);
    return Tr::tr("%1 on %2: Team %3 won (%4) %5 after %6")
        .arg(e.gameId, relay, QString::number(winner + 1), winners.join(QStringLiteral(", ")), how,
             after);
}

QString playerSentence(const RelayMatchEvent &e, bool kicked)
{
    const QString player = e.data.value(QLatin1String("player")).toString();
    const QString reason = e.data.value(QLatin1String("reason")).toString();
    if (kicked)
        return reason.isEmpty() ? Tr::tr("%1 was kicked from %2").arg(player, e.gameId)
                                : Tr::tr("%1 was kicked from %2: %3").arg(player, e.gameId, reason);
    return reason.isEmpty() ? Tr::tr("%1 left %2").arg(player, e.gameId)
                            : Tr::tr("%1 left %2: %3").arg(player, e.gameId, reason);
}

} // namespace

RelayEventLog::RelayEventLog(QObject *parent) : QAbstractListModel(parent) {}

QString RelayEventLog::sentenceOf(const QString &relay, const RelayMatchEvent &e)
{
    switch (e.type) {
    case RelayMatchEvent::Type::GameStart:
        return Tr::tr("%1 started on %2 (%3)")
            .arg(e.gameId, e.data.value(QLatin1String("map")).toString(),
                 teamsOf(e.data.value(QLatin1String("players")).toArray()));
    case RelayMatchEvent::Type::GameEnd:
        return endSentence(relay, e);
    case RelayMatchEvent::Type::PlayerKick:
        return playerSentence(e, true);
    case RelayMatchEvent::Type::PlayerLeave:
        return playerSentence(e, false);
    case RelayMatchEvent::Type::Other:
        break;
    }
    return Tr::tr("%1 on %2: %3").arg(e.gameId, relay, e.typeName);
}

void RelayEventLog::addMatchEvent(const QString &relay, const RelayMatchEvent &event,
                                  const std::optional<RelayGameInfo> &game)
{
    append({relay, event.gameId, event.typeName,
            event.at.isValid() ? event.at.toUTC() : QDateTime::currentDateTimeUtc(),
            sentenceOf(relay, event)});
    keepEvent(relay, event);
    if (auto result = RelayMatchResult::fromEvent(relay, event, game)) {
        if (m_results.size() >= kMaxResults)
            m_results.removeFirst();
        m_results.append(*result);
        Q_EMIT resultAdded(*result);
    }
}

void RelayEventLog::addAnnouncement(const QString &relay, const QString &message,
                                    const QString &gameId, const QDateTime &at)
{
    const QString text = gameId.isEmpty()
                             ? Tr::tr("Announcement on %1: %2").arg(relay, message)
                             : Tr::tr("Announcement in %1 on %2: %3").arg(gameId, relay, message);
    append({relay, gameId, QStringLiteral("announcement"), at.toUTC(), text});
    keepAnnouncement(relay, {gameId, message, at.toUTC()});
}

void RelayEventLog::addAdminAction(const QString &relay, const QString &gameId, const QString &text,
                                   const QDateTime &at)
{
    append({relay, gameId, QStringLiteral("admin"), at.toUTC(), text});
}

void RelayEventLog::append(Entry entry)
{
    if (m_entries.size() >= kMaxEntries) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(std::move(entry));
    endInsertRows();
}

QString RelayEventLog::sentence(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).text : QString();
}

void RelayEventLog::clear()
{
    beginResetModel();
    m_entries.clear();
    m_results.clear();
    m_pastEvents.clear();
    m_pastAnnouncements.clear();
    endResetModel();
}

void RelayEventLog::forgetRelay(const QString &relay)
{
    m_pastEvents.removeIf([&relay](const auto &e) { return e.first == relay; });
    m_pastAnnouncements.removeIf([&relay](const auto &a) { return a.first == relay; });
}

int RelayEventLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant RelayEventLog::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // When it happened, as the Log page's lines begin (the twenty-seventh newcomer).
        return QStringLiteral("%1  %2").arg(
            QLocale().toString(e.at.toLocalTime().time(), QLocale::ShortFormat), e.text);
    case Qt::ToolTipRole:
        return Tr::tr("%1, %2").arg(e.relay,
                                    QLocale().toString(e.at.toLocalTime(), QLocale::ShortFormat));
    case RelayRole:
        return e.relay;
    case GameIdRole:
        return e.gameId;
    case TypeRole:
        return e.type;
    case TimeRole:
        return e.at;
    default:
        return {};
    }
}

void RelayEventLog::keepEvent(const QString &relay, const RelayMatchEvent &event)
{
    if (m_pastEvents.size() >= kMaxResults)
        m_pastEvents.removeFirst();
    m_pastEvents.append({relay, event});
}

void RelayEventLog::keepAnnouncement(const QString &relay, const RelayAnnouncement &announcement)
{
    if (m_pastAnnouncements.size() >= kMaxResults)
        m_pastAnnouncements.removeFirst();
    m_pastAnnouncements.append({relay, announcement});
}

QList<RelayMatchEvent> RelayEventLog::eventsOf(const QString &relay, const QString &gameId) const
{
    QList<RelayMatchEvent> events;
    for (const auto &[from, event] : m_pastEvents) {
        if (from == relay && event.gameId == gameId)
            events.append(event);
    }
    return events;
}

QList<RelayAnnouncement> RelayEventLog::announcementsOf(const QString &relay,
                                                        const QString &gameId) const
{
    QList<RelayAnnouncement> said;
    for (const auto &[from, announcement] : m_pastAnnouncements) {
        if (from == relay && (announcement.gameId.isEmpty() || announcement.gameId == gameId))
            said.append(announcement);
    }
    return said;
}

QHash<int, QByteArray> RelayEventLog::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(RelayRole, "relay");
    names.insert(GameIdRole, "gameId");
    names.insert(TypeRole, "type");
    names.insert(TimeRole, "time");
    return names;
}

} // namespace icrelayclient
