// The panel's relays (RelayHost) against the relay in-process over real TLS (certificates made
// with openssl at test time), with the real keychain (scripts/test-session.sh): the token in the
// keychain and nowhere in the settings file, opened again by a new panel from the keychain, a
// certificate trusted like an SSH host key (asked, pinned, a changed one refused), removal,
// two relays at once, a revoked token (tokenRefused) and signing in again with a new one
// (renewToken keeps the address and the pin); and --demo's relay, for this run only.

#include "PanelTestSupport.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"
#include "relay/RelayDeviceFlow.h"

#include "panel/Panel.h"
#include "panel/RelayHost.h"
#include "panel/RelayProfileStore.h"
#include "panel/demo/MockDemoGame.h"
#include "panel/demo/MockDemoRelay.h"
#include "relay/RelayDeviceFlow.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/TlsTrust.h"
#include "secrets/SecretStore.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <optional>

using icpanel::RelayHost;
using icpanel::RelayProfile;
using icpanel::RelayProfileStore;
using icrelayclient::RelayConnection;
using icrp::Tier;

namespace {

constexpr int kWaitMs = 20'000;

RelayProfile profileFor(const QString &name, const RelayFixture &relay)
{
    RelayProfile p;
    p.name = name;
    p.url = QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(relay.port()));
    p.tier = Tier::Admin;
    p.tokenId = relay.lastId;
    p.tokenExpires = QDateTime::currentDateTimeUtc().addSecs(3600);
    return p;
}

/// What the keychain holds under `key`, read by a SecretStore of the test's own.
icsecrets::SecretResult keychainRead(const QString &key)
{
    icsecrets::SecretStore store;
    std::optional<icsecrets::SecretResult> out;
    store.read(key, [&out](const icsecrets::SecretResult &r) { out.emplace(r); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, kWaitMs))
        return ic::Error{QStringLiteral("test.timeout"), QStringLiteral("no keychain answer")};
    return *out;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool connectedSoon(RelayHost &host, const QString &name)
{
    return QTest::qWaitFor(
        [&] {
            const RelayConnection *c = host.connection(name);
            return c && c->state() == RelayConnection::State::Connected;
        },
        kWaitMs);
}

/// Adds the relay and waits for addRelay's answer.
ic::Result<void> addAndWait(RelayHost &host, const RelayProfile &profile, const QString &token)
{
    std::optional<ic::Result<void>> out;
    host.addRelay(profile, token, [&out](const ic::Result<void> &r) { out.emplace(r); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, kWaitMs))
        return ic::Error{QStringLiteral("test.timeout"), QStringLiteral("addRelay never answered")};
    return *out;
}

int gameCount(RelayConnection &connection)
{
    std::optional<ic::Result<QList<icrelayclient::RelayGameInfo>>> out;
    connection.games([&out](const auto &r) { out.emplace(r); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, kWaitMs) || !*out)
        return -1;
    return int((*out)->size());
}

QString certificateFingerprint(const RelayTestPki &pki)
{
    return icrelayclient::TlsTrust::fingerprint(QSslCertificate::fromPath(pki.certFile()).value(0));
}

} // namespace

class TestRelayHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tokenGoesToTheKeychainAndANewPanelOpensIt();
    void aSelfSignedRelayIsAskedPinnedAndAChangeRefused();
    void removeRelayDeletesItsKeychainEntry();
    void twoRelaysAtOnce();
    void aRevokedTokenSaysSignInAgain();
    void signingInAgainKeepsTheProfileAndItsPin();
    void demoRelayIsListedConnectedAndNeverWritten();

private:
    QString settingsFile() const { return m_dir.filePath(QStringLiteral("panel.ini")); }
    void makeHost();

    RelayTestPki m_pki;   // the CA the panel is told to trust (setExtraCaCertificates)
    RelayTestPki m_other; // a relay whose certificate that CA did not sign
    RelayTestPki m_third; // and another one: the "changed" certificate
    QTemporaryDir m_dir;
};

