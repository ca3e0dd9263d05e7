// The fair share of the game's request budget between the tools on one upstream session, on
// a clock the test sets: each tool its share, all together at most the game's limit, in any
// window of one and a half ticks; a call over the share waits for the next window (up to a
// backlog) instead of being refused; waiting tools take turns; a tool that leaves gives its
// share back and its waiting calls are dropped.

#include "host/UpstreamBudget.h"

#include <QTest>

using ichost::UpstreamBudget;

class TestUpstreamBudget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneToolMayUseTheWholeBudget();
    void toolsShareItFairly();
    void waitingCallsGoWhenTheWindowMoves();
    void moreToolsThanRequestsStillCapsTheTotal();
    void waitingToolsTakeTurns();
    void lostGameAnswersTheWaitingCalls();
    void refusalSaysWhatToDo();

private:
    /// Submits `count` calls of `id` at `nowMs`; returns how many were refused. `sent` counts
    /// the ones sent (now or later), `lost` the ones answered as unavailable.
    int submit(UpstreamBudget &budget, const QString &id, int count, qint64 nowMs)
    {
        int refused = 0;
        for (int i = 0; i < count; ++i) {
            const QString refusal =
                budget.submit(id, nowMs, [this, id](bool go) { (go ? m_sent : m_lost)[id] += 1; });
            refused += refusal.isEmpty() ? 0 : 1;
        }
        return refused;
    }
    void clearCounts()
    {
        m_sent.clear();
        m_lost.clear();
    }

    QHash<QString, int> m_sent;
    QHash<QString, int> m_lost;
};

void TestUpstreamBudget::oneToolMayUseTheWholeBudget()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    budget.addSession(QStringLiteral("a"));
    QCOMPARE(submit(budget, QStringLiteral("a"), 11, 1000), 0);
    QCOMPARE(m_sent.value(QStringLiteral("a")), 10);
    QCOMPARE(budget.waiting(QStringLiteral("a")), 1); // the eleventh waits, it is not refused
}

void TestUpstreamBudget::toolsShareItFairly()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    budget.addSession(QStringLiteral("greedy"));
    budget.addSession(QStringLiteral("polite"));
    QCOMPARE(budget.share(), 5);
    const int refused = submit(budget, QStringLiteral("greedy"), 30, 1000);
    QCOMPARE(m_sent.value(QStringLiteral("greedy")), 5);
    QCOMPARE(budget.waiting(QStringLiteral("greedy")), UpstreamBudget::kBacklog);
    QCOMPARE(refused, 30 - 5 - UpstreamBudget::kBacklog);
    // The greedy one did not take the polite one's share.
    QCOMPARE(submit(budget, QStringLiteral("polite"), 1, 1001), 0);
    QCOMPARE(m_sent.value(QStringLiteral("polite")), 1);
    // It leaves: its waiting calls go with it, the other may use the whole budget again.
    budget.removeSession(QStringLiteral("greedy"));
    QCOMPARE(budget.waiting(QStringLiteral("greedy")), 0);
    QCOMPARE(budget.share(), 10);
}

void TestUpstreamBudget::waitingCallsGoWhenTheWindowMoves()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(10, 15); // a tick is 66.7 ms; the window one and a half of them
    QCOMPARE(budget.windowMs(), 100);
    budget.addSession(QStringLiteral("a"));
    QCOMPARE(submit(budget, QStringLiteral("a"), 10, 1000), 0);
    QCOMPARE(submit(budget, QStringLiteral("a"), 1, 1099), 0); // still within the window: waits
    QCOMPARE(m_sent.value(QStringLiteral("a")), 10);
    QVERIFY(budget.drain(1099) > 0); // not yet, and it says when to look again
    QCOMPARE(m_sent.value(QStringLiteral("a")), 10);
    QCOMPARE(budget.drain(1100), -1); // the first ten have left the window: it goes
    QCOMPARE(m_sent.value(QStringLiteral("a")), 11);
}

void TestUpstreamBudget::moreToolsThanRequestsStillCapsTheTotal()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    for (int i = 0; i < 20; ++i)
        budget.addSession(QString::number(i));
    QCOMPARE(budget.share(), 1);
    int sent = 0;
    for (int i = 0; i < 20; ++i) {
        QCOMPARE(submit(budget, QString::number(i), 1, 1000), 0);
        sent += m_sent.value(QString::number(i));
    }
    QCOMPARE(sent, 10); // never more than the game allows the one session; the rest wait
}

void TestUpstreamBudget::waitingToolsTakeTurns()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(2, 10); // a window of 150 ms; a share of 1 each
    budget.addSession(QStringLiteral("flood"));
    budget.addSession(QStringLiteral("calm"));
    QCOMPARE(submit(budget, QStringLiteral("flood"), 6, 0), 0);
    QCOMPARE(submit(budget, QStringLiteral("calm"), 2, 0), 0);
    QCOMPARE(m_sent.value(QStringLiteral("flood")), 1);
    QCOMPARE(m_sent.value(QStringLiteral("calm")), 1);
    budget.drain(150); // one window later: one each, the flood does not take the calm one's
    QCOMPARE(m_sent.value(QStringLiteral("flood")), 2);
    QCOMPARE(m_sent.value(QStringLiteral("calm")), 2);
}

void TestUpstreamBudget::lostGameAnswersTheWaitingCalls()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(10, 15);
    budget.addSession(QStringLiteral("a"));
    QCOMPARE(submit(budget, QStringLiteral("a"), 13, 1000), 0);
    budget.dropWaiting();
    QCOMPARE(m_lost.value(QStringLiteral("a")), 3);
    QCOMPARE(budget.waiting(QStringLiteral("a")), 0);
}

void TestUpstreamBudget::refusalSaysWhatToDo()
{
    clearCounts();
    UpstreamBudget budget;
    budget.setLimit(50, 30);
    budget.addSession(QStringLiteral("a"));
    budget.addSession(QStringLiteral("b"));
    QCOMPARE(submit(budget, QStringLiteral("a"), 25 + UpstreamBudget::kBacklog, 0), 0);
    const QString refusal =
        budget.submit(QStringLiteral("a"), 0, [](bool) { QFAIL("a refused call is not kept"); });
    QVERIFY2(refusal.startsWith(QLatin1String("Rate limited: the game allows 50 requests per "
                                              "tick for the 2 tool(s)")),
             qPrintable(refusal));
    QVERIFY(refusal.contains(QLatin1String("share is 25")));
    QVERIFY(refusal.contains(QLatin1String("Subscribe")));
}

QTEST_GUILESS_MAIN(TestUpstreamBudget)
#include "TestUpstreamBudget.moc"
