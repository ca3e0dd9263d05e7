#pragma once
// The steady clock in nanoseconds: the one time base of the inspector's round trips and
// idle timeouts. Internal to arena/.

#include <QtGlobal>

#include <chrono>

namespace icconnectors::arena {

inline qint64 steadyNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace icconnectors::arena
