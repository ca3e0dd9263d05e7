// A relay's game in a window of its own (RelayGameWindow, the Tournament page's Open), on screen
// against an in-process ic-relay-mock over real TLS on the test's clock: the title names the game
// and the relay, the header shows the game's map, mode, clock and state, the players table fills
// with the game's four players, the line says it is watched as an observer through the relay;
// Escape and Ctrl+W close it; a game the token does not reach shows the relay's words in the
// window's message bar. Two windows opened in a row from the page do not cover each other and
// stay on the screen; a game's window opened again comes back where the user had put it; what
// the relay said of the game before the window opened (showEarlier) is in its Events.
// IC_TEST_SHOTS=/tmp saves /tmp/h3-window.png.

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "TestShots.h"

#include "match/MatchFeed.h"
#include "match/MatchModel.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayGameFeed.h"
#include "ui/common/MessageBar.h"
#include "ui/match/MatchView.h"
#include "ui/match/PlayersTable.h"
#include "ui/tournament/RelayGameWindow.h"

#include <QLabel>
#include <QScreen>
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
    void twoOpenedInARowDoNotCoverEachOther();
    void reopenedComesBackWhereItWasPut();
    void showsWhatHappenedBefore();

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
    QVERIFY2(text.contains(QStringLiteral("Sign In Again…")), qPrintable(text));
    QVERIFY(!window.observerLine()->isVisible()); // the bar is in its place
    QCOMPARE(window.header()->text(), QStringLiteral("game-002 on Demo Relay cannot be shown."));
    ictest::saveShot(&window, QStringLiteral("h3-window-refused"));
}

namespace {

/// A window as the Tournament page opens it: beside `home`, deleted when closed. No connection:
/// where it goes does not depend on the relay.
RelayGameWindow *openWindow(const QString &gameId, QWidget *home)
{
    auto *window = new RelayGameWindow(nullptr, QStringLiteral("Demo Relay"), gameId, home);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}

} // namespace

void TestRelayGameWindow::twoOpenedInARowDoNotCoverEachOther()
{
    QWidget home; // the main window, at the panel's size
    home.resize(960, 620);
    home.show();
    QVERIFY(QTest::qWaitForWindowExposed(&home));
    QPointer<RelayGameWindow> first = openWindow(QStringLiteral("game-101"), &home);
    QVERIFY(QTest::qWaitForWindowExposed(first));
    QPointer<RelayGameWindow> second = openWindow(QStringLiteral("game-102"), &home);
    QVERIFY(QTest::qWaitForWindowExposed(second));

    const QRect avail = home.screen()->availableGeometry();
    const QRect one = first->geometry();
    const QRect two = second->geometry();
    QVERIFY2(one.topLeft() != two.topLeft(),
             qPrintable(QStringLiteral("both at %1,%2").arg(one.x()).arg(one.y())));
    QVERIFY2(avail.contains(one) && avail.contains(two),
             qPrintable(QStringLiteral("%1,%2 %3x%4 and %5,%6 %7x%8 on a %9x%10 screen")
                            .arg(one.x())
                            .arg(one.y())
                            .arg(one.width())
                            .arg(one.height())
                            .arg(two.x())
                            .arg(two.y())
                            .arg(two.width())
                            .arg(two.height())
                            .arg(avail.width())
                            .arg(avail.height())));
    QVERIFY(two.x() > one.x() && two.y() > one.y()); // down and right: the first's title shows
    delete first;
    delete second;
}

void TestRelayGameWindow::reopenedComesBackWhereItWasPut()
{
    QWidget home;
    home.resize(960, 620);
    home.show();
    QVERIFY(QTest::qWaitForWindowExposed(&home));
    QPointer<RelayGameWindow> window = openWindow(QStringLiteral("game-201"), &home);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QRect avail = home.screen()->availableGeometry();
    const QRect put(avail.topLeft() + QPoint(200, 120), QSize(900, 600));
    window->setGeometry(put); // where the user dragged it
    QTRY_COMPARE(window->geometry(), put);
    window->close();
    QTRY_VERIFY(!window); // deleted, as the page's windows are

    window = openWindow(QStringLiteral("game-201"), &home);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTRY_COMPARE(window->geometry(), put);
    delete window;
}

void TestRelayGameWindow::showsWhatHappenedBefore()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    c.open();
    QVERIFY(waitState(c, RelayConnection::State::Connected));
    relay.host.advance(30);
    const QString id = QStringLiteral("game-001");
    const QString player = relay.host.game(id)
                               ->matchInfo()
                               .value(QStringLiteral("players"))[1][QStringLiteral("name")]
                               .toString();
    // As the page's RelayEventLog gave them: a kick and an announcement before the window.
    icrelayclient::RelayMatchEvent kick;
    kick.gameId = id;
    kick.type = icrelayclient::RelayMatchEvent::Type::PlayerKick;
    kick.typeName = QStringLiteral("player_kick");
    kick.at = QDateTime::currentDateTimeUtc().addSecs(-60);
    kick.gameTimeSeconds = 1;
    kick.data = {{QStringLiteral("player"), player},
                 {QStringLiteral("reason"), QStringLiteral("banned: griefing")}};
    const icrelayclient::RelayAnnouncement said{
        {}, QStringLiteral("Finals at eight"), kick.at.addSecs(1)};

    RelayGameWindow window(&c, QStringLiteral("Demo Relay"), id);
    window.showEarlier({kick}, {said});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const icmatch::MatchFeed *feed = window.match()->feed();
    QTRY_COMPARE_WITH_TIMEOUT(feed->rowCount(), 2, 20'000);
    QVERIFY2(feed->entries().at(0).sentence.contains(player + QStringLiteral(": banned")),
             qPrintable(feed->entries().at(0).sentence));
    QVERIFY2(feed->entries().at(1).sentence.contains(QStringLiteral("Finals at eight")),
             qPrintable(feed->entries().at(1).sentence));
    ictest::saveShot(&window, QStringLiteral("p4-window-earlier"));
}

QTEST_MAIN(TestRelayGameWindow)
#include "TestRelayGameWindow.moc"
