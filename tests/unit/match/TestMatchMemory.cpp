// MatchMemory: the series and events of the matches the panel switched away from, by match key,
// the last few only; taking one forgets it there.

#include "match/MatchMemory.h"

#include <QTest>

using icmatch::MatchMemory;

namespace {

MatchMemory::Seen seenAt(qint64 tick)
{
    MatchMemory::Seen seen;
    seen.series.add(tick, {{QStringLiteral("Tanya"), {qint64(100), qint64(50)}}});
    seen.events << MatchMemory::Event{
        QStringLiteral("chat"), QStringLiteral("chat_message"), tick, {}};
    return seen;
}

} // namespace

class TestMatchMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void givesBackWhatWasKeptOnce()
    {
        MatchMemory memory;
        memory.keep(QStringLiteral("a"), seenAt(30));
        QVERIFY(!memory.take(QStringLiteral("b")));
        const auto seen = memory.take(QStringLiteral("a"));
        QVERIFY(seen);
        QCOMPARE(seen->series.samples().constFirst().tick, qint64(30));
        QCOMPARE(seen->events.size(), 1);
        QVERIFY(!memory.take(QStringLiteral("a")));
    }

    void keepsTheLastMatchesOnly()
    {
        MatchMemory memory(4);
        for (int i = 0; i < 5; ++i)
            memory.keep(QString::number(i), seenAt(i));
        QCOMPARE(memory.size(), 4);
        QVERIFY(!memory.take(QStringLiteral("0"))); // the oldest went
        for (int i = 1; i < 5; ++i)
            QVERIFY(memory.take(QString::number(i)));
    }

    void keepingAgainRenewsAMatch()
    {
        MatchMemory memory(2);
        memory.keep(QStringLiteral("a"), seenAt(1));
        memory.keep(QStringLiteral("b"), seenAt(2));
        memory.keep(QStringLiteral("a"), seenAt(3)); // newest now, one memory of it
        memory.keep(QStringLiteral("c"), seenAt(4));
        QCOMPARE(memory.size(), 2);
        QVERIFY(!memory.take(QStringLiteral("b")));
        QCOMPARE(memory.take(QStringLiteral("a"))->series.samples().constFirst().tick, qint64(3));
    }
};

QTEST_GUILESS_MAIN(TestMatchMemory)
#include "TestMatchMemory.moc"
