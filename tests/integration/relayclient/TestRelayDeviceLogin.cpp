// RelayDeviceLogin (RFC 8628) against the relay's device flow in-process, on the test's clock,
// over real TLS, with `ic-relay-mock approve` and `deny` run as programs on the relay's data
// folder. The client polls at the relay's own interval (5 s; the relay has no shorter one), so
// these tests take seconds of real time; expiry and slow_down come from the relay's clock.

#include "ClientOptions.h"
#include "ProgramRun.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "ResultCheck.h"

#include "relay/RelayDeviceFlow.h"
#include "relayclient/RelayDeviceLogin.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using icrelayclient::RelayConnection;
using icrelayclient::RelayDeviceLogin;
using icrp::Tier;
using Outcome = ic::Result<RelayDeviceLogin::Token>;

namespace {

/// A relay whose device flow runs on the test's clock.
struct DeviceRelay
{
    explicit DeviceRelay(const RelayTestPki &pki)
        : relay(pki), flow(relay.data.path(), relay.tokens, [this] { return now; })
    {
        relay.server->setHttpHandler(
            [this](const icnet::HttpRequest &request) { return flow.handle(request); });
        flow.setBaseUrl(relay.server->httpsUrl());
    }

    /// `ic-relay-mock approve|deny CODE …` as a program; its exit code.
    int decide(const QString &verb, const QString &userCode, const QStringList &more = {})
    {
        const auto run =
            ictest::runProgram(QStringLiteral(IC_RELAY_PATH),
                               QStringList{verb, userCode} + more +
                                   QStringList{QStringLiteral("--data-dir"), relay.data.path()});
        said = run.err + run.out;
        return run.exitCode;
    }

    RelayFixture relay;
    QDateTime now = QDateTime::currentDateTimeUtc();
    icrelay::RelayDeviceFlow flow;
    QString said;
};

RelayDeviceLogin::Options loginOptions(const RelayTestPki &pki, quint16 port,
                                       bool trustTestCa = true)
{
    RelayDeviceLogin::Options o;
    o.relayUrl = QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(port));
    o.clientId = QStringLiteral("panel-test");
    if (trustTestCa)
        o.trust.extraCaCertificates = {pki.ca()};
    return o;
}

/// Waits for the code the user is shown.
std::optional<RelayDeviceLogin::Code> codeOf(QSignalSpy &codes)
{
    if (codes.isEmpty() && !codes.wait(20'000))
        return std::nullopt;
    return codes.at(0).at(0).value<RelayDeviceLogin::Code>();
}

} // namespace

class TestRelayDeviceLogin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void anApprovedSignInGivesAWorkingToken();
    void aDeniedSignInSaysSo();
    void anExpiredCodeSaysSo();
    void slowDownAddsFiveSecondsForGood();
    void theRelaysCertificateIsTrustedAsForItsWebSocket();

private:
    RelayTestPki m_pki;
};

void TestRelayDeviceLogin::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayDeviceLogin::anApprovedSignInGivesAWorkingToken()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    RelayDeviceLogin login;
    login.setOptions(loginOptions(m_pki, d.relay.port()));
    QSignalSpy codes(&login, &RelayDeviceLogin::codeReady);
    QSignalSpy finished(&login, &RelayDeviceLogin::finished);
    login.start();
    const auto code = codeOf(codes);
    QVERIFY(code);
    QVERIFY(
        QRegularExpression(QStringLiteral("^[A-Z]{4}-[A-Z]{4}$")).match(code->userCode).hasMatch());
    QCOMPARE(code->verificationUri.toString(),
             QStringLiteral("https://127.0.0.1:%1/device").arg(d.relay.port()));
    QVERIFY(code->verificationUriComplete.toString().endsWith(code->userCode));
    QCOMPARE(code->intervalSeconds, 5);
    QCOMPARE(code->expiresInSeconds, 600);
    QVERIFY(login.running());

    QCOMPARE(d.decide(QStringLiteral("approve"), code->userCode,
                      {QStringLiteral("--tier"), QStringLiteral("observer"),
                       QStringLiteral("--games"), QStringLiteral("game-002")}),
             0);
    QVERIFY(finished.wait(30'000));
    const Outcome &outcome = ictest::signalResult<RelayDeviceLogin::Token>(finished.at(0).at(0));
    IC_VERIFY_OK(outcome);
    QVERIFY(outcome->accessToken.startsWith(QLatin1String("icrt_")));
    QCOMPARE(outcome->scope, QStringLiteral("observer"));
    QVERIFY(!outcome->allGames);
    QCOMPARE(outcome->games, QStringList{QStringLiteral("game-002")});
    QVERIFY(outcome->tokenId.startsWith(QLatin1String("tk-")));
    QVERIFY(!login.running());
    QCOMPARE(codes.size(), 1);

    // The token opens the relay's wss:// port.
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, d.relay.port(), outcome->accessToken, Tier::Observer));
    c.open();
    QVERIFY(waitState(c, RelayConnection::State::Connected));
    QCOMPARE(c.welcome().value(QStringLiteral("token")).toObject().value(QStringLiteral("id")),
             QJsonValue(outcome->tokenId));
}

