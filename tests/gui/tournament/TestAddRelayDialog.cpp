// The Add Relay dialog against a relay over real TLS (the test's openssl CA), with the session's
// real keychain (scripts/test-session.sh): a pasted token is checked and kept in the keychain,
// never in the settings file; a wrong one changes nothing; the device flow approved and denied
// by `ic-relay-mock approve|deny` run as programs; a certificate the system does not verify is
// put to the user with its fingerprint and pinned only when they trust it. Screenshots of the
// code shown and of the trust question go to IC_TEST_SHOTS (h4b-code.png, h4b-trust.png).
// Alt+P puts the focus in Token at once and Tab never takes a token to the address; an address
// or a name the panel has is refused naming that relay; signing in again to a relay keeps its
// address, name and pinned certificate and replaces its token (p2-renew.png).

#include "AddRelayFixture.h"
#include "TestShots.h"

#include "ui/common/ModalDialog.h"
#include "ui/tournament/AddRelayDialog.h"
#include "ui/tournament/DeviceCodeView.h"
#include "ui/tournament/RelayTrustDialog.h"

#include "relayclient/RelayConnection.h"
#include "relayclient/TlsTrust.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using icrelayclient::RelayConnection;
using icui::AddRelayDialog;

namespace {

/// The dialog shown and active, so that its Alt letters reach it as a user's would.
void showActive(AddRelayDialog &dialog)
{
    icui::ModalDialog::fitToContents(dialog); // as ModalDialog::exec() shows it
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.activateWindow();
    QTRY_VERIFY(dialog.isActiveWindow());
}

/// Types `address`, chooses Paste a token (Alt+P), types `token`, then Add Relay (Alt+D).
void pasteToken(AddRelayDialog &dialog, const QString &address, const QString &token)
{
    QTest::keyClicks(dialog.addressField(), address);
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    QTRY_VERIFY(dialog.tokenChoice()->isChecked());
    QTRY_COMPARE(QApplication::focusWidget(), dialog.tokenField());
    QTest::keyClicks(dialog.tokenField(), token);
    QCOMPARE(dialog.goButton()->text(), QStringLiteral("A&dd Relay"));
    QTest::keyClick(&dialog, Qt::Key_D, Qt::AltModifier);
}

QString certificateFingerprint(const RelayTestPki &pki)
{
    return icrelayclient::TlsTrust::fingerprint(QSslCertificate::fromPath(pki.certFile()).value(0));
}

/// The letter after '&' in `text` (lower case), or a null QChar.
QChar mnemonic(const QString &text)
{
    const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
    return at < 0 ? QChar() : text.at(at + 1).toLower();
}

} // namespace

class TestAddRelayDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_pki.make(), qPrintable(m_pki.why())); }
    void cleanup() { icui::ModalDialog::clearNextHandler(); }

    void anAddressIsCompletedOrRefusedInWords();
    void altLettersAreUnique();
    void aPastedTokenIsCheckedAndKeptInTheKeychain();
    void aWrongTokenIsSaidAndNothingIsAdded();
    void theDeviceFlowApprovedAddsTheRelay();
    void theDeviceFlowDeniedSaysSoAndAddsNothing();
    void anUntrustedCertificateIsAskedAboutAndPinned();
    void anUntrustedCertificateNotTrustedAddsNothing();
    void pasteATokenTakesTheFocusAndTabKeepsItFromTheAddress();
    void aTokenInTheAddressFieldIsSaid();
    void anAddressOrNameAlreadyAddedIsRefusedNamingTheRelay();
    void signingInAgainKeepsTheRelayAndItsCertificate();

private:
    RelayTestPki m_pki;
};

