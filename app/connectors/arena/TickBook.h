#pragma once
// The tick record: the last `capacity` TickRecords, and the figures of every tick since the
// last clear() (counts over all of them; percentiles over the ones kept).

#include "connectors/arena/TickRecord.h"

#include <QList>
#include <deque>
#include <optional>

namespace icconnectors::arena {

class TickBook
{
public:
    explicit TickBook(int capacity = 10'000) : m_capacity(std::max(1, capacity)) {}

    /// Numbers the record and keeps it; returns it as kept.
    const TickRecord &add(TickRecord record);
    void clear();

    const std::deque<TickRecord> &records() const { return m_records; }
    /// The kept record of tick `tick` that came last, if any.
    std::optional<TickRecord> findTick(qint64 tick) const;

    quint64 ticks() const { return m_ticks; }
    quint64 overBudget() const { return m_overBudget; }
    quint64 perceptionViolations() const { return m_perceptionViolations; }
    quint64 actionViolations() const { return m_actionViolations; }
    quint64 runtimeErrors() const { return m_runtimeErrors; }
    /// The round trip at quantile q (0.5, 0.99) of the kept records, in nanoseconds; 0 if none.
    qint64 roundTripQuantileNs(double q) const;
    qint64 runtimeQuantileNs(double q) const;

private:
    int m_capacity;
    std::deque<TickRecord> m_records;
    quint64 m_sequence = 0;
    quint64 m_ticks = 0;
    quint64 m_overBudget = 0;
    quint64 m_perceptionViolations = 0;
    quint64 m_actionViolations = 0;
    quint64 m_runtimeErrors = 0;
};

} // namespace icconnectors::arena
