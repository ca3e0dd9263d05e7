#pragma once
// IcrpServer's record of one session (internal): a WebSocket connection from open to close, or
// an HTTP token from identify until it is revoked or idles out. Holds the grant, the
// subscriptions, the per-tick request budget, the counters, and for observers with a delay the
// queue of events still to send. Only IcrpServer uses it; the public view is IcrpSessionInfo.

#include "common/UnsentBudget.h"
#include "icrp/protocol/Grant.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpSessionInfo.h"
#include "icrp/server/WireEncoding.h"

#include <QDateTime>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <deque>
#include <functional>
#include <limits>
#include <memory>
#include <utility>

namespace icrp {

class IcrpSession final : public QObject
{
    Q_OBJECT
public:
    enum class Transport { WebSocket, Http };

    IcrpSession(QString id, Transport transport, QObject *parent = nullptr);

    /// Milliseconds of the monotonic clock that sessions and IcrpServer share.
    static qint64 nowMs();
    ~IcrpSession() override;

    const QString &id() const { return m_id; }
    Transport transport() const { return m_transport; }
    QString transportName() const;
    bool isWebSocket() const { return m_transport == Transport::WebSocket; }

    /// True when this identified WebSocket session should get the event now (grant, audience,
    /// subscription, sim_state interval); updates the sim_state bookkeeping when it does.
    bool takesEvent(const IcrpEvent &event);
    /// True when this identified WebSocket session could take an event of `category` named
    /// `type` at all (grant and subscription; not the audience or the sim_state interval), without
    /// touching any bookkeeping: whether the event is worth building.
    bool mayTake(EventCategory category, const QString &type) const;
    /// One outgoing message: its bytes in the session's encoding (JSON text as UTF-8, or
    /// MessagePack) and the same as one WebSocket frame, built once and written as it is to
    /// every session that takes it.
    struct Frame
    {
        QByteArray bytes;
        QByteArray wire;
        bool isEmpty() const { return bytes.isEmpty(); }
    };
    /// `bytes` (already in `encoding`) as a frame.
    static Frame frameOf(const QByteArray &bytes, WireEncoding encoding);
    /// `message` (an object, or a batch array) as a frame in `encoding`.
    static Frame frameOf(const QJsonValue &message, WireEncoding encoding);
    /// Sends one frame (already in this session's encoding) now (WebSocket only) and counts it.
    /// Once more than kMaxQueuedBytes wait unsent (the peer stopped reading), emits tooSlow()
    /// once and sends nothing more.
    void sendFrame(const Frame &frame);
    /// Sends a JSON-RPC message (or batch array) in this session's encoding.
    void send(const QJsonValue &message);
    static constexpr qint64 kMaxQueuedBytes = 16 * 1024 * 1024;
    /// From now on the socket's unsent bytes count in the process's budget (ic::UnsentBudget):
    /// when the budget closes this peer, tooSlow() is emitted as for kMaxQueuedBytes.
    void watchUnsent();
    /// Sends `frame` (already in this session's encoding) now, or, when the grant has an
    /// eventDelay, queues it until the game tick that is that much game time after `tick`
    /// (releaseDelayed).
    void deliverEvent(const Frame &frame, qint64 tick, int tickRate);
    /// Events held by the server (IcrpServer::holdEvents) go out in one piece per session.
    /// Whether this session can take them so now: a live connection of its own, no delay.
    bool canHold() const;
    /// Notes that the frames at [from, to) of the server's held bytes (of this session's
    /// encoding) are this session's next; counted now, written by writeHeld().
    void holdRange(qsizetype from, qsizetype to);
    bool holds() const { return !m_heldRanges.isEmpty(); }
    /// Writes this session's stretches of `held`: all of it at once when it is all of it (the
    /// connection then shares those bytes instead of copying them).
    void writeHeld(const QByteArray &held);
    /// Called by send() (answers, the hello; not events): the server writes what it holds
    /// first, so that the order stays.
    std::function<void()> beforeSend;
    /// Sends the queued events that are due at game tick `tick`.
    void releaseDelayed(qint64 tick);

    /// Adds or removes categories and event names (already validated).
    void addSubscriptions(EventCategories categories, const QStringList &events);
    void removeSubscriptions(EventCategories categories, const QStringList &events);
    /// Category names, then event names.
    QStringList subscriptionList() const;

    IcrpSessionInfo info() const;

    // --- state, read and written by IcrpServer ---
    QHostAddress peer;
    /// The browser Origin the WebSocket was opened from (empty: a native client).
    QString origin;
    QDateTime connectedAt = QDateTime::currentDateTimeUtc();
    bool identified = false;
    /// Its identify waits for the authenticator's verdict (the gateway asked the user).
    bool identifyPending = false;
    /// Taken out of the server's tables; only waiting to be deleted.
    bool closed = false;
    /// An HTTP request's one-off anonymous session (no password set): in no table.
    bool transient = false;
    /// Messages of this session being dispatched right now (a handler may close the session
    /// from inside; its answers still go out before the close frame).
    int dispatchDepth = 0;
    /// HTTP identifies seen in this transient session's request (at most one is honoured).
    int httpIdentifies = 0;
    Grant grant;
    QString clientName;
    /// How its messages travel: chosen at the WebSocket handshake (Accept or subprotocol), or
    /// by the Content-Type of its latest HTTP request.
    WireEncoding encoding = WireEncoding::Json;
    QString clientVersion;
    /// IcrpSessionInfo::userAgentFrom() of the upgrade request (WebSocket) or of the request
    /// that identified (HTTP).
    QString userAgent;
    quint64 generation = 0;
    qint64 messagesIn = 0;
    qint64 messagesOut = 0;
    int budget = 0;
    /// sim_state events at most every this many ticks (0: every one).
    int simStateInterval = 0;

    // WebSocket
    /// How far an unidentified connection got: what decides which one gives way when too many
    /// are identifying (IcrpServer::Private::makeRoomForHandshake).
    enum class Handshake { Waiting, Identifying, Refused };
    Handshake handshake = Handshake::Waiting;
    qint64 helloAtMs = 0;        // nowMs() when the hello went out
    QPointer<QWebSocket> socket; // a child of this session
    /// The connection under `socket`: frames made by frameOf() are written to it directly
    /// (QWebSocket writes each of its own frames whole and at once, so they never interleave).
    QPointer<QTcpSocket> tcp;
    QString challenge; // single-use; cleared once an identify used it
    QTimer identifyTimer;

    // HTTP
    QString token;
    qint64 lastUsedMs = 0;

Q_SIGNALS:
    void tooSlow();

private:
    QString m_id;
    Transport m_transport;
    EventCategories m_categories;
    QStringList m_events;
    QSet<QString> m_eventSet;
    qint64 m_lastSimStateTick = std::numeric_limits<qint64>::min();

    struct Delayed
    {
        qint64 dueTick;
        Frame frame;
    };
    std::deque<Delayed> m_delayed;
    bool m_tooSlow = false;
    std::unique_ptr<ic::UnsentBudget::Account> m_unsent;

    QList<std::pair<qsizetype, qsizetype>> m_heldRanges;

    void markTooSlow();
    /// Checks what waits unsent against the caps.
    void checkUnsent();
    /// Counts a frame just given to the socket and checks what waits unsent.
    void sent();
};

} // namespace icrp
