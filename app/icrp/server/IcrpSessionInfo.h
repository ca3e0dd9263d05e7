#pragma once
// A read-only view of one session, for ic/remote.connections and the panel's tables.

#include "icrp/protocol/Grant.h"

#include <QByteArray>
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
    /// "json" or "msgpack": how its messages travel (WebSocket: chosen at the handshake; HTTP:
    /// the Content-Type of its latest request).
    QString encoding = QStringLiteral("json");
    QDateTime connectedAt; // UTC
    qint64 messagesIn = 0;
    qint64 messagesOut = 0;
    /// Subscribed category names, then individually subscribed event names.
    QStringList subscriptions;
    /// The User-Agent the client sent (WebSocket upgrade or HTTP identify), cleaned by
    /// userAgentFrom(); empty when it sent none. Said by the client, never proof of who it is:
    /// for the panel's own tables only, not on the wire (toJson leaves it out).
    QString userAgent;

    /// At most this many characters of a User-Agent are kept.
    static constexpr qsizetype kMaxUserAgent = 256;
    /// A User-Agent header as plain text: decoded as UTF-8, controls and bidirectional
    /// overrides written out (ic::ForeignText), trimmed, at most kMaxUserAgent characters.
    static QString userAgentFrom(const QByteArray &header);

    /// The shape of ic/remote.connections (docs/icrp-spec.md §10.16).
    QJsonObject toJson() const;
};

} // namespace icrp
