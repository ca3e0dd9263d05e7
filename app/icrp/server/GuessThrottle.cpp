#include "icrp/server/GuessThrottle.h"

#include <QElapsedTimer>

#include <algorithm>

namespace icrp {

namespace {

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

GuessThrottle::GuessThrottle(Policy policy, Clock clock)
    : m_policy(policy), m_clock(std::move(clock))
{
}

qint64 GuessThrottle::now() const
{
    return m_clock ? m_clock() : monotonicMs();
}

void GuessThrottle::prune(qint64 at)
{
    const qint64 oldest = at - m_policy.window.count();
    while (!m_failures.isEmpty() && m_failures.constFirst() <= oldest)
        m_failures.removeFirst();
}

int GuessThrottle::recentFailures()
{
    prune(now());
    return int(m_failures.size());
}

std::chrono::milliseconds GuessThrottle::failureDelay()
{
    const qint64 at = now();
    prune(at);
    if (m_failures.size() >= kMaxCounted)
        m_failures.removeFirst();
    m_failures.append(at);
    const int over = int(m_failures.size()) - m_policy.freeFailures;
    qint64 step = 0;
    if (over > 0) {
        // firstStep, doubled for every further failure, up to maxStep (no overflow: capped).
        step = m_policy.firstStep.count();
        for (int i = 1; i < over && step < m_policy.maxStep.count(); ++i)
            step *= 2;
        step = std::min(step, qint64(m_policy.maxStep.count()));
    }
    const qint64 release = std::max(at, m_lastRelease) + step;
    m_lastRelease = release;
    return std::chrono::milliseconds(release - at);
}

} // namespace icrp