void TestRelayHost::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
    QVERIFY2(m_other.make(), qPrintable(m_other.why()));
    QVERIFY2(m_third.make(), qPrintable(m_third.why()));
    QVERIFY(m_dir.isValid());
}

void TestRelayHost::tokenGoesToTheKeychainAndANewPanelOpensIt()
{
    PANEL_REQUIRE_TEST_SESSION();
    RelayFixture relay(m_pki, 4);
    QVERIFY(relay.listening);
    const QString token = relay.token(Tier::Admin);
    const QString name = QStringLiteral("Kept Relay");
    {
        icsecrets::SecretStore secrets;
        RelayProfileStore store(settingsFile());
        RelayHost host(store, secrets);
        host.setExtraCaCertificates({m_pki.ca()});
        QSignalSpy added(&host, &RelayHost::relayAdded);
        const auto outcome = addAndWait(host, profileFor(name, relay), token);
        QVERIFY2(outcome.ok(), qPrintable(outcome ? QString() : outcome.error().message));
        QCOMPARE(added.size(), 1);
        QVERIFY(connectedSoon(host, name));
        QCOMPARE(gameCount(*host.connection(name)), 4);
        QCOMPARE(host.relayNames(), QStringList{name});
    }
    const auto kept = keychainRead(RelayHost::tokenKey(name));
    QVERIFY2(kept.ok(), qPrintable(kept ? QString() : kept.error().message));
    QCOMPARE(*kept, token);
    const QByteArray file = fileBytes(settingsFile());
    QVERIFY(file.contains(name.toUtf8()));
    QVERIFY(file.contains(relay.lastId.toUtf8())); // the token's public id is kept
    QVERIFY(!file.contains(token.toUtf8()));

    // A new panel on the same settings file: the relay opens with the keychain's token.
    icsecrets::SecretStore secrets;
    RelayProfileStore store(settingsFile());
    RelayHost host(store, secrets);
    host.setExtraCaCertificates({m_pki.ca()});
    QCOMPARE(store.profile(name)->tokenId, relay.lastId);
    host.openAll();
    QVERIFY(connectedSoon(host, name));
    QCOMPARE(host.connection(name)->certificateTrust(),
             RelayConnection::CertificateTrust::CaVerified);
    host.removeRelay(name);
}

void TestRelayHost::aSelfSignedRelayIsAskedPinnedAndAChangeRefused()
{
    PANEL_REQUIRE_TEST_SESSION();
    RelayFixture relay(m_other);
    QVERIFY(relay.listening);
    icsecrets::SecretStore secrets;
    RelayProfileStore store(settingsFile());
    RelayHost host(store, secrets);
    host.setExtraCaCertificates({m_pki.ca()}); // does not sign m_other's certificate
    QSignalSpy untrusted(&host, &RelayHost::certificateUntrusted);
    const QString name = QStringLiteral("Pinned Relay");
    QVERIFY(addAndWait(host, profileFor(name, relay), relay.token(Tier::Admin)).ok());
    QVERIFY(untrusted.wait(kWaitMs));
    const QString fingerprint = certificateFingerprint(m_other);
    QCOMPARE(untrusted.at(0).at(0).toString(), name);
    QCOMPARE(untrusted.at(0).at(1).toString(), fingerprint);
    QCOMPARE(untrusted.at(0).at(2).toBool(), false);
    QCOMPARE(host.connection(name)->state(), RelayConnection::State::Disconnected);
    QCOMPARE(relay.server->identifiedCount(), 0);

    host.trustCertificate(name, fingerprint.toLower()); // as a person may paste it
    QVERIFY(connectedSoon(host, name));
    QCOMPARE(host.connection(name)->certificateTrust(), RelayConnection::CertificateTrust::Pinned);
    QCOMPARE(store.profile(name)->pinnedFingerprint, fingerprint);
    QVERIFY(fileBytes(settingsFile()).contains(fingerprint.toUtf8()));

    // The same profile now reaches a relay with another certificate: refused, not asked again.
    RelayFixture changed(m_third);
    QVERIFY(changed.listening);
    RelayProfile moved = *store.profile(name);
    moved.url = QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(changed.port()));
    QVERIFY(store.save(moved).ok());
    untrusted.clear();
    host.open(name);
    QVERIFY(untrusted.wait(kWaitMs));
    QCOMPARE(untrusted.at(0).at(1).toString(), certificateFingerprint(m_third));
    QCOMPARE(untrusted.at(0).at(2).toBool(), true);
    QCOMPARE(host.connection(name)->state(), RelayConnection::State::Disconnected);
    QCOMPARE(host.connection(name)->lastError().code, QStringLiteral("relay.tls.changed"));
    QCOMPARE(changed.server->identifiedCount(), 0);
    QCOMPARE(store.profile(name)->pinnedFingerprint, fingerprint); // the pin stays
    host.removeRelay(name);
}

