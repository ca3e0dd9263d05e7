#include "connectors/oa1/wire/Oa1Link.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Codec.h"
#include "connectors/oa1/wire/Oa1Log.h"

namespace icconnectors::oa1 {

Oa1Link::Oa1Link(const Oa1Limits &limits, QObject *parent)
    : QObject(parent), m_limits(limits), m_reassembler(limits)
{
    m_limits.maxFramePayloadBytes =
        qMax(m_limits.maxFramePayloadBytes, Oa1Limits::kMinFramePayload);
    m_clock.start();
    m_expiry.setSingleShot(true);
    connect(&m_expiry, &QTimer::timeout, this, &Oa1Link::expireNow);
}

bool Oa1Link::isFromChannel(const IrcMessage &message) const
{
    return message.command == "PRIVMSG" && message.params.size() >= 2 &&
           QString::fromUtf8(message.params.at(0)).compare(m_filter.channel, Qt::CaseInsensitive) ==
               0;
}

bool Oa1Link::isAllowed(const QString &nick) const
{
    return m_filter.allowedNicks.contains(nick, Qt::CaseInsensitive);
}

void Oa1Link::receive(const IrcMessage &message)
{
    if (!isFromChannel(message))
        return;
    const auto frame = Oa1Frame::parse(message.params.at(1));
    if (!frame) {
        ++m_counters.noise;
    } else if (message.nick().compare(m_filter.ownNick, Qt::CaseInsensitive) == 0) {
        ++m_counters.own;
    } else if (!isAllowed(message.nick())) {
        ++m_counters.foreign;
        qCDebug(lcOa1) << "ignored a frame from" << message.nick() << "(not an allowed nick)";
    } else if (m_acceptor && !m_acceptor(message.nick(), *frame)) {
        ++m_counters.ignored;
    } else {
        handleFrame(message.nick(), QString::fromUtf8(message.prefix), *frame);
    }
    Q_EMIT countersChanged();
}

void Oa1Link::handleFrame(const QString &sender, const QString &origin, const Oa1Frame &frame)
{
    ++m_counters.framesReceived;
    Q_EMIT frameAccepted(sender, frame);
    const auto result = m_reassembler.add(sender, frame, m_clock.elapsed());
    switch (result.outcome) {
    case Oa1Reassembler::Outcome::Stored:
        break;
    case Oa1Reassembler::Outcome::Completed: {
        Oa1Message message = *result.message;
        message.origin = origin;
        Q_EMIT messageReceived(message);
        break;
    }
    case Oa1Reassembler::Outcome::Duplicate:
        ++m_counters.duplicates;
        break;
    case Oa1Reassembler::Outcome::TooLarge:
        Q_EMIT streamTooLarge(sender, frame.id);
        break;
    case Oa1Reassembler::Outcome::Ignored:
        ++m_counters.ignored;
        break;
    }
    scheduleExpiry();
}

void Oa1Link::scheduleExpiry()
{
    const auto deadline = m_reassembler.nextDeadline();
    if (!deadline) {
        m_expiry.stop();
        return;
    }
    m_expiry.start(int(qMax<qint64>(0, *deadline - m_clock.elapsed())));
}

void Oa1Link::expireNow()
{
    const auto expired = m_reassembler.expire(m_clock.elapsed());
    for (const auto &e : expired)
        Q_EMIT streamExpired(e);
    scheduleExpiry();
}

void Oa1Link::drop(const QString &sender, Oa1Frame::Type type, const QByteArray &id)
{
    m_reassembler.drop({sender, type, id}, m_clock.elapsed());
    scheduleExpiry();
}

int Oa1Link::framePayloadBudget(const Oa1Frame &frame) const
{
    const int lineRoom = m_lineBudget - int(frame.headerSize());
    return qMax(Oa1Limits::kMinFramePayload, qMin(m_limits.maxFramePayloadBytes, lineRoom));
}

ic::Result<int> Oa1Link::send(Oa1Frame::Type type, const QByteArray &id, const QByteArray &utf8)
{
    const QByteArray escaped = Oa1Codec::escape(utf8);
    if (escaped.size() > m_limits.maxAggregateBytes)
        return ic::Error{QStringLiteral("too_large"),
                         Tr::tr("The message is %1 bytes, over OA1's limit of %2 bytes: send "
                                "less at once.")
                             .arg(escaped.size())
                             .arg(m_limits.maxAggregateBytes)};
    Oa1Frame frame;
    frame.type = type;
    frame.id = id;
    qsizetype from = 0;
    int frames = 0;
    do {
        frame.seq = frames + 1;
        const qsizetype cut = Oa1Codec::cutPosition(escaped, from, framePayloadBudget(frame));
        frame.payload = escaped.mid(from, cut - from);
        frame.more = cut < escaped.size();
        from = cut;
        ++frames;
        ++m_counters.framesSent;
        Q_EMIT lineOut(frame.format());
    } while (from < escaped.size());
    Q_EMIT countersChanged();
    return frames;
}

} // namespace icconnectors::oa1
