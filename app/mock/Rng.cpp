#include "mock/Rng.h"

namespace icmock {

namespace {
constexpr quint64 rotl(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

quint64 Rng::splitmix64(quint64 &state)
{
    state += 0x9e3779b97f4a7c15ULL;
    quint64 z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng::Rng(quint64 seed)
{
    quint64 state = seed;
    for (quint64 &word : m_s)
        word = splitmix64(state);
}

quint64 Rng::next()
{
    const quint64 result = rotl(m_s[1] * 5, 7) * 9;
    const quint64 t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

quint64 Rng::bounded(quint64 n)
{
    if (n == 0)
        return 0;
    // reject the top partial block so every residue is equally likely
    const quint64 limit = ~quint64(0) - (~quint64(0) % n);
    quint64 r = next();
    while (r >= limit)
        r = next();
    return r % n;
}

int Rng::range(int lo, int hi)
{
    if (hi <= lo)
        return lo;
    return lo + int(bounded(quint64(qint64(hi) - qint64(lo) + 1)));
}

bool Rng::chance(int numerator, int denominator)
{
    if (denominator <= 0 || numerator <= 0)
        return false;
    return bounded(quint64(denominator)) < quint64(numerator);
}

quint64 Rng::fork()
{
    quint64 state = next();
    return splitmix64(state);
}

} // namespace icmock
