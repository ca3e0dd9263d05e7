// RelayConnection against ic-relay-mock in-process over real TLS (the test's CA added to the
// connection's CAs): the bearer token in the handshake, the relay's methods as values and their
// errors as specific ic::Errors, relay/match.event and relay/announcement as signals, a refused
// or revoked token ending the connection for good, and reconnection with backoff after the
// relay went away (subscribing to match events again).

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "ResultCheck.h"

#include "relayclient/RelayConnection.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using icrelayclient::RelayConnection;
using icrelayclient::RelayGameInfo;
using icrelayclient::RelayMatchEvent;
using icrp::Tier;
using State = RelayConnection::State;

class TestRelayConnection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void connectsWithTheTokenAndCallsTheRelay();
    void gamesAreValues();
    void perGameCallsAndTheirErrors();
    void adminCallsAndAnnouncements();
    void matchEventsArriveAsSignals();
    void aGameEndsAsAnEventAndTheListFollows();
    void aListNotShapedAsTheSpecIsRefused();
    void aRefusedTokenIsNotTriedAgain();
    void aRevokedTokenEndsTheSession();
    void reconnectsWhenTheRelayIsBack();

private:
    RelayTestPki m_pki;
};

void TestRelayConnection::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayConnection::connectsWithTheTokenAndCallsTheRelay()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    QSignalSpy connected(&c, &RelayConnection::connected);
    c.open();
    QVERIFY(connected.wait(20'000));
    QCOMPARE(c.state(), State::Connected);
    QCOMPARE(c.certificateTrust(), RelayConnection::CertificateTrust::CaVerified);
    QCOMPARE(c.welcome().value(QStringLiteral("tier")).toString(), QStringLiteral("admin"));
    QCOMPARE(c.welcome().value(QStringLiteral("token")).toObject().value(QStringLiteral("id")),
             QJsonValue(relay.lastId));
    // The header carried the token: the hello asked for none.
    QVERIFY(c.hello().value(QStringLiteral("authentication")).isNull());

    const auto status =
        answerOf<icrelayclient::RelayStatus>([&](auto done) { c.status(std::move(done)); });
    IC_VERIFY_OK(status);
    QCOMPARE(status->gamesHosted, 5);
    QCOMPARE(status->sessions, 1);
    QVERIFY(status->server.contains(QLatin1String("ic-relay-mock")));
}

void TestRelayConnection::gamesAreValues()
{
    RelayFixture relay(m_pki, 3);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(
        m_pki, relay.port(),
        relay.token(Tier::Observer, {QStringLiteral("game-002"), QStringLiteral("game-003")}),
        Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    const auto games = answerOf<QList<RelayGameInfo>>([&](auto done) { c.games(std::move(done)); });
    IC_VERIFY_OK(games);
    QCOMPARE(games->size(), 2); // the token's games only
    const RelayGameInfo &g = games->first();
    QCOMPARE(g.id, QStringLiteral("game-002"));
    QVERIFY(!g.map.isEmpty());
    QCOMPARE(g.mode, QStringLiteral("skirmish-2v2"));
    QCOMPARE(g.state, RelayGameInfo::State::Running);
    QVERIFY(g.startedAt.isValid());
    QCOMPARE(g.players.size(), 4);
    QCOMPARE(g.teams.size(), 2);
    QVERIFY(g.players.first().identityKey.startsWith(QLatin1String("ick1:")));
    QCOMPARE(g.winnerTeam, -1);
    QCOMPARE(g.teamsText(), g.teams[0].players.join(QStringLiteral(", ")) + QStringLiteral(" vs ") +
                                g.teams[1].players.join(QStringLiteral(", ")));
}

void TestRelayConnection::perGameCallsAndTheirErrors()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    const QString game = QStringLiteral("game-001");
    const auto info = answerOf<QJsonObject>([&](auto done) { c.matchInfo(game, std::move(done)); });
    IC_VERIFY_OK(info);
    QCOMPARE(info->value(QStringLiteral("game_id")).toString(), game);
    QCOMPARE(info->value(QStringLiteral("local_seat")).toString(), QStringLiteral("spectator"));

    const auto state = answerOf<QJsonObject>(
        [&](auto done) { c.stateQuery(game, {QStringLiteral("players")}, {}, std::move(done)); });
    IC_VERIFY_OK(state);
    QCOMPARE(state->value(QStringLiteral("game_id")).toString(), game);

    const auto missing = answerOf<QJsonObject>(
        [&](auto done) { c.matchInfo(QStringLiteral("game-999"), std::move(done)); });
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, QStringLiteral("icrp.not-found"));
    QVERIFY(missing.error().message.contains(QLatin1String("game-999")));

    const auto notAdmin =
        answerOf<QJsonObject>([&](auto done) { c.pause(game, true, std::move(done)); });
    QVERIFY(!notAdmin);
    QCOMPARE(notAdmin.error().code, QStringLiteral("icrp.permission-denied"));

    const auto unknown = answerOf<QJsonValue>(
        [&](auto done) { c.call(QStringLiteral("relay/nothing"), {}, std::move(done)); });
    QCOMPARE(unknown.error().code, QStringLiteral("icrp.method-not-found"));

    c.close();
    QCOMPARE(c.state(), State::Disconnected);
    const auto closed =
        answerOf<QJsonObject>([&](auto done) { c.matchInfo(game, std::move(done)); });
    QCOMPARE(closed.error().code, QStringLiteral("relay.not-connected"));
}

