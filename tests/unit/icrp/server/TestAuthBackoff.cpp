// AuthBackoff with a hand-driven clock: failures count only within the window, the limit starts
// a penalty, the penalty ends, and addresses are tracked apart (IPv4-mapped folded).
#include "icrp/server/AuthBackoff.h"

#include <QTest>

using namespace icrp;
using namespace std::chrono_literals;

class TestAuthBackoff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void limitWithinWindowStartsPenalty();
    void oldFailuresFallOutOfWindow();
    void addressesAreSeparate();
    void fullTableDropsOldestAddress();
};

void TestAuthBackoff::limitWithinWindowStartsPenalty()
{
    qint64 now = 1000;
    AuthBackoff b(3, 60s, 30s, [&] { return now; });
    const QHostAddress a(QStringLiteral("127.0.0.1"));
    QCOMPARE(b.penaltyLeft(a), 0ms);
    QVERIFY(!b.recordFailure(a));
    QVERIFY(!b.recordFailure(a));
    QCOMPARE(b.penaltyLeft(a), 0ms);
    QVERIFY(b.recordFailure(a));
    QCOMPARE(b.penaltyLeft(a), 30s);
    now += 29'000;
    QCOMPARE(b.penaltyLeft(a), 1s);
    now += 1'000;
    QCOMPARE(b.penaltyLeft(a), 0ms);
    QCOMPARE(b.trackedAddresses(), 0); // forgotten once the penalty is over
}

void TestAuthBackoff::oldFailuresFallOutOfWindow()
{
    qint64 now = 0;
    AuthBackoff b(2, 60s, 30s, [&] { return now; });
    const QHostAddress a(QStringLiteral("10.0.0.1"));
    QVERIFY(!b.recordFailure(a));
    now += 60'000;
    QVERIFY(!b.recordFailure(a)); // the first one is out of the window
    QCOMPARE(b.penaltyLeft(a), 0ms);
    now += 1;
    QVERIFY(b.recordFailure(a));
    QVERIFY(b.penaltyLeft(a) > 0ms);
}

void TestAuthBackoff::addressesAreSeparate()
{
    qint64 now = 0;
    AuthBackoff b(1, 60s, 30s, [&] { return now; });
    QVERIFY(b.recordFailure(QHostAddress(QStringLiteral("::ffff:127.0.0.1"))));
    QCOMPARE(b.penaltyLeft(QHostAddress(QStringLiteral("127.0.0.1"))), 30s);
    QCOMPARE(b.penaltyLeft(QHostAddress(QStringLiteral("127.0.0.2"))), 0ms);
}

void TestAuthBackoff::fullTableDropsOldestAddress()
{
    qint64 now = 0;
    AuthBackoff b(2, 600s, 30s, [&] { return now; });
    auto address = [](int i) { return QHostAddress(quint32(0x0A000000 + i)); }; // 10.0.x.y
    for (int i = 0; i < AuthBackoff::kMaxTracked; ++i) {
        QVERIFY(!b.recordFailure(address(i)));
        ++now; // every entry still within the window: nothing to prune
    }
    QCOMPARE(b.trackedAddresses(), AuthBackoff::kMaxTracked);
    const QHostAddress newcomer(QStringLiteral("192.0.2.1"));
    QVERIFY(!b.recordFailure(newcomer));
    QCOMPARE(b.trackedAddresses(), AuthBackoff::kMaxTracked); // bounded
    // The newest addresses kept their failure: a second one starts the penalty...
    QVERIFY(b.recordFailure(newcomer));
    QVERIFY(b.recordFailure(address(AuthBackoff::kMaxTracked - 1)));
    // ...while the oldest, address 0, was dropped for the newcomer: its next failure is a
    // first one again (and drops address 1, now the oldest), unlike address 3's.
    QVERIFY(!b.recordFailure(address(0)));
    QVERIFY(b.recordFailure(address(3)));
    QCOMPARE(b.trackedAddresses(), AuthBackoff::kMaxTracked);
}

QTEST_GUILESS_MAIN(TestAuthBackoff)
#include "TestAuthBackoff.moc"