void TestAddRelayDialog::anAddressIsCompletedOrRefusedInWords()
{
    QCOMPARE(AddRelayDialog::relayUrl(QStringLiteral("relay.example.org:443"))->toString(),
             QStringLiteral("wss://relay.example.org:443/"));
    QCOMPARE(AddRelayDialog::relayUrl(QStringLiteral(" wss://10.0.0.2:19720 "))->toString(),
             QStringLiteral("wss://10.0.0.2:19720/"));
    QCOMPARE(AddRelayDialog::relayUrl(QStringLiteral("relay.example.org"))->toString(),
             QStringLiteral("wss://relay.example.org:19720/"));
    QString why;
    QVERIFY(!AddRelayDialog::relayUrl(QStringLiteral("ws://relay.example.org:19720/"), &why));
    QVERIFY2(why.contains(QLatin1String("wss://")), qPrintable(why));
    QVERIFY(!AddRelayDialog::relayUrl(QStringLiteral("wss://relay.example.org:19720/x"), &why));
    QVERIFY(!AddRelayDialog::relayUrl(QStringLiteral("relay example:99999"), &why));
    QVERIFY2(why.contains(QLatin1String("relay example")), qPrintable(why));

    // In the dialog: said under the field, and nothing is asked of any relay.
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    QTest::keyClicks(dialog.addressField(), QStringLiteral("https://relay.example.org/"));
    QCOMPARE(dialog.nameField()->text(), QString()); // not a relay's address: no name from it
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY(dialog.addressProblem().contains(QLatin1String("wss://")));
    QVERIFY(!dialog.busy());
    QTRY_COMPARE(QApplication::focusWidget(), dialog.addressField());
    // Typing again clears it; the name follows the host until the user writes one.
    dialog.addressField()->clear();
    QTest::keyClicks(dialog.addressField(), QStringLiteral("relay.example.org:443"));
    QCOMPARE(dialog.addressProblem(), QString());
    QCOMPARE(dialog.nameField()->text(), QStringLiteral("relay.example.org"));
}

void TestAddRelayDialog::altLettersAreUnique()
{
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    dialog.show();
    QHash<QChar, QString> seen;
    const auto note = [&seen](const QString &text) {
        const QChar letter = mnemonic(text);
        if (letter.isNull())
            return;
        QVERIFY2(!seen.contains(letter),
                 qPrintable(seen.value(letter) + QStringLiteral(" and ") + text));
        seen.insert(letter, text);
    };
    for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
        note(button->text());
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        if (label->buddy())
            note(label->text());
    // Both labels of the go button: Sign In and Add Relay.
    dialog.tokenChoice()->click();
    QCOMPARE(dialog.goButton()->text(), QStringLiteral("A&dd Relay"));
    note(dialog.goButton()->text());
    QVERIFY(seen.size() >= 9);
}

void TestAddRelayDialog::aPastedTokenIsCheckedAndKeptInTheKeychain()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    const QString token = d.relay.token(icrp::Tier::Admin);
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    pasteToken(dialog, d.address(), token);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 20'000);
    QCOMPARE(dialog.relayName(), QStringLiteral("127.0.0.1"));
    QCOMPARE(dialog.tokenField()->text(), QString());

    const auto profile = panel.store.profile(dialog.relayName());
    QVERIFY(profile);
    QCOMPARE(profile->url.toString(), QStringLiteral("wss://%1/").arg(d.address()));
    QCOMPARE(profile->tier, icrp::Tier::Admin);
    QCOMPARE(profile->tokenId, d.relay.lastId);
    QVERIFY(profile->tokenExpires.isValid());
    QVERIFY(profile->pinnedFingerprint.isEmpty()); // the test's CA vouches for it
    QCOMPARE(panel.keychain(dialog.relayName()), std::optional<QString>(token));
    QTRY_VERIFY(panel.settingsBytes().contains("127.0.0.1"));
    QVERIFY(!panel.settingsBytes().contains(token.toUtf8()));
    // RelayHost opens its own connection; the dialog's test connection is gone.
    QTRY_VERIFY(panel.host.connection(dialog.relayName()));
    QTRY_COMPARE_WITH_TIMEOUT(panel.host.connection(dialog.relayName())->state(),
                              RelayConnection::State::Connected, 20'000);
    QCOMPARE(dialog.findChildren<RelayConnection *>().size(), 0);
}

