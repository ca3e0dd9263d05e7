// TournamentModel against ic-relay-mock in-process over real TLS (two relays: two fixtures, the
// test's CA added to each connection's CAs), on the test's clock. What the model asked of a relay
// is counted at the relay: the test registers relay/games and ic/state.query again on the
// fixture's server with a wrapper that counts each call by game and answers what the relay's own
// methods answer (the game's summary() and stateQuery()), so the counts are the calls that
// crossed the wire, not a fake of the model.

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/TournamentModel.h"

#include "common/GameTime.h"

#include <QJsonArray>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <numeric>

using icrelayclient::RelayConnection;
using icrelayclient::RelayEventLog;
using icrelayclient::RelayGameInfo;
using icrelayclient::RelayMatchEvent;
using icrelayclient::TournamentModel;
using icrp::Tier;
using M = TournamentModel;

namespace {

/// One relay of a test with its client connection and the relay-side call counters.
struct TestRelay
{
    TestRelay(const RelayTestPki &pki, int games, const QStringList &scope = {},
              Tier tier = Tier::Observer)
        : fixture(pki, games)
    {
        if (!fixture.listening)
            return;
        countCalls();
        connection.setOptions(clientOptions(pki, fixture.port(), fixture.token(tier, scope), tier));
    }
    bool open()
    {
        connection.open();
        return waitState(connection, RelayConnection::State::Connected);
    }
    void countCalls()
    {
        using Scope = icrelay::RelayServer::Scope;
        const icrp::Tiers tiers = icrp::Tiers(Tier::Observer) | Tier::Admin;
        fixture.server->registerMethod(
            QStringLiteral("relay/games"), tiers, Scope::Relay,
            [this](const icrelay::RelayCall &c) -> ic::Result<QJsonValue> {
                ++listCalls;
                QJsonArray games;
                for (const auto &g : fixture.host.games()) {
                    if (c.grant.reaches(g->id()))
                        games.append(g->summary());
                }
                return QJsonValue(QJsonObject{{QStringLiteral("games"), games}});
            });
        fixture.server->registerMethod(
            QStringLiteral("ic/state.query"), tiers, Scope::Game,
            [this](const icrelay::RelayCall &c) -> ic::Result<QJsonValue> {
                ++stateQueries[c.game->id()];
                const QStringList fields =
                    c.params.value(QStringLiteral("fields")).toVariant().toStringList();
                return QJsonValue(c.game->stateQuery(fields, -1));
            });
    }
    /// Team 0's and team 1's army value now, as the relay's game has them.
    std::pair<qint64, qint64> armies(const QString &gameId) const
    {
        qint64 team[2] = {0, 0};
        const QJsonObject state =
            fixture.host.game(gameId)->stateQuery({QStringLiteral("army_value")}, -1);
        for (const QJsonValue &p : state.value(QStringLiteral("players")).toArray())
            team[p[QStringLiteral("team")].toInt()] += p[QStringLiteral("army_value")].toInteger();
        return {team[0], team[1]};
    }

