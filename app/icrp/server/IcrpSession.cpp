#include "icrp/server/IcrpSession.h"

#include "net/WebSocketFrame.h"

#include <QDeadlineTimer>

namespace icrp {

qint64 IcrpSession::nowMs()
{
    return QDeadlineTimer::current().deadline();
}

IcrpSession::IcrpSession(QString id, Transport transport, QObject *parent)
    : QObject(parent), m_id(std::move(id)), m_transport(transport)
{
    identifyTimer.setSingleShot(true);
}

IcrpSession::~IcrpSession() = default;

QString IcrpSession::transportName() const
{
    return m_transport == Transport::WebSocket ? QStringLiteral("websocket")
                                               : QStringLiteral("http");
}

bool IcrpSession::takesEvent(const IcrpEvent &event)
{
    if (!identified || !grant.categories.testFlag(event.category))
        return false;
    if (event.onlyTier && grant.tier != *event.onlyTier)
        return false;
    switch (event.audience) {
    case IcrpEvent::Audience::Everyone:
        break;
    case IcrpEvent::Audience::FullViewOnly:
        if (grant.fogFiltered)
            return false;
        break;
    case IcrpEvent::Audience::FogViewOnly:
        if (!grant.fogFiltered)
            return false;
        break;
    }
    if (!m_categories.testFlag(event.category) &&
        (m_eventSet.isEmpty() || !m_eventSet.contains(event.type)))
        return false;
    if (event.category == EventCategory::SimState && simStateInterval > 0) {
        // Ticks going backwards mean a new match: start counting again from there.
        if (m_lastSimStateTick != std::numeric_limits<qint64>::min() &&
            event.tick >= m_lastSimStateTick && event.tick - m_lastSimStateTick < simStateInterval)
            return false;
        m_lastSimStateTick = event.tick;
    }
    return true;
}

bool IcrpSession::mayTake(EventCategory category, const QString &type) const
{
    if (closed || !identified || !isWebSocket() || !grant.categories.testFlag(category))
        return false;
    return m_categories.testFlag(category) || (!m_eventSet.isEmpty() && m_eventSet.contains(type));
}

void IcrpSession::sendFrame(const Frame &frame)
{
    if (!socket || m_tooSlow)
        return;
    if (tcp && socket->state() == QAbstractSocket::ConnectedState)
        tcp->write(frame.wire);
    else if (encoding == WireEncoding::MsgPack)
        socket->sendBinaryMessage(frame.bytes);
    else
        socket->sendTextMessage(QString::fromUtf8(frame.bytes));
    sent();
}

IcrpSession::Frame IcrpSession::frameOf(const QByteArray &bytes, WireEncoding encoding)
{
    const int opcode = encoding == WireEncoding::MsgPack ? icnet::WebSocketFrame::kBinary
                                                         : icnet::WebSocketFrame::kText;
    return {bytes, icnet::WebSocketFrame::encode(opcode, bytes)};
}

IcrpSession::Frame IcrpSession::frameOf(const QJsonValue &message, WireEncoding encoding)
{
    return frameOf(wireEncode(message, encoding), encoding);
}

void IcrpSession::send(const QJsonValue &message)
{
    if (beforeSend)
        beforeSend();
    sendFrame(frameOf(message, encoding));
}

void IcrpSession::sent()
{
    ++messagesOut;
    checkUnsent();
}

bool IcrpSession::canHold() const
{
    return socket && tcp && !m_tooSlow && grant.eventDelay.count() <= 0 &&
           socket->state() == QAbstractSocket::ConnectedState;
}

void IcrpSession::holdRange(qsizetype from, qsizetype to)
{
    ++messagesOut;
    if (!m_heldRanges.isEmpty() && m_heldRanges.last().second == from)
        m_heldRanges.last().second = to;
    else
        m_heldRanges.append({from, to});
}

void IcrpSession::writeHeld(const QByteArray &held)
{
    const auto ranges = std::exchange(m_heldRanges, {});
    if (!socket || !tcp || m_tooSlow || socket->state() != QAbstractSocket::ConnectedState)
        return;
    if (ranges.size() == 1 && ranges.first().first == 0 && ranges.first().second == held.size()) {
        tcp->write(held);
    } else {
        for (const auto &[from, to] : ranges) {
            if (from >= 0 && from <= to && to <= held.size())
                tcp->write(held.constData() + from, to - from);
        }
    }
    checkUnsent();
}

void IcrpSession::checkUnsent()
{
    const qint64 unsent = socket->bytesToWrite();
    if (m_unsent)
        m_unsent->update(unsent);
    if (unsent > kMaxQueuedBytes)
        markTooSlow();
}

void IcrpSession::markTooSlow()
{
    if (m_tooSlow)
        return;
    m_tooSlow = true;
    Q_EMIT tooSlow();
}

void IcrpSession::watchUnsent()
{
    if (!socket)
        return;
    m_unsent = std::make_unique<ic::UnsentBudget::Account>(this, [this] { markTooSlow(); });
    connect(socket, &QWebSocket::bytesWritten, this, [this] {
        if (socket)
            m_unsent->update(socket->bytesToWrite());
    });
}

void IcrpSession::deliverEvent(const Frame &frame, qint64 tick, int tickRate)
{
    const qint64 delayMs = grant.eventDelay.count();
    if (delayMs <= 0) {
        sendFrame(frame);
        return;
    }
    // Game time, not wall-clock time: a pause stops the delayed view with the game, so it
    // cannot catch up with the live one (the state queries use the same clock).
    m_delayed.push_back({tick + (delayMs * tickRate + 999) / 1000, frame});
}

void IcrpSession::releaseDelayed(qint64 tick)
{
    while (!m_delayed.empty() && m_delayed.front().dueTick <= tick) {
        const Frame frame = m_delayed.front().frame;
        m_delayed.pop_front();
        sendFrame(frame);
        if (closed)
            return;
    }
}

void IcrpSession::addSubscriptions(EventCategories categories, const QStringList &events)
{
    m_categories |= categories;
    for (const QString &e : events) {
        if (!m_eventSet.contains(e)) {
            m_eventSet.insert(e);
            m_events.append(e);
        }
    }
}

void IcrpSession::removeSubscriptions(EventCategories categories, const QStringList &events)
{
    m_categories &= ~categories;
    for (const QString &e : events) {
        if (m_eventSet.remove(e))
            m_events.removeAll(e);
    }
}

QStringList IcrpSession::subscriptionList() const
{
    return categoryNames(m_categories) + m_events;
}

IcrpSessionInfo IcrpSession::info() const
{
    IcrpSessionInfo i;
    i.sessionId = m_id;
    i.identified = identified;
    i.grant = grant;
    i.clientName = clientName;
    i.clientVersion = clientVersion;
    i.remoteAddress = peer.toString();
    i.transport = transportName();
    i.connectedAt = connectedAt;
    i.messagesIn = messagesIn;
    i.messagesOut = messagesOut;
    i.subscriptions = subscriptionList();
    i.userAgent = userAgent;
    i.encoding = wireEncodingName(encoding);
    return i;
}

} // namespace icrp