void TestRelayHost::removeRelayDeletesItsKeychainEntry()
{
    PANEL_REQUIRE_TEST_SESSION();
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    // The relay's HTTPS side, as ic-relay-mock has it: where a token is revoked (RFC 7009).
    icrelay::RelayDeviceFlow http(relay.data.path(), relay.tokens);
    relay.server->setHttpHandler(
        [&http](const icnet::HttpRequest &request) { return http.handle(request); });
    icsecrets::SecretStore secrets;
    RelayProfileStore store(settingsFile());
    RelayHost host(store, secrets);
    host.setExtraCaCertificates({m_pki.ca()});
    const QString name = QStringLiteral("Removed Relay");
    QVERIFY(addAndWait(host, profileFor(name, relay), relay.token(Tier::Admin)).ok());
    QVERIFY(connectedSoon(host, name));
    QVERIFY(keychainRead(RelayHost::tokenKey(name)).ok());

    const QString tokenId = relay.lastId;
    QSignalSpy removed(&host, &RelayHost::relayRemoved);
    QSignalSpy revoked(&host, &RelayHost::tokenRevoked);
    host.removeRelay(name);
    QCOMPARE(removed.size(), 1);
    // The relay was asked to revoke the token (RFC 7009): it is no good to anyone now.
    QVERIFY(revoked.wait(kWaitMs));
    QCOMPARE(revoked.at(0).at(0).toString(), name);
    const auto outcome = revoked.at(0).at(1).value<ic::Result<void>>();
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString()
                                                   : outcome.error().code + QLatin1Char(' ') +
                                                         outcome.error().message));
    const auto records = relay.tokens->list();
    QVERIFY(records.ok());
    const auto record = std::find_if(records->cbegin(), records->cend(),
                                     [&tokenId](const auto &r) { return r.id == tokenId; });
    QVERIFY(record != records->cend());
    QVERIFY(record->isRevoked());
    QCOMPARE(host.connection(name), nullptr);
    QVERIFY(!store.profile(name));
    QVERIFY(!fileBytes(settingsFile()).contains(name.toUtf8()));
    QTRY_VERIFY_WITH_TIMEOUT(icsecrets::isNotFound(keychainRead(RelayHost::tokenKey(name))),
                             kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(relay.server->identifiedCount(), 0, kWaitMs);

    // Opened again without a token: what to do next.
    RelayProfile p = profileFor(name, relay);
    QVERIFY(store.save(p).ok());
    QSignalSpy failed(&host, &RelayHost::failed);
    QSignalSpy refused(&host, &RelayHost::tokenRefused);
    host.open(name);
    QVERIFY(failed.wait(kWaitMs));
    QVERIFY2(failed.at(0).at(1).toString().contains(QStringLiteral("Sign In Again…")),
             qPrintable(failed.at(0).at(1).toString()));
    QCOMPARE(refused.size(), 1); // signing in again is the way back
    host.removeRelay(name);
}

