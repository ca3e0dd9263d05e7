// ic::gameTimeText: the one notation of the game time (the window's clock, the Match page,
// ic-tool watch, the CSV export).

#include "common/GameTime.h"

#include <QTest>

class TestGameTime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void secondsAsAClock_data();
    void secondsAsAClock();
    void ticksNeedTheTickRate();
};

void TestGameTime::secondsAsAClock_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("start") << qint64(0) << QStringLiteral("0:00");
    QTest::newRow("seconds padded") << qint64(65) << QStringLiteral("1:05");
    QTest::newRow("last minute of the hour") << qint64(3599) << QStringLiteral("59:59");
    QTest::newRow("an hour") << qint64(3600) << QStringLiteral("1:00:00");
    QTest::newRow("minutes padded past an hour") << qint64(3723) << QStringLiteral("1:02:03");
    QTest::newRow("before the start") << qint64(-5) << QStringLiteral("0:00");
}

void TestGameTime::secondsAsAClock()
{
    QFETCH(qint64, seconds);
    QFETCH(QString, text);
    QCOMPARE(ic::gameTimeText(seconds), text);
}

void TestGameTime::ticksNeedTheTickRate()
{
    QCOMPARE(ic::gameTimeText(qint64(15 * 125), 15), QStringLiteral("2:05"));
    QCOMPARE(ic::gameTimeText(qint64(15 * 125 + 14), 15), QStringLiteral("2:05"));
    QCOMPARE(ic::gameTimeText(qint64(100), 0), QString());
    QCOMPARE(ic::gameTimeText(qint64(100), -1), QString());
}

QTEST_APPLESS_MAIN(TestGameTime)
#include "TestGameTime.moc"
