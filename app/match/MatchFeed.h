#pragma once
// The Match page's event feed: kills, buildings, production, chat, pings and admin actions as
// they arrive, newest last, each a sentence with its game time. One line per happening: a game
// that says the same thing twice (a pause as a match event and as a server status, an
// announcement as chat and as a server status, a kick as a leave and as an admin event) gives
// one line, naming who did it. Bounded: past `capacity` the oldest lines go. MatchFeedFilter
// narrows it by category and search text.

#include <QAbstractListModel>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace icmatch {

class MatchFeed : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { CategoryRole = Qt::UserRole + 1, TypeRole, TickRole, SentenceRole, WhoRole };
    struct Entry
    {
        qint64 tick = 0;
        QString category;
        QString type;
        QString sentence;
        /// Who did it (eventActor()), for the export's audit trail.
        QString who;
        QJsonObject data;
        /// A second event of the same happening was folded into this line.
        bool folded = false;
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
    /// The recent line that tells of the same happening as this event, or -1.
    qsizetype twinOf(const QString &type, qint64 tick, const QJsonObject &data) const;
    /// Folds the event into its twin `row`: the admin's name, a kick's fuller sentence.
    void fold(qsizetype row, const QString &category, const QString &type, const QJsonObject &data);

    int m_capacity;
    int m_tickRate = 15;
    QList<Entry> m_entries;
};

} // namespace icmatch
