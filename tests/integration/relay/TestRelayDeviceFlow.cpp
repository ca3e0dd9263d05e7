// The OAuth 2.0 Device Authorization Grant (RFC 8628) on ic-relay-mock's port, over real TLS
// (a CA made with openssl for the test): a device asks for a code, polls, and the admin's
// `approve` / `deny` (DeviceCommand, as the program runs it) decides. The relay's clock is the
// test's, so expiry and slow_down need no waiting. Each way: approved (a normal relay token:
// hashed, listed, usable over wss://, revocable), denied, expired, slow_down, a code used twice,
// and the requests the endpoints refuse. Also RFC 7009's POST /oauth/revoke on the same port: the
// holder of a token revokes it (listed revoked, a live session refused at its next call), and an
// unknown token gets the same 200 {}.

#include "HttpsPeer.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "WssPeer.h"

#include "relay/DeviceCommand.h"
#include "relay/RelayDeviceFlow.h"
#include "relay/TokenCommand.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>
#include <QTextStream>

using icrp::Tier;

namespace {

const QString kClient = QStringLiteral("panel-test");

/// A relay with the device flow on the test's clock.
struct DeviceRelay
{
    DeviceRelay(const RelayTestPki &pki, qint64 clockOffsetSeconds = 0)
        : relay(pki), now(QDateTime::currentDateTimeUtc().addSecs(clockOffsetSeconds)),
          flow(relay.data.path(), relay.tokens, [this] { return now; }),
          https(pki.ca(), relay.port())
    {
        relay.server->setHttpHandler(
            [this](const icnet::HttpRequest &request) { return flow.handle(request); });
        flow.setBaseUrl(relay.server->httpsUrl());
    }

    /// `ic-relay-mock approve|deny CODE [more…]`, run in this process; its exit code.
    int decide(const QString &verb, const QString &userCode, const QStringList &more = {})
    {
        const auto command = icrelay::RelayCommandLine::parse(
            QStringList{QStringLiteral("ic-relay-mock"), verb, userCode} + more +
            QStringList{QStringLiteral("--data-dir"), relay.data.path()});
        if (command.action == icrelay::RelayCommandLine::Action::Error)
            return 2;
        QString out;
        QTextStream outStream(&out);
        QTextStream errStream(&said);
        return icrelay::DeviceCommand::run(command, outStream, errStream);
    }

    RelayFixture relay;
    QDateTime now;
    icrelay::RelayDeviceFlow flow;
    HttpsPeer https;
    QString said; // what the last decision wrote on stderr
};

/// `ic-relay-mock token list --data-dir D`, run in this process: what it printed.
QString tokenList(const QString &dataDir)
{
    const auto command = icrelay::RelayCommandLine::parse(
        {QStringLiteral("ic-relay-mock"), QStringLiteral("token"), QStringLiteral("list"),
         QStringLiteral("--data-dir"), dataDir});
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    icrelay::TokenCommand::run(command, outStream, errStream);
    outStream.flush();
    return out;
}

/// The STATE column of `id` in `token list`.
QString listedState(const QString &dataDir, const QString &id)
{
    for (const QString &line : tokenList(dataDir).split(u'\n')) {
        if (line.startsWith(id))
            return line.split(u' ', Qt::SkipEmptyParts).value(3);
    }
    return {};
}

HttpsPeer::Answer revoke(const HttpsPeer &https, const HttpsPeer::Form &form)
{
    return https.post(QStringLiteral("/oauth/revoke"), form);
}

QString field(const HttpsPeer::Answer &a, const char *name)
{
    return a.json.value(QLatin1String(name)).toString();
}

} // namespace

class TestRelayDeviceFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void approvedDeviceGetsARelayToken();
    void deniedDeviceIsTold();
    void expiredCodeIsRefused();
    void pollingTooFastSlowsTheDeviceDown();
    void badRequestsAreRefused();
    void webSocketsShareThePort();
    void holderRevokesItsToken();
    void unknownTokenIsNoOracle();
    void badRevocationsAreRefused();

private:
    RelayTestPki m_pki;
};

