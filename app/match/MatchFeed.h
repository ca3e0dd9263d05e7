#pragma once
// The Match page's event feed: kills, buildings, production, chat, pings and admin actions as
// they arrive, newest last, each a sentence with its game time. Bounded: past `capacity` the
// oldest lines go. MatchFeedFilter narrows it by category and search text.

#include <QAbstractListModel>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace icmatch {

class MatchFeed : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { CategoryRole = Qt::UserRole + 1, TypeRole, TickRole, SentenceRole };
    struct Entry
    {
        qint64 tick = 0;
        QString category;
        QString type;
        QString sentence;
    };

    explicit MatchFeed(QObject *parent = nullptr, int capacity = 2000);

    void setTickRate(int tickRate) { m_tickRate = tickRate; }
    void append(const QString &category, const QString &type, qint64 tick, const QJsonObject &data);
    void clear();
    const QList<Entry> &entries() const { return m_entries; }
    /// "12:34" for a tick at the current tick rate.
    QString clockText(qint64 tick) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    int m_capacity;
    int m_tickRate = 15;
    QList<Entry> m_entries;
};

} // namespace icmatch
