#include "common/AllocatorTuning.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ic {

bool AllocatorTuning::apply()
{
#if defined(__GLIBC__)
    // Setting it also stops glibc's dynamic adjustment of the threshold (and of the trim one).
    constexpr int kMmapThreshold = 128 * 1024;
    return ::mallopt(M_MMAP_THRESHOLD, kMmapThreshold) == 1;
#else
    return false;
#endif
}

} // namespace ic
