// ic-relay-mock's server over real TLS on port 0 (docs/icrp-spec.md, "Relay servers"): the
// client verifies the relay's certificate against a CA made for the test; bearer tokens at the
// handshake or in ic/identify; a token's tier and game scope on every call; expiry, revocation;
// wrong tokens refused with their reason and held in the slowing queue; relay/games lists the
// games hosted.

#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "WssPeer.h"

#include <QJsonArray>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>

using icrp::Tier;

class TestRelayServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tlsIsVerifiedAgainstTheCa();
    void plainWebSocketGetsNoHello();
    void headerTokenIdentifies();
    void identifyCarriesTheTokenWithoutHeader();
    void observerCannotBeAdmin();
    void gameScopeIsEnforced();
    void expiredTokenIsRefused();
    void revokedTokenIsRefusedOnTheNextCall();
    void missingTokenIsRefused();
    void wrongTokensAreRefusedAndThrottled();
    void relayGamesListsEveryGame();
    void stateQueryNamesTheGamesPlayers();
    void adminPausesKicksAndAnnounces();
    void scopedAdminActsOnlyOnItsGames();

private:
    RelayTestPki m_pki;
};

void TestRelayServer::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayServer::tlsIsVerifiedAgainstTheCa()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    const QString token = relay.token(Tier::Observer);
    WssPeer trusted(m_pki.ca());
    QVERIFY(trusted.open(relay.port(), token));
    QVERIFY(!trusted.tlsFailed());
    QCOMPARE(trusted.frames().first().value(QStringLiteral("method")).toString(),
             QStringLiteral("ic/hello"));
    // A client that trusts another CA does not get through the TLS handshake.
    RelayTestPki other;
    QVERIFY2(other.make(), qPrintable(other.why()));
    WssPeer stranger(other.ca());
    QVERIFY(!stranger.open(relay.port(), token));
    QVERIFY(stranger.tlsFailed());
    QVERIFY(stranger.frames().isEmpty());
}

void TestRelayServer::plainWebSocketGetsNoHello()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    QWebSocket plain;
    bool gotText = false;
    connect(&plain, &QWebSocket::textMessageReceived, this, [&] { gotText = true; });
    QSignalSpy closed(&plain, &QWebSocket::disconnected);
    QSignalSpy failed(&plain, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error));
    plain.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(relay.port())));
    QTRY_VERIFY_WITH_TIMEOUT(closed.size() + failed.size() > 0, 15'000);
    QVERIFY(!gotText);
    QCOMPARE(relay.server->identifiedCount(), 0);
}

void TestRelayServer::headerTokenIdentifies()
{
    RelayFixture relay(m_pki);
    const QString token = relay.token(Tier::Admin);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.open(relay.port(), token));
    const QJsonObject hello = peer.frames().first().value(QStringLiteral("params")).toObject();
    QVERIFY(hello.value(QStringLiteral("authentication")).isNull());
    QCOMPARE(hello.value(QStringLiteral("tiers")).toArray().size(), 2);
    // Methods wait for ic/identify, as in ICRP.
    const QJsonObject early = peer.call(QStringLiteral("relay/status"));
    QCOMPARE(WssPeer::errorCode(early), -32003);
    QVERIFY(peer.waitClosed());
    QCOMPARE(peer.closeCode(), 4007);

    WssPeer admin(m_pki.ca());
    QVERIFY(admin.open(relay.port(), token));
    const QJsonObject result =
        admin.identify(QStringLiteral("admin")).value(QStringLiteral("result")).toObject();
    QCOMPARE(result.value(QStringLiteral("tier")).toString(), QStringLiteral("admin"));
    QCOMPARE(result.value(QStringLiteral("token")).toObject().value(QStringLiteral("id")),
             QJsonValue(relay.lastId));
    QVERIFY(!result.value(QStringLiteral("token")).toObject().contains(QStringLiteral("hash")));
    const QJsonObject status = admin.call(QStringLiteral("relay/status"));
    QCOMPARE(status.value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("games"))
                 .toObject()
                 .value(QStringLiteral("hosted"))
                 .toInt(),
             5);
}

void TestRelayServer::identifyCarriesTheTokenWithoutHeader()
{
    RelayFixture relay(m_pki);
    const QString token = relay.token(Tier::Observer);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.open(relay.port()));
    const QJsonObject hello = peer.frames().first().value(QStringLiteral("params")).toObject();
    QCOMPARE(hello.value(QStringLiteral("authentication"))
                 .toObject()
                 .value(QStringLiteral("scheme"))
                 .toString(),
             QStringLiteral("bearer"));
    const QJsonObject answer = peer.identify(QStringLiteral("observer"), token);
    QVERIFY2(answer.contains(QStringLiteral("result")), qPrintable(WssPeer::errorMessage(answer)));
    QVERIFY(peer.call(QStringLiteral("relay/games")).contains(QStringLiteral("result")));
}

