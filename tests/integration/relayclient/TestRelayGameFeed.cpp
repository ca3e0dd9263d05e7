// RelayGameFeed against ic-relay-mock in-process over real TLS, on the test's clock: one relay
// game shown in a MatchModel as the Match page shows the local game — its info (map, mode), the
// players with their figures, a kick by the relay's admin (another connection) as the game's
// admin kick, an announcement as the game's chat line, the end with the winner after the final
// figures, a game the token does not reach (the relay's words), and the view kept while the
// relay is away and going on when it is back; what the relay said of the game before the feed
// was made (a kick, a ban, announcements, kept by a RelayEventLog) shows first, once.

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "ResultCheck.h"

#include "match/MatchFeed.h"
#include "match/MatchModel.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayEventLog.h"
#include "relayclient/RelayGameFeed.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using icrelayclient::RelayConnection;
using icrelayclient::RelayGameFeed;
using icrp::Tier;
using State = RelayConnection::State;

namespace {

const QString kRelay = QStringLiteral("Test Relay");

/// Whether the model shows every player of the game with figures.
bool hasFigures(const icmatch::MatchModel &m)
{
    return m.players().size() == 4 &&
           std::all_of(m.players().cbegin(), m.players().cend(),
                       [](const icmatch::PlayerFigures &p) { return p.armyValue.has_value(); });
}

const icmatch::PlayerFigures *playerNamed(const icmatch::MatchModel &m, const QString &name)
{
    for (const icmatch::PlayerFigures &p : m.players()) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

bool feedHas(const icmatch::MatchModel &m, const QString &type, const QString &text)
{
    const auto &entries = m.feed()->entries();
    return std::any_of(entries.cbegin(), entries.cend(), [&](const icmatch::MatchFeed::Entry &e) {
        return e.type == type && e.sentence.contains(text);
    });
}

/// The row of the first feed entry of `type` containing `text`, -1 if none.
qsizetype feedRow(const icmatch::MatchModel &m, const QString &type, const QString &text)
{
    const auto &entries = m.feed()->entries();
    for (qsizetype row = 0; row < entries.size(); ++row) {
        if (entries.at(row).type == type && entries.at(row).sentence.contains(text))
            return row;
    }
    return -1;
}

qsizetype feedCount(const icmatch::MatchModel &m, const QString &type, const QString &text)
{
    const auto &entries = m.feed()->entries();
    return std::count_if(entries.cbegin(), entries.cend(), [&](const icmatch::MatchFeed::Entry &e) {
        return e.type == type && e.sentence.contains(text);
    });
}

/// The name of the `index`th player of `gameId` as the relay lists it.
QString playerOf(RelayFixture &relay, const QString &gameId, int index)
{
    return relay.host.game(gameId)
        ->matchInfo()
        .value(QStringLiteral("players"))[index][QStringLiteral("name")]
        .toString();
}

} // namespace

class TestRelayGameFeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void showsTheGamesInfoAndFigures();
    void aKickAndAnAnnouncementThroughTheRelay();
    void theEndComesWithTheWinner();
    void aGameTheTokenDoesNotReachIsUnavailable();
    void keepsTheViewWhileTheRelayIsAway();
    void whatHappenedBeforeComesFirst();

private:
    RelayTestPki m_pki;
};

