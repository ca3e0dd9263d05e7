#pragma once
// The Password page: the current profile's ICRP password from the keychain (hidden until
// shown, and hidden again on leaving the page or after a while), copy (cleared from the
// clipboard after a while), save a password changed by hand — and Reset, which makes a new
// strong password and changes the game's password to it one of two ways:
// online (connected as admin: ic/remote.password_reset) or, when the password is lost,
// through the game's config.toml that the user picks. Both say what they will do and ask
// first; the new password goes to the keychain and the panel reconnects.

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace icpanel {
class Panel;
}

namespace icui {

class PasswordPage : public QWidget
{
    Q_OBJECT
public:
    explicit PasswordPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QLineEdit *passwordEdit() const { return m_password; }
    QPushButton *resetButton() const { return m_reset; }
    QPushButton *showButton() const { return m_show; }
    QPushButton *copyButton() const { return m_copy; }
    /// What the page says about the stored password ("Stored in the keychain.", a reset's result).
    QString stateText() const;

    /// Asks (and for a lost password: picks config.toml), then resets.
    void resetPassword();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadStored();
    void setShown(bool shown);
    void save();
    void updateReset();

    icpanel::Panel &m_panel;
    QLineEdit *m_password = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_resetText = nullptr;
    QPushButton *m_reset = nullptr;
    QString m_stored;
    /// What the last reset said, shown once the new password is loaded.
    QString m_resultMessage;
    bool m_loaded = false;
};

} // namespace icui