    RelayFixture fixture;
    RelayConnection connection;
    int listCalls = 0;
    QHash<QString, int> stateQueries;
};

M::Options fastOptions()
{
    M::Options o;
    o.listInterval = std::chrono::milliseconds(100);
    o.unwatchedListInterval = std::chrono::milliseconds(60'000);
    o.balanceInterval = std::chrono::milliseconds(100);
    o.batchInterval = std::chrono::milliseconds(20);
    return o;
}

QString cell(const TournamentModel &m, int row, int column)
{
    return m.data(m.index(row, column)).toString();
}

/// "Team 1 +1 840", "even".
QString balanceText(std::pair<qint64, qint64> armies)
{
    const qint64 lead = armies.first - armies.second;
    if (lead == 0)
        return QStringLiteral("even");
    return QStringLiteral("Team %1 +%2")
        .arg(lead > 0 ? 1 : 2)
        .arg(QLocale().toString(std::abs(lead)));
}

/// Lets `polls` more relay/games calls reach the relay and be answered.
bool waitPolls(TestRelay &relay, int polls)
{
    const int until = relay.listCalls + polls;
    const bool reached = QTest::qWaitFor([&] { return relay.listCalls >= until; }, 20'000);
    QTest::qWait(0); // the last answer delivered
    return reached && QTest::qWaitFor([&] { return relay.listCalls >= until; }, 0);
}

} // namespace

class TestTournamentModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rowsOfTwoRelaysWithTheirColumns();
    void aScopedTokenShowsOnlyItsGames();
    void aGameEndsWithItsResult();
    void kicksAndAnnouncementsAreLines();
    void removingARelayRemovesItsRows();
    void aRelayReconnectingKeepsItsRowsMarked();
    void anUnchangedListChangesNothing();
    void onlyTheVisibleRowsAreQueried();
    void twoHundredGamesArriveInFewBatches();
    void gamesNobodyWatchesAreNotListedAgain();

private:
    RelayTestPki m_pki;
};

void TestTournamentModel::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestTournamentModel::rowsOfTwoRelaysWithTheirColumns()
{
    TestRelay demo(m_pki, 3), ridge(m_pki, 2);
    QVERIFY(demo.open() && ridge.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &demo.connection);
    model.addRelay(QStringLiteral("Ridge Relay"), &ridge.connection);
    QCOMPARE(model.relays(),
             (QStringList{QStringLiteral("Demo Relay"), QStringLiteral("Ridge Relay")}));
    QTRY_COMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(M::ColumnCount));
    QCOMPARE(model.headerData(M::BalanceColumn, Qt::Horizontal).toString(),
             QStringLiteral("Balance"));
    for (int row = 0; row < 5; ++row) {
        TestRelay &relay = row < 3 ? demo : ridge;
        const QString id =
            QStringLiteral("game-%1").arg(row < 3 ? row + 1 : row - 2, 3, 10, QLatin1Char('0'));
        const icrelay::RelayGame *g = relay.fixture.host.game(id);
        QVERIFY(g);
        QCOMPARE(cell(model, row, M::RelayColumn),
                 row < 3 ? QStringLiteral("Demo Relay") : QStringLiteral("Ridge Relay"));
        QCOMPARE(cell(model, row, M::GameColumn), id);
        QCOMPARE(model.rowOf(model.relayAt(row), id), row);
        QCOMPARE(cell(model, row, M::MapColumn), g->setup().map);
        QCOMPARE(cell(model, row, M::ModeColumn), QStringLiteral("skirmish-2v2"));
        const QStringList p = g->setup().players;
        QCOMPARE(cell(model, row, M::PlayersColumn),
                 QStringLiteral("%1, %2 vs %3, %4").arg(p[0], p[1], p[2], p[3]));
        QCOMPARE(cell(model, row, M::DurationColumn), QStringLiteral("0:00"));
        QCOMPARE(cell(model, row, M::StateColumn), QStringLiteral("Running"));
        QCOMPARE(cell(model, row, M::RankedColumn),
                 g->setup().ranked ? QStringLiteral("Ranked") : QString());
        QCOMPARE(model.data(model.index(row, 0), M::RankedRole).toBool(), g->setup().ranked);
        QCOMPARE(model.data(model.index(row, 0), M::GameStateRole).toInt(),
                 int(RelayGameInfo::State::Running));
        QCOMPARE(cell(model, row, M::BalanceColumn),
                 QStringLiteral("—")); // not on screen: not asked
    }
    QCOMPARE(model.rowOf(QStringLiteral("Ridge Relay"), QStringLiteral("game-003")), -1);

    // A minute of play; the rows come on screen and show who is ahead.
    demo.fixture.host.advance(900);
    ridge.fixture.host.advance(900);
    model.setVisibleRows(0, 4);
    QTRY_COMPARE(cell(model, 0, M::DurationColumn), QStringLiteral("1:00"));
    QTRY_COMPARE(cell(model, 0, M::BalanceColumn),
                 balanceText(demo.armies(QStringLiteral("game-001"))));
    QTRY_COMPARE(cell(model, 4, M::BalanceColumn),
                 balanceText(ridge.armies(QStringLiteral("game-002"))));
    QVERIFY(model.data(model.index(4, M::BalanceColumn), M::SortRole).toLongLong() >= 0);
    QCOMPARE(model.data(model.index(4, M::DurationColumn), M::SortRole).toDouble(), 60.0);
}

void TestTournamentModel::aScopedTokenShowsOnlyItsGames()
{
    TestRelay relay(m_pki, 4, {QStringLiteral("game-002"), QStringLiteral("game-004")});
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 0, M::GameColumn), QStringLiteral("game-002"));
    QCOMPARE(cell(model, 1, M::GameColumn), QStringLiteral("game-004"));
}

