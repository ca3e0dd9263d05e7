// relay/config.get, relay/config.set and relay/admin.ban over real TLS (docs/icrp-spec.md
// §19.7): what each tier sees and may change, bad input refused with -32602 before anything
// changes, a changed setting applied, and a ban by identity key kicking the player from every
// game of the relay, listed in the admin's config.get, lifted again; relay/replay.download
// giving an ended game's replay in the mock's format, which plays the same match again.

#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "WssPeer.h"

#include "mock/MatchReplay.h"
#include "mock/SimInput.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using icrp::Tier;

namespace {

QJsonObject resultOf(const QJsonObject &answer)
{
    return answer.value(QStringLiteral("result")).toObject();
}

QJsonObject setting(WssPeer &peer, const QString &key, const QJsonValue &value)
{
    return peer.call(QStringLiteral("relay/config.set"),
                     {{QStringLiteral("settings"), QJsonObject{{key, value}}}});
}

} // namespace

class TestRelayAdmin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void configGetShowsWhatTheTierMaySee();
    void configSetChecksEverythingFirst();
    void maxSessionsIsApplied();
    void banKicksEverywhereAndIsListed();
    void replayOfAnEndedGame();

private:
    RelayTestPki m_pki;
};

void TestRelayAdmin::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayAdmin::configGetShowsWhatTheTierMaySee()
{
    RelayFixture relay(m_pki, 2);
    WssPeer observer(m_pki.ca());
    QVERIFY(
        observer.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    const QJsonObject seen = resultOf(observer.call(QStringLiteral("relay/config.get")));
    const QJsonObject open = seen.value(QStringLiteral("settings")).toObject();
    QCOMPARE(open.value(QStringLiteral("name")).toString(), QStringLiteral("ic-relay-mock"));
    QCOMPARE(open.value(QStringLiteral("ended_linger_seconds")).toInt(), 60);
    QVERIFY(open.contains(QStringLiteral("motd")));
    QVERIFY(!open.contains(QStringLiteral("max_sessions")));
    QVERIFY(!seen.contains(QStringLiteral("bans")));
    QCOMPARE(WssPeer::errorCode(observer.call(QStringLiteral("relay/config.get"),
                                              {{QStringLiteral("keys"), QJsonArray()}})),
             -32602);

    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    const QJsonObject all = resultOf(admin.call(QStringLiteral("relay/config.get")));
    QCOMPARE(all.value(QStringLiteral("settings"))
                 .toObject()
                 .value(QStringLiteral("max_sessions"))
                 .toInt(),
             256);
    QCOMPARE(all.value(QStringLiteral("bans")).toArray(), QJsonArray());
}

void TestRelayAdmin::configSetChecksEverythingFirst()
{
    RelayFixture relay(m_pki, 2);
    WssPeer observer(m_pki.ca());
    QVERIFY(
        observer.identifyAs(relay.port(), relay.token(Tier::Observer), QStringLiteral("observer")));
    QCOMPARE(WssPeer::errorCode(setting(observer, QStringLiteral("motd"), QStringLiteral("hi"))),
             -32001);
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    const auto refused = [&](const QString &key, const QJsonValue &value, const char *says) {
        const QJsonObject answer = setting(admin, key, value);
        return WssPeer::errorCode(answer) == -32602 &&
               WssPeer::errorMessage(answer).contains(QLatin1String(says));
    };
    QVERIFY(refused(QStringLiteral("colour"), QStringLiteral("red"), "unknown setting \"colour\""));
    QVERIFY(refused(QStringLiteral("bans"), QJsonArray(), "relay/admin.ban"));
    QVERIFY(refused(QStringLiteral("name"), 7, "takes a string"));
    QVERIFY(refused(QStringLiteral("name"), QString(), "1 to 64 characters"));
    QVERIFY(refused(QStringLiteral("motd"), QString(501, u'x'), "0 to 500 characters"));
    QVERIFY(refused(QStringLiteral("ended_linger_seconds"), 1.5, "whole number from 0 to 3600"));
    QVERIFY(refused(QStringLiteral("max_sessions"), 0, "whole number from 1 to 256"));
    QCOMPARE(WssPeer::errorCode(admin.call(QStringLiteral("relay/config.set"))), -32602);
    QCOMPARE(WssPeer::errorCode(admin.call(QStringLiteral("relay/config.set"),
                                           {{QStringLiteral("settings"), QJsonObject()}})),
             -32602);
    // One bad entry and nothing is set, the good one neither.
    const QJsonObject mixed = admin.call(
        QStringLiteral("relay/config.set"),
        {{QStringLiteral("settings"), QJsonObject{{QStringLiteral("motd"), QStringLiteral("GLHF")},
                                                  {QStringLiteral("max_sessions"), -1}}}});
    QCOMPARE(WssPeer::errorCode(mixed), -32602);
    QCOMPARE(resultOf(observer.call(QStringLiteral("relay/config.get")))
                 .value(QStringLiteral("settings"))
                 .toObject()
                 .value(QStringLiteral("motd"))
                 .toString(),
             QString());

    const QJsonObject set =
        resultOf(setting(admin, QStringLiteral("motd"), QStringLiteral("GLHF")));
    QCOMPARE(set.value(QStringLiteral("changed")).toArray(), QJsonArray{QStringLiteral("motd")});
    QCOMPARE(resultOf(setting(admin, QStringLiteral("motd"), QStringLiteral("GLHF")))
                 .value(QStringLiteral("changed"))
                 .toArray(),
             QJsonArray());
    QCOMPARE(resultOf(observer.call(QStringLiteral("relay/config.get")))
                 .value(QStringLiteral("settings"))
                 .toObject()
                 .value(QStringLiteral("motd"))
                 .toString(),
             QStringLiteral("GLHF"));
}

void TestRelayAdmin::maxSessionsIsApplied()
{
    RelayFixture relay(m_pki, 1);
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    QVERIFY(setting(admin, QStringLiteral("max_sessions"), 1).contains(QStringLiteral("result")));
    WssPeer second(m_pki.ca());
    QVERIFY(second.open(relay.port(), relay.token(Tier::Observer)));
    QCOMPARE(WssPeer::errorCode(second.frames().first()), -32007);
    QVERIFY(second.waitClosed());
}

void TestRelayAdmin::banKicksEverywhereAndIsListed()
{
    RelayFixture relay(m_pki, 3);
    relay.host.advance(15);
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    const QString player = relay.host.game(QStringLiteral("game-002"))->setup().players.at(1);
    const QString key = icrelay::RelayGame::identityKey(player);
    const QJsonArray roster = resultOf(admin.call(QStringLiteral("relay/games")))
                                  .value(QStringLiteral("games"))
                                  .toArray()
                                  .at(1)
                                  .toObject()
                                  .value(QStringLiteral("players"))
                                  .toArray();
    QCOMPARE(roster.at(1).toObject().value(QStringLiteral("identity_key")).toString(), key);

    // Scopes and bad input first.
    WssPeer observer(m_pki.ca());
    QVERIFY(
        observer.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("observer")));
    const QJsonObject byKey{{QStringLiteral("identity_key"), key}};
    QCOMPARE(WssPeer::errorCode(observer.call(QStringLiteral("relay/admin.ban"), byKey)), -32001);
    WssPeer scoped(m_pki.ca());
    QVERIFY(scoped.identifyAs(relay.port(), relay.token(Tier::Admin, {QStringLiteral("game-002")}),
                              QStringLiteral("admin")));
    QCOMPARE(WssPeer::errorCode(scoped.call(QStringLiteral("relay/admin.ban"), byKey)), -32001);
    QCOMPARE(WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.ban"))), -32602);
    QCOMPARE(
        WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.ban"),
                                      {{QStringLiteral("identity_key"), key},
                                       {QStringLiteral("player"), player},
                                       {QStringLiteral("game_id"), QStringLiteral("game-002")}})),
        -32602);
    QCOMPARE(WssPeer::errorCode(admin.call(
                 QStringLiteral("relay/admin.ban"),
                 {{QStringLiteral("identity_key"), QStringLiteral("ick1:0000000000000000")}})),
             -32009);
    QCOMPARE(WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.ban"),
                                           {{QStringLiteral("game_id"), QStringLiteral("game-002")},
                                            {QStringLiteral("player"), QStringLiteral("nobody")}})),
             -32009);

    const QJsonObject banned =
        resultOf(admin.call(QStringLiteral("relay/admin.ban"),
                            {{QStringLiteral("game_id"), QStringLiteral("game-002")},
                             {QStringLiteral("player"), player},
                             {QStringLiteral("reason"), QStringLiteral("cheating")}}));
    QCOMPARE(banned.value(QStringLiteral("identity_key")).toString(), key);
    QCOMPARE(banned.value(QStringLiteral("changed")).toBool(), true);
    QVERIFY(banned.value(QStringLiteral("kicked_from"))
                .toArray()
                .contains(QJsonValue(QStringLiteral("game-002"))));
    for (const auto &g : relay.host.games())
        QVERIFY(g->presentPlayerWithKey(key).isEmpty());
    const QJsonArray bans = resultOf(admin.call(QStringLiteral("relay/config.get")))
                                .value(QStringLiteral("bans"))
                                .toArray();
    QCOMPARE(bans.size(), 1);
    QCOMPARE(bans.first().toObject().value(QStringLiteral("player")).toString(), player);
    QCOMPARE(bans.first().toObject().value(QStringLiteral("reason")).toString(),
             QStringLiteral("cheating"));
    QCOMPARE(resultOf(admin.call(QStringLiteral("relay/admin.ban"), byKey))
                 .value(QStringLiteral("changed"))
                 .toBool(),
             false);

    // New games do not seat the banned player.
    for (int i = 0; i < 200 && relay.host.game(QStringLiteral("game-004")) == nullptr; ++i)
        relay.host.advance(100);
    QVERIFY(relay.host.game(QStringLiteral("game-004")));
    QVERIFY(!relay.host.game(QStringLiteral("game-004"))->setup().players.contains(player));

    QJsonObject lift = byKey;
    lift.insert(QStringLiteral("banned"), false);
    QCOMPARE(resultOf(admin.call(QStringLiteral("relay/admin.ban"), lift))
                 .value(QStringLiteral("changed"))
                 .toBool(),
             true);
    QCOMPARE(resultOf(admin.call(QStringLiteral("relay/config.get")))
                 .value(QStringLiteral("bans"))
                 .toArray()
                 .size(),
             0);
}

