// AddRelayDialog's ways to a token: the device flow, a pasted token checked with a test
// connection, the trust question for a certificate the system does not verify, and handing
// the relay to RelayHost. The token is passed along in memory and never logged.

#include "ui/Tr.h"
#include "ui/tournament/AddRelayDialog.h"

#include "ui/connectors/FieldMark.h"
#include "ui/tournament/DeviceCodeView.h"
#include "ui/tournament/RelayTrustDialog.h"

#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QPushButton>
#include <QTimer>

namespace {
Q_LOGGING_CATEGORY(lcAddRelay, "icpanel.ui.addrelay")

bool isCertificateRefusal(const QString &code)
{
    return code == QLatin1String("relay.tls.untrusted") ||
           code == QLatin1String("relay.tls.changed");
}
} // namespace

namespace icui {

using icrelayclient::RelayConnection;
using icrelayclient::RelayDeviceLogin;

void AddRelayDialog::stopWork()
{
    if (m_login) {
        disconnect(m_login, nullptr, this, nullptr);
        m_login->cancel();
        m_login->deleteLater();
        m_login = nullptr;
    }
    if (m_test) {
        disconnect(m_test, nullptr, this, nullptr);
        m_test->close();
        m_test->deleteLater();
        m_test = nullptr;
    }
}

void AddRelayDialog::startDeviceLogin()
{
    stopWork();
    m_codeView->clear();
    m_codeView->hide();
    auto *login = new RelayDeviceLogin(this);
    m_login = login;
    RelayDeviceLogin::Options options;
    options.relayUrl = m_profile.url;
    options.scope = m_profile.tier;
    options.trust = m_relays.trustFor(m_profile);
    login->setOptions(options);
    connect(login, &RelayDeviceLogin::codeReady, this, [this](const RelayDeviceLogin::Code &code) {
        m_codeView->setCode(code);
        m_codeView->setStatus(Tr::tr("Waiting for the relay's admin to approve…"));
        m_codeView->show();
        setBusy(true);
    });
    connect(login, &RelayDeviceLogin::waiting, this, [this, login](const QString &answer) {
        if (answer == QLatin1String("slow_down"))
            m_codeView->setStatus(Tr::tr("Waiting for the relay's admin to approve… The relay "
                                         "asked the panel to ask less often: it now asks every "
                                         "%1 seconds.")
                                      .arg(login->intervalSeconds()));
    });
    connect(login, &RelayDeviceLogin::finished, this, &AddRelayDialog::deviceFinished);
    qCInfo(lcAddRelay).noquote() << "signing in to relay" << m_profile.name << "at"
                                 << m_profile.url.toString() << "with the device flow";
    setBusy(true, Tr::tr("Asking %1 for a sign-in code…").arg(m_profile.url.authority()));
    login->start();
}

void AddRelayDialog::deviceFinished(const ic::Result<RelayDeviceLogin::Token> &outcome)
{
    const QString fingerprint = m_login ? m_login->peerFingerprint() : QString();
    if (!outcome) {
        const ic::Error &error = outcome.error();
        qCInfo(lcAddRelay).noquote()
            << "device sign-in to" << m_profile.name << "ended:" << error.code;
        if (isCertificateRefusal(error.code))
            return askTrust(error, fingerprint, &AddRelayDialog::startDeviceLogin);
        if (error.code == QLatin1String("relay.device.denied"))
            return fail(Tr::tr("The relay's admin denied this sign-in, so nothing was added. "
                               "Ask them why; Sign In asks again with a new code."));
        if (error.code == QLatin1String("relay.device.expired"))
            return fail(Tr::tr("The code expired before the relay's admin approved it, so "
                               "nothing was added. Sign In gets a new code to give them."));
        return fail(error.message);
    }
    stopWork();
    m_profile.tier = icrp::parseTier(outcome->scope).value_or(m_profile.tier);
    m_profile.tokenId = outcome->tokenId;
    m_profile.tokenExpires =
        outcome->expiresInSeconds > 0
            ? QDateTime::currentDateTimeUtc().addSecs(outcome->expiresInSeconds)
            : QDateTime();
    addToHost(outcome->accessToken);
}

void AddRelayDialog::startTokenCheck()
{
    stopWork();
    auto *connection = new RelayConnection(this);
    m_test = connection;
    RelayConnection::Options options;
    options.url = m_profile.url;
    options.token = m_token->text().trimmed();
    options.tier = m_profile.tier;
    options.trust = m_relays.trustFor(m_profile);
    options.clientVersion = QCoreApplication::applicationVersion();
    options.autoReconnect = false;
    connection->setOptions(options);
    connect(connection, &RelayConnection::connected, this, &AddRelayDialog::tokenConnected);
    connect(connection, &RelayConnection::errorOccurred, this, &AddRelayDialog::tokenRefused);
    qCInfo(lcAddRelay).noquote() << "checking a pasted token for relay" << m_profile.name << "at"
                                 << m_profile.url.toString();
    setBusy(true, Tr::tr("Connecting to %1 to check the token…").arg(m_profile.url.authority()));
    connection->open();
}

void AddRelayDialog::tokenConnected()
{
    if (!m_test)
        return;
    const QJsonObject token = m_test->welcome().value(QLatin1String("token")).toObject();
    m_profile.tokenId = token.value(QLatin1String("id")).toString();
    m_profile.tokenExpires =
        QDateTime::fromString(token.value(QLatin1String("expires")).toString(), Qt::ISODate)
            .toUTC();
    const QString secret = m_test->options().token;
    stopWork(); // RelayHost opens its own connection
    addToHost(secret);
}

void AddRelayDialog::tokenRefused(const QString &code, const QString &message)
{
    const QString fingerprint = m_test ? m_test->peerFingerprint() : QString();
    qCInfo(lcAddRelay).noquote() << "checking the token for" << m_profile.name << "ended:" << code;
    if (isCertificateRefusal(code))
        return askTrust(ic::Error{code, message}, fingerprint, &AddRelayDialog::startTokenCheck);
    if (code == QLatin1String("relay.token-refused")) {
        fail(Tr::tr("%1 Nothing was added.").arg(message));
        FieldMark::markInvalid(m_token, palette());
        m_token->setFocus();
        return;
    }
    if (code == QLatin1String("relay.tier-refused"))
        return fail(Tr::tr("%1. Choose Observer under Access, or ask the relay's admin for an "
                           "admin token. Nothing was added.")
                        .arg(message));
    fail(message);
}

void AddRelayDialog::askTrust(const ic::Error &error, const QString &fingerprint,
                              void (AddRelayDialog::*retry)())
{
    stopWork();
    if (fingerprint.isEmpty())
        return fail(error.message);
    const bool changed = error.code == QLatin1String("relay.tls.changed");
    setBusy(true, Tr::tr("The relay's certificate needs your decision…"));
    // Asked after the refusal's signal has returned: the question runs its own event loop.
    QTimer::singleShot(0, this, [this, fingerprint, changed, retry] {
        if (!RelayTrustDialog::ask(this, m_profile.name, fingerprint, changed,
                                   m_profile.pinnedFingerprint))
            return fail(Tr::tr("You did not trust the relay's certificate, so the panel did "
                               "not sign in and nothing was added."));
        m_profile.pinnedFingerprint = fingerprint;
        (this->*retry)();
    });
}

void AddRelayDialog::addToHost(const QString &token)
{
    setBusy(true, Tr::tr("Keeping the token in the keychain…"));
    // The relay is being added now: it would be, whatever Cancel said.
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(false);
    QPointer<AddRelayDialog> self(this);
    const QString name = m_profile.name;
    const auto done = [self, name](const ic::Result<void> &added) {
        if (!self)
            return;
        if (!added)
            return self->fail(added.error().message);
        qCInfo(lcAddRelay).noquote()
            << "relay" << name << (self->m_renewName.isEmpty() ? "added" : "signed in again");
        self->m_relayName = name;
        self->m_token->clear();
        self->setBusy(false);
        self->QDialog::accept();
    };
    if (m_renewName.isEmpty())
        return m_relays.addRelay(m_profile, token, done);
    if (!keepTrustedCertificate())
        return;
    m_relays.renewToken(name, token, m_profile.tier, m_profile.tokenId, m_profile.tokenExpires,
                        done);
}

bool AddRelayDialog::keepTrustedCertificate()
{
    // Signing in again showed a new certificate and the user trusted it: the relay keeps that one.
    auto known = m_relays.profiles().profile(m_renewName);
    if (!known || known->pinnedFingerprint == m_profile.pinnedFingerprint)
        return true;
    known->pinnedFingerprint = m_profile.pinnedFingerprint;
    const auto saved = m_relays.profiles().save(*known);
    if (!saved)
        fail(saved.error().message);
    return saved.ok();
}

} // namespace icui
