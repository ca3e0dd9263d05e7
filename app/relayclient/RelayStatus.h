#pragma once
// relay/status as a value: the relay's name and version and the figures of the whole relay
// (docs/icrp-spec.md §19.7).

#include "common/Result.h"

#include <QJsonValue>
#include <QString>

namespace icrelayclient {

struct RelayStatus
{
    QString server;
    QString version;
    qint64 uptimeSeconds = 0;
    int gamesHosted = 0;
    int gamesRunning = 0;
    int gamesPaused = 0;
    int gamesEnded = 0;
    /// Players still in a game that has not ended.
    int players = 0;
    /// Identified sessions.
    int sessions = 0;
    int tickRate = 0;

    static ic::Result<RelayStatus> fromJson(const QJsonValue &result);
};

} // namespace icrelayclient
