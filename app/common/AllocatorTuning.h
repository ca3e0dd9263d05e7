#pragma once
// The panel's one setting of the C library's allocator (glibc malloc), made first thing in
// ic-panel's main(). Blocks of 128 KiB and more are always mapped and unmapped on their own.
// Without it glibc raises its mmap threshold after the first such block is freed, and then keeps
// on its heap what the next ones leave behind: with visible overlay previews drawn in software
// (a 510 KiB frame block per preview and frame, the window's images), the panel's process grew
// by hundreds of MB over a long match while what it used stayed near 50 MB
// (docs/performance.md, "Thirty minutes with four previews").

namespace ic {

struct AllocatorTuning
{
    /// Fixes glibc's mmap threshold at 128 KiB (its starting value); false where the C
    /// library does not take it (another libc, or a sanitizer's allocator).
    static bool apply();
};

} // namespace ic
