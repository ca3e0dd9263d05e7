// A relay's game in a window of its own (RelayGameWindow, the Tournament page's Open), on screen
// against an in-process ic-relay-mock over real TLS on the test's clock: the title names the game
// and the relay, the header shows the game's map, mode, clock and state, the players table fills
// with the game's four players, the line says it is watched as an observer through the relay;
// Escape and Ctrl+W close it; a game the token does not reach shows the relay's words in the
// window's message bar. IC_TEST_SHOTS=/tmp saves /tmp/h3-window.png.

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "TestShots.h"

#include "match/MatchModel.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayGameFeed.h"
#include "ui/common/MessageBar.h"
#include "ui/match/MatchView.h"
#include "ui/match/PlayersTable.h"
#include "ui/tournament/RelayGameWindow.h"

#include <QLabel>
#include <QTest>

using icrelayclient::RelayConnection;
using icrp::Tier;
using icui::RelayGameWindow;

class TestRelayGameWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_pki.make(), qPrintable(m_pki.why())); }
    void showsTheGameOnScreen();
    void escapeAndCtrlWClose();
    void aGameTheTokenDoesNotReachSaysWhy();

private:
    RelayTestPki m_pki;
};

void TestRelayGameWindow::showsTheGameOnScreen()
{
    RelayFixture relay(m_pki, 4);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    c.open();
    QVERIFY(waitState(c, RelayConnection::State::Connected));
    relay.host.advance(15 * 95); // 1:35 into the game: figures, a chart, some events
    const QString id = QStringLiteral("game-003");
    const QString map = relay.host.game(id)->matchInfo().value(QStringLiteral("map")).toString();

    RelayGameWindow window(&c, QStringLiteral("Demo Relay"), id);
    window.feed()->setRefreshInterval(std::chrono::milliseconds(100));
    QCOMPARE(window.gameId(), id);
    QCOMPARE(window.relayName(), QStringLiteral("Demo Relay"));
    QCOMPARE(window.windowTitle(), QStringLiteral("game-003 on Demo Relay — IC Control Panel"));
    QVERIFY(window.isWindow());
    QVERIFY(!window.parentWidget()); // not transient: a window of its own
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QTRY_VERIFY_WITH_TIMEOUT(window.header()->text().startsWith(map), 20'000);
    QVERIFY2(window.header()->text().contains(QLatin1String("skirmish-2v2")),
             qPrintable(window.header()->text()));
    QTRY_VERIFY_WITH_TIMEOUT(window.header()->text().contains(QLatin1String("1:35")), 20'000);
    QVERIFY(window.header()->text().endsWith(QLatin1String("running")));
    QTRY_COMPARE_WITH_TIMEOUT(window.view()->players()->model()->rowCount(), 4, 20'000);
    QCOMPARE(window.match(), window.feed()->match());
    QVERIFY(window.observerLine()->isVisible());
    QVERIFY(window.observerLine()->text().contains(
        QLatin1String("as an observer through the relay Demo Relay")));
    QVERIFY(window.observerLine()->text().contains(QLatin1String("no fog of war")));
    QVERIFY(!window.messageBar()->hasMessage());

    // The game goes on in the window as the relay's clock does.
    relay.host.advance(15 * 30);
    QTRY_VERIFY_WITH_TIMEOUT(window.header()->text().contains(QLatin1String("2:05")), 20'000);
    ictest::saveShot(&window, QStringLiteral("h3-window"));
}

void TestRelayGameWindow::escapeAndCtrlWClose()
{
    RelayFixture relay(m_pki, 1);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    c.open();
    QVERIFY(waitState(c, RelayConnection::State::Connected));
    RelayGameWindow window(&c, QStringLiteral("Demo Relay"), QStringLiteral("game-001"));
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.feed()->isRunning());
    QTest::keyClick(&window, Qt::Key_Escape);
    QTRY_VERIFY(!window.isVisible());
    QVERIFY(!window.feed()->isRunning()); // closed: no more questions to the relay

    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.feed()->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(window.view()->players()->model()->rowCount(), 4, 20'000);
    QTest::keyClick(&window, Qt::Key_W, Qt::ControlModifier);
    QTRY_VERIFY(!window.isVisible());
}

void TestRelayGameWindow::aGameTheTokenDoesNotReachSaysWhy()
{
    RelayFixture relay(m_pki, 3);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(),
                               relay.token(Tier::Observer, {QStringLiteral("game-001")}),
                               Tier::Observer));
    c.open();
    QVERIFY(waitState(c, RelayConnection::State::Connected));
    RelayGameWindow window(&c, QStringLiteral("Demo Relay"), QStringLiteral("game-002"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.messageBar()->hasMessage(), 20'000);
    QCOMPARE(window.messageBar()->kind(), icui::MessageBar::Kind::Error);
    const QString text = window.messageBar()->text();
    QVERIFY2(text.contains(QLatin1String("game-002 is not among them")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Add Relay")), qPrintable(text));
    QVERIFY(!window.observerLine()->isVisible()); // the bar is in its place
    QCOMPARE(window.header()->text(), QStringLiteral("game-002 on Demo Relay cannot be shown."));
    ictest::saveShot(&window, QStringLiteral("h3-window-refused"));
}

QTEST_MAIN(TestRelayGameWindow)
#include "TestRelayGameWindow.moc"
