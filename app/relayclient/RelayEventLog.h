#pragma once
// The Tournament page's feed: every relay/match.event of the relays added, and their
// relay/announcements, and the admin actions done from this panel (pause, resume, announce, kick,
// ban, lift a ban), as sentences a person reads ("game-003 on Demo Relay: Team 2 won (Wren,
// Odessa) by annihilation after 6:52"), newest last, the last kMaxEntries kept. It also keeps the
// result of every game_end seen (results(), the last kMaxResults), which Export Results CSV
// writes.

#include "relayclient/RelayAnnouncement.h"
#include "relayclient/RelayGameInfo.h"
#include "relayclient/RelayMatchEvent.h"
#include "relayclient/RelayMatchResult.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <optional>

namespace icrelayclient {

class RelayEventLog : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        RelayRole = Qt::UserRole + 1,
        GameIdRole,
        /// The relay's type ("game_start", "game_end", "player_kick", …), "announcement", or
        /// "admin" for the panel's own admin actions.
        TypeRole,
        /// QDateTime, UTC.
        TimeRole,
    };
    static constexpr int kMaxEntries = 1000;
    static constexpr int kMaxResults = 10'000;

    explicit RelayEventLog(QObject *parent = nullptr);

    /// Adds the event's sentence (and, for game_end, its result). `game`: the game as listed,
    /// when known (its map and mode for the result).
    void addMatchEvent(const QString &relay, const RelayMatchEvent &event,
                       const std::optional<RelayGameInfo> &game = std::nullopt);
    /// An announcement the relay sent; `gameId` empty for a relay-wide one.
    void addAnnouncement(const QString &relay, const QString &message, const QString &gameId,
                         const QDateTime &at = QDateTime::currentDateTimeUtc());
    /// A line for what an admin did from this panel ("Paused game-006 on Demo Relay."), as its
    /// answer said it; TypeRole "admin". `gameId` empty for a relay-wide action.
    void addAdminAction(const QString &relay, const QString &gameId, const QString &text,
                        const QDateTime &at = QDateTime::currentDateTimeUtc());
    QList<RelayMatchResult> results() const { return m_results; }
    QString sentence(int row) const;
    /// The match events of `gameId` on `relay` seen so far, oldest first: what a game window
    /// opened later shows as what happened before (RelayGameFeed::showEarlier).
    QList<RelayMatchEvent> eventsOf(const QString &relay, const QString &gameId) const;
    /// The announcements to that game and to every game of `relay` seen so far, oldest first.
    QList<RelayAnnouncement> announcementsOf(const QString &relay, const QString &gameId) const;
    void clear();
    /// Forgets what `relay` said of its games (its lines stay): a relay removed, or another
    /// added later under its name, starts no game window with the old one's events.
    void forgetRelay(const QString &relay);

    /// The sentence of an event (also for tests and notifications).
    static QString sentenceOf(const QString &relay, const RelayMatchEvent &event);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void resultAdded(const icrelayclient::RelayMatchResult &result);

private:
    struct Entry
    {
        QString relay;
        QString gameId;
        QString type;
        QDateTime at;
        QString text;
    };
    void append(Entry entry);
    /// Every game's events and announcements as values, the last kMaxResults of each.
    void keepEvent(const QString &relay, const RelayMatchEvent &event);
    void keepAnnouncement(const QString &relay, const RelayAnnouncement &announcement);

    QList<Entry> m_entries;
    QList<RelayMatchResult> m_results;
    QList<std::pair<QString, RelayMatchEvent>> m_pastEvents;
    QList<std::pair<QString, RelayAnnouncement>> m_pastAnnouncements;
};

} // namespace icrelayclient
