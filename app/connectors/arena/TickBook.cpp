#include "connectors/arena/TickBook.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace icconnectors::arena {

namespace {

template <typename Field>
qint64 quantile(const std::deque<TickRecord> &records, double q, Field field)
{
    std::vector<qint64> values;
    values.reserve(records.size());
    for (const TickRecord &r : records)
        values.push_back(field(r));
    if (values.empty())
        return 0;
    // Nearest rank: the smallest value with at least q of all at or below it.
    const auto rank = size_t(std::max(1.0, std::ceil(q * double(values.size())))) - 1;
    std::nth_element(values.begin(), values.begin() + qsizetype(rank), values.end());
    return values[rank];
}

} // namespace

const TickRecord &TickBook::add(TickRecord record)
{
    record.sequence = ++m_sequence;
    ++m_ticks;
    m_overBudget += record.overBudget() ? 1 : 0;
    m_perceptionViolations += quint64(record.perceptionViolations.size());
    m_actionViolations += quint64(record.actionViolations.size());
    m_runtimeErrors += record.runtimeError() ? 1 : 0;
    m_records.push_back(std::move(record));
    while (int(m_records.size()) > m_capacity)
        m_records.pop_front();
    return m_records.back();
}

void TickBook::clear()
{
    m_records.clear();
    m_ticks = m_overBudget = m_perceptionViolations = m_actionViolations = m_runtimeErrors = 0;
}

std::optional<TickRecord> TickBook::findTick(qint64 tick) const
{
    for (auto it = m_records.rbegin(); it != m_records.rend(); ++it) {
        if (it->tick == tick)
            return *it;
    }
    return std::nullopt;
}

qint64 TickBook::roundTripQuantileNs(double q) const
{
    return quantile(m_records, q, [](const TickRecord &r) { return r.roundTripNs; });
}

qint64 TickBook::runtimeQuantileNs(double q) const
{
    return quantile(m_records, q, [](const TickRecord &r) { return r.runtimeNs; });
}

} // namespace icconnectors::arena
