// The relay's certificate trusted as SSH trusts a host key, over real TLS with certificates made
// by openssl at test time: a certificate the system's CAs do not vouch for is refused with its
// SHA-256 fingerprint reported; the same fingerprint pinned is accepted; another pinned one is
// refused naming both; a CA added to the connection's CAs is trusted without any pin.

#include "ClientOptions.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/TlsTrust.h"

#include <QSignalSpy>
#include <QTest>

using icrelayclient::RelayConnection;
using icrelayclient::TlsTrust;
using icrp::Tier;
using State = RelayConnection::State;
using Trust = RelayConnection::CertificateTrust;

class TestRelayTls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fingerprintsAreWrittenOneWay();
    void anUnknownCertificateIsRefusedWithItsFingerprint();
    void aPinnedCertificateIsAccepted();
    void aChangedCertificateIsRefusedNamingBoth();
    void aCaTheCallerTrustsNeedsNoPin();

private:
    QString serverFingerprint(const RelayTestPki &pki) const;

    RelayTestPki m_pki;
    RelayTestPki m_other; // another CA and server certificate: the relay "changed"
};

void TestRelayTls::initTestCase()
{
    QVERIFY2(m_pki.make(), qPrintable(m_pki.why()));
    QVERIFY2(m_other.make(), qPrintable(m_other.why()));
}

QString TestRelayTls::serverFingerprint(const RelayTestPki &pki) const
{
    return TlsTrust::fingerprint(QSslCertificate::fromPath(pki.certFile()).value(0));
}

void TestRelayTls::fingerprintsAreWrittenOneWay()
{
    const QString fp = serverFingerprint(m_pki);
    QCOMPARE(fp.size(), 32 * 3 - 1);
    QCOMPARE(fp, fp.toUpper());
    QCOMPARE(TlsTrust::normalized(fp.toLower().remove(u':')), fp);
    QCOMPARE(TlsTrust::normalized(fp.toLower().replace(u':', u' ')), fp);
    QVERIFY(TlsTrust::normalized(QStringLiteral("AB:CD")).isEmpty());
    QVERIFY(TlsTrust::normalized(fp.left(fp.size() - 1) + u'G').isEmpty());
}

void TestRelayTls::anUnknownCertificateIsRefusedWithItsFingerprint()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    RelayConnection c;
    // The system's CAs only: they do not know the test's CA.
    c.setOptions(clientOptions(m_pki, relay.port(), relay.token(Tier::Admin), Tier::Admin, false));
    QSignalSpy errors(&c, &RelayConnection::errorOccurred);
    QSignalSpy connected(&c, &RelayConnection::connected);
    c.open();
    QVERIFY(errors.wait(20'000));
    QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("relay.tls.untrusted"));
    const QString fp = serverFingerprint(m_pki);
    QCOMPARE(c.peerFingerprint(), fp);
    QVERIFY2(errors.at(0).at(1).toString().contains(fp), qPrintable(errors.at(0).at(1).toString()));
    QCOMPARE(c.state(), State::Disconnected); // not tried again: a person has to decide
    QCOMPARE(connected.size(), 0);
    QCOMPARE(relay.server->identifiedCount(), 0);
}

void TestRelayTls::aPinnedCertificateIsAccepted()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    RelayConnection c;
    auto options = clientOptions(m_pki, relay.port(), relay.token(Tier::Admin), Tier::Admin, false);
    options.trust.pinnedFingerprint = serverFingerprint(m_pki).toLower(); // any case will do
    c.setOptions(options);
    c.open();
    QVERIFY(waitState(c, State::Connected));
    QCOMPARE(c.certificateTrust(), Trust::Pinned);
    QCOMPARE(c.peerFingerprint(), serverFingerprint(m_pki));
}

void TestRelayTls::aChangedCertificateIsRefusedNamingBoth()
{
    // The relay now shows the other certificate; the user pinned the first one.
    RelayFixture relay(m_other);
    QVERIFY(relay.listening);
    RelayConnection c;
    auto options = clientOptions(m_pki, relay.port(), relay.token(Tier::Admin), Tier::Admin, false);
    const QString pinned = serverFingerprint(m_pki);
    const QString now = serverFingerprint(m_other);
    QVERIFY(pinned != now);
    options.trust.pinnedFingerprint = pinned;
    c.setOptions(options);
    QSignalSpy errors(&c, &RelayConnection::errorOccurred);
    c.open();
    QVERIFY(errors.wait(20'000));
    QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("relay.tls.changed"));
    const QString message = errors.at(0).at(1).toString();
    QVERIFY2(message.contains(pinned) && message.contains(now), qPrintable(message));
    QCOMPARE(c.peerFingerprint(), now);
    QCOMPARE(c.state(), State::Disconnected);
    QCOMPARE(relay.server->identifiedCount(), 0);
}

void TestRelayTls::aCaTheCallerTrustsNeedsNoPin()
{
    RelayFixture relay(m_pki);
    QVERIFY(relay.listening);
    RelayConnection c;
    auto options = clientOptions(m_pki, relay.port(), relay.token(Tier::Admin)); // + the test CA
    QVERIFY(options.trust.pinnedFingerprint.isEmpty());
    c.setOptions(options);
    c.open();
    QVERIFY(waitState(c, State::Connected));
    QCOMPARE(c.certificateTrust(), Trust::CaVerified);
    QCOMPARE(c.peerFingerprint(), serverFingerprint(m_pki));

    // A CA that did not sign this relay's certificate does not help.
    RelayConnection other;
    auto wrongCa = clientOptions(m_other, relay.port(), relay.token(Tier::Admin));
    other.setOptions(wrongCa);
    QSignalSpy errors(&other, &RelayConnection::errorOccurred);
    other.open();
    QVERIFY(errors.wait(20'000));
    QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("relay.tls.untrusted"));
}

QTEST_GUILESS_MAIN(TestRelayTls)
#include "TestRelayTls.moc"