void TestRelayHost::twoRelaysAtOnce()
{
    PANEL_REQUIRE_TEST_SESSION();
    RelayFixture first(m_pki, 5);
    RelayFixture second(m_pki, 3);
    QVERIFY(first.listening && second.listening);
    icsecrets::SecretStore secrets;
    RelayProfileStore store(settingsFile());
    RelayHost host(store, secrets);
    host.setExtraCaCertificates({m_pki.ca()});
    const QString a = QStringLiteral("Relay B");
    const QString b = QStringLiteral("Relay A");
    QVERIFY(addAndWait(host, profileFor(a, first), first.token(Tier::Admin)).ok());
    QVERIFY(addAndWait(host, profileFor(b, second), second.token(Tier::Admin)).ok());
    QVERIFY(connectedSoon(host, a));
    QVERIFY(connectedSoon(host, b));
    QCOMPARE(host.relayNames(), (QStringList{b, a})); // sorted
    QCOMPARE(gameCount(*host.connection(a)), 5);
    QCOMPARE(gameCount(*host.connection(b)), 3);
    QCOMPARE(first.server->identifiedCount(), 1);
    QCOMPARE(second.server->identifiedCount(), 1);

    host.close(a);
    QCOMPARE(host.connection(a), nullptr);
    QCOMPARE(host.connection(b)->state(), RelayConnection::State::Connected);
    host.removeRelay(a);
    host.removeRelay(b);
}

void TestRelayHost::aRevokedTokenSaysSignInAgain()
{
    PANEL_REQUIRE_TEST_SESSION();
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    icsecrets::SecretStore secrets;
    RelayProfileStore store(settingsFile());
    RelayHost host(store, secrets);
    host.setExtraCaCertificates({m_pki.ca()});
    const QString name = QStringLiteral("Revoked Relay");
    QVERIFY(addAndWait(host, profileFor(name, relay), relay.token(Tier::Admin)).ok());
    QVERIFY(connectedSoon(host, name));

    QVERIFY(relay.tokens->revoke(relay.lastId).ok());
    QSignalSpy failed(&host, &RelayHost::failed);
    QSignalSpy refused(&host, &RelayHost::tokenRefused);
    QCOMPARE(gameCount(*host.connection(name)), -1); // the relay checks the token at every call
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWaitMs);
    QCOMPARE(failed.at(0).at(0).toString(), name);
    const QString message = failed.at(0).at(1).toString();
    QVERIFY2(message.contains(QStringLiteral("Sign in again")), qPrintable(message));
    // What to do names the way that keeps the relay, not Add Relay (which refuses its name).
    QVERIFY2(message.contains(QStringLiteral("Sign In Again…")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("Add Relay")), qPrintable(message));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.at(0).at(0).toString(), name);
    QCOMPARE(refused.at(0).at(1).toString(), message);
    QCOMPARE(host.connection(name)->state(), RelayConnection::State::Disconnected);
    host.removeRelay(name);
}