void TestTournamentModel::aGameEndsWithItsResult()
{
    TestRelay relay(m_pki, 1);
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    QSignalSpy ended(&model, &TournamentModel::matchEnded);
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 1);
    QTRY_VERIFY(relay.connection.matchEventsWanted());
    const QString id = QStringLiteral("game-001");
    // A game lasts 5 to 15 game minutes (at most 13500 ticks) on the test's clock.
    for (int i = 0; i < 140 && !relay.fixture.host.game(id)->ended(); ++i)
        relay.fixture.host.advance(100);
    QVERIFY(relay.fixture.host.game(id)->ended());
    QTRY_COMPARE(ended.size(), 1);
    QCOMPARE(ended.at(0).at(0).toString(), QStringLiteral("Demo Relay"));
    const auto event = ended.at(0).at(1).value<RelayMatchEvent>();
    QCOMPARE(event.gameId, id);
    const int winner = event.data.value(QStringLiteral("winner_team")).toInt();
    const QJsonArray scores = event.data.value(QStringLiteral("scores")).toArray();
    QCOMPARE(scores.size(), 2);

    QTRY_COMPARE(cell(model, 0, M::StateColumn), QStringLiteral("Ended"));
    const QLocale locale;
    QCOMPARE(cell(model, 0, M::BalanceColumn), QStringLiteral("%1 : %2, Team %3 won")
                                                   .arg(locale.toString(scores[0].toInteger()),
                                                        locale.toString(scores[1].toInteger()))
                                                   .arg(winner + 1));

    RelayEventLog *log = model.events();
    QVERIFY(log->rowCount() >= 1);
    const int last = log->rowCount() - 1;
    QCOMPARE(log->data(log->index(last), RelayEventLog::TypeRole).toString(),
             QStringLiteral("game_end"));
    QCOMPARE(log->data(log->index(last), RelayEventLog::RelayRole).toString(),
             QStringLiteral("Demo Relay"));
    QStringList winners;
    for (const QJsonValue &w : event.data.value(QStringLiteral("winners")).toArray())
        winners.append(w.toString());
    const QString reason = event.data.value(QStringLiteral("reason")).toString();
    QCOMPARE(log->sentence(last),
             QStringLiteral("game-001 on Demo Relay: Team %1 won (%2) %3 after %4")
                 .arg(winner + 1)
                 .arg(winners.join(QStringLiteral(", ")),
                      reason == QLatin1String("annihilation") ? QStringLiteral("by annihilation")
                                                              : QStringLiteral("at the time limit"),
                      ic::gameTimeText(qint64(
                          event.data.value(QStringLiteral("duration_seconds")).toDouble()))));

    const auto results = log->results();
    QCOMPARE(results.size(), 1);
    QCOMPARE(results[0].gameId, id);
    QCOMPARE(results[0].relay, QStringLiteral("Demo Relay"));
    QCOMPARE(results[0].map, relay.fixture.host.game(id)->setup().map);
    QCOMPARE(results[0].winnerTeam, winner);
    QCOMPARE(results[0].winners, winners);
    QCOMPARE(results[0].losers.size(), 2);
    QCOMPARE(results[0].scores.size(), 2);
    QCOMPARE(results[0].reason, reason);

    // After its 60 game seconds listed as ended, game-002 takes its place.
    relay.fixture.host.advance(60 * 15 + 15);
    const QString next = QStringLiteral("game-002");
    QVERIFY(relay.fixture.host.game(next));
    QTRY_COMPARE(log->data(log->index(log->rowCount() - 1), RelayEventLog::TypeRole).toString(),
                 QStringLiteral("game_start"));
    const QStringList p = relay.fixture.host.game(next)->setup().players;
    QCOMPARE(log->sentence(log->rowCount() - 1),
             QStringLiteral("game-002 started on %1 (%2, %3 vs %4, %5)")
                 .arg(relay.fixture.host.game(next)->setup().map, p[0], p[1], p[2], p[3]));
    QTRY_COMPARE(model.rowCount(), 1);
    QTRY_COMPARE(cell(model, 0, M::GameColumn), next);
    QCOMPARE(model.rowOf(QStringLiteral("Demo Relay"), id), -1);
    QCOMPARE(ended.size(), 1);
}

