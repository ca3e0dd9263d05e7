// RelayTokenRevocation (RFC 7009) against ic-relay-mock in-process over real TLS: the token is
// revoked at the relay (listed revoked, the panel's live session refused at its next call), an
// unknown token is success too, the relay's certificate is trusted as for its wss:// port, and a
// relay that cannot be reached or has no revocation endpoint says so. Destroying the context
// cancels the request.

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "ResultCheck.h"

#include "relay/RelayDeviceFlow.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayTokenRevocation.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using icrelayclient::RelayConnection;
using icrelayclient::RelayTokenRevocation;
using icrelayclient::TlsTrust;
using icrp::Tier;
using State = RelayConnection::State;

namespace {

/// A relay with its HTTPS endpoints (the device flow's handler answers /oauth/revoke too).
struct HttpsRelay
{
    explicit HttpsRelay(const RelayTestPki &pki) : relay(pki), flow(relay.data.path(), relay.tokens)
    {
        relay.server->setHttpHandler(
            [this](const icnet::HttpRequest &request) { return flow.handle(request); });
        flow.setBaseUrl(relay.server->httpsUrl());
    }

    QUrl url() const { return QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(relay.port())); }

    RelayFixture relay;
    icrelay::RelayDeviceFlow flow;
};

TlsTrust caTrust(const RelayTestPki &pki)
{
    TlsTrust trust;
    trust.extraCaCertificates = {pki.ca()};
    return trust;
}

/// RelayTokenRevocation::revoke's outcome (test.no-answer after 20 s).
ic::Result<void> revoked(const QUrl &url, const QString &token, const TlsTrust &trust)
{
    QObject context;
    return answerOf<void>([&](auto done) {
        RelayTokenRevocation::revoke(url, token, trust, &context, std::move(done));
    });
}

bool isRevoked(RelayFixture &relay, const QString &id)
{
    const auto tokens = relay.tokens->list();
    return tokens && std::any_of(tokens->cbegin(), tokens->cend(),
                                 [&](const auto &r) { return r.id == id && r.isRevoked(); });
}

} // namespace

class TestRelayTokenRevocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theTokenIsRevokedAtTheRelay();
    void anUnknownTokenIsSuccessToo();
    void theRelaysCertificateIsTrustedAsForItsWebSocket();
    void aRelayWithoutRevocationSaysSo();
    void anUnreachableRelaySaysSo();
    void destroyingTheContextCancels();

private:
    RelayTestPki m_pki;
};

void TestRelayTokenRevocation::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
}

void TestRelayTokenRevocation::theTokenIsRevokedAtTheRelay()
{
    HttpsRelay h(m_pki);
    QVERIFY(h.relay.listening);
    const QString token = h.relay.token(Tier::Admin);
    const QString id = h.relay.lastId;
    RelayConnection c;
    c.setOptions(clientOptions(m_pki, h.relay.port(), token));
    c.open();
    QVERIFY(waitState(c, State::Connected));
    QSignalSpy disconnected(&c, &RelayConnection::disconnected);

    IC_VERIFY_OK(revoked(h.url(), token, caTrust(m_pki)));
    QVERIFY(isRevoked(h.relay, id));
    const auto refused =
        answerOf<icrelayclient::RelayStatus>([&](auto done) { c.status(std::move(done)); });
    QCOMPARE(refused.error().code, QStringLiteral("icrp.authentication-failed"));
    QVERIFY(refused.error().message.contains(QLatin1String("revoked")));
    QTRY_COMPARE(disconnected.size(), 1);
    QCOMPARE(c.lastError().code, QStringLiteral("relay.token-refused"));

    // Given back twice (the panel retrying): still success.
    IC_VERIFY_OK(revoked(QUrl(h.relay.server->httpsUrl()), token, caTrust(m_pki)));
}

void TestRelayTokenRevocation::anUnknownTokenIsSuccessToo()
{
    HttpsRelay h(m_pki);
    const QString token = h.relay.token(Tier::Observer);
    IC_VERIFY_OK(revoked(h.url(), QStringLiteral("icrt_never-made-here"), caTrust(m_pki)));
    QVERIFY(!isRevoked(h.relay, h.relay.lastId));

    QObject context;
    bool called = false;
    const auto none = answerOf<void>([&](auto done) {
        RelayTokenRevocation::revoke(h.url(), QString(), caTrust(m_pki), &context,
                                     [&called, done](const ic::Result<void> &r) {
                                         called = true;
                                         done(r);
                                     });
        QVERIFY(!called); // never before revoke() returns
    });
    QCOMPARE(none.error().code, QStringLiteral("relay.revoke.no-token"));
}

void TestRelayTokenRevocation::theRelaysCertificateIsTrustedAsForItsWebSocket()
{
    HttpsRelay h(m_pki);
    const QString token = h.relay.token(Tier::Admin);
    const QString fp = TlsTrust::fingerprint(QSslCertificate::fromPath(m_pki.certFile()).value(0));

    const auto untrusted = revoked(h.url(), token, TlsTrust{});
    QCOMPARE(untrusted.error().code, QStringLiteral("relay.tls.untrusted"));
    QVERIFY(untrusted.error().message.contains(fp));
    TlsTrust changed;
    changed.pinnedFingerprint = QString(fp).replace(0, 2, QStringLiteral("00"));
    QCOMPARE(revoked(h.url(), token, changed).error().code, QStringLiteral("relay.tls.changed"));
    QVERIFY(!isRevoked(h.relay, h.relay.lastId)); // the token never left the panel

    TlsTrust pinned;
    pinned.pinnedFingerprint = fp;
    IC_VERIFY_OK(revoked(h.url(), token, pinned));
    QVERIFY(isRevoked(h.relay, h.relay.lastId));
}

void TestRelayTokenRevocation::aRelayWithoutRevocationSaysSo()
{
    RelayFixture relay(m_pki); // no HTTP handler: every HTTPS request is 404
    QVERIFY(relay.listening);
    const QString token = relay.token(Tier::Admin);
    const auto outcome = revoked(QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(relay.port())),
                                 token, caTrust(m_pki));
    QCOMPARE(outcome.error().code, QStringLiteral("relay.revoke.unsupported"));
    QVERIFY(outcome.error().message.contains(QLatin1String("404")));
}

void TestRelayTokenRevocation::anUnreachableRelaySaysSo()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close(); // nothing listens there now
    const auto outcome = revoked(QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(port)),
                                 QStringLiteral("icrt_x"), caTrust(m_pki));
    QCOMPARE(outcome.error().code, QStringLiteral("relay.revoke.unreachable"));
}

// A context that goes away takes its request with it: its callback never runs, and the next
// request's answer comes after the first one would have.
void TestRelayTokenRevocation::destroyingTheContextCancels()
{
    HttpsRelay h(m_pki);
    const QString token = h.relay.token(Tier::Admin);
    bool cancelledCalled = false;
    {
        QObject context;
        RelayTokenRevocation::revoke(h.url(), token, caTrust(m_pki), &context,
                                     [&](const ic::Result<void> &) { cancelledCalled = true; });
    }
    IC_VERIFY_OK(revoked(h.url(), QStringLiteral("icrt_other"), caTrust(m_pki)));
    QVERIFY(!cancelledCalled);
}

QTEST_GUILESS_MAIN(TestRelayTokenRevocation)
#include "TestRelayTokenRevocation.moc"