void TestRelayConnection::adminCallsAndAnnouncements()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    const QString game = QStringLiteral("game-002");
    const auto paused =
        answerOf<QJsonObject>([&](auto done) { c.pause(game, true, std::move(done)); });
    IC_VERIFY_OK(paused);
    QCOMPARE(paused->value(QStringLiteral("state")).toString(), QStringLiteral("paused"));
    const auto games = answerOf<QList<RelayGameInfo>>([&](auto done) { c.games(std::move(done)); });
    IC_VERIFY_OK(games);
    QCOMPARE(games->at(1).state, RelayGameInfo::State::Paused);

    QSignalSpy announced(&c, &RelayConnection::announcement);
    const auto reached = answerOf<int>(
        [&](auto done) { c.announce(QStringLiteral("Finals in 5"), {}, std::move(done)); });
    IC_VERIFY_OK(reached);
    QCOMPARE(*reached, 2);
    QTRY_COMPARE(announced.size(), 1);
    QCOMPARE(announced.at(0).at(0).toString(), QStringLiteral("Finals in 5"));
    QVERIFY(announced.at(0).at(1).toString().isEmpty());

    const QString player = games->at(1).players.at(0).name;
    const auto kicked = answerOf<QJsonObject>(
        [&](auto done) { c.kick(game, player, QStringLiteral("test"), std::move(done)); });
    IC_VERIFY_OK(kicked);
    QVERIFY(kicked->value(QStringLiteral("kicked")).toBool());
    const auto again = answerOf<QJsonObject>(
        [&](auto done) { c.kick(game, player, QStringLiteral("test"), std::move(done)); });
    QCOMPARE(again.error().code, QStringLiteral("icrp.not-found"));

    const QString key = games->at(0).players.at(1).identityKey;
    const auto banned = answerOf<QJsonObject>(
        [&](auto done) { c.banIdentity(key, QStringLiteral("cheating"), true, std::move(done)); });
    IC_VERIFY_OK(banned);
    QVERIFY(banned->value(QStringLiteral("banned")).toBool());
    QCOMPARE(banned->value(QStringLiteral("kicked_from")).toArray(),
             QJsonArray{QStringLiteral("game-001")});
}

