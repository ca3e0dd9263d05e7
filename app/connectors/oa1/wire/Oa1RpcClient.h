#pragma once
// The asking end of OA1 (seed 004 §5-§8) on an Oa1Link: request() sends a REQ stream under a
// fresh id and waits. The answer is the RES stream of that id (answered) or an ERR frame
// (failed, with the ERR's "code: message" split). Only RES/ERR frames of ids in flight are
// taken. The request timeout runs until the first frame of the answer; from then on the
// link's partial timeout decides (an answer of many paced lines may take longer than 30 s
// to arrive, but it must keep moving). Giving up (timeout or cancel()) sends CANCEL.

#include "connectors/oa1/wire/Oa1Link.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace icconnectors::oa1 {

class Oa1RpcClient : public QObject
{
    Q_OBJECT
public:
    explicit Oa1RpcClient(Oa1Link *link, QObject *parent = nullptr);
    ~Oa1RpcClient() override;

    /// Sends `utf8` as a request; its id, or why it cannot be sent (too_large). `timeoutMs`
    /// (> 0) replaces the limits' request timeout for this one.
    ic::Result<QByteArray> request(const QByteArray &utf8, int timeoutMs = 0);
    /// Gives up on a request: CANCEL goes out ("code: reason"), failed() reports `code`.
    void cancel(const QByteArray &id, const QString &reason,
                const QString &code = QStringLiteral("cancelled"));
    bool isPending(const QByteArray &id) const { return m_pending.contains(id); }
    /// Forgets every request in flight, quietly (no CANCEL, no failed()): the connection they
    /// were asked on is gone, and a late answer to one must not be taken.
    void forgetAll();
    int pending() const { return int(m_pending.size()); }

    static QByteArray newId();

Q_SIGNALS:
    void answered(const QByteArray &id, const icconnectors::oa1::Oa1Message &message,
                  qint64 roundTripMs);
    void failed(const QByteArray &id, const QString &code, const QString &message);

private:
    struct Pending
    {
        QTimer *timer = nullptr; ///< a child; deleteLater() when the request ends
        QElapsedTimer clock;
    };

    void onFrame(const Oa1Frame &frame);
    void onMessage(const Oa1Message &message);
    void onExpired(const Oa1Reassembler::Expired &expired);
    void giveUp(const QByteArray &id, const QString &code, const QString &message);
    /// Ends a request: false when it was not pending.
    bool take(const QByteArray &id);

    Oa1Link *m_link;
    QHash<QByteArray, Pending> m_pending;
};

} // namespace icconnectors::oa1
