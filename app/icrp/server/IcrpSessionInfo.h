#pragma once
// A read-only view of one session, for ic/remote.connections and the panel's tables.

#include "icrp/protocol/Grant.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace icrp {

struct IcrpSessionInfo
{
    QString sessionId;
    bool identified = false;
    Grant grant;
    QString clientName;
    QString clientVersion;
    QString remoteAddress;
    /// "websocket" or "http".
    QString transport;
    QDateTime connectedAt; // UTC
    qint64 messagesIn = 0;
    qint64 messagesOut = 0;
    /// Subscribed category names, then individually subscribed event names.
    QStringList subscriptions;

    /// The shape of ic/remote.connections (docs/icrp-spec.md §10.16).
    QJsonObject toJson() const;
};

} // namespace icrp
