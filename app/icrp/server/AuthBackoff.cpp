#include "icrp/server/AuthBackoff.h"

#include <QElapsedTimer>

namespace icrp {

namespace {

QString keyOf(const QHostAddress &address)
{
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    return isV4 ? QHostAddress(v4).toString() : address.toString();
}

qint64 monotonicMs()
{
    static QElapsedTimer timer = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return timer.elapsed();
}

} // namespace

AuthBackoff::AuthBackoff(int limit, std::chrono::milliseconds window,
                         std::chrono::milliseconds penalty, Clock clock)
    : m_limit(limit), m_windowMs(window.count()), m_penaltyMs(penalty.count()),
      m_clock(std::move(clock))
{
}

qint64 AuthBackoff::now() const
{
    return m_clock ? m_clock() : monotonicMs();
}

void AuthBackoff::prune(Entry &entry, qint64 at) const
{
    while (!entry.failures.isEmpty() && at - entry.failures.constFirst() >= m_windowMs)
        entry.failures.removeFirst();
}

void AuthBackoff::pruneAll(qint64 at)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        prune(*it, at);
        if (it->failures.isEmpty() && it->penaltyUntil <= at)
            it = m_entries.erase(it);
        else
            ++it;
    }
}

void AuthBackoff::dropOldest()
{
    auto oldest = m_entries.end();
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
        if (oldest == m_entries.end() || it->lastSeen < oldest->lastSeen)
            oldest = it;
    }
    if (oldest != m_entries.end())
        m_entries.erase(oldest);
}

std::chrono::milliseconds AuthBackoff::penaltyLeft(const QHostAddress &address)
{
    auto it = m_entries.find(keyOf(address));
    if (it == m_entries.end())
        return std::chrono::milliseconds(0);
    const qint64 at = now();
    if (it->penaltyUntil > at)
        return std::chrono::milliseconds(it->penaltyUntil - at);
    prune(*it, at);
    if (it->failures.isEmpty())
        m_entries.erase(it);
    return std::chrono::milliseconds(0);
}

bool AuthBackoff::recordFailure(const QHostAddress &address)
{
    if (m_limit <= 0)
        return false;
    const qint64 at = now();
    const QString key = keyOf(address);
    if (m_entries.size() >= kMaxTracked && !m_entries.contains(key)) {
        pruneAll(at);
        if (m_entries.size() >= kMaxTracked)
            dropOldest(); // still full of live entries: the bound wins over the oldest
    }
    Entry &entry = m_entries[key];
    prune(entry, at);
    entry.failures.append(at);
    entry.lastSeen = at;
    if (entry.failures.size() >= m_limit) {
        entry.failures.clear();
        entry.penaltyUntil = at + m_penaltyMs;
        return true;
    }
    return false;
}

} // namespace icrp
