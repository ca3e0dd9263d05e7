#pragma once
// Connection ▸ Connect…: choose a saved game or make a new one — name, address, tier — and
// optionally give its password (kept in the keychain when "Remember" is ticked; left empty,
// the stored one is used or the panel asks). Connect stays disabled while the address is not a
// ws:// or wss:// URL, and the dialog says what is wrong.

#include "panel/ConnectionProfile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace icpanel {
class Panel;
}

namespace icui {

class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectDialog(icpanel::Panel &panel, QWidget *parent = nullptr);

    QComboBox *profileBox() const { return m_profiles; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *urlEdit() const { return m_url; }
    QComboBox *tierBox() const { return m_tier; }
    QLineEdit *passwordEdit() const { return m_password; }
    QCheckBox *rememberBox() const { return m_remember; }
    /// Why Connect is disabled (empty when it is not).
    QString problem() const;

    /// The profile as filled in.
    icpanel::ConnectionProfile profile() const;
    QString password() const;
    bool remember() const;

    /// Connects through the panel; stays open and shows the error when the panel refuses.
    void accept() override;

private:
    void fillFromProfile();
    void validate();

    icpanel::Panel &m_panel;
    QComboBox *m_profiles = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QComboBox *m_tier = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_remember = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace icui