void TestTournamentModel::kicksAndAnnouncementsAreLines()
{
    TestRelay relay(m_pki, 2, {}, Tier::Admin);
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 2);
    QTRY_VERIFY(relay.connection.matchEventsWanted());
    RelayEventLog *log = model.events();
    const QString player = relay.fixture.host.game(QStringLiteral("game-002"))->setup().players[1];
    relay.connection.kick(QStringLiteral("game-002"), player, QStringLiteral("cheating"),
                          [](const auto &) {});
    QTRY_COMPARE(log->rowCount(), 1);
    QCOMPARE(log->sentence(0), QStringLiteral("%1 was kicked from game-002: cheating").arg(player));
    QCOMPARE(log->data(log->index(0), RelayEventLog::TypeRole).toString(),
             QStringLiteral("player_kick"));
    QCOMPARE(log->data(log->index(0), RelayEventLog::GameIdRole).toString(),
             QStringLiteral("game-002"));
    const QDateTime at = log->data(log->index(0), RelayEventLog::TimeRole).toDateTime();
    QVERIFY(at.isValid());
    // The line shown begins with when it happened.
    QCOMPARE(log->data(log->index(0), Qt::DisplayRole).toString(),
             QLocale().toString(at.toLocalTime().time(), QLocale::ShortFormat) +
                 QStringLiteral("  ") + log->sentence(0));
    // The kicked player stays in the row, marked as the relay said (player_kick), not "left".
    QTRY_VERIFY(cell(model, 1, M::PlayersColumn).contains(player + QStringLiteral(" (kicked)")));
    QVERIFY(!cell(model, 1, M::PlayersColumn).contains(player + QStringLiteral(" (left)")));

    relay.connection.announce(QStringLiteral("Finals start in 5 minutes"), {}, [](const auto &) {});
    QTRY_COMPARE(log->rowCount(), 2);
    QCOMPARE(log->sentence(1),
             QStringLiteral("Announcement on Demo Relay: Finals start in 5 minutes"));
    QCOMPARE(log->data(log->index(1), RelayEventLog::TypeRole).toString(),
             QStringLiteral("announcement"));
    QVERIFY(log->results().isEmpty());
}

void TestTournamentModel::removingARelayRemovesItsRows()
{
    TestRelay demo(m_pki, 3), ridge(m_pki, 2);
    QVERIFY(demo.open() && ridge.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &demo.connection);
    model.addRelay(QStringLiteral("Ridge Relay"), &ridge.connection);
    QTRY_COMPARE(model.rowCount(), 5);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.removeRelay(QStringLiteral("Demo Relay"));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(model.relays(), QStringList{QStringLiteral("Ridge Relay")});
    QCOMPARE(cell(model, 0, M::RelayColumn), QStringLiteral("Ridge Relay"));
    // Its polls stopped with it: the relay hears no more from the model.
    const int calls = demo.listCalls;
    QVERIFY(waitPolls(ridge, 3));
    QCOMPARE(demo.listCalls, calls);
    QCOMPARE(model.rowCount(), 2);
}

void TestTournamentModel::aRelayReconnectingKeepsItsRowsMarked()
{
    TestRelay relay(m_pki, 2);
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 2);
    relay.fixture.server->shutdown(); // the relay goes away: the connection tries again
    QTRY_COMPARE(cell(model, 1, M::StateColumn), QStringLiteral("Reconnecting…"));
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.data(model.index(0, 0), M::ReconnectingRole).toBool());
    relay.connection.close(); // for good
    QTRY_COMPARE(model.rowCount(), 0);
    QCOMPARE(model.relays(), QStringList{QStringLiteral("Demo Relay")});
}

void TestTournamentModel::anUnchangedListChangesNothing()
{
    TestRelay relay(m_pki, 5);
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 5);
    model.flush();
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QVERIFY(waitPolls(relay, 3)); // three answers equal to the first
    model.flush();
    QCOMPARE(changed.size(), 0);
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(removed.size(), 0);
    QCOMPARE(reset.size(), 0);

    // A second of play: one dataChanged, over the Duration cells of the five rows.
    relay.fixture.host.advance(15);
    QVERIFY(waitPolls(relay, 2));
    model.flush();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(0, M::DurationColumn));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(4, M::DurationColumn));
    QCOMPARE(cell(model, 0, M::DurationColumn), QStringLiteral("0:01"));
    QCOMPARE(reset.size(), 0);
}

void TestTournamentModel::onlyTheVisibleRowsAreQueried()
{
    TestRelay relay(m_pki, 20);
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 20);
    QVERIFY(waitPolls(relay, 2));
    QVERIFY(relay.stateQueries.isEmpty()); // nothing on screen, nothing asked

    model.setVisibleRows(0, 4);
    const auto askedAll = [&](const QStringList &ids, int times) {
        return std::all_of(ids.cbegin(), ids.cend(), [&](const QString &id) {
            return relay.stateQueries.value(id) >= times;
        });
    };
    const QStringList first = {QStringLiteral("game-001"), QStringLiteral("game-002"),
                               QStringLiteral("game-003"), QStringLiteral("game-004"),
                               QStringLiteral("game-005")};
    QTRY_VERIFY(askedAll(first, 3)); // asked again every balanceInterval
    QCOMPARE(QSet<QString>(relay.stateQueries.keyBegin(), relay.stateQueries.keyEnd()),
             QSet<QString>(first.cbegin(), first.cend()));

    // Scrolled: only the rows now on screen are asked.
    model.setVisibleRows(QList<int>{12, 10});
    QTest::qWait(0);
    relay.stateQueries.clear();
    const QStringList second = {QStringLiteral("game-011"), QStringLiteral("game-013")};
    QTRY_VERIFY(askedAll(second, 3));
    QVERIFY(waitPolls(relay, 1));
    for (auto it = relay.stateQueries.cbegin(); it != relay.stateQueries.cend(); ++it)
        QVERIFY2(second.contains(it.key()), qPrintable(it.key()));
}

