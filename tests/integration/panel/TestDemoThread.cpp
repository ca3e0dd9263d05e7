// ic-panel --demo's simulated world on a thread of its own (DemoThread::wrap, as ic-panel's main
// does it): the game, the other games' peers and the relay are made there, the panel reaches them
// only over their sockets and connects to each as before, and they are stopped and the thread
// ended when the panel goes.

#include "PanelTestSupport.h"

#include "panel/ConnectorHost.h"
#include "panel/ConnectorProfileStore.h"
#include "panel/Panel.h"
#include "panel/RelayHost.h"
#include "panel/demo/ConnectorDemoPeers.h"
#include "panel/demo/DemoThread.h"
#include "panel/demo/MockDemoGame.h"
#include "panel/demo/MockDemoRelay.h"
#include "panel/demo/ThreadedDemoGame.h"

#include "mock/MockGame.h"
#include "relayclient/RelayConnection.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using icpanel::Panel;

namespace {

constexpr int kWaitMs = 15000;

/// Where each demo factory ran: the thread its object was made on.
struct MadeOn
{
    QThread *game = nullptr;
    QThread *peers = nullptr;
    QThread *relay = nullptr;
};

/// The demo's three factories, each noting its thread, put on a DemoThread as ic-panel does.
Panel::Options demoOptions(const QString &settingsFile, MadeOn &madeOn)
{
    Panel::Options o;
    o.settingsFile = settingsFile;
    o.demoGame = [&madeOn] {
        madeOn.game = QThread::currentThread();
        return icpanel::MockDemoGame::factory()();
    };
    o.demoPeers = [&madeOn] {
        madeOn.peers = QThread::currentThread();
        return icpanel::ConnectorDemoPeers::factory()();
    };
    o.demoRelay = [&madeOn] {
        madeOn.relay = QThread::currentThread();
        return icpanel::MockDemoRelay::factory()();
    };
    icpanel::DemoThread::wrap(o);
    return o;
}

bool refusesConnections(quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    return !socket.waitForConnected(5000);
}

} // namespace

class TestDemoThread : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theSimulatedWorldLivesOffTheWindowsThread();
};

void TestDemoThread::theSimulatedWorldLivesOffTheWindowsThread()
{
    PANEL_REQUIRE_TEST_SESSION();
    QTemporaryDir dir;
    MadeOn madeOn;
    quint16 gamePort = 0;
    std::unique_ptr<QSignalSpy> threadFinished;
    {
        Panel panel(demoOptions(dir.filePath(QStringLiteral("demo.ini")), madeOn));
        const auto started = panel.startDemo();
        QVERIFY2(started, qPrintable(started ? QString() : started.error().message));

        // Made on one thread, named ic-demo, not this one.
        auto *game = dynamic_cast<icpanel::ThreadedDemoGame *>(panel.demoGame());
        QVERIFY(game);
        const QThread *demoThread = game->held().thread().thread();
        QCOMPARE(demoThread->objectName(), QStringLiteral("ic-demo"));
        QVERIFY(demoThread->isRunning());
        QVERIFY(madeOn.game == demoThread && madeOn.peers == demoThread &&
                madeOn.relay == demoThread);
        QVERIFY(demoThread != QThread::currentThread());
        auto *mock = static_cast<icpanel::MockDemoGame *>(game->held().inner());
        QCOMPARE(mock->game()->thread(), demoThread);

        // The panel reaches each of them over its sockets.
        QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(panel.gameTicks() > 0, kWaitMs);
        const QString relay = QStringLiteral("Demo Relay");
        QTRY_VERIFY_WITH_TIMEOUT(panel.relays()->connection(relay) &&
                                     panel.relays()->connection(relay)->state() ==
                                         icrelayclient::RelayConnection::State::Connected,
                                 kWaitMs);
        QVERIFY(!panel.connectors()->profiles().profiles().isEmpty());
        gamePort = game->port();
        QVERIFY(gamePort > 0);
        threadFinished = std::make_unique<QSignalSpy>(demoThread, &QThread::finished);
    }
    // Gone with the panel: the game stopped listening and the thread ended.
    QCOMPARE(threadFinished->count(), 1);
    QVERIFY(refusesConnections(gamePort));
}

PANEL_TEST_MAIN(TestDemoThread)
#include "TestDemoThread.moc"
