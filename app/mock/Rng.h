#pragma once
// The mock's own small pseudo-random generator (xoshiro256**, seeded through splitmix64) with
// its own bounded draws, so a seed gives the same sequence with every standard library
// (std::uniform_*_distribution differ between implementations).

#include <QtGlobal>

namespace icmock {

class Rng
{
public:
    explicit Rng(quint64 seed = 0);

    /// The next raw 64-bit value.
    quint64 next();
    /// Uniform in [0, n); 0 when n is 0. Unbiased (rejection sampling).
    quint64 bounded(quint64 n);
    /// Uniform in [lo, hi] (inclusive); lo when hi < lo.
    int range(int lo, int hi);
    /// True with probability numerator/denominator.
    bool chance(int numerator, int denominator);
    /// A derived seed for an independent stream (e.g. one per player).
    quint64 fork();

    /// One splitmix64 step: advances `state` and returns the mixed value.
    static quint64 splitmix64(quint64 &state);

private:
    quint64 m_s[4] = {};
};

} // namespace icmock
