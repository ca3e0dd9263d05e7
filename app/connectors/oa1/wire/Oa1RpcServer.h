#pragma once
// The answering end of OA1 (seed 004 §5-§8) on an Oa1Link: it takes REQ and CANCEL frames,
// reports each whole request (requestReceived) and sends its answer as a RES stream
// (respond) or an ERR frame (fail). It answers on its own: a request over the aggregate cap
// with "too_large", one that stays incomplete for the partial timeout with "incomplete". A
// CANCEL is honoured: the request is dropped (its answer, when it comes, is not sent) and
// cancelled() says so.
//
// A requester is its full IRC prefix (nick!user@host, Oa1Message::origin), not its nick: IRC
// nicks are not authenticated. RES and ERR frames carry only the id, so a REQ whose id is
// pending for another requester is ignored: answering it would answer into the other's id.

#include "connectors/oa1/wire/Oa1Link.h"

#include <QObject>
#include <QSet>

namespace icconnectors::oa1 {

class Oa1RpcServer : public QObject
{
    Q_OBJECT
public:
    explicit Oa1RpcServer(Oa1Link *link, QObject *parent = nullptr);

    /// Sends the answer; false (nothing sent) when the request is not pending (cancelled, or
    /// answered already). An answer over the cap goes out as ERR too_large instead.
    bool respond(const QString &origin, const QByteArray &id, const QByteArray &utf8);
    /// Sends "OA1 ERR id 1 0 code: message"; false when the request is not pending.
    bool fail(const QString &origin, const QByteArray &id, const QString &code,
              const QString &message);
    int pending() const { return int(m_pending.size()); }
    /// The requests of `origin` still pending, by id.
    QList<QByteArray> pendingOf(const QString &origin) const;

Q_SIGNALS:
    /// `origin` is the requester's nick!user@host: pass it to respond() and fail().
    void requestReceived(const QString &origin, const QByteArray &id, const QByteArray &payload);
    void cancelled(const QString &origin, const QByteArray &id);

private:
    using PendingKey = QPair<QString, QByteArray>;

    void onMessage(const Oa1Message &message);
    void sendError(const QByteArray &id, const QString &code, const QString &message);
    bool isPendingForAnother(const PendingKey &key) const;

    Oa1Link *m_link;
    QSet<PendingKey> m_pending;
};

} // namespace icconnectors::oa1