void TestRelayConnection::matchEventsArriveAsSignals()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    const auto subscribed =
        answerOf<QJsonObject>([&](auto done) { c.subscribeMatchEvents(true, std::move(done)); });
    IC_VERIFY_OK(subscribed);
    QVERIFY(subscribed->value(QStringLiteral("subscribed")).toBool());
    QVERIFY(c.matchEventsWanted());

    QSignalSpy events(&c, &RelayConnection::matchEvent);
    const auto games = answerOf<QList<RelayGameInfo>>([&](auto done) { c.games(std::move(done)); });
    IC_VERIFY_OK(games);
    const QString player = games->at(0).players.at(2).name;
    const auto kicked = answerOf<QJsonObject>([&](auto done) {
        c.kick(QStringLiteral("game-001"), player, QStringLiteral("afk"), std::move(done));
    });
    IC_VERIFY_OK(kicked);
    QTRY_COMPARE(events.size(), 1);
    const auto event = events.at(0).at(0).value<RelayMatchEvent>();
    QCOMPARE(event.gameId, QStringLiteral("game-001"));
    QCOMPARE(event.type, RelayMatchEvent::Type::PlayerKick);
    QCOMPARE(event.data.value(QStringLiteral("player")).toString(), player);
    QVERIFY(event.at.isValid());

    const auto off =
        answerOf<QJsonObject>([&](auto done) { c.subscribeMatchEvents(false, std::move(done)); });
    IC_VERIFY_OK(off);
    QVERIFY(!c.matchEventsWanted());
}

void TestRelayConnection::aGameEndsAsAnEventAndTheListFollows()
{
    RelayFixture relay(m_pki, 1);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    IC_VERIFY_OK(
        answerOf<QJsonObject>([&](auto done) { c.subscribeMatchEvents(true, std::move(done)); }));
    QSignalSpy events(&c, &RelayConnection::matchEvent);
    const QString id = QStringLiteral("game-001");
    // A game lasts 5 to 15 game minutes (at most 13500 ticks) on the test's clock.
    for (int i = 0; i < 140 && !relay.host.game(id)->ended(); ++i)
        relay.host.advance(100);
    QVERIFY(relay.host.game(id)->ended());
    const auto isEnd = [&] {
        return std::any_of(events.cbegin(), events.cend(), [](const QList<QVariant> &e) {
            return e.at(0).value<RelayMatchEvent>().type == RelayMatchEvent::Type::GameEnd;
        });
    };
    QTRY_VERIFY(isEnd());
    RelayMatchEvent end;
    for (const QList<QVariant> &e : std::as_const(events)) {
        if (e.at(0).value<RelayMatchEvent>().type == RelayMatchEvent::Type::GameEnd)
            end = e.at(0).value<RelayMatchEvent>();
    }
    QCOMPARE(end.gameId, id);
    QCOMPARE(end.typeName, QStringLiteral("game_end"));
    QVERIFY(end.gameTimeSeconds > 0);
    const int winner = end.data.value(QStringLiteral("winner_team")).toInt(-1);
    QVERIFY(winner == 0 || winner == 1);

    const auto ended = answerOf<QList<RelayGameInfo>>([&](auto done) { c.games(std::move(done)); });
    IC_VERIFY_OK(ended);
    QCOMPARE(ended->size(), 1);
    QCOMPARE(ended->at(0).state, RelayGameInfo::State::Ended);
    QCOMPARE(ended->at(0).winnerTeam, winner);
    QCOMPARE(ended->at(0).durationSeconds, end.gameTimeSeconds);

    // The next game takes its place once the ended one has lingered.
    const qsizetype before = events.size();
    relay.host.advance(icrelay::RelayGameHost::kEndedLingerSeconds * 15 + 1);
    QTRY_VERIFY(events.size() > before);
    const auto start = events.last().at(0).value<RelayMatchEvent>();
    QCOMPARE(start.type, RelayMatchEvent::Type::GameStart);
    QCOMPARE(start.gameId, QStringLiteral("game-002"));
    const auto next = answerOf<QList<RelayGameInfo>>([&](auto done) { c.games(std::move(done)); });
    IC_VERIFY_OK(next);
    QCOMPARE(next->size(), 1);
    QCOMPARE(next->at(0).id, QStringLiteral("game-002"));
    QCOMPARE(next->at(0).state, RelayGameInfo::State::Running);
}