void TestRelayAdmin::replayOfAnEndedGame()
{
    RelayFixture relay(m_pki, 2);
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(relay.port(), relay.token(Tier::Admin), QStringLiteral("admin")));
    WssPeer scoped(m_pki.ca());
    QVERIFY(scoped.identifyAs(relay.port(),
                              relay.token(Tier::Observer, {QStringLiteral("game-002")}),
                              QStringLiteral("observer")));
    const QJsonObject game1{{QStringLiteral("game_id"), QStringLiteral("game-001")}};
    const auto download = [](WssPeer &peer, const QJsonObject &params) {
        return peer.call(QStringLiteral("relay/replay.download"), params);
    };
    QCOMPARE(WssPeer::errorCode(download(admin, game1)), -32009); // not ended yet
    QVERIFY(WssPeer::errorMessage(download(admin, game1)).contains(QLatin1String("not ended")));
    QCOMPARE(WssPeer::errorCode(download(scoped, game1)), -32001);
    QCOMPARE(WssPeer::errorCode(download(admin, {})), -32602);
    QCOMPARE(WssPeer::errorCode(
                 download(admin, {{QStringLiteral("game_id"), QStringLiteral("game-999")}})),
             -32009);

    // An admin's pause and kick are part of the match, and so of its replay.
    relay.host.advance(30);
    QJsonObject pause = game1;
    pause.insert(QStringLiteral("paused"), true);
    QVERIFY(
        admin.call(QStringLiteral("relay/admin.pause"), pause).contains(QStringLiteral("result")));
    relay.host.advance(5);
    pause.insert(QStringLiteral("paused"), false);
    QVERIFY(
        admin.call(QStringLiteral("relay/admin.pause"), pause).contains(QStringLiteral("result")));
    relay.host.advance(60);
    QJsonObject kick = game1;
    kick.insert(QStringLiteral("player"),
                relay.host.game(QStringLiteral("game-001"))->setup().players.at(2));
    QVERIFY(
        admin.call(QStringLiteral("relay/admin.kick"), kick).contains(QStringLiteral("result")));
    icrelay::RelayGame *game = relay.host.game(QStringLiteral("game-001"));
    for (int i = 0; i < 140 && !game->ended(); ++i)
        relay.host.advance(100);
    QVERIFY(game->ended());
    const qint64 endTick = game->tick();
    const int winner = game->summary().value(QStringLiteral("winner_team")).toInt();

    const QJsonObject piece = admin.call(QStringLiteral("relay/replay.download"), game1)
                                  .value(QStringLiteral("result"))
                                  .toObject();
    QCOMPARE(piece.value(QStringLiteral("format")).toString(), QStringLiteral("icrep"));
    QCOMPARE(piece.value(QStringLiteral("encoding")).toString(), QStringLiteral("base64"));
    QVERIFY(piece.value(QStringLiteral("next_offset")).isNull()); // small: one piece
    const QByteArray file =
        QByteArray::fromBase64(piece.value(QStringLiteral("data")).toString().toLatin1());
    QCOMPARE(file.size(), piece.value(QStringLiteral("size")).toInt());
    QCOMPARE(
        QString::fromLatin1(QCryptographicHash::hash(file, QCryptographicHash::Sha256).toHex()),
        piece.value(QStringLiteral("sha256")).toString());
    const auto replay = icmock::MatchReplay::fromJson(QJsonDocument::fromJson(file).object());
    QVERIFY2(replay.ok(), replay ? "" : qPrintable(replay.error().message));
    QCOMPARE(replay->matchId, QStringLiteral("game-001"));
    QCOMPARE(replay->endTick, endTick);
    QCOMPARE(replay->winnerTeam, winner);
    QCOMPARE(replay->inputs.size(), 3);
    QCOMPARE(replay->players.at(2).toObject().value(QStringLiteral("name")),
             kick.value(QStringLiteral("player")));
    // The kick names the player as the relay does, beside the simulation's own name.
    const auto kicked =
        std::find_if(replay->inputs.cbegin(), replay->inputs.cend(),
                     [](const auto &in) { return in.kind == icmock::SimInput::Kind::Kick; });
    QVERIFY(kicked != replay->inputs.cend());
    QCOMPARE(kicked->args.value(QStringLiteral("relay_player")),
             kick.value(QStringLiteral("player")));

    // Played again from its seed and inputs, it is the same match.
    icmock::SkirmishSim again(replay->options);
    qsizetype next = 0;
    while (!again.ended() && again.tick() < endTick + 10) {
        while (next < replay->inputs.size() && replay->inputs.at(next).tick == again.tick())
            icmock::applySimInput(again, replay->inputs.at(next++));
        again.step();
    }
    QCOMPARE(again.tick(), endTick);
    QCOMPARE(again.winnerTeam(), winner);

    QJsonObject past = game1;
    past.insert(QStringLiteral("offset"), file.size() + 1);
    QCOMPARE(WssPeer::errorCode(download(admin, past)), -32602);
    // The game is replaced after its linger; its replay stays downloadable.
    relay.host.advance(icrelay::RelayGameHost::kEndedLingerSeconds * 15 + 1);
    QVERIFY(!relay.host.game(QStringLiteral("game-001")));
    QVERIFY(download(admin, game1).contains(QStringLiteral("result")));
}

QTEST_GUILESS_MAIN(TestRelayAdmin)
#include "TestRelayAdmin.moc"
