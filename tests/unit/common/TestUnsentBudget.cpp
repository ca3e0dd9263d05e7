// The process's budget for what peers have not taken (ic::UnsentBudget): under the limit
// nobody is closed; past it the peer holding the most is closed, on its own thread, once; its
// bytes leave the sum when its account goes; a lower limit applies at once; small changes reach
// the sum in steps.

#include "common/UnsentBudget.h"

#include <QObject>
#include <QTest>
#include <QThread>
#include <memory>

using ic::UnsentBudget;

class TestUnsentBudget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { UnsentBudget::instance().setLimit(1000); }
    void cleanup() { UnsentBudget::instance().setLimit(UnsentBudget::kDefaultLimit); }

    void underTheLimitNobodyIsClosed();
    void pastTheLimitTheLargestIsClosedOnce();
    void aClosedPeersBytesLeaveTheSum();
    void aLowerLimitAppliesAtOnce();
    void thePeerIsClosedOnItsOwnThread();
    void theSumHearsOfChangesInSteps();
    void onePeerIsClosedWhenOneIsEnough();
};

namespace {
/// A peer: its account and whether the budget closed it.
struct Peer
{
    QObject context;
    int closed = 0;
    UnsentBudget::Account account{&context, [this] { ++closed; }};
};
} // namespace

void TestUnsentBudget::underTheLimitNobodyIsClosed()
{
    Peer a, b;
    a.account.update(600);
    b.account.update(400);
    QCOMPARE(UnsentBudget::instance().total(), 1000);
    QCoreApplication::processEvents();
    QCOMPARE(a.closed + b.closed, 0);
}

void TestUnsentBudget::pastTheLimitTheLargestIsClosedOnce()
{
    const qint64 before = UnsentBudget::instance().closedPeers();
    Peer a, b, c;
    a.account.update(600);
    b.account.update(300);
    c.account.update(200); // 1100: a holds the most
    QTRY_COMPARE(a.closed, 1);
    a.account.update(700); // still going: not told again
    c.account.update(250);
    QCoreApplication::processEvents();
    QCOMPARE(a.closed, 1);
    QCOMPARE(b.closed + c.closed, 0);
    QCOMPARE(UnsentBudget::instance().closedPeers(), before + 1);
}

void TestUnsentBudget::aClosedPeersBytesLeaveTheSum()
{
    auto a = std::make_unique<Peer>();
    Peer b;
    a->account.update(900);
    b.account.update(90);
    QCOMPARE(UnsentBudget::instance().total(), 990);
    a.reset();
    QCOMPARE(UnsentBudget::instance().total(), 90);
    b.account.update(0);
    QCOMPARE(UnsentBudget::instance().total(), 0);
}

void TestUnsentBudget::aLowerLimitAppliesAtOnce()
{
    Peer a, b;
    a.account.update(500);
    b.account.update(400);
    UnsentBudget::instance().setLimit(450);
    QTRY_COMPARE(a.closed, 1);
    QCOMPARE(b.closed, 0); // 400 once a has gone
}

void TestUnsentBudget::thePeerIsClosedOnItsOwnThread()
{
    QThread thread;
    thread.start();
    QObject context;
    context.moveToThread(&thread);
    QThread *closedOn = nullptr;
    {
        UnsentBudget::Account account(&context, [&] { closedOn = QThread::currentThread(); });
        Peer local;
        local.account.update(10);
        account.update(2000);
        QTRY_VERIFY(closedOn != nullptr);
    }
    QCOMPARE(closedOn, &thread);
    thread.quit();
    thread.wait();
}

void TestUnsentBudget::theSumHearsOfChangesInSteps()
{
    // A change reaches the shared sum once it is a 4096th of the limit (here 1 KiB of 4 MiB),
    // or the peer has taken everything; the peer's own figure is always exact.
    UnsentBudget::instance().setLimit(4 * 1024 * 1024);
    Peer a;
    a.account.update(1000);
    QCOMPARE(a.account.unsent(), 1000);
    QCOMPARE(UnsentBudget::instance().total(), 0);
    a.account.update(1024);
    QCOMPARE(UnsentBudget::instance().total(), 1024);
    a.account.update(2000);
    QCOMPARE(UnsentBudget::instance().total(), 1024);
    a.account.update(4 * 1024 * 1024 + 1); // past the limit: heard, and the peer closed
    QCOMPARE(UnsentBudget::instance().total(), 4 * 1024 * 1024 + 1);
    QTRY_COMPARE(a.closed, 1);
    a.account.update(10);
    QCOMPARE(UnsentBudget::instance().total(), 10);
    a.account.update(0);
    QCOMPARE(UnsentBudget::instance().total(), 0);
}

void TestUnsentBudget::onePeerIsClosedWhenOneIsEnough()
{
    // The peer closed is the one the sum holds the most of, so that closing it frees what was
    // counted: a change still inside its step (a's last byte) must not pick a peer whose going
    // frees less, and so close a second one too.
    UnsentBudget::instance().setLimit(8192); // steps of 2 bytes
    Peer a, b;
    a.account.update(10);
    a.account.update(11); // inside the step: the sum still holds 10 of a
    b.account.update(11);
    QCOMPARE(UnsentBudget::instance().total(), 21);
    UnsentBudget::instance().setLimit(10);
    QTRY_COMPARE(b.closed, 1);
    QCoreApplication::processEvents();
    QCOMPARE(a.closed, 0);
}

QTEST_GUILESS_MAIN(TestUnsentBudget)
#include "TestUnsentBudget.moc"
