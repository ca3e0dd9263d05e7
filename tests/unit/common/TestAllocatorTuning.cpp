// ic::AllocatorTuning: after it, a large block freed and asked for again is mapped again, not
// kept on the heap (glibc otherwise raises its mmap threshold after the first such block is
// freed, and the heap keeps what the next ones leave behind: the panel grew by hundreds of MB
// with overlay previews drawn in software, docs/performance.md).

#include "common/AllocatorTuning.h"

#include <QtTest>
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

class TestAllocatorTuning : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void largeBlocksAreMappedEachTime();
};

void TestAllocatorTuning::largeBlocksAreMappedEachTime()
{
#if !defined(__GLIBC__) || defined(__SANITIZE_ADDRESS__)
    QSKIP("glibc's own allocator only (a sanitizer brings its own)");
#else
    QVERIFY(ic::AllocatorTuning::apply());
    constexpr std::size_t kBlock = 600 * 1024; // about a preview frame's block, and more
    const auto mappedNow = [] { return std::size_t(::mallinfo2().hblkhd); };
    for (int round = 0; round < 3; ++round) {
        const std::size_t before = mappedNow();
        void *block = std::malloc(kBlock);
        QVERIFY(block);
        static_cast<volatile char *>(block)[0] = 1;
        // Mapped on its own each time, the first as the third (not on the heap).
        QVERIFY2(mappedNow() >= before + kBlock,
                 qPrintable(
                     QStringLiteral("round %1: %2 → %3").arg(round).arg(before).arg(mappedNow())));
        std::free(block);
        QCOMPARE(mappedNow(), before);
    }
#endif
}

QTEST_GUILESS_MAIN(TestAllocatorTuning)

#include "TestAllocatorTuning.moc"
