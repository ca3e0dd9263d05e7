#pragma once
// What the panel has seen of the matches it switched away from: per match (MatchModel's
// matchKey(): game address, seed, map, mode) the army/credit series the charts draw and the
// events the feed tells, so that coming back to the same match shows it from where the panel
// first saw it, not from the moment it came back (the seventeenth newcomer: Demo's chart began
// again at 4:50 after a look at another game). Bounded: the last `matches` matches left are kept,
// the oldest goes first; each match's events are bounded by the feed's capacity.

#include "match/MatchSeries.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace icmatch {

class MatchMemory
{
public:
    /// An event as the feed was given it.
    struct Event
    {
        QString category;
        QString type;
        qint64 tick = 0;
        QJsonObject data;
    };
    /// What the view held of one match.
    struct Seen
    {
        MatchSeries series;
        QList<Event> events;
    };

    explicit MatchMemory(int matches = 4);

    /// Keeps `seen` as the newest memory of `key` (replacing an older one of it).
    void keep(const QString &key, Seen seen);
    /// The memory of `key`, forgotten here (the view holds it again); nothing when none.
    std::optional<Seen> take(const QString &key);
    qsizetype size() const { return m_matches.size(); }

private:
    struct Kept
    {
        QString key;
        Seen seen;
    };
    int m_limit;
    /// Oldest first.
    QList<Kept> m_matches;
};

} // namespace icmatch
