#pragma once
// What a relay method handler is told about the call it answers: who calls (session, grant
// with the session's tier), the params, and for a per-game method the game its game_id names
// (already checked against the token's scope).

#include "relay/RelayGrant.h"

#include <QJsonObject>
#include <QString>

namespace icrelay {

class RelayGame;

struct RelayCall
{
    QString sessionId;
    RelayGrant grant;
    QString clientName;
    QString method;
    /// The request's params ({} when absent), game_id included.
    QJsonObject params;
    /// The game of a per-game method; nullptr otherwise.
    RelayGame *game = nullptr;
};

} // namespace icrelay