void TestAddRelayDialog::aWrongTokenIsSaidAndNothingIsAdded()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    pasteToken(dialog, d.address(),
               QStringLiteral("icrt_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.problem().isEmpty(), 20'000);
    QVERIFY2(dialog.problem().contains(QLatin1String("refused the token")),
             qPrintable(dialog.problem()));
    QVERIFY(dialog.problem().contains(QLatin1String("Nothing was added")));
    QVERIFY(!dialog.busy());
    QVERIFY(dialog.isVisible());
    QTRY_COMPARE(QApplication::focusWidget(), dialog.tokenField());
    ictest::saveShot(&dialog, QStringLiteral("h4b-wrong-token"));
    QVERIFY(panel.host.relayNames().isEmpty());
    QCOMPARE(panel.keychain(QStringLiteral("127.0.0.1")), std::nullopt);
    QVERIFY(!panel.settingsBytes().contains("127.0.0.1"));
}

void TestAddRelayDialog::theDeviceFlowApprovedAddsTheRelay()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    QTest::keyClicks(dialog.addressField(), d.address());
    dialog.nameField()->clear();
    QTest::keyClicks(dialog.nameField(), QStringLiteral("Cup Relay"));
    QVERIFY(dialog.signInChoice()->isChecked());
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY(dialog.busy());

    icui::DeviceCodeView *view = dialog.codeView();
    QTRY_VERIFY_WITH_TIMEOUT(view->isVisible() && !view->userCode().isEmpty(), 20'000);
    const QString code = view->userCode();
    QVERIFY(QRegularExpression(QStringLiteral("^[A-Z]{4}-[A-Z]{4}$")).match(code).hasMatch());
    QCOMPARE(view->codeLabel()->text(), code);
    QVERIFY(view->codeLabel()->textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY(
        view->linkLabel()->text().contains(QStringLiteral("https://%1/device").arg(d.address())));
    QVERIFY(view->statusLabel()->text().contains(QLatin1String("Waiting for the relay's admin")));
    QVERIFY(view->timeLeftLabel()->text().contains(QLatin1String("valid for another")));
    ictest::saveShot(&dialog, QStringLiteral("h4b-code"));
    QTest::keyClick(&dialog, Qt::Key_Y, Qt::AltModifier); // Copy Code
    QTRY_COMPARE(QGuiApplication::clipboard()->text(), code);

    QCOMPARE(d.decide(QStringLiteral("approve"), code), 0);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 30'000);
    QCOMPARE(dialog.relayName(), QStringLiteral("Cup Relay"));
    const auto profile = panel.store.profile(QStringLiteral("Cup Relay"));
    QVERIFY(profile);
    QCOMPARE(profile->tier, icrp::Tier::Admin);
    QVERIFY(profile->tokenId.startsWith(QLatin1String("tk-")));
    const auto token = panel.keychain(QStringLiteral("Cup Relay"));
    QVERIFY(token && token->startsWith(QLatin1String("icrt_")));
    QTRY_VERIFY(panel.settingsBytes().contains("Cup Relay"));
    QVERIFY(!panel.settingsBytes().contains(token->toUtf8()));
}

void TestAddRelayDialog::theDeviceFlowDeniedSaysSoAndAddsNothing()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    QTest::keyClicks(dialog.addressField(), d.address());
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.codeView()->userCode().isEmpty(), 20'000);
    QCOMPARE(d.decide(QStringLiteral("deny"), dialog.codeView()->userCode()), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.problem().isEmpty(), 30'000);
    QVERIFY2(dialog.problem().contains(QLatin1String("denied")), qPrintable(dialog.problem()));
    QVERIFY(dialog.problem().contains(QLatin1String("nothing was added")));
    QVERIFY(!dialog.busy());
    QVERIFY(!dialog.codeView()->isVisible());
    QVERIFY(dialog.goButton()->isEnabled());
    QVERIFY(dialog.isVisible());
    QVERIFY(panel.host.relayNames().isEmpty());
    QCOMPARE(panel.keychain(QStringLiteral("127.0.0.1")), std::nullopt);
}

void TestAddRelayDialog::anUntrustedCertificateIsAskedAboutAndPinned()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    const QString token = d.relay.token(icrp::Tier::Observer);
    PanelRelays panel(m_pki, false); // the system's CAs only: they do not know the test's
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    dialog.accessBox()->setCurrentIndex(dialog.accessBox()->findData(int(icrp::Tier::Observer)));
    int asked = 0;
    QString shown;
    bool changed = true;
    icui::ModalDialog::setNextHandler([&](QDialog &question) {
        ++asked;
        auto *trust = qobject_cast<icui::RelayTrustDialog *>(&question);
        if (!trust)
            return int(QDialog::Rejected);
        shown = trust->fingerprintLabel()->text();
        changed = trust->changed();
        question.show();
        if (QTest::qWaitForWindowExposed(&question))
            ictest::saveShot(&question, QStringLiteral("h4b-trust"));
        return int(QDialog::Accepted);
    });
    pasteToken(dialog, d.address(), token);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 20'000);
    QCOMPARE(asked, 1);
    QVERIFY(!changed);
    const QString fingerprint = certificateFingerprint(m_pki);
    QCOMPARE(shown.simplified().remove(QLatin1Char(' ')), fingerprint);
    const auto profile = panel.store.profile(dialog.relayName());
    QVERIFY(profile);
    QCOMPARE(profile->pinnedFingerprint, fingerprint);
    QCOMPARE(profile->tier, icrp::Tier::Observer);
    QCOMPARE(panel.keychain(dialog.relayName()), std::optional<QString>(token));
    QTRY_VERIFY(panel.host.connection(dialog.relayName()));
    QTRY_COMPARE_WITH_TIMEOUT(panel.host.connection(dialog.relayName())->state(),
                              RelayConnection::State::Connected, 20'000);
    QCOMPARE(panel.host.connection(dialog.relayName())->certificateTrust(),
             RelayConnection::CertificateTrust::Pinned);
}

void TestAddRelayDialog::anUntrustedCertificateNotTrustedAddsNothing()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    PanelRelays panel(m_pki, false);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    int asked = 0;
    icui::ModalDialog::setNextHandler([&asked](QDialog &) {
        ++asked;
        return int(QDialog::Rejected);
    });
    QTest::keyClicks(dialog.addressField(), d.address());
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier); // the device flow asks the same
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.problem().isEmpty(), 20'000);
    QCOMPARE(asked, 1);
    QVERIFY2(dialog.problem().contains(QLatin1String("did not trust")),
             qPrintable(dialog.problem()));
    QVERIFY(dialog.codeView()->userCode().isEmpty());
    QVERIFY(!dialog.busy());
    QVERIFY(panel.host.relayNames().isEmpty());
}

