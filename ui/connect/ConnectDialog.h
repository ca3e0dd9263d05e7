#pragma once
// Connection ▸ Connect…: adds a game — it opens on a new, empty one ("Game 2", the address's
// placeholder the usual ws://127.0.0.1:19710/) — or, chosen in its game list, edits a saved one:
// name, address, tier, and optionally its password (kept in the keychain once the game accepts
// it when "Remember" is ticked; left empty, the stored one is used or the panel asks). An
// address typed without a scheme gets ws:// (the line under the field says so; that line is
// reserved, so the dialog does not jump; before anything is typed it says, in grey, what to
// type). The address is checked as it is typed
// (icpanel::GameAddress: ws:// or wss://, a host without spaces, a port from 1 to 65535): a wrong
// one is marked (FieldMark, as on the Other Games page), Connect stays disabled and the dialog
// says, in red, everything that is wrong with it (an empty one once Connect was pressed).
// While a game is connected, a line beside Connect says that connecting to another leaves it
// (the overlays follow the game in use).
// Connect keeps the dialog open while the panel connects (a busy line under the fields, Connect
// off): it closes once the game accepts, as KeePassXC's unlock dialog does. A refused password
// is said in the dialog, the password field marked, focused and selected, so only it is typed
// again; nothing answering is said there too. The game is saved by then, so Cancel becomes
// Close: it keeps the game (the panel goes on trying) and leaves the dialog.

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
    /// The grey line under the fields: what the panel makes of the address (ws:// added), or,
    /// while it is empty, what to type (the example address on a line of its own).
    QLabel *addressHint() const { return m_urlHint; }
    QComboBox *tierBox() const { return m_tier; }
    QLineEdit *passwordEdit() const { return m_password; }
    QCheckBox *rememberBox() const { return m_remember; }
    /// Opens on the saved game `name` (its address selected, to be corrected) instead of a new one.
    void chooseGame(const QString &name);
    /// Why Connect is disabled (empty when it is not).
    QString problem() const;
    /// The address field is marked wrong (FieldMark).
    bool addressMarked() const;
    /// Beside Connect while a game is connected and another is chosen: that connecting leaves
    /// it ("Connecting leaves Demo: the overlays will show the new game."); hidden otherwise.
    QLabel *leavesNote() const { return m_leaves; }

    /// The profile as filled in.
    icpanel::ConnectionProfile profile() const;
    QString password() const;
    bool remember() const;

    /// Connects through the panel; stays open and shows the error when the panel refuses, and
    /// while the game has not accepted yet (busyLine()); closes (Accepted) once it has.
    void accept() override;
    /// "Connecting to …" while a connection started here is under way; hidden otherwise.
    QLabel *busyLine() const { return m_busy; }
    /// The password field is marked wrong (the game refused it).
    bool passwordMarked() const;

private:
    void fillFromProfile();
    void validate();
    /// Says (m_leaves) whether Connect leaves the game connected now.
    void sayWhatIsLeft();
    /// Shows `problem` in red under the fields (none: hidden); its addresses are never broken.
    void showProblem(const QString &problem);
    /// Marks `field` (FieldMark) while its entry is wrong.
    void markField(QWidget *field, bool wrong);
    /// "Game 2", "Game 3", …: the first such name no saved game has.
    QString suggestedName() const;
    /// The address as typed, with ws:// (and the path /) added when it has no scheme.
    QUrl address() const;
    bool addressHasNoScheme() const;
    /// Follows the panel while a connection started here is under way.
    void followAttempt(int status, const QString &text);
    /// The attempt ended without the game accepting: says `problem`, Connect on again.
    void attemptFailed(const QString &problem);
    /// After a refusal of the attempt: says so in the dialog once the panel knows it was the
    /// password, and marks and selects the password field.
    void sayIfPasswordRefused();
    void setBusy(const QString &line);
    /// Closes: the game accepted; the window's status bar says so.
    void connected();

    icpanel::Panel &m_panel;
    QComboBox *m_profiles = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QLabel *m_urlHint = nullptr;
    QComboBox *m_tier = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_remember = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_leaves = nullptr;
    /// What m_problem says, without the word joiners that keep its addresses whole.
    QString m_problemText;
    /// Connect was pressed: an empty address is now wrong, not merely not typed yet.
    bool m_connectPressed = false;
    QDialogButtonBox *m_buttons = nullptr;
    QLabel *m_busy = nullptr;
    /// The game a connection started here is for (empty: none under way).
    QString m_attempt;
    /// Inside Panel::connectTo(): the states said meanwhile are not the attempt's outcome.
    bool m_starting = false;
    /// The game whose attempt was refused, until it is known whether for the password.
    QString m_refusedGame;
};

} // namespace icui
