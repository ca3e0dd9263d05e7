#include "match/MatchSeries.h"

#include <algorithm>

namespace icmatch {

MatchSeries::MatchSeries(int capacity) : m_capacity(std::max(capacity, 4)) {}

bool MatchSeries::add(qint64 tick, const QHash<QString, Values> &players,
                      const QHash<int, Values> &teams)
{
    if (!m_samples.isEmpty()) {
        const qint64 last = m_samples.constLast().tick;
        if (tick <= last || tick - last < m_step)
            return false;
    }
    m_samples.append({tick, players, teams});
    if (m_samples.size() > m_capacity)
        thin();
    return true;
}

void MatchSeries::clear()
{
    m_samples.clear();
    m_step = 0;
}

void MatchSeries::thin()
{
    // Keep the first sample, every second one after it, and always the newest.
    QList<Sample> kept;
    kept.reserve(m_samples.size() / 2 + 1);
    for (qsizetype i = 0; i < m_samples.size(); i += 2)
        kept.append(m_samples.at(i));
    if (kept.constLast().tick != m_samples.constLast().tick)
        kept.append(m_samples.constLast());
    const qint64 span = m_samples.constLast().tick - m_samples.constFirst().tick;
    m_step = std::max<qint64>(m_step * 2, span / std::max<qsizetype>(kept.size() - 1, 1));
    m_samples = std::move(kept);
}

} // namespace icmatch