void TestAddRelayDialog::pasteATokenTakesTheFocusAndTabKeepsItFromTheAddress()
{
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    const QString address = QStringLiteral("relay.example.org:443");
    QTest::keyClicks(dialog.addressField(), address);
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    // At once, not after the radio button's click animation: the next key is the token's.
    QVERIFY(dialog.tokenChoice()->isChecked());
    QCOMPARE(QApplication::focusWidget(), dialog.tokenField());

    // Tab: address → name → access → the choices (one stop: arrows move between them, as in
    // any radio group) → token → the buttons. Before, the token field led back to the address.
    dialog.addressField()->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), dialog.addressField());
    const QList<QWidget *> expected{
        dialog.nameField(),
        dialog.accessBox(),
        dialog.signInChoice(),
        dialog.tokenField(),
        dialog.goButton(),
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)};
    QList<QWidget *> seen;
    for (int i = 0; i < expected.size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        seen.append(QApplication::focusWidget());
    }
    QStringList names;
    for (const QWidget *w : seen)
        names.append(w ? w->objectName() + QStringLiteral("/") +
                             QLatin1String(w->metaObject()->className())
                       : QStringLiteral("none"));
    QVERIFY2(seen == expected, qPrintable(names.join(u' ')));

    // The newcomer's keys: Alt+P, Tab, the token — it never replaces the address.
    QTest::keyClick(&dialog, Qt::Key_S, Qt::AltModifier);
    QTRY_VERIFY(dialog.signInChoice()->isChecked());
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("icrt_secret"));
    QCOMPARE(dialog.addressField()->text(), address);
    QVERIFY(dialog.isVisible());
}

void TestAddRelayDialog::aTokenInTheAddressFieldIsSaid()
{
    QString why;
    QVERIFY(!AddRelayDialog::relayUrl(QStringLiteral("icrt_AAAAAAAAAAAAAAAA"), &why));
    QVERIFY2(why.contains(QLatin1String("token")), qPrintable(why));
    PanelRelays panel(m_pki, true);
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    QTest::keyClicks(dialog.addressField(), QStringLiteral("icrt_thisIsNotAnAddress"));
    QVERIFY2(dialog.addressProblem().contains(QLatin1String("token")),
             qPrintable(dialog.addressProblem()));
    QCOMPARE(dialog.nameField()->text(), QString());
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(), dialog.addressField());
    QVERIFY(!dialog.busy());
    QVERIFY(dialog.codeView()->userCode().isEmpty());
}