void TestRelayServer::observerCannotBeAdmin()
{
    RelayFixture relay(m_pki);
    const QString token = relay.token(Tier::Observer);
    WssPeer asAdmin(m_pki.ca());
    QVERIFY(asAdmin.open(relay.port(), token));
    const QJsonObject refused = asAdmin.identify(QStringLiteral("admin"));
    QCOMPARE(WssPeer::errorCode(refused), -32001);
    QVERIFY(WssPeer::errorMessage(refused).contains(relay.lastId));
    QVERIFY(asAdmin.waitClosed());
    QCOMPARE(asAdmin.closeCode(), 1008);
    // An admin token may watch as an observer; an observer session is refused admin methods.
    WssPeer observer(m_pki.ca());
    QVERIFY(
        observer.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("observer")));
    const QJsonObject pause =
        observer.call(QStringLiteral("relay/admin.pause"),
                      {{QStringLiteral("game_id"), QStringLiteral("game-001")},
                       {QStringLiteral("paused"), true}});
    QCOMPARE(WssPeer::errorCode(pause), -32001);
    QCOMPARE(WssPeer::errorMessage(pause),
             QStringLiteral("relay/admin.pause needs the admin tier; this session is observer"));
}

void TestRelayServer::gameScopeIsEnforced()
{
    RelayFixture relay(m_pki);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.identifyAs(relay.port(), relay.token(Tier::Observer, {QStringLiteral("game-002")}),
                            QStringLiteral("observer")));
    const QJsonArray games = peer.call(QStringLiteral("relay/games"))
                                 .value(QStringLiteral("result"))
                                 .toObject()
                                 .value(QStringLiteral("games"))
                                 .toArray();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.first().toObject().value(QStringLiteral("id")).toString(),
             QStringLiteral("game-002"));
    const QJsonObject mine = peer.call(QStringLiteral("ic/match.info"),
                                       {{QStringLiteral("game_id"), QStringLiteral("game-002")}});
    QCOMPARE(mine.value(QStringLiteral("result")).toObject().value(QStringLiteral("game_id")),
             QJsonValue(QStringLiteral("game-002")));
    for (const QString &method :
         {QStringLiteral("ic/match.info"), QStringLiteral("ic/state.query")}) {
        const QJsonObject other =
            peer.call(method, {{QStringLiteral("game_id"), QStringLiteral("game-001")}});
        QCOMPARE(WssPeer::errorCode(other), -32001);
        QVERIFY(WssPeer::errorMessage(other).contains(QStringLiteral("game-001")));
    }
    // A game id is required; a game the relay does not host is "not found" for an unscoped token.
    QCOMPARE(WssPeer::errorCode(peer.call(QStringLiteral("ic/match.info"))), -32602);
    WssPeer all(m_pki.ca());
    QVERIFY(all.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    QCOMPARE(
        WssPeer::errorCode(all.call(QStringLiteral("ic/match.info"),
                                    {{QStringLiteral("game_id"), QStringLiteral("game-999")}})),
        -32009);
}

void TestRelayServer::expiredTokenIsRefused()
{
    RelayFixture relay(m_pki);
    const QString token = relay.token(Tier::Admin, {}, -60);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.open(relay.port(), token));
    const QJsonObject refused = peer.frames().first();
    QCOMPARE(WssPeer::errorCode(refused), -32004);
    QCOMPARE(WssPeer::errorReason(refused), QStringLiteral("expired"));
    QVERIFY(WssPeer::errorMessage(refused).contains(QStringLiteral("expired")));
    QVERIFY(peer.waitClosed());
    QCOMPARE(peer.closeCode(), 4009);
}

void TestRelayServer::revokedTokenIsRefusedOnTheNextCall()
{
    RelayFixture relay(m_pki);
    const QString token = relay.token(Tier::Observer);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.identifyAs(relay.port(), token, QStringLiteral("observer")));
    QVERIFY(peer.call(QStringLiteral("relay/status")).contains(QStringLiteral("result")));
    // Revoked through the file, as `ic-relay-mock token revoke` in another process does.
    icrelay::TokenStore cli(relay.data.path());
    QVERIFY(cli.revoke(relay.lastId).ok());
    const QJsonObject refused = peer.call(QStringLiteral("relay/status"));
    QCOMPARE(WssPeer::errorCode(refused), -32004);
    QCOMPARE(WssPeer::errorReason(refused), QStringLiteral("revoked"));
    QVERIFY(peer.waitClosed());
    QCOMPARE(peer.closeCode(), 4009);
    WssPeer again(m_pki.ca());
    QVERIFY(again.open(relay.port(), token));
    QCOMPARE(WssPeer::errorReason(again.frames().first()), QStringLiteral("revoked"));
}

