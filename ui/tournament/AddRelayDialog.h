#pragma once
// Adds a community relay (docs/icrp-spec.md §19) as one of the panel's connections: its address
// (wss://HOST:PORT/; HOST:PORT alone is completed), a name (the host unless the user gives
// another) and the access asked for, then one of two ways to sign in. "Sign in with the relay"
// runs the device flow (RelayDeviceLogin): the user code shown large with Copy, the relay's
// sign-in page, the time left, and the panel polls until the relay's admin approves or denies.
// "Paste a token" checks the token first with a test connection and adds the relay only once
// the relay accepted it. A certificate the system does not verify is shown to the user with its
// fingerprint (RelayTrustDialog) and pinned in the profile only when they trust it. Nothing here
// blocks the GUI thread, and the token is never logged: RelayHost keeps it in the keychain.
// Given the name of a relay the panel has (`renewName`), the dialog signs in again to it ("Sign
// In Again to X"): its address and name are shown but fixed, its pinned certificate stays trusted,
// and the new token replaces the old one (RelayHost::renewToken). A name or an address the panel
// already has is refused otherwise, saying which relay it is and what to do. Choosing Paste a
// token (Alt+P or a click) puts the focus in Token, and Tab goes address → name → access → the
// two choices → token → the buttons, so a token typed after it never lands in the address.

#include "panel/RelayProfile.h"

#include "relayclient/RelayDeviceLogin.h"

#include "common/Result.h"

#include <QDialog>
#include <QPointer>
#include <QUrl>
#include <functional>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace icpanel {
class RelayHost;
}
namespace icrelayclient {
class RelayConnection;
}

namespace icui {

class DeviceCodeView;

class AddRelayDialog : public QDialog
{
    Q_OBJECT
public:
    /// `renewName`: the relay to sign in to again; empty to add a new one.
    AddRelayDialog(icpanel::RelayHost &relays, QWidget *parent = nullptr,
                   const QString &renewName = {});
    ~AddRelayDialog() override;

    /// After accept(): the relay's name as added.
    QString relayName() const;

    /// `text` as a relay's address: wss://HOST:PORT/ (HOST:PORT alone gets wss://, a missing
    /// port the relay's default 19720); nullopt with `why` said for anything else.
    static std::optional<QUrl> relayUrl(const QString &text, QString *why = nullptr);

    QLineEdit *addressField() const { return m_address; }
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *tokenField() const { return m_token; }
    QComboBox *accessBox() const { return m_access; }
    QRadioButton *signInChoice() const { return m_signInChoice; }
    QRadioButton *tokenChoice() const { return m_tokenChoice; }
    QPushButton *goButton() const { return m_go; }
    DeviceCodeView *codeView() const { return m_codeView; }
    /// The error or outcome said under the form (empty while none).
    QString problem() const;
    QString addressProblem() const;
    bool busy() const { return m_busy; }
    /// The relay signed in to again, or empty when adding one.
    QString renewName() const { return m_renewName; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

public Q_SLOTS:
    void reject() override;

private:
    void buildForm();
    /// The device code, the progress bar and its text, and the problem line (hidden at first).
    void buildProgress();
    QWidget *buildSignInChoice();
    void orderTabs();
    /// Fills the form with the relay signed in to again; false when there is no such relay.
    bool prepareRenewal();
    /// Refuses an address or a name the panel already has (not when signing in again).
    bool alreadyAdded(const icpanel::RelayProfile &profile);
    void chooseToken();
    void showMode();
    void addressEdited(const QString &text);
    void go();
    std::optional<icpanel::RelayProfile> profileFromForm();
    void setBusy(bool busy, const QString &progress = {});
    void fail(const QString &message);
    void stopWork();

    // The device flow (AddRelayDialog_SignIn.cpp).
    void startDeviceLogin();
    void deviceFinished(const ic::Result<icrelayclient::RelayDeviceLogin::Token> &outcome);
    // A pasted token, checked with a test connection.
    void startTokenCheck();
    void tokenConnected();
    void tokenRefused(const QString &code, const QString &message);
    /// A certificate the system does not verify: asks the user, then `retry` with it pinned.
    void askTrust(const ic::Error &error, const QString &fingerprint,
                  void (AddRelayDialog::*retry)());
    void addToHost(const QString &token);
    /// Signing in again: a certificate the user trusted on the way is pinned for the relay.
    bool keepTrustedCertificate();

    icpanel::RelayHost &m_relays;
    icpanel::RelayProfile m_profile;
    QString m_renewName;
    QString m_relayName;
    bool m_nameEdited = false;
    bool m_busy = false;
    QLineEdit *m_address = nullptr;
    QLabel *m_addressProblem = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_access = nullptr;
    QWidget *m_signInBox = nullptr;
    QRadioButton *m_signInChoice = nullptr;
    QRadioButton *m_tokenChoice = nullptr;
    QWidget *m_tokenRow = nullptr;
    QLineEdit *m_token = nullptr;
    DeviceCodeView *m_codeView = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressText = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_go = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPointer<icrelayclient::RelayDeviceLogin> m_login;
    QPointer<icrelayclient::RelayConnection> m_test;
};

} // namespace icui