void TestRelayConnection::aListNotShapedAsTheSpecIsRefused()
{
    QCOMPARE(RelayGameInfo::listFromJson(QJsonObject{}).error().code,
             QStringLiteral("relay.bad-answer"));
    QCOMPARE(RelayGameInfo::listFromJson(
                 QJsonObject{{QStringLiteral("games"), QJsonArray{QJsonObject{}}}})
                 .error()
                 .code,
             QStringLiteral("relay.bad-answer"));
    const auto empty =
        RelayGameInfo::listFromJson(QJsonObject{{QStringLiteral("games"), QJsonArray{}}});
    IC_VERIFY_OK(empty);
    QVERIFY(empty->isEmpty());
}

void TestRelayConnection::aRefusedTokenIsNotTriedAgain()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(),
                               QStringLiteral("icrt_notATokenTheRelayKnows0000000000000000000")));
    QSignalSpy errors(&c, &RelayConnection::errorOccurred);
    c.open();
    QVERIFY(errors.wait(20'000));
    QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("relay.token-refused"));
    QVERIFY(errors.at(0).at(1).toString().contains(QLatin1String("does not know that token")));
    QCOMPARE(c.state(), State::Disconnected);
    QCOMPARE(c.lastError().code, QStringLiteral("relay.token-refused"));
    QCOMPARE(c.reconnectInMs(), -1);
}

void TestRelayConnection::aRevokedTokenEndsTheSession()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Observer), Tier::Observer));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    IC_VERIFY_OK(relay.tokens->revoke(relay.lastId));
    QSignalSpy disconnected(&c, &RelayConnection::disconnected);
    const auto refused =
        answerOf<icrelayclient::RelayStatus>([&](auto done) { c.status(std::move(done)); });
    QCOMPARE(refused.error().code, QStringLiteral("icrp.authentication-failed"));
    QVERIFY(refused.error().message.contains(QLatin1String("revoked")));
    QTRY_COMPARE(disconnected.size(), 1);
    QCOMPARE(c.lastError().code, QStringLiteral("relay.token-refused"));
    QCOMPARE(c.state(), State::Disconnected);
}

void TestRelayConnection::reconnectsWhenTheRelayIsBack()
{
    RelayFixture relay(m_pki, 2);
    QVERIFY(relay.listening);
    const quint16 port = relay.port();
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, port, relay.token(Tier::Admin)));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    IC_VERIFY_OK(
        answerOf<QJsonObject>([&](auto done) { c.subscribeMatchEvents(true, std::move(done)); }));

    relay.server->shutdown();
    QVERIFY(waitState(c, State::Reconnecting));
    QCOMPARE(c.lastError().code, QStringLiteral("relay.shutdown"));
    relay.server.reset();
    // Tries again and again while nobody listens.
    QSignalSpy errors(&c, &RelayConnection::errorOccurred);
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(errors.cbegin(), errors.cend(),
                                         [](const QList<QVariant> &e) {
                                             return e.at(0).toString() ==
                                                    QLatin1String("relay.unreachable");
                                         }),
                             20'000);
    QCOMPARE(c.state(), State::Reconnecting);
    QVERIFY(c.reconnectInMs() >= 0);

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

    // Subscribed again on its own: a kick's event arrives.
    QSignalSpy events(&c, &RelayConnection::matchEvent);
    const auto games = answerOf<QList<RelayGameInfo>>([&](auto done) { c.games(std::move(done)); });
    IC_VERIFY_OK(games);
    IC_VERIFY_OK(answerOf<QJsonObject>([&](auto done) {
        c.kick(QStringLiteral("game-002"), games->at(1).players.at(0).name, {}, std::move(done));
    }));
    QTRY_COMPARE(events.size(), 1);
}

QTEST_GUILESS_MAIN(TestRelayConnection)
#include "TestRelayConnection.moc"