void TestAddRelayDialog::anAddressOrNameAlreadyAddedIsRefusedNamingTheRelay()
{
    PanelRelays panel(m_pki, true);
    icpanel::RelayProfile demo;
    demo.name = QStringLiteral("Demo Relay");
    demo.url = QUrl(QStringLiteral("wss://relay.example.org:19720/"));
    QVERIFY(panel.store.addSessionProfile(demo).ok()); // never written, never in the keychain
    {
        AddRelayDialog dialog(panel.host);
        showActive(dialog);
        QTest::keyClicks(dialog.addressField(), QStringLiteral("RELAY.example.org"));
        dialog.nameField()->clear();
        QTest::keyClicks(dialog.nameField(), QStringLiteral("Another Name"));
        QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
        QTRY_VERIFY(!dialog.problem().isEmpty());
        QVERIFY2(dialog.problem().contains(
                     QLatin1String("wss://relay.example.org:19720/ is already added as \"Demo "
                                   "Relay\"")),
                 qPrintable(dialog.problem()));
        QVERIFY(dialog.problem().contains(QStringLiteral("Sign In Again…")));
        QVERIFY(!dialog.busy());
        QVERIFY(dialog.codeView()->userCode().isEmpty());
        QCOMPARE(QApplication::focusWidget(), dialog.addressField());
    }
    AddRelayDialog dialog(panel.host);
    showActive(dialog);
    QTest::keyClicks(dialog.addressField(), QStringLiteral("other.example.org"));
    dialog.nameField()->clear();
    QTest::keyClicks(dialog.nameField(), QStringLiteral("Demo Relay"));
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY(!dialog.problem().isEmpty());
    QVERIFY2(dialog.problem().contains(QLatin1String("\"Demo Relay\" already")),
             qPrintable(dialog.problem()));
    QVERIFY(dialog.problem().contains(QStringLiteral("Sign In Again…")));
    QVERIFY(dialog.problem().contains(QLatin1String("another name")));
    QCOMPARE(QApplication::focusWidget(), dialog.nameField());
    QCOMPARE(panel.host.relayNames(), QStringList{QStringLiteral("Demo Relay")});
}

void TestAddRelayDialog::signingInAgainKeepsTheRelayAndItsCertificate()
{
    DeviceRelay d(m_pki);
    QVERIFY(d.relay.listening);
    PanelRelays panel(m_pki, false); // trusted by the pin alone
    const QString name = QStringLiteral("Winter Cup Relay");
    const QString fingerprint = certificateFingerprint(m_pki);
    icpanel::RelayProfile profile;
    profile.name = name;
    profile.url = QUrl(QStringLiteral("wss://%1/").arg(d.address()));
    profile.pinnedFingerprint = fingerprint;
    std::optional<ic::Result<void>> added;
    panel.host.addRelay(profile, d.relay.token(icrp::Tier::Admin),
                        [&added](const ic::Result<void> &r) { added.emplace(r); });
    QTRY_VERIFY_WITH_TIMEOUT(added.has_value(), 20'000);
    QVERIFY(added->ok());
    QVERIFY(d.relay.tokens->revoke(d.relay.lastId).ok());

    int asked = 0;
    icui::ModalDialog::setNextHandler([&asked](QDialog &) {
        ++asked;
        return int(QDialog::Rejected);
    });
    AddRelayDialog dialog(panel.host, nullptr, name);
    showActive(dialog);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Sign In Again to Winter Cup Relay"));
    QCOMPARE(dialog.addressField()->text(), profile.url.toString());
    QVERIFY(dialog.addressField()->isReadOnly());
    QCOMPARE(dialog.nameField()->text(), name);
    QVERIFY(dialog.nameField()->isReadOnly());
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), dialog.tokenField());
    const QString token = d.relay.token(icrp::Tier::Admin);
    QTest::keyClicks(dialog.tokenField(), token);
    QCOMPARE(dialog.goButton()->text(), QStringLiteral("Sign In A&gain"));
    ictest::saveShot(&dialog, QStringLiteral("p2-renew"));
    QTest::keyClick(&dialog, Qt::Key_G, Qt::AltModifier);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 20'000);
    QCOMPARE(asked, 0); // the pinned certificate is not asked about again
    QCOMPARE(dialog.relayName(), name);
    QCOMPARE(panel.host.relayNames(), QStringList{name});
    QCOMPARE(panel.keychain(name), std::optional<QString>(token));
    const auto renewed = panel.store.profile(name);
    QVERIFY(renewed);
    QCOMPARE(renewed->pinnedFingerprint, fingerprint);
    QCOMPARE(renewed->url, profile.url);
    QCOMPARE(renewed->tokenId, d.relay.lastId);
    QTRY_COMPARE_WITH_TIMEOUT(panel.host.connection(name)->state(),
                              RelayConnection::State::Connected, 20'000);
    QCOMPARE(panel.host.connection(name)->certificateTrust(),
             RelayConnection::CertificateTrust::Pinned);
}

QTEST_MAIN(TestAddRelayDialog)
#include "TestAddRelayDialog.moc"
