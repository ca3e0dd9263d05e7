#pragma once
// New or edit a connection to another game's tool protocol: a name, the kind (with what it is
// for) and the kind's settings, as a form built from its description; a password field for a
// kind that carries the game's ICRP password (kept in the keychain; empty keeps the stored one).
// Save stays open and says what is wrong when the profile store refuses.

#include "panel/ConnectorProfile.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace icconnectors {
struct ConnectorKind;
}

namespace icpanel {
class ConnectorHost;
}

namespace icui {

class ParamForm;

class ConnectorProfileDialog : public QDialog
{
    Q_OBJECT
public:
    ConnectorProfileDialog(icpanel::ConnectorHost &host, const icpanel::ConnectorProfile &profile,
                           QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *kindBox() const { return m_kind; }
    ParamForm *settingsForm() const { return m_settings; }
    QLineEdit *passwordEdit() const { return m_password; }
    QLabel *problemLabel() const { return m_problem; }
    /// The profile as saved (valid after accept()).
    icpanel::ConnectorProfile saved() const { return m_saved; }

    void accept() override;

private:
    void showKind(int index);
    void showSetupHelp(const QString &kind);
    /// The password row, while the kind with the settings as they are carries one (OA1's
    /// RemoteBash does not: ConnectorKind::needsPasswordWith).
    void showPasswordRow(const icconnectors::ConnectorKind &kind);

    icpanel::ConnectorHost &m_host;
    icpanel::ConnectorProfile m_saved;
    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_setupHelp = nullptr; // what a kind's defaults mean for the other program
    ParamForm *m_settings = nullptr;
    QLabel *m_passwordLabel = nullptr;
    QLineEdit *m_password = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace icui
