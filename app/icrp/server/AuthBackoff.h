#pragma once
// Remembers failed identifications per remote address: `limit` failures within `window` put the
// address in a penalty of `penalty`, during which IcrpServer refuses its identifies before any
// authenticator sees them (docs/icrp-spec.md §5.3). Time comes from a monotonic clock;
// tests may pass their own.

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <chrono>
#include <functional>

namespace icrp {

class AuthBackoff
{
public:
    /// Milliseconds of a monotonic clock.
    using Clock = std::function<qint64()>;

    AuthBackoff(int limit, std::chrono::milliseconds window, std::chrono::milliseconds penalty,
                Clock clock = {});

    /// At most this many addresses are tracked: when the table is full of live entries, the one
    /// with the oldest activity is dropped for a new address.
    static constexpr int kMaxTracked = 4096;

    /// Time left in the address's penalty, or zero when it may try.
    std::chrono::milliseconds penaltyLeft(const QHostAddress &address);
    /// Counts one failure; true when this failure started a penalty.
    bool recordFailure(const QHostAddress &address);
    /// Addresses currently tracked (for tests and bounds checks).
    int trackedAddresses() const { return int(m_entries.size()); }

private:
    struct Entry
    {
        QList<qint64> failures; // times of failures within the window, oldest first
        qint64 penaltyUntil = 0;
        qint64 lastSeen = 0; // time of the latest failure (eviction order)
    };
    qint64 now() const;
    void prune(Entry &entry, qint64 at) const;
    void pruneAll(qint64 at);
    void dropOldest();

    int m_limit;
    qint64 m_windowMs;
    qint64 m_penaltyMs;
    Clock m_clock;
    QHash<QString, Entry> m_entries; // keyed by the address text (IPv4-mapped folded)
};

} // namespace icrp
