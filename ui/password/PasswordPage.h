#pragma once
// The Password page: the current profile's ICRP password from the keychain (hidden until
// shown), copy, Generate, save — and Reset, which changes the game's password one of two ways:
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

    /// Asks (and for a lost password: picks config.toml), then resets.
    void resetPassword();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadStored();
    void setShown(bool shown);
    void generate();
    void save();
    void updateReset();

    icpanel::Panel &m_panel;
    QLineEdit *m_password = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_generate = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_resetText = nullptr;
    QPushButton *m_reset = nullptr;
    QString m_stored;
    bool m_loaded = false;
};

} // namespace icui