void TestRelayDeviceFlow::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayDeviceFlow::approvedDeviceGetsARelayToken()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    const HttpsPeer::Answer code = d.https.authorize(kClient, QStringLiteral("admin"));
    QCOMPARE(code.status, 200);
    QVERIFY(!code.tlsFailed);
    QCOMPARE(code.cacheControl, QByteArray("no-store"));
    const QString deviceCode = field(code, "device_code");
    const QString userCode = field(code, "user_code");
    QVERIFY(deviceCode.size() >= 43);
    QVERIFY2(
        QRegularExpression(QStringLiteral("^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$"))
            .match(userCode)
            .hasMatch(),
        qPrintable(userCode));
    QCOMPARE(field(code, "verification_uri"),
             QStringLiteral("https://127.0.0.1:%1/device").arg(d.relay.port()));
    QCOMPARE(field(code, "verification_uri_complete"),
             field(code, "verification_uri") + QStringLiteral("?user_code=") + userCode);
    QCOMPARE(code.json.value(QStringLiteral("expires_in")).toInt(), 600);
    QCOMPARE(code.json.value(QStringLiteral("interval")).toInt(), 5);
    // The device code is kept as its hash only.
    QFile file(d.relay.data.filePath(QStringLiteral("relay-device-codes.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(deviceCode.toUtf8()));

    const HttpsPeer::Answer waiting = d.https.poll(deviceCode, kClient);
    QCOMPARE(waiting.status, 400);
    QCOMPARE(waiting.error(), QStringLiteral("authorization_pending"));

    // The admin types the code as people do: lower case, no dash.
    QCOMPARE(d.decide(QStringLiteral("approve"), userCode.toLower().remove(u'-'),
                      {QStringLiteral("--games"), QStringLiteral("game-002"),
                       QStringLiteral("--expires"), QStringLiteral("2h")}),
             0);
    d.now = d.now.addSecs(5);
    const HttpsPeer::Answer issued = d.https.poll(deviceCode, kClient);
    QCOMPARE(issued.status, 200);
    QCOMPARE(issued.cacheControl, QByteArray("no-store"));
    QCOMPARE(field(issued, "token_type"), QStringLiteral("Bearer"));
    QCOMPARE(field(issued, "scope"), QStringLiteral("admin")); // the tier the device asked for
    QCOMPARE(issued.json.value(QStringLiteral("expires_in")).toInt(), 7200);
    QCOMPARE(issued.json.value(QStringLiteral("games")).toArray(),
             QJsonArray{QStringLiteral("game-002")});
    const QString token = field(issued, "access_token");
    QVERIFY(token.startsWith(QLatin1String("icrt_")));

    // A normal relay token: listed, hashed, usable, revocable.
    const auto listed = d.relay.tokens->list();
    QVERIFY(listed.ok());
    QCOMPARE(listed->size(), 1);
    QCOMPARE(listed->first().id, field(issued, "token_id"));
    QCOMPARE(listed->first().tier, Tier::Admin);
    QCOMPARE(listed->first().games, QStringList{QStringLiteral("game-002")});
    QFile tokens(d.relay.tokens->filePath());
    QVERIFY(tokens.open(QIODevice::ReadOnly));
    QVERIFY(!tokens.readAll().contains(token.toUtf8()));
    WssPeer admin(m_pki.ca());
    QVERIFY(admin.identifyAs(d.relay.port(), token, QStringLiteral("admin")));
    QVERIFY(admin
                .call(QStringLiteral("relay/admin.pause"),
                      {{QStringLiteral("game_id"), QStringLiteral("game-002")}})
                .contains(QStringLiteral("result")));
    QCOMPARE(
        WssPeer::errorCode(admin.call(QStringLiteral("relay/admin.pause"),
                                      {{QStringLiteral("game_id"), QStringLiteral("game-001")}})),
        -32001);

    // The code is used once; deciding on it again is refused.
    const HttpsPeer::Answer again = d.https.poll(deviceCode, kClient);
    QCOMPARE(again.status, 400);
    QCOMPARE(again.error(), QStringLiteral("invalid_grant"));
    QVERIFY(field(again, "error_description").contains(field(issued, "token_id")));
    QCOMPARE(d.decide(QStringLiteral("approve"), userCode), 1);
    QVERIFY2(d.said.contains(QLatin1String("issued already")), qPrintable(d.said));
    QCOMPARE(d.relay.tokens->list()->size(), 1);

    QVERIFY(d.relay.tokens->revoke(field(issued, "token_id")).ok());
    QCOMPARE(WssPeer::errorReason(admin.call(QStringLiteral("relay/status"))),
             QStringLiteral("revoked"));
}

void TestRelayDeviceFlow::deniedDeviceIsTold()
{
    DeviceRelay d(m_pki);
    const HttpsPeer::Answer code = d.https.authorize(kClient);
    QCOMPARE(code.status, 200);
    QCOMPARE(d.decide(QStringLiteral("deny"), field(code, "user_code")), 0);
    const HttpsPeer::Answer denied = d.https.poll(field(code, "device_code"), kClient);
    QCOMPARE(denied.status, 400);
    QCOMPARE(denied.error(), QStringLiteral("access_denied"));
    QCOMPARE(d.https.poll(field(code, "device_code"), kClient).error(),
             QStringLiteral("access_denied"));
    QCOMPARE(d.decide(QStringLiteral("approve"), field(code, "user_code")), 1);
    QVERIFY(d.said.contains(QLatin1String("denied already")));
    QVERIFY(d.relay.tokens->list()->isEmpty());
    QCOMPARE(d.decide(QStringLiteral("deny"), QStringLiteral("BBBB-BBBB")), 1);
    QVERIFY(d.said.contains(QLatin1String("BBBB-BBBB")));
}

// The relay's clock starts 700 s in the past: the code (600 s) has expired for the admin's
// command, which runs on the real clock, while the relay still sees it valid until its clock moves.
void TestRelayDeviceFlow::expiredCodeIsRefused()
{
    DeviceRelay d(m_pki, -700);
    const HttpsPeer::Answer code = d.https.authorize(kClient, QStringLiteral("observer"));
    QCOMPARE(code.status, 200);
    QCOMPARE(d.https.poll(field(code, "device_code"), kClient).error(),
             QStringLiteral("authorization_pending"));
    QCOMPARE(d.decide(QStringLiteral("approve"), field(code, "user_code")), 1);
    QVERIFY2(d.said.contains(QLatin1String("expired")), qPrintable(d.said));
    d.now = d.now.addSecs(600);
    const HttpsPeer::Answer expired = d.https.poll(field(code, "device_code"), kClient);
    QCOMPARE(expired.status, 400);
    QCOMPARE(expired.error(), QStringLiteral("expired_token"));
    QVERIFY(d.relay.tokens->list()->isEmpty());
}

void TestRelayDeviceFlow::pollingTooFastSlowsTheDeviceDown()
{
    DeviceRelay d(m_pki);
    const HttpsPeer::Answer code = d.https.authorize(kClient);
    const QString deviceCode = field(code, "device_code");
    QCOMPARE(d.https.poll(deviceCode, kClient).error(), QStringLiteral("authorization_pending"));
    const HttpsPeer::Answer fast = d.https.poll(deviceCode, kClient); // no time passed
    QCOMPARE(fast.status, 400);
    QCOMPARE(fast.error(), QStringLiteral("slow_down"));
    QCOMPARE(fast.json.value(QStringLiteral("interval")).toInt(), 10);
    d.now = d.now.addSecs(5); // the old interval is not enough any more
    const HttpsPeer::Answer stillFast = d.https.poll(deviceCode, kClient);
    QCOMPARE(stillFast.error(), QStringLiteral("slow_down"));
    QCOMPARE(stillFast.json.value(QStringLiteral("interval")).toInt(), 15);
    d.now = d.now.addSecs(15);
    QCOMPARE(d.https.poll(deviceCode, kClient).error(), QStringLiteral("authorization_pending"));
    // Once approved, the next poll gets the token whatever the interval.
    QCOMPARE(d.decide(QStringLiteral("approve"), field(code, "user_code"),
                      {QStringLiteral("--tier"), QStringLiteral("observer")}),
             0);
    const HttpsPeer::Answer issued = d.https.poll(deviceCode, kClient);
    QCOMPARE(issued.status, 200);
    QCOMPARE(field(issued, "scope"), QStringLiteral("observer"));
    QCOMPARE(issued.json.value(QStringLiteral("expires_in")).toInt(), 24 * 3600);
    QVERIFY(issued.json.value(QStringLiteral("games")).isNull());
}

void TestRelayDeviceFlow::badRequestsAreRefused()
{
    DeviceRelay d(m_pki);
    const auto error = [](const HttpsPeer::Answer &a) {
        return QStringLiteral("%1 %2").arg(a.status).arg(a.error());
    };
    const QString authorize = QStringLiteral("/oauth/device_authorization");
    QCOMPARE(error(d.https.post(authorize, {{QStringLiteral("client_id"), kClient}},
                                "application/json")),
             QStringLiteral("400 invalid_request"));
    QCOMPARE(error(d.https.post(authorize, {})), QStringLiteral("400 invalid_request"));
    QCOMPARE(error(d.https.post(authorize, {{QStringLiteral("client_id"), kClient},
                                            {QStringLiteral("client_id"), kClient}})),
             QStringLiteral("400 invalid_request"));
    QCOMPARE(error(d.https.authorize(kClient, QStringLiteral("mod"))),
             QStringLiteral("400 invalid_scope"));

    const HttpsPeer::Answer code = d.https.authorize(kClient);
    const QString token = QStringLiteral("/oauth/token");
    QCOMPARE(error(d.https.post(
                 token, {{QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
                         {QStringLiteral("client_id"), kClient}})),
             QStringLiteral("400 unsupported_grant_type"));
    QCOMPARE(error(d.https.post(
                 token, {{QStringLiteral("grant_type"), icrelay::RelayDeviceFlow::kGrantType},
                         {QStringLiteral("client_id"), kClient}})),
             QStringLiteral("400 invalid_request"));
    QCOMPARE(error(d.https.poll(QStringLiteral("not-a-code"), kClient)),
             QStringLiteral("400 invalid_grant"));
    QCOMPARE(error(d.https.poll(field(code, "device_code"), QStringLiteral("someone-else"))),
             QStringLiteral("400 invalid_grant"));
    QCOMPARE(d.https.get(token).status, 405);
    QCOMPARE(d.https.get(QStringLiteral("/elsewhere")).status, 404);
    const HttpsPeer::Answer page =
        d.https.get(QStringLiteral("/device?user_code=") + field(code, "user_code"));
    QCOMPARE(page.status, 200);
    QVERIFY(page.contentType.startsWith("text/plain"));
    QVERIFY(page.body.contains("ic-relay-mock approve " + field(code, "user_code").toUtf8()));
    // None of it made a token, and the real code still waits.
    QVERIFY(d.relay.tokens->list()->isEmpty());
    QCOMPARE(d.https.poll(field(code, "device_code"), kClient).error(),
             QStringLiteral("authorization_pending"));
}

void TestRelayDeviceFlow::webSocketsShareThePort()
{
    DeviceRelay d(m_pki);
    WssPeer peer(m_pki.ca());
    QVERIFY(
        peer.identifyAs(d.relay.port(), d.relay.token(Tier::Observer), QStringLiteral("observer")));
    QCOMPARE(d.https.authorize(kClient).status, 200);
    QVERIFY(peer.call(QStringLiteral("relay/status")).contains(QStringLiteral("result")));
    // A client that does not trust the relay's CA gets through neither door.
    RelayTestPki other;
    QVERIFY2(other.make(), qPrintable(other.why()));
    const HttpsPeer::Answer stranger = HttpsPeer(other.ca(), d.relay.port()).authorize(kClient);
    QVERIFY(stranger.tlsFailed);
    QCOMPARE(stranger.status, 0);
}

// RFC 7009 §2.1, §2.2: the token authenticates the request; the relay marks it revoked in its
// token file, and the session using it is refused at its next call (§19.4).
void TestRelayDeviceFlow::holderRevokesItsToken()
{
    DeviceRelay d(m_pki);
    const QString token = d.relay.token(Tier::Admin);
    const QString id = d.relay.lastId;
    const QString other = d.relay.token(Tier::Observer);
    const QString otherId = d.relay.lastId;
    WssPeer session(m_pki.ca());
    QVERIFY(session.identifyAs(d.relay.port(), token, QStringLiteral("admin")));
    QVERIFY(session.call(QStringLiteral("relay/status")).contains(QStringLiteral("result")));
    QCOMPARE(listedState(d.relay.data.path(), id), QStringLiteral("active"));

    const HttpsPeer::Answer revoked =
        revoke(d.https, {{QStringLiteral("token"), token},
                         {QStringLiteral("token_type_hint"), QStringLiteral("access_token")}});
    QCOMPARE(revoked.status, 200);
    QVERIFY(!revoked.tlsFailed);
    QCOMPARE(revoked.body, QByteArray("{}"));
    QVERIFY(revoked.contentType.startsWith("application/json"));
    QCOMPARE(revoked.cacheControl, QByteArray("no-store"));
    QCOMPARE(listedState(d.relay.data.path(), id), QStringLiteral("revoked"));
    QCOMPARE(listedState(d.relay.data.path(), otherId), QStringLiteral("active"));

    const QJsonObject refused = session.call(QStringLiteral("relay/status"));
    QCOMPARE(WssPeer::errorCode(refused), -32004);
    QCOMPARE(WssPeer::errorReason(refused), QStringLiteral("revoked"));
    QVERIFY(session.waitClosed());
    QCOMPARE(session.closeCode(), 4009);
    WssPeer again(m_pki.ca());
    QVERIFY(again.open(d.relay.port(), token));
    QCOMPARE(WssPeer::errorReason(again.frames().first()), QStringLiteral("revoked"));

    // Revoking it again (no hint this time) is the same 200 {}; its revocation time stays.
    const QDateTime when = d.relay.tokens->list()->first().revoked;
    const HttpsPeer::Answer twice = revoke(d.https, {{QStringLiteral("token"), token}});
    QCOMPARE(twice.status, 200);
    QCOMPARE(twice.body, QByteArray("{}"));
    QCOMPARE(d.relay.tokens->list()->first().revoked, when);
    WssPeer observer(m_pki.ca());
    QVERIFY(observer.identifyAs(d.relay.port(), other, QStringLiteral("observer")));
}

void TestRelayDeviceFlow::unknownTokenIsNoOracle()
{
    DeviceRelay d(m_pki);
    d.relay.token(Tier::Admin);
    const HttpsPeer::Answer unknown = revoke(
        d.https, {{QStringLiteral("token"), QStringLiteral("icrt_not-a-token-of-this-relay")}});
    QCOMPARE(unknown.status, 200);
    QCOMPARE(unknown.body, QByteArray("{}"));
    QCOMPARE(unknown.cacheControl, QByteArray("no-store"));
    QCOMPARE(listedState(d.relay.data.path(), d.relay.lastId), QStringLiteral("active"));
}

void TestRelayDeviceFlow::badRevocationsAreRefused()
{
    DeviceRelay d(m_pki);
    const QString token = d.relay.token(Tier::Admin);
    const auto error = [](const HttpsPeer::Answer &a) {
        return QStringLiteral("%1 %2").arg(a.status).arg(a.error());
    };
    QCOMPARE(error(revoke(d.https, {})), QStringLiteral("400 invalid_request"));
    QCOMPARE(error(revoke(d.https,
                          {{QStringLiteral("token_type_hint"), QStringLiteral("access_token")}})),
             QStringLiteral("400 invalid_request"));
    QCOMPARE(error(revoke(d.https,
                          {{QStringLiteral("token"), token}, {QStringLiteral("token"), token}})),
             QStringLiteral("400 invalid_request"));
    QCOMPARE(error(d.https.post(QStringLiteral("/oauth/revoke"), {{QStringLiteral("token"), token}},
                                "application/json")),
             QStringLiteral("400 invalid_request"));
    QCOMPARE(error(revoke(d.https,
                          {{QStringLiteral("token"), token},
                           {QStringLiteral("token_type_hint"), QStringLiteral("refresh_token")}})),
             QStringLiteral("400 unsupported_token_type"));
    const HttpsPeer::Answer get = d.https.get(QStringLiteral("/oauth/revoke?token=") + token);
    QCOMPARE(get.status, 405);
    // None of them revoked it.
    QCOMPARE(listedState(d.relay.data.path(), d.relay.lastId), QStringLiteral("active"));
}

QTEST_GUILESS_MAIN(TestRelayDeviceFlow)
#include "TestRelayDeviceFlow.moc"