void TestTournamentModel::twoHundredGamesArriveInFewBatches()
{
    TestRelay relay(m_pki, 200);
    QVERIFY(relay.open());
    TournamentModel model;
    model.setOptions(fastOptions());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.addRelay(QStringLiteral("Demo Relay"), &relay.connection);
    QTRY_COMPARE(model.rowCount(), 200);
    QCOMPARE(inserted.size(), 1); // the whole list in one run

    // Ten seconds of play, one second at a time, a poll after each; nothing on screen.
    const auto play = [&](int seconds) {
        const int before = relay.listCalls;
        for (int i = 0; i < seconds; ++i) {
            relay.fixture.host.advance(15);
            if (!waitPolls(relay, 1))
                return -1;
        }
        model.flush();
        return relay.listCalls - before;
    };
    int polls = play(10);
    QVERIFY(polls >= 10);
    QCOMPARE(cell(model, 199, M::DurationColumn), QStringLiteral("0:10"));
    qInfo("200 games, nothing on screen, %d polls: %d dataChanged, %d rowsInserted, "
          "%d rowsRemoved, %d resets, %d ic/state.query calls",
          polls, int(changed.size()), int(inserted.size()), int(removed.size()), int(reset.size()),
          int(relay.stateQueries.size()));
    // At most one dataChanged per batch and relay: bounded by the polls, not by the games.
    QVERIFY(changed.size() >= 1 && changed.size() <= polls);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(reset.size(), 0);
    QVERIFY(relay.stateQueries.isEmpty());

    // A screenful on screen: its army balance too, asked kQueriesPerSlice at a time.
    changed.clear();
    model.setVisibleRows(0, 29);
    polls = play(10);
    QVERIFY(polls >= 10);
    const int calls = std::accumulate(relay.stateQueries.cbegin(), relay.stateQueries.cend(), 0);
    qInfo("200 games, 30 on screen, %d polls: %d dataChanged, %d ic/state.query calls for %lld "
          "games",
          polls, int(changed.size()), calls, qsizetype(relay.stateQueries.size()));
    const int slices = (30 + M::kQueriesPerSlice - 1) / M::kQueriesPerSlice;
    QVERIFY(changed.size() <= polls * (1 + slices));
    QVERIFY(relay.stateQueries.size() <= 30);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(reset.size(), 0);
}

void TestTournamentModel::gamesNobodyWatchesAreNotListedAgain()
{
    // Two relays alike: the page of one is shown (watched), the other's hidden.
    TestRelay shown(m_pki, 3), hidden(m_pki, 3);
    QVERIFY(shown.open() && hidden.open());
    TournamentModel watched, unwatched;
    watched.setOptions(fastOptions());
    unwatched.setOptions(fastOptions());
    unwatched.setWatched(false);
    unwatched.setVisibleRows(0, 2);
    watched.addRelay(QStringLiteral("Shown"), &shown.connection);
    unwatched.addRelay(QStringLiteral("Hidden"), &hidden.connection);
    // Listed once when it connects, so the rows are there.
    QTRY_COMPARE(unwatched.rowCount(), 3);
    QCOMPARE(hidden.listCalls, 1);

    // While the watched model is listed five times more, the other (a minute apart) is not
    // listed or asked.
    QVERIFY(waitPolls(shown, 5));
    QCOMPARE(hidden.listCalls, 1);
    QVERIFY(hidden.stateQueries.isEmpty());

    // Shown again: listed at once, then at its interval, and the rows on screen asked.
    unwatched.setWatched(true);
    QVERIFY(unwatched.isWatched());
    QVERIFY(waitPolls(hidden, 3));
    QTRY_COMPARE(hidden.stateQueries.size(), 3);
}

QTEST_GUILESS_MAIN(TestTournamentModel)
#include "TestTournamentModel.moc"
