#pragma once
// Slows password guessing for everyone together. Every address of 127.0.0.0/8 reaches a
// loopback server, so counting failures per address gives a local attacker as many free guesses
// as it has addresses. Instead, failed identifications from anywhere share one queue: each
// failure's answer is held until the one before it went out plus a step that doubles with every
// failure in the recent window (after a few free ones). A right password is never held or
// refused, so the owner gets in while a guesser waits (docs/icrp-spec.md §5.3).

#include <QList>
#include <chrono>
#include <functional>

namespace icrp {

class GuessThrottle
{
public:
    /// Milliseconds of a monotonic clock.
    using Clock = std::function<qint64()>;

    struct Policy
    {
        /// Failures within the window answered without a step.
        int freeFailures = 3;
        std::chrono::milliseconds firstStep{250};
        std::chrono::milliseconds maxStep{8'000};
        std::chrono::milliseconds window{60'000};
    };

    explicit GuessThrottle(Policy policy, Clock clock = {});

    /// Counts one failed identification and says how long to hold its answer.
    std::chrono::milliseconds failureDelay();
    /// Failures counted in the current window (at most kMaxCounted).
    int recentFailures();

    /// The count is capped (the step is at its maximum long before), bounding memory.
    static constexpr int kMaxCounted = 1024;

private:
    qint64 now() const;
    void prune(qint64 at);

    Policy m_policy;
    Clock m_clock;
    QList<qint64> m_failures; // times within the window, oldest first
    qint64 m_lastRelease = 0; // when the latest held answer goes out
};

} // namespace icrp
