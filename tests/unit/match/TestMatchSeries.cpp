// MatchSeries: a point per new tick, bounded memory over a match of any length (thinned to a
// coarser step that keeps the first and newest points), hidden values kept absent.

#include "match/MatchSeries.h"

#include <QTest>

using icmatch::MatchSeries;

class TestMatchSeries : public QObject
{
    Q_OBJECT

    static QHash<QString, MatchSeries::Values> army(qint64 value)
    {
        return {{QStringLiteral("alice"), {value, std::nullopt}}};
    }

private Q_SLOTS:
    void keepsOnePointPerNewTick()
    {
        MatchSeries series(16);
        QVERIFY(series.add(0, army(0)));
        QVERIFY(series.add(15, army(100)));
        QVERIFY(!series.add(15, army(200))); // the same tick again (a paused match)
        QVERIFY(!series.add(10, army(300))); // older
        QCOMPARE(series.samples().size(), 2);
        QCOMPARE(series.samples().at(1).players.value(QStringLiteral("alice")).armyValue,
                 std::optional<qint64>(100));
        QVERIFY(!series.samples().at(1).players.value(QStringLiteral("alice")).credits);
    }

    void staysBoundedOverALongMatch()
    {
        MatchSeries series(64);
        const qint64 lastTick = 15 * 60 * 60 * 3; // three hours, a sample a game second
        for (qint64 tick = 0; tick <= lastTick; tick += 15) {
            series.add(tick, army(tick));
            QVERIFY(series.samples().size() <= series.capacity());
        }
        QVERIFY(series.samples().size() >= series.capacity() / 2);
        QCOMPARE(series.samples().constFirst().tick, 0);
        // The newest point is at most one step behind the last tick offered.
        QVERIFY(lastTick - series.samples().constLast().tick <= series.step());
        QVERIFY(series.step() > 15);
        // Ticks stay in order and the values are the ones recorded at them.
        for (qsizetype i = 1; i < series.samples().size(); ++i) {
            const auto &s = series.samples().at(i);
            QVERIFY(s.tick > series.samples().at(i - 1).tick);
            QCOMPARE(*s.players.value(QStringLiteral("alice")).armyValue, s.tick);
        }
        series.clear();
        QVERIFY(series.samples().isEmpty());
        QCOMPARE(series.step(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMatchSeries)
#include "TestMatchSeries.moc"
