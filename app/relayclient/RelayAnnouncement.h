#pragma once
// One relay/announcement as a value (docs/icrp-spec.md §19.7): the message, the game it went to
// (empty: every game of the relay) and when the panel got it.

#include <QDateTime>
#include <QString>

namespace icrelayclient {

struct RelayAnnouncement
{
    /// Empty for a relay-wide announcement.
    QString gameId;
    QString message;
    /// UTC, when the panel got it.
    QDateTime at;
};

} // namespace icrelayclient
