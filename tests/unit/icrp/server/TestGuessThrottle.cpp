// GuessThrottle with a hand-driven clock: a few free failures, then each failure waits for the
// one before it plus a step that doubles up to its cap; old failures leave the window; the queue
// is one for everybody (the API has no address to spread guesses over).
#include "icrp/server/GuessThrottle.h"

#include <QTest>

using namespace icrp;
using namespace std::chrono_literals;

class TestGuessThrottle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void freeFailuresThenDoublingSteps()
    {
        qint64 now = 1000;
        GuessThrottle t({2, 100ms, 400ms, 60s}, [&] { return now; });
        QCOMPARE(t.failureDelay(), 0ms);
        QCOMPARE(t.failureDelay(), 0ms);
        // All at the same moment: each waits for the previous answer plus its own step.
        QCOMPARE(t.failureDelay(), 100ms);
        QCOMPARE(t.failureDelay(), 100ms + 200ms);
        QCOMPARE(t.failureDelay(), 100ms + 200ms + 400ms);
        QCOMPARE(t.failureDelay(), 100ms + 200ms + 400ms + 400ms); // capped step
        QCOMPARE(t.recentFailures(), 6);
    }

    void queueDrainsWithTime()
    {
        qint64 now = 0;
        GuessThrottle t({0, 100ms, 100ms, 60s}, [&] { return now; });
        QCOMPARE(t.failureDelay(), 100ms);
        now += 1000; // the held answer went out long ago
        QCOMPARE(t.failureDelay(), 100ms);
    }

    void oldFailuresLeaveTheWindow()
    {
        qint64 now = 0;
        GuessThrottle t({1, 100ms, 1s, 10s}, [&] { return now; });
        QCOMPARE(t.failureDelay(), 0ms);
        QCOMPARE(t.failureDelay(), 100ms);
        now += 10'001;
        QCOMPARE(t.recentFailures(), 0);
        QCOMPARE(t.failureDelay(), 0ms);
    }

    void countIsBounded()
    {
        qint64 now = 0;
        GuessThrottle t({0, 1ms, 1ms, 3600s}, [&] { return now; });
        for (int i = 0; i < GuessThrottle::kMaxCounted + 50; ++i) {
            (void)t.failureDelay();
            ++now;
        }
        QCOMPARE(t.recentFailures(), GuessThrottle::kMaxCounted);
    }
};

QTEST_GUILESS_MAIN(TestGuessThrottle)
#include "TestGuessThrottle.moc"
