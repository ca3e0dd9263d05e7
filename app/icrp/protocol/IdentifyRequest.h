#pragma once
// The parameters of ic/identify, read and checked by IcrpServer before any authenticator sees
// them.

#include "icrp/protocol/Tier.h"
#include "icrp/protocol/VersionRange.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace icrp {

struct IdentifyRequest
{
    VersionRange versions;
    Tier tier = Tier::Observer;
    /// Base64 text as sent; empty when the client sent none.
    QString authentication;
    /// Category names and event names, as sent (already checked to exist).
    QStringList subscriptions;
    QString clientName;
    QString clientVersion;
    QString toolId;
    QHostAddress peer;
    /// The browser Origin of the WebSocket upgrade or HTTP request; empty for native clients.
    QString origin;
    /// "websocket" or "http".
    QString transport;
    /// The session that asks (WebSocket), for an authenticator that answers later.
    QString sessionId;
    QJsonObject raw;
};

} // namespace icrp