void TestRelayHost::signingInAgainKeepsTheProfileAndItsPin()
{
    PANEL_REQUIRE_TEST_SESSION();
    RelayFixture relay(m_other); // its own certificate: trusted by the pin alone
    QVERIFY(relay.listening);
    icsecrets::SecretStore secrets;
    RelayProfileStore store(settingsFile());
    RelayHost host(store, secrets);
    const QString name = QStringLiteral("Renewed Relay");
    const QString fingerprint = certificateFingerprint(m_other);
    RelayProfile profile = profileFor(name, relay);
    profile.pinnedFingerprint = fingerprint;
    QVERIFY(addAndWait(host, profile, relay.token(Tier::Admin)).ok());
    QVERIFY(connectedSoon(host, name));
    QVERIFY(relay.tokens->revoke(relay.lastId).ok());
    QSignalSpy refused(&host, &RelayHost::tokenRefused);
    QCOMPARE(gameCount(*host.connection(name)), -1);
    QTRY_COMPARE_WITH_TIMEOUT(refused.size(), 1, kWaitMs);

    // A relay the panel does not have is not made by signing in again.
    std::optional<ic::Result<void>> out;
    host.renewToken(QStringLiteral("No Such Relay"), QStringLiteral("icrt_x"), Tier::Admin, {}, {},
                    [&out](const ic::Result<void> &r) { out.emplace(r); });
    QVERIFY(out && !out->ok());
    QCOMPARE(out->error().code, QStringLiteral("relay.name"));

    const QString token = relay.token(Tier::Observer);
    const QDateTime expires = QDateTime::currentDateTimeUtc().addSecs(7200);
    QSignalSpy added(&host, &RelayHost::relayAdded);
    QSignalSpy untrusted(&host, &RelayHost::certificateUntrusted);
    out.reset();
    host.renewToken(name, token, Tier::Observer, relay.lastId, expires,
                    [&out](const ic::Result<void> &r) { out.emplace(r); });
    QVERIFY(QTest::qWaitFor([&] { return out.has_value(); }, kWaitMs));
    QVERIFY2(out->ok(), qPrintable(out->ok() ? QString() : out->error().message));
    QVERIFY(connectedSoon(host, name));
    QCOMPARE(host.connection(name)->certificateTrust(), RelayConnection::CertificateTrust::Pinned);
    QCOMPARE(untrusted.size(), 0); // the pinned certificate is not asked about again
    QCOMPARE(added.size(), 0);
    const auto kept = keychainRead(RelayHost::tokenKey(name));
    QVERIFY(kept.ok());
    QCOMPARE(*kept, token);
    const auto renewed = store.profile(name);
    QVERIFY(renewed);
    QCOMPARE(renewed->url, profile.url);
    QCOMPARE(renewed->pinnedFingerprint, fingerprint);
    QCOMPARE(renewed->tier, Tier::Observer);
    QCOMPARE(renewed->tokenId, relay.lastId);
    QCOMPARE(renewed->tokenExpires.toSecsSinceEpoch(), expires.toSecsSinceEpoch());
    QVERIFY(!fileBytes(settingsFile()).contains(token.toUtf8()));
    host.removeRelay(name);
}

void TestRelayHost::demoRelayIsListedConnectedAndNeverWritten()
{
    PANEL_REQUIRE_TEST_SESSION();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("demo.ini"));
    icpanel::MockDemoRelay *demo = nullptr;
    icpanel::Panel::Options o;
    o.settingsFile = file;
    o.demoGame = icpanel::MockDemoGame::factory();
    o.demoRelay = [&demo] {
        auto made = std::make_unique<icpanel::MockDemoRelay>();
        demo = made.get();
        return made;
    };
    const QString name = QStringLiteral("Demo Relay");
    {
        icpanel::Panel panel(o);
        QVERIFY(panel.startDemo().ok());
        QVERIFY(demo);
        qInfo("demo relay started in %lld ms (certificate %lld ms)", demo->startMs(),
              demo->certificateMs());
        RelayHost &host = *panel.relays();
        QCOMPARE(host.relayNames(), QStringList{name});
        QVERIFY(connectedSoon(host, name));
        QCOMPARE(host.connection(name)->certificateTrust(),
                 RelayConnection::CertificateTrust::Pinned);
        QCOMPARE(gameCount(*host.connection(name)), icpanel::MockDemoRelay::kGames);
        QVERIFY(host.profiles().isSessionProfile(name));
    }
    const QByteArray bytes = fileBytes(file);
    QVERIFY(!bytes.contains("Demo Relay"));
    QVERIFY(!bytes.contains("relays"));
    QVERIFY(icsecrets::isNotFound(keychainRead(RelayHost::tokenKey(name))));
}

PANEL_TEST_MAIN(TestRelayHost)
#include "TestRelayHost.moc"
