// The process's budget for what peers have not taken (ic::UnsentBudget), over real sockets:
// peers that each stay far below the per-socket cap (16 MiB) but together pass the budget are
// closed, the one holding the most first — WebSocket subscribers that stop reading (closed as
// too slow, 1008) and an HTTP client that pipelines requests and never reads its answers.

#include "RawPeer.h"
#include "TestServer.h"

#include "common/UnsentBudget.h"
#include "icrp/server/IcrpEvent.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <memory>

using namespace icrp;

namespace {
/// Far below the per-socket cap, so only the budget can close a peer here.
constexpr qint64 kBudget = 4 * 1024 * 1024;

} // namespace

class TestServerUnsentBudget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { ic::UnsentBudget::instance().setLimit(kBudget); }
    void cleanup() { ic::UnsentBudget::instance().setLimit(ic::UnsentBudget::kDefaultLimit); }

    void subscribersThatStopReadingAreClosedTogether();
    void httpPipelinerThatNeverReadsIsClosed();
};

void TestServerUnsentBudget::subscribersThatStopReadingAreClosedTogether()
{
    TestServer t(QString{});
    QSignalSpy closed(t.server.get(), &IcrpServer::sessionClosed);
    std::vector<std::unique_ptr<QTcpSocket>> peers;
    for (int i = 0; i < 3; ++i) {
        peers.push_back(silentSubscriber(t.port(), "combat"));
        QVERIFY(peers.back());
    }
    QTRY_COMPARE(t.server->sessions().size(), 3);
    const qint64 closedBefore = ic::UnsentBudget::instance().closedPeers();
    // 1 MiB events until every one of them is closed: each holds what it has not taken, and
    // together they pass the budget long before one of them reaches 16 MiB.
    const QString big(1024 * 1024, QLatin1Char('x'));
    for (int i = 0; i < 200 && closed.size() < 3; ++i) {
        t.server->publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"),
                                          i, QJsonObject{{QStringLiteral("pad"), big}}));
        QTest::qWait(0); // let the sockets try to write (no timing involved)
    }
    QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 3, 10000);
    QVERIFY(ic::UnsentBudget::instance().closedPeers() >= closedBefore + 1);
    QTRY_COMPARE(ic::UnsentBudget::instance().total(), 0);
}

void TestServerUnsentBudget::httpPipelinerThatNeverReadsIsClosed()
{
    TestServer t(QString{});
    QTcpSocket socket;
    socket.setReadBufferSize(1024);
    socket.connectToHost(QStringLiteral("127.0.0.1"), t.port());
    QVERIFY(socket.waitForConnected(5000));
    const qint64 closedBefore = ic::UnsentBudget::instance().closedPeers();
    const QByteArray request =
        "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(t.port()) + "\r\n\r\n";
    // Answers pile up unread until the budget closes the connection.
    for (int i = 0; i < 4000 && socket.state() == QAbstractSocket::ConnectedState; ++i) {
        socket.write(request.repeated(20));
        QTest::qWait(0);
    }
    QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, 10000);
    QCOMPARE(ic::UnsentBudget::instance().closedPeers(), closedBefore + 1);
}

QTEST_GUILESS_MAIN(TestServerUnsentBudget)
#include "TestServerUnsentBudget.moc"