void TestRelayServer::missingTokenIsRefused()
{
    RelayFixture relay(m_pki);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.open(relay.port()));
    const QJsonObject refused = peer.identify(QStringLiteral("observer"));
    QCOMPARE(WssPeer::errorCode(refused), -32004);
    QCOMPARE(WssPeer::errorReason(refused), QStringLiteral("missing"));
    QVERIFY(peer.waitClosed());
    QCOMPARE(peer.closeCode(), 4009);
}

// Wrong tokens share ICRP's slowing queue: with one free failure, the next ones are held one
// after another, and a right token meanwhile is let in at once.
void TestRelayServer::wrongTokensAreRefusedAndThrottled()
{
    RelayFixture relay(m_pki, 5,
                       {1, std::chrono::milliseconds(250), std::chrono::milliseconds(500),
                        std::chrono::milliseconds(60'000)});
    const QString right = relay.token(Tier::Observer);
    std::vector<std::unique_ptr<WssPeer>> guessers;
    for (int i = 0; i < 4; ++i) {
        guessers.push_back(std::make_unique<WssPeer>(m_pki.ca()));
        QNetworkRequest request(QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(relay.port())));
        request.setRawHeader("Authorization", "Bearer icrt_wrong" + QByteArray::number(i));
        guessers.back()->socket().open(request);
    }
    QVERIFY(guessers.front()->waitForFrames(1));
    QCOMPARE(WssPeer::errorCode(guessers.front()->frames().first()), -32004);
    WssPeer owner(m_pki.ca());
    QVERIFY(owner.identifyAs(relay.port(), right, QStringLiteral("observer")));
    QVERIFY(guessers.back()->frames().isEmpty()); // the last guess is still held
    for (const auto &g : guessers) {
        QVERIFY(g->waitForFrames(1));
        QCOMPARE(WssPeer::errorCode(g->frames().first()), -32004);
        QCOMPARE(WssPeer::errorReason(g->frames().first()), QStringLiteral("unknown"));
        QVERIFY(g->waitClosed());
        QCOMPARE(g->closeCode(), 4009);
    }
}

void TestRelayServer::relayGamesListsEveryGame()
{
    RelayFixture relay(m_pki, 7);
    relay.host.advance(30);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    const QJsonArray games = peer.call(QStringLiteral("relay/games"))
                                 .value(QStringLiteral("result"))
                                 .toObject()
                                 .value(QStringLiteral("games"))
                                 .toArray();
    QCOMPARE(games.size(), 7);
    QSet<quint64> seeds;
    for (int i = 0; i < games.size(); ++i) {
        const QJsonObject g = games.at(i).toObject();
        QCOMPARE(g.value(QStringLiteral("id")).toString(), QStringLiteral("game-00%1").arg(i + 1));
        QVERIFY(!g.value(QStringLiteral("map")).toString().isEmpty());
        QCOMPARE(g.value(QStringLiteral("mode")).toString(), QStringLiteral("skirmish-2v2"));
        QCOMPARE(g.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        QCOMPARE(g.value(QStringLiteral("players")).toArray().size(), 4);
        QCOMPARE(g.value(QStringLiteral("teams")).toArray().size(), 2);
        QCOMPARE(g.value(QStringLiteral("duration_seconds")).toDouble(), 2.0);
        QVERIFY(g.value(QStringLiteral("ranked")).isBool());
        seeds.insert(relay.host.game(g.value(QStringLiteral("id")).toString())->setup().seed);
    }
    QCOMPARE(seeds.size(), 7); // each game its own seed
    const QJsonObject status =
        peer.call(QStringLiteral("relay/status")).value(QStringLiteral("result")).toObject();
    QCOMPARE(status.value(QStringLiteral("players")).toInt(), 28);
    QCOMPARE(status.value(QStringLiteral("sessions")).toInt(), 1);
}

void TestRelayServer::stateQueryNamesTheGamesPlayers()
{
    RelayFixture relay(m_pki, 2);
    relay.host.advance(15);
    WssPeer peer(m_pki.ca());
    QVERIFY(peer.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    const QStringList names = relay.host.game(QStringLiteral("game-002"))->setup().players;
    const QJsonObject state =
        peer.call(QStringLiteral("ic/state.query"),
                  {{QStringLiteral("game_id"), QStringLiteral("game-002")},
                   {QStringLiteral("player"), names.at(2)},
                   {QStringLiteral("fields"), QJsonArray{QStringLiteral("army_value")}}})
            .value(QStringLiteral("result"))
            .toObject();
    const QJsonArray players = state.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 1);
    QCOMPARE(players.first().toObject().value(QStringLiteral("name")).toString(), names.at(2));
    QVERIFY(players.first().toObject().contains(QStringLiteral("army_value")));
    const QJsonObject unknown = peer.call(QStringLiteral("ic/state.query"),
                                          {{QStringLiteral("game_id"), QStringLiteral("game-002")},
                                           {QStringLiteral("player"), QStringLiteral("nobody")}});
    QCOMPARE(WssPeer::errorCode(unknown), -32009);
}

void TestRelayServer::adminPausesKicksAndAnnounces()
{
    RelayFixture relay(m_pki, 3);
    relay.host.advance(15);
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    WssPeer watcher(m_pki.ca());
    QVERIFY(
        watcher.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    const QJsonObject game1{{QStringLiteral("game_id"), QStringLiteral("game-001")}};

    QJsonObject pause = game1;
    pause.insert(QStringLiteral("paused"), true);
    QCOMPARE(admin.call(QStringLiteral("relay/admin.pause"), pause)
                 .value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("state"))
                 .toString(),
             QStringLiteral("paused"));
    relay.host.advance(15);
    QCOMPARE(relay.host.game(QStringLiteral("game-001"))->tick(), 15);
    QCOMPARE(relay.host.game(QStringLiteral("game-002"))->tick(), 30);
    QCOMPARE(watcher.call(QStringLiteral("ic/match.info"), game1)
                 .value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("state"))
                 .toString(),
             QStringLiteral("paused"));

    const QString victim = relay.host.game(QStringLiteral("game-001"))->setup().players.at(3);
    QJsonObject kick = game1;
    kick.insert(QStringLiteral("player"), victim);
    QVERIFY(
        admin.call(QStringLiteral("relay/admin.kick"), kick).contains(QStringLiteral("result")));
    QCOMPARE(WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.kick"), kick)), -32009);
    const QJsonArray players = watcher.call(QStringLiteral("ic/match.info"), game1)
                                   .value(QStringLiteral("result"))
                                   .toObject()
                                   .value(QStringLiteral("players"))
                                   .toArray();
    QCOMPARE(players.at(3).toObject().value(QStringLiteral("present")).toBool(), false);

    const int before = int(watcher.frames().size());
    const QJsonObject announced =
        admin.call(QStringLiteral("relay/admin.announce"),
                   {{QStringLiteral("message"), QStringLiteral("Finals start in 5 minutes")}});
    QCOMPARE(
        announced.value(QStringLiteral("result")).toObject().value(QStringLiteral("games")).toInt(),
        3);
    QVERIFY(watcher.waitForFrames(before + 1));
    const QJsonObject note = watcher.frames().at(before);
    QCOMPARE(note.value(QStringLiteral("method")).toString(), QStringLiteral("relay/announcement"));
    QCOMPARE(
        note.value(QStringLiteral("params")).toObject().value(QStringLiteral("message")).toString(),
        QStringLiteral("Finals start in 5 minutes"));
    QCOMPARE(watcher
                 .call(QStringLiteral("ic/match.info"),
                       {{QStringLiteral("game_id"), QStringLiteral("game-003")}})
                 .value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("announcements"))
                 .toArray(),
             QJsonArray{QStringLiteral("Finals start in 5 minutes")});
}

void TestRelayServer::scopedAdminActsOnlyOnItsGames()
{
    RelayFixture relay(m_pki, 3);
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin, {QStringLiteral("game-003")}),
                             QStringLiteral("admin")));
    QCOMPARE(
        WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.pause"),
                                      {{QStringLiteral("game_id"), QStringLiteral("game-001")}})),
        -32001);
    QCOMPARE(WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.announce"),
                                           {{QStringLiteral("message"), QStringLiteral("hi")}})),
             -32001);
    QVERIFY(admin
                .call(QStringLiteral("relay/admin.announce"),
                      {{QStringLiteral("message"), QStringLiteral("hi")},
                       {QStringLiteral("game_id"), QStringLiteral("game-003")}})
                .contains(QStringLiteral("result")));
    QVERIFY(admin
                .call(QStringLiteral("relay/admin.pause"),
                      {{QStringLiteral("game_id"), QStringLiteral("game-003")}})
                .contains(QStringLiteral("result")));
}

QTEST_GUILESS_MAIN(TestRelayServer)
#include "TestRelayServer.moc"