void TestRelayGameFeed::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayGameFeed::showsTheGamesInfoAndFigures()
{
    RelayFixture relay(m_pki, 3);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    const QString id = QStringLiteral("game-002");
    RelayGameFeed feed(&c, kRelay, id);
    feed.setRefreshInterval(std::chrono::milliseconds(50));
    QCOMPARE(feed.gameId(), id);
    QCOMPARE(feed.relayName(), kRelay);
    feed.start();
    QTRY_VERIFY_WITH_TIMEOUT(feed.hasInfo(), 20'000);
    const QJsonObject truth = relay.host.game(id)->matchInfo();
    QCOMPARE(feed.match()->info().map, truth.value(QStringLiteral("map")).toString());
    QCOMPARE(feed.match()->info().mode, QStringLiteral("skirmish-2v2"));
    QCOMPARE(feed.match()->info().state, icmatch::MatchInfo::State::Running);
    QCOMPARE(feed.match()->info().tickRate, 15);

    relay.host.advance(60);
    QTRY_VERIFY_WITH_TIMEOUT(feed.match()->figuresTick() >= 60, 20'000);
    QTRY_VERIFY_WITH_TIMEOUT(hasFigures(*feed.match()), 20'000);
    // The relay's names, as relay/games lists them; every team seen (no fog).
    for (const QJsonValue &p : truth.value(QStringLiteral("players")).toArray())
        QVERIFY(playerNamed(*feed.match(), p[QStringLiteral("name")].toString()));
    QVERIFY(feed.match()->seesEverything());
    QCOMPARE(feed.match()->teamTotals().size(), 2);
    QVERIFY(feed.problem().code.isEmpty());
}

void TestRelayGameFeed::aKickAndAnAnnouncementThroughTheRelay()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    RelayConnection watcher;
    watcher.setOptions(
        clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    watcher.open();
    RelayConnection admin;
    admin.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    admin.open();
    QVERIFY(waitState(watcher, State::Connected));
    QVERIFY(waitState(admin, State::Connected));
    const QString id = QStringLiteral("game-001");
    RelayGameFeed feed(&watcher, kRelay, id);
    feed.setRefreshInterval(std::chrono::milliseconds(50));
    feed.start();
    QVERIFY(watcher.matchEventsWanted());
    relay.host.advance(30);
    QTRY_VERIFY_WITH_TIMEOUT(hasFigures(*feed.match()), 20'000);

    const QString player = relay.host.game(id)
                               ->matchInfo()
                               .value(QStringLiteral("players"))[1][QStringLiteral("name")]
                               .toString();
    IC_VERIFY_OK(answerOf<QJsonObject>([&](auto done) {
        admin.kick(id, player, QStringLiteral("afk too long"), std::move(done));
    }));
    QTRY_VERIFY_WITH_TIMEOUT(feedHas(*feed.match(), QStringLiteral("kick"), player), 20'000);
    QVERIFY(
        feedHas(*feed.match(), QStringLiteral("kick"),
                kRelay + QStringLiteral(" kicked ") + player + QStringLiteral(": afk too long")));
    QTRY_VERIFY_WITH_TIMEOUT(
        playerNamed(*feed.match(), player) && playerNamed(*feed.match(), player)->kicked, 20'000);
    QVERIFY(!playerNamed(*feed.match(), player)->present);
    // Out of the team's sums.
    for (const auto &team : feed.match()->teamTotals())
        QVERIFY(!team.players.contains(player));

    IC_VERIFY_OK(answerOf<int>([&](auto done) {
        admin.announce(QStringLiteral("Finals at eight"), id, std::move(done));
    }));
    QTRY_VERIFY_WITH_TIMEOUT(feedHas(*feed.match(), QStringLiteral("chat_message"),
                                     kRelay + QStringLiteral(": Finals at eight")),
                             20'000);
    // Another game's announcement is not this game's.
    IC_VERIFY_OK(answerOf<int>([&](auto done) {
        admin.announce(QStringLiteral("Only game two"), QStringLiteral("game-002"),
                       std::move(done));
    }));
    IC_VERIFY_OK(answerOf<int>(
        [&](auto done) { admin.announce(QStringLiteral("Everyone"), {}, std::move(done)); }));
    QTRY_VERIFY_WITH_TIMEOUT(
        feedHas(*feed.match(), QStringLiteral("chat_message"), QStringLiteral("Everyone")), 20'000);
    QVERIFY(!feedHas(*feed.match(), QStringLiteral("chat_message"), QStringLiteral("game two")));

    // A pause the relay sends no event for: seen in ic/match.info, said as the game's pause.
    IC_VERIFY_OK(answerOf<QJsonObject>([&](auto done) { admin.pause(id, true, std::move(done)); }));
    QTRY_COMPARE_WITH_TIMEOUT(feed.match()->info().state, icmatch::MatchInfo::State::Paused,
                              20'000);
    QVERIFY(feedHas(*feed.match(), QStringLiteral("pause"), QStringLiteral("Paused")));
}

void TestRelayGameFeed::theEndComesWithTheWinner()
{
    RelayFixture relay(m_pki, 1);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    const QString id = QStringLiteral("game-001");
    RelayGameFeed feed(&c, kRelay, id);
    feed.setRefreshInterval(std::chrono::milliseconds(50));
    QSignalSpy ended(feed.match(), &icmatch::MatchModel::matchEnded);
    feed.start();
    QTRY_VERIFY_WITH_TIMEOUT(feed.hasInfo(), 20'000);
    // A game lasts 5 to 15 game minutes (at most 13500 ticks) on the test's clock.
    for (int i = 0; i < 140 && !relay.host.game(id)->ended(); ++i)
        relay.host.advance(100);
    QVERIFY(relay.host.game(id)->ended());
    const QJsonObject truth = relay.host.game(id)->matchInfo();
    QVERIFY(ended.wait(20'000));
    QCOMPARE(ended.size(), 1);
    const icmatch::MatchInfo &info = feed.match()->info();
    QCOMPARE(info.state, icmatch::MatchInfo::State::Ended);
    QVERIFY(info.winnerTeam.has_value());
    QCOMPARE(*info.winnerTeam, truth.value(QStringLiteral("winner_team")).toInt());
    QStringList winners;
    for (const QJsonValue &w : truth.value(QStringLiteral("winners")).toArray())
        winners << w.toString();
    QCOMPARE(info.winners, winners);
    QVERIFY(!info.endReason.isEmpty());
    // The final figures came first: the clock at the end.
    QCOMPARE(feed.match()->figuresTick(), relay.host.game(id)->tick());
    QCOMPARE(feed.match()->feed()->entries().constLast().type, QStringLiteral("game_end"));
    QVERIFY(feed.match()->feed()->entries().constLast().sentence.contains(winners.first()));
    QVERIFY(!feed.isRunning()); // nothing changes after the end
    QVERIFY(feed.problem().code.isEmpty());
}

void TestRelayGameFeed::aGameTheTokenDoesNotReachIsUnavailable()
{
    RelayFixture relay(m_pki, 3);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(),
                               relay.token(Tier::Observer, {QStringLiteral("game-001")}),
                               Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    RelayGameFeed feed(&c, kRelay, QStringLiteral("game-003"));
    QSignalSpy unavailable(&feed, &RelayGameFeed::unavailable);
    feed.start();
    QVERIFY(unavailable.wait(20'000));
    const QString message = unavailable.at(0).at(0).toString();
    // The relay's own words, and what to do.
    QVERIFY2(message.contains(QLatin1String("reaches only the games game-001; game-003 is not "
                                            "among them")),
             qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("token that reaches this game")), qPrintable(message));
    QCOMPARE(feed.problem().code, QStringLiteral("icrp.permission-denied"));
    QVERIFY(!feed.isRunning());
    QVERIFY(!feed.hasInfo());

    // A game the relay does not host (a token for every game).
    RelayConnection every;
    every.setOptions(
        clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    every.open();
    QVERIFY(waitState(every, State::Connected));
    RelayGameFeed gone(&every, kRelay, QStringLiteral("game-999"));
    QSignalSpy goneSpy(&gone, &RelayGameFeed::unavailable);
    gone.start();
    QVERIFY(goneSpy.wait(20'000));
    QCOMPARE(gone.problem().code, QStringLiteral("icrp.not-found"));
    QVERIFY2(goneSpy.at(0).at(0).toString().contains(QLatin1String("No game \"game-999\"")),
             qPrintable(goneSpy.at(0).at(0).toString()));
}

void TestRelayGameFeed::keepsTheViewWhileTheRelayIsAway()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    const quint16 port = relay.port();
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, port, relay.token(Tier::Admin)));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    RelayGameFeed feed(&c, kRelay, QStringLiteral("game-002"));
    feed.setRefreshInterval(std::chrono::milliseconds(50));
    QSignalSpy unavailable(&feed, &RelayGameFeed::unavailable);
    feed.start();
    relay.host.advance(45);
    QTRY_VERIFY_WITH_TIMEOUT(feed.match()->figuresTick() >= 45 && hasFigures(*feed.match()),
                             20'000);
    const qint64 before = feed.match()->figuresTick();

    relay.server->shutdown();
    QVERIFY(waitState(c, State::Reconnecting));
    relay.server.reset();
    relay.host.advance(45);
    // Tries again while nobody listens; the view stays as last seen.
    QSignalSpy errors(&c, &RelayConnection::errorOccurred);
    QVERIFY(errors.wait(20'000));
    QVERIFY(hasFigures(*feed.match()));
    QCOMPARE(feed.match()->figuresTick(), before);
    QCOMPARE(unavailable.size(), 0);
    QVERIFY(feed.isRunning());

    icrelay::RelayOptions options;
    options.port = port;
    options.games = 2;
    options.dataDir = relay.data.path();
    options.tickRate = 0;
    auto certificate = icrelay::ServerCertificate::load(m_pki.certFile(), m_pki.keyFile());
    QVERIFY(certificate.ok());
    relay.server =
        std::make_unique<icrelay::RelayServer>(options, *certificate, relay.tokens, &relay.host);
    icrelay::RelayMethods::registerAll(*relay.server);
    IC_VERIFY_OK(relay.server->listen());
    QVERIFY(waitState(c, State::Connected));
    // It goes on from where it stood: the same match, the clock moved on.
    QTRY_VERIFY_WITH_TIMEOUT(feed.match()->figuresTick() >= before + 45, 20'000);
    QVERIFY(hasFigures(*feed.match()));
    QCOMPARE(unavailable.size(), 0);

    // Closed for good: the relay is lost, said once, the view kept.
    c.close();
    QTRY_COMPARE(unavailable.size(), 1);
    QCOMPARE(feed.problem().code, QStringLiteral("relay.lost"));
    QVERIFY(unavailable.at(0).at(0).toString().contains(kRelay));
    QVERIFY(hasFigures(*feed.match()));
}

void TestRelayGameFeed::whatHappenedBeforeComesFirst()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    RelayConnection admin;
    admin.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    admin.open();
    QVERIFY(waitState(admin, State::Connected));
    // The Tournament page's log, as TournamentModel feeds it.
    icrelayclient::RelayEventLog log;
    connect(&admin, &RelayConnection::matchEvent, &log,
            [&log](const icrelayclient::RelayMatchEvent &e) { log.addMatchEvent(kRelay, e); });
    connect(&admin, &RelayConnection::announcement, &log,
            [&log](const QString &message, const QString &gameId) {
                log.addAnnouncement(kRelay, message, gameId);
            });
    IC_VERIFY_OK(answerOf<QJsonObject>(
        [&](auto done) { admin.subscribeMatchEvents(true, std::move(done)); }));
    relay.host.advance(30);

    // Before any window: a kick, a ban, an announcement to the game, one to another, one to all.
    const QString id = QStringLiteral("game-001");
    const QString kicked = playerOf(relay, id, 1);
    const QString banned = playerOf(relay, id, 2);
    IC_VERIFY_OK(answerOf<QJsonObject>([&](auto done) {
        admin.kick(id, kicked, QStringLiteral("afk too long"), std::move(done));
    }));
    IC_VERIFY_OK(answerOf<QJsonObject>([&](auto done) {
        admin.banPlayer(id, banned, QStringLiteral("griefing"), std::move(done));
    }));
    const QList<std::pair<QString, QString>> announcements{
        {QStringLiteral("Finals at eight"), id},
        {QStringLiteral("Only game two"), QStringLiteral("game-002")},
        {QStringLiteral("Everyone"), QString()}};
    for (const auto &[message, game] : announcements)
        IC_VERIFY_OK(
            answerOf<int>([&](auto done) { admin.announce(message, game, std::move(done)); }));
    const auto kicks = [&log, &id] {
        const QList<icrelayclient::RelayMatchEvent> events = log.eventsOf(kRelay, id);
        return std::count_if(events.cbegin(), events.cend(), [](const auto &e) {
            return e.type == icrelayclient::RelayMatchEvent::Type::PlayerKick;
        });
    };
    QTRY_COMPARE_WITH_TIMEOUT(kicks(), 2, 20'000);
    QTRY_COMPARE_WITH_TIMEOUT(log.announcementsOf(kRelay, id).size(), 2, 20'000);
    QCOMPARE(log.announcementsOf(kRelay, QStringLiteral("game-002")).size(), 2);
    QVERIFY(log.eventsOf(QStringLiteral("Another Relay"), id).isEmpty());
    for (const auto &e : log.eventsOf(kRelay, id))
        QCOMPARE(e.gameId, id);

    RelayGameFeed feed(&admin, kRelay, id);
    feed.setRefreshInterval(std::chrono::milliseconds(50));
    feed.showEarlier(log.eventsOf(kRelay, id), log.announcementsOf(kRelay, id));
    feed.start();
    QTRY_VERIFY_WITH_TIMEOUT(feed.hasInfo(), 20'000);
    const icmatch::MatchModel &m = *feed.match();
    const qsizetype kick = feedRow(m, QStringLiteral("kick"), kicked + QStringLiteral(": afk"));
    const qsizetype ban = feedRow(m, QStringLiteral("kick"), banned);
    const qsizetype finals = feedRow(m, QStringLiteral("chat_message"), QStringLiteral("Finals"));
    const qsizetype all = feedRow(m, QStringLiteral("chat_message"), QStringLiteral("Everyone"));
    QVERIFY2(kick >= 0 && ban >= 0 && finals >= 0 && all >= 0,
             qPrintable(QStringLiteral("%1 %2 %3 %4").arg(kick).arg(ban).arg(finals).arg(all)));
    QVERIFY(kick < ban && ban < finals && finals < all); // in the order they happened
    QVERIFY(!feedHas(m, QStringLiteral("chat_message"), QStringLiteral("game two")));
    QTRY_VERIFY_WITH_TIMEOUT(playerNamed(m, kicked) && playerNamed(m, kicked)->kicked, 20'000);
    QVERIFY(playerNamed(m, banned) && playerNamed(m, banned)->kicked);

    // Given again (the page asks twice, or the relay's events came live too): shown once.
    feed.showEarlier(log.eventsOf(kRelay, id), log.announcementsOf(kRelay, id));
    QCOMPARE(feedCount(m, QStringLiteral("kick"), kicked), 1);
    QCOMPARE(feedCount(m, QStringLiteral("chat_message"), QStringLiteral("Finals")), 1);
}

QTEST_GUILESS_MAIN(TestRelayGameFeed)
#include "TestRelayGameFeed.moc"
