// The fair share of the game's request budget between the tools on one upstream session, on
// a clock the test sets: each tool its share, all together at most the game's limit, in any
// window of one and a half ticks; a tool that leaves gives its share back.

#include "host/UpstreamBudget.h"

#include <QTest>

using ichost::UpstreamBudget;

class TestUpstreamBudget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneToolMayUseTheWholeBudget();
    void toolsShareItFairly();
    void theWindowMoves();
    void moreToolsThanRequestsStillCapsTheTotal();
    void refusalSaysWhatToDo();
};

void TestUpstreamBudget::oneToolMayUseTheWholeBudget()
{
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    budget.addSession(QStringLiteral("a"));
    for (int i = 0; i < 10; ++i)
        QVERIFY(budget.take(QStringLiteral("a"), 1000).isEmpty());
    QVERIFY(!budget.take(QStringLiteral("a"), 1000).isEmpty());
}

void TestUpstreamBudget::toolsShareItFairly()
{
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    budget.addSession(QStringLiteral("greedy"));
    budget.addSession(QStringLiteral("polite"));
    QCOMPARE(budget.share(), 5);
    int granted = 0;
    for (int i = 0; i < 30; ++i)
        granted += budget.take(QStringLiteral("greedy"), 1000).isEmpty() ? 1 : 0;
    QCOMPARE(granted, 5);
    // The greedy one did not take the polite one's share.
    QVERIFY(budget.take(QStringLiteral("polite"), 1001).isEmpty());
    // It leaves: the other may use the whole budget again.
    budget.removeSession(QStringLiteral("greedy"));
    QCOMPARE(budget.share(), 10);
}

void TestUpstreamBudget::theWindowMoves()
{
    UpstreamBudget budget;
    budget.setLimit(10, 15); // a tick is 66.7 ms; the window one and a half of them
    QCOMPARE(budget.windowMs(), 100);
    budget.addSession(QStringLiteral("a"));
    for (int i = 0; i < 10; ++i)
        QVERIFY(budget.take(QStringLiteral("a"), 1000).isEmpty());
    QVERIFY(!budget.take(QStringLiteral("a"), 1099).isEmpty()); // still within the window
    QVERIFY(budget.take(QStringLiteral("a"), 1100).isEmpty());  // the first ten have left it
}

void TestUpstreamBudget::moreToolsThanRequestsStillCapsTheTotal()
{
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    for (int i = 0; i < 20; ++i)
        budget.addSession(QString::number(i));
    QCOMPARE(budget.share(), 1);
    int granted = 0;
    for (int i = 0; i < 20; ++i)
        granted += budget.take(QString::number(i), 1000).isEmpty() ? 1 : 0;
    QCOMPARE(granted, 10); // never more than the game allows the one session
}

void TestUpstreamBudget::refusalSaysWhatToDo()
{
    UpstreamBudget budget;
    budget.setLimit(50, 30);
    budget.addSession(QStringLiteral("a"));
    budget.addSession(QStringLiteral("b"));
    for (int i = 0; i < 25; ++i)
        QVERIFY(budget.take(QStringLiteral("a"), 0).isEmpty());
    const QString refusal = budget.take(QStringLiteral("a"), 0);
    QVERIFY2(refusal.startsWith(QLatin1String("Rate limited: the game allows 50 requests per "
                                              "tick for the 2 tool(s)")),
             qPrintable(refusal));
    QVERIFY(refusal.contains(QLatin1String("share is 25")));
    QVERIFY(refusal.contains(QLatin1String("Subscribe")));
}

QTEST_GUILESS_MAIN(TestUpstreamBudget)
#include "TestUpstreamBudget.moc"