void TestRelayDeviceLogin::aDeniedSignInSaysSo()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    RelayDeviceLogin login;
    login.setOptions(loginOptions(m_pki, d.relay.port()));
    QSignalSpy codes(&login, &RelayDeviceLogin::codeReady);
    QSignalSpy finished(&login, &RelayDeviceLogin::finished);
    login.start();
    const auto code = codeOf(codes);
    QVERIFY(code);
    QCOMPARE(d.decide(QStringLiteral("deny"), code->userCode), 0);
    QVERIFY(finished.wait(30'000));
    const Outcome &outcome = ictest::signalResult<RelayDeviceLogin::Token>(finished.at(0).at(0));
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, QStringLiteral("relay.device.denied"));
    QVERIFY(!login.running());
}

void TestRelayDeviceLogin::anExpiredCodeSaysSo()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    RelayDeviceLogin login;
    login.setOptions(loginOptions(m_pki, d.relay.port()));
    QSignalSpy codes(&login, &RelayDeviceLogin::codeReady);
    QSignalSpy finished(&login, &RelayDeviceLogin::finished);
    login.start();
    QVERIFY(codeOf(codes));
    d.now = d.now.addSecs(601); // the relay's clock: the code's 600 s are over
    QVERIFY(finished.wait(30'000));
    const Outcome &outcome = ictest::signalResult<RelayDeviceLogin::Token>(finished.at(0).at(0));
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, QStringLiteral("relay.device.expired"));
}

void TestRelayDeviceLogin::slowDownAddsFiveSecondsForGood()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    RelayDeviceLogin login;
    login.setOptions(loginOptions(m_pki, d.relay.port()));
    QSignalSpy codes(&login, &RelayDeviceLogin::codeReady);
    QSignalSpy waiting(&login, &RelayDeviceLogin::waiting);
    QSignalSpy slower(&login, &RelayDeviceLogin::intervalChanged);
    QSignalSpy finished(&login, &RelayDeviceLogin::finished);
    login.start();
    const auto code = codeOf(codes);
    QVERIFY(code);
    // The relay's clock stands still: to the relay, the second poll comes too soon.
    QVERIFY(waiting.wait(30'000));
    QCOMPARE(waiting.at(0).at(0).toString(), QStringLiteral("authorization_pending"));
    QVERIFY(slower.wait(30'000));
    QCOMPARE(slower.at(0).at(0).toInt(), 10);
    QCOMPARE(waiting.last().at(0).toString(), QStringLiteral("slow_down"));
    QCOMPARE(login.intervalSeconds(), 10);

    d.now = d.now.addSecs(60);
    QCOMPARE(d.decide(QStringLiteral("approve"), code->userCode), 0);
    QVERIFY(finished.wait(30'000));
    IC_VERIFY_OK(ictest::signalResult<RelayDeviceLogin::Token>(finished.at(0).at(0)));
    QCOMPARE(slower.size(), 1);
    QCOMPARE(login.intervalSeconds(), 10);
}

void TestRelayDeviceLogin::theRelaysCertificateIsTrustedAsForItsWebSocket()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    const QString fp =
        icrelayclient::TlsTrust::fingerprint(QSslCertificate::fromPath(m_pki.certFile()).value(0));

    RelayDeviceLogin untrusted;
    untrusted.setOptions(loginOptions(m_pki, d.relay.port(), false));
    QSignalSpy codes(&untrusted, &RelayDeviceLogin::codeReady);
    QSignalSpy finished(&untrusted, &RelayDeviceLogin::finished);
    untrusted.start();
    QVERIFY(finished.wait(20'000));
    const Outcome &refused = ictest::signalResult<RelayDeviceLogin::Token>(finished.at(0).at(0));
    QCOMPARE(refused.error().code, QStringLiteral("relay.tls.untrusted"));
    QVERIFY(refused.error().message.contains(fp));
    QCOMPARE(untrusted.peerFingerprint(), fp);
    QCOMPARE(codes.size(), 0);

    RelayDeviceLogin changed;
    auto options = loginOptions(m_pki, d.relay.port(), false);
    options.trust.pinnedFingerprint = QString(fp).replace(0, 2, QStringLiteral("00"));
    changed.setOptions(options);
    QSignalSpy changedDone(&changed, &RelayDeviceLogin::finished);
    changed.start();
    QVERIFY(changedDone.wait(20'000));
    QCOMPARE(ictest::signalResult<RelayDeviceLogin::Token>(changedDone.at(0).at(0)).error().code,
             QStringLiteral("relay.tls.changed"));

    RelayDeviceLogin pinned;
    options.trust.pinnedFingerprint = fp;
    pinned.setOptions(options);
    QSignalSpy pinnedCodes(&pinned, &RelayDeviceLogin::codeReady);
    pinned.start();
    QVERIFY(codeOf(pinnedCodes));
    QCOMPARE(pinned.peerFingerprint(), fp);
    pinned.cancel();
    QVERIFY(!pinned.running());
}

QTEST_GUILESS_MAIN(TestRelayDeviceLogin)
#include "TestRelayDeviceLogin.moc"
