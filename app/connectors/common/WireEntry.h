#pragma once
// One thing a connector saw on its wire, for the window's live log: when, which way, on which
// channel (a socket, a file, a nick…) and the bytes as they went.

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace icconnectors {

struct WireEntry
{
    enum class Direction {
        Sent,
        Received,
        Note, ///< what the connector itself has to say (a timeout, a stale answer cleared…)
    };

    QDateTime at;
    Direction direction = Direction::Note;
    QString channel;
    QByteArray bytes;
};

} // namespace icconnectors
