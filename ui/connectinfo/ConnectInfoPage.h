#pragma once
// The Connect Info page: what another tool or a phone needs to reach the game — URL, host,
// port, the password (masked as on the Password page: a fixed row of dots while one is stored,
// the secret itself only after Show; Sho&w / Hide (&W) and C&opy as there), copy buttons, and a
// QR code of the connection URI (with the password only while it is shown).

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace icpanel {
class Panel;
struct ConnectInfo;
} // namespace icpanel

namespace icui {

class ConnectInfoPage : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectInfoPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QLabel *qrLabel() const { return m_qr; }
    /// Why there is no QR code (hidden while there is one).
    QLabel *qrReasonLabel() const { return m_qrReason; }
    QLineEdit *passwordEdit() const { return m_password; }
    QPushButton *showPasswordButton() const { return m_show; }
    QPushButton *copyPasswordButton() const { return m_copyPassword; }
    /// The masked field's text while a password is stored and not shown (not the password).
    static QString maskedPassword();
    /// The text in the QR code now.
    QString qrText() const { return m_qrText; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void apply(const icpanel::ConnectInfo &info);
    void setPasswordShown(bool shown);
    /// The password field while hidden: dots when one is stored, empty when none is.
    void showWhetherStored();
    /// A Copy button for `source`'s text; the status bar then says `said` (%1: the text).
    QPushButton *copyButton(const QString &text, const QString &accessibleName, QLineEdit *source,
                            const QString &said);

    icpanel::Panel &m_panel;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_host = nullptr;
    QLineEdit *m_port = nullptr;
    QLineEdit *m_password = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_copyPassword = nullptr;
    QLabel *m_qr = nullptr;
    QLabel *m_qrCaption = nullptr;
    QString m_qrText;
    QLabel *m_qrReason = nullptr;
    bool m_passwordShown = false;
};

} // namespace icui
