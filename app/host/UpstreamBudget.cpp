#include "host/UpstreamBudget.h"

#include <algorithm>

namespace ichost {

void UpstreamBudget::setLimit(int requestsPerTick, int tickRate)
{
    m_perTick = std::max(1, requestsPerTick);
    const int rate = tickRate > 0 ? tickRate : 15;
    m_windowMs = std::max<qint64>(1, (3 * 1000 + 2 * rate - 1) / (2 * rate));
}

void UpstreamBudget::addSession(const QString &sessionId)
{
    m_sessions.insert(sessionId);
}

void UpstreamBudget::removeSession(const QString &sessionId)
{
    m_sessions.remove(sessionId);
    m_sentBy.remove(sessionId);
    m_waiting.remove(sessionId);
    m_turns.removeAll(sessionId);
}

int UpstreamBudget::share() const
{
    return std::max<int>(1, m_perTick / std::max<qsizetype>(1, m_sessions.size()));
}

void UpstreamBudget::forgetBefore(QList<qint64> &times, qint64 oldest) const
{
    const auto kept =
        std::find_if(times.begin(), times.end(), [oldest](qint64 t) { return t > oldest; });
    times.erase(times.begin(), kept);
}

bool UpstreamBudget::take(const QString &sessionId, qint64 nowMs)
{
    if (waitMs(sessionId, nowMs) > 0)
        return false;
    m_sentBy[sessionId].append(nowMs);
    m_sent.append(nowMs);
    return true;
}

qint64 UpstreamBudget::waitMs(const QString &sessionId, qint64 nowMs)
{
    const qint64 oldest = nowMs - m_windowMs;
    forgetBefore(m_sent, oldest);
    QList<qint64> &mine = m_sentBy[sessionId];
    forgetBefore(mine, oldest);
    // A time t leaves the window once now > t + window: the one that makes room is the
    // (size - limit)th oldest.
    qint64 until = nowMs;
    if (mine.size() >= share())
        until = std::max(until, mine.at(mine.size() - share()) + m_windowMs + 1);
    if (m_sent.size() >= m_perTick)
        until = std::max(until, m_sent.at(m_sent.size() - m_perTick) + m_windowMs + 1);
    return until - nowMs;
}

QString UpstreamBudget::refusal() const
{
    return QStringLiteral("Rate limited: the game allows %1 requests per tick for the %2 "
                          "tool(s) of this tier together; this tool's share is %3, and %4 more "
                          "of its calls were already waiting for it. Subscribe to events "
                          "instead of polling, or call less often")
        .arg(m_perTick)
        .arg(std::max<qsizetype>(1, m_sessions.size()))
        .arg(share())
        .arg(kBacklog);
}

QString UpstreamBudget::submit(const QString &sessionId, qint64 nowMs, const Send &send)
{
    QList<Send> &queue = m_waiting[sessionId];
    if (queue.isEmpty() && take(sessionId, nowMs)) {
        send(true);
        return {};
    }
    if (queue.size() >= kBacklog)
        return refusal();
    queue.append(send);
    if (!m_turns.contains(sessionId))
        m_turns.append(sessionId);
    return {};
}

qint64 UpstreamBudget::drain(qint64 nowMs)
{
    // One call of each waiting tool a round, until none of them may send.
    bool sent = true;
    while (sent && !m_turns.isEmpty()) {
        sent = false;
        const QList<QString> round = m_turns;
        for (const QString &id : round) {
            QList<Send> &queue = m_waiting[id];
            if (queue.isEmpty() || !take(id, nowMs))
                continue;
            const Send next = queue.takeFirst();
            if (queue.isEmpty())
                m_turns.removeAll(id);
            else // the next round starts with the tools that did not send this one
                m_turns.move(m_turns.indexOf(id), m_turns.size() - 1);
            sent = true;
            next(true);
        }
    }
    qint64 next = -1;
    for (const QString &id : std::as_const(m_turns)) {
        const qint64 wait = std::max<qint64>(1, waitMs(id, nowMs));
        next = next < 0 ? wait : std::min(next, wait);
    }
    return next;
}

void UpstreamBudget::dropWaiting()
{
    const auto waiting = std::exchange(m_waiting, {});
    m_turns.clear();
    for (const QList<Send> &queue : waiting) {
        for (const Send &send : queue)
            send(false);
    }
}

} // namespace ichost
