#pragma once
// OA1 on one IRC channel, both directions, without the IRC connection itself: receive() takes
// every line the IRC client parsed and keeps only frames (seed 004 §9: PRIVMSG, to the
// channel, text starting "OA1 ", from an allowed nick, never from our own nick), reassembles
// them (Oa1Reassembler, its partial timeout on a timer) and reports whole messages; send()
// escapes and chunks a payload into frames that fit both the frame payload limit and the IRC
// line budget, and hands each frame's text to lineOut() for the IRC client's paced queue.
// Counters tell what was sent, received and ignored, for the figures.

#include "common/Result.h"
#include "connectors/oa1/wire/IrcMessage.h"
#include "connectors/oa1/wire/Oa1Limits.h"
#include "connectors/oa1/wire/Oa1Message.h"
#include "connectors/oa1/wire/Oa1Reassembler.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <functional>

namespace icconnectors::oa1 {

class Oa1Link : public QObject
{
    Q_OBJECT
public:
    struct Filter
    {
        QString channel;
        QString ownNick;
        /// Only these nicks' frames count (compared without case); none: nobody's.
        QStringList allowedNicks;
    };

    struct Counters
    {
        quint64 framesSent = 0;
        quint64 framesReceived = 0;
        quint64 duplicates = 0;
        /// PRIVMSG text in the channel that is not a frame.
        quint64 noise = 0;
        /// Frames from a nick that is not allowed (spoofing, or a stranger's bot).
        quint64 foreign = 0;
        /// Frames that carry our own nick (an echo).
        quint64 own = 0;
        /// Frames refused by the acceptor or the reassembler (stale ids, past limits).
        quint64 ignored = 0;
    };

    /// Decides whether a frame from an allowed sender is one this side wants (a client takes
    /// RES/ERR of its requests, a server REQ/CANCEL).
    using Acceptor = std::function<bool(const QString &sender, const Oa1Frame &frame)>;

    explicit Oa1Link(const Oa1Limits &limits, QObject *parent = nullptr);

    void setFilter(const Filter &filter) { m_filter = filter; }
    void setOwnNick(const QString &nick) { m_filter.ownNick = nick; }
    const Filter &filter() const { return m_filter; }
    void setAcceptor(Acceptor acceptor) { m_acceptor = std::move(acceptor); }
    /// The most PRIVMSG text bytes the IRC line may carry (IrcClient::textBudget()).
    void setLineBudget(int bytes) { m_lineBudget = bytes; }
    const Oa1Limits &limits() const { return m_limits; }
    const Counters &counters() const { return m_counters; }

    /// One line from the IRC server.
    void receive(const IrcMessage &message);
    /// Sends `utf8` as a stream of frames; the number of frames, or "too_large" when its
    /// escaped form passes the aggregate cap (nothing is sent then).
    ic::Result<int> send(Oa1Frame::Type type, const QByteArray &id, const QByteArray &utf8);
    /// Forgets a stream being received (cancelled, given up).
    void drop(const QString &sender, Oa1Frame::Type type, const QByteArray &id);

Q_SIGNALS:
    /// A frame's text, to send as a PRIVMSG to the channel.
    void lineOut(const QByteArray &text);
    /// A frame accepted for reassembly (before it completes anything).
    void frameAccepted(const QString &sender, const icconnectors::oa1::Oa1Frame &frame);
    void messageReceived(const icconnectors::oa1::Oa1Message &message);
    /// A REQ stream over the aggregate cap: refused, its later chunks ignored.
    void streamTooLarge(const QString &sender, const QByteArray &id);
    /// A stream that stayed incomplete for the partial timeout.
    void streamExpired(const icconnectors::oa1::Oa1Reassembler::Expired &expired);
    void countersChanged();

private:
    bool isFromChannel(const IrcMessage &message) const;
    bool isAllowed(const QString &nick) const;
    void handleFrame(const QString &sender, const QString &origin, const Oa1Frame &frame);
    void scheduleExpiry();
    void expireNow();
    int framePayloadBudget(const Oa1Frame &frame) const;

    Oa1Limits m_limits;
    Filter m_filter;
    Acceptor m_acceptor;
    int m_lineBudget = 400;
    Oa1Reassembler m_reassembler;
    Counters m_counters;
    QElapsedTimer m_clock;
    QTimer m_expiry;
};

} // namespace icconnectors::oa1
