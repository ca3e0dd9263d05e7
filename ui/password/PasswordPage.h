#pragma once
// The Password page: the current profile's ICRP password from the keychain (hidden until
// shown, and hidden again on leaving the page or after a while), copy (cleared from the
// clipboard after a while), save a password changed by hand (Save and Connect: tried with the
// game first, kept in the keychain only once the game accepts it) — and Reset, which makes a new
// strong password and changes the game's password to it one of two ways:
// online (connected as admin: ic/remote.password_reset) or, when the password is lost,
// through the game's config.toml that the user picks (the file dialog starts where the game
// keeps it). Both say in plain words what will change and ask first ("Reset Password" /
// Cancel); the outcome goes to the page's message bar and the status bar: at once when the
// file was written (the game need not be running), and again once the panel has connected
// with the new password. Find the Password reads the password the game keeps in its
// config.toml ([remote] password, which the game generates on first enable) without showing it
// and connects with it as a typed one: kept in the keychain only once the game accepts it.

#include "panel/Panel.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QMessageBox;
class QLineEdit;
class QPushButton;

namespace icui {

class ElidedPathLabel;

class MessageBar;

class PasswordPage : public QWidget
{
    Q_OBJECT
public:
    explicit PasswordPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QLineEdit *passwordEdit() const { return m_password; }
    QPushButton *resetButton() const { return m_reset; }
    QPushButton *showButton() const { return m_show; }
    QPushButton *copyButton() const { return m_copy; }
    /// Find the Password: reads [remote] password from the game's config.toml.
    QPushButton *findButton() const { return m_find; }
    /// The page's bar: a reset's outcome, and whether the panel connected with the new password.
    MessageBar *messageBar() const { return m_bar; }
    /// Above the page's bar while the game cannot be reached: why (nothing answers at its
    /// address, it quit…) and what the page can still do (reset through config.toml). It goes
    /// once the game answers, and once a reset through config.toml has written the file (the
    /// page's bar then says to start the game: never two bars saying opposite things).
    MessageBar *unreachableBar() const { return m_unreachable; }
    /// What the page says about the stored password ("Stored in the keychain.", "Saved…").
    QString stateText() const;
    /// What Reset will do, as the page explains it.
    QString resetText() const;
    /// The game's usual config folder under the explanation (shown while Reset writes the file),
    /// or the config.toml chosen last for this profile (Reset, Find the Password): one line,
    /// its start elided when long, the whole path as its tooltip.
    ElidedPathLabel *configFolderLabel() const { return m_configFolder; }
    /// Copies that folder's path.
    QPushButton *copyFolderButton() const { return m_copyFolder; }
    /// Where Reset's file dialog starts for the current profile (GameConfigLocation).
    QString configStartPath() const;

    /// Asks (and for a lost password: picks config.toml), then resets.
    void resetPassword();
    /// Reads the password from the game's usual config.toml (or the one found before for this
    /// profile; a file dialog when there is none) and connects with it.
    void findPassword();

protected:
    void showEvent(QShowEvent *event) override;
    /// "Still connected with the kept one" goes once read: the user has left the page.
    void hideEvent(QHideEvent *event) override;

private:
    using ResetMode = icpanel::Panel::ResetMode;
    /// What the page waits for after a reset: the panel connected with the new password.
    /// Trial: Save connects with the typed password, kept once the game accepts it.
    /// KeptRestored: the game refused a typed password and the panel reconnects with the kept
    /// one (the status bar says so once it is connected).
    enum class Pending { None, Reconnect, GameStart, Trial, KeptRestored };

    void buildStoredGroup(QWidget *group);
    void loadStored();
    /// What the state line says about the stored password (`stored`: one was read).
    QString storedState(bool stored) const;
    /// The only password the panel has for this game is one the game refused (typed, never
    /// stored): the field shows empty, asking for the right one, not the refused one.
    bool onlyARefusedPassword() const;
    /// Shows `password` (read for the game in use) in the field, or an empty field asking for
    /// the right one when the game refused it and nothing is stored.
    void showRead(const ic::Result<QString> &password);
    /// The field has the focus when it asks for the right password and the page is shown.
    void focusFieldIfAsking();
    /// Retry Now while the game cannot be reached: the window's Connection ▸ Reconnect (the
    /// Status page's Retry Now does the same).
    void retryNow();
    void setShown(bool shown);
    /// Connects with the typed password; the panel keeps it once the game accepts it.
    void save();
    void onTrialAccepted();
    /// Find the Password with a config file the user picks (from the usual folder).
    void chooseConfigAndFind();
    /// Reads the password from `path` and connects with it, or says why it cannot (empty `path`:
    /// the file dialog was cancelled, no password was read).
    void findIn(const QString &path);
    void onTrialRefused();
    void onKeptPasswordRestored();
    /// After the panel went back to the kept password: says so if the game refused that too.
    void sayIfKeptRefusedToo();
    void updateReset();
    /// The row with the config folder and Copy Path.
    QWidget *buildConfigRow(QWidget *parent);
    /// resetPassword() without the focus: asks (and picks the file), then starts the reset.
    void askAndReset();
    /// After Reset's dialogs: the focus on Reset Password… (on the field while it is off).
    void returnFocusAfterReset();
    bool confirmReset(ResetMode mode, const QString &configPath);
    /// The confirmation `box` says `text` with `path` in it on a line of its own, never broken.
    static void showPathOnItsOwnLine(QMessageBox &box, const QString &text, const QString &path);
    /// What the reset did, or why it failed.
    void onResetDone(ResetMode mode, const ic::Result<QString> &outcome);
    void onResetApplied(const ic::Result<QString> &outcome);
    void onStatusChanged(icpanel::Panel::Status status);
    /// Shows or clears unreachableBar() for the panel's status now.
    void updateUnreachable();
    /// Why the game cannot be reached, in a sentence with what the page offers (empty: it can).
    QString unreachableText() const;
    /// Once the game that refused the password has gone, the page's refusal (state line, bar)
    /// changes to what is true now.
    void forgetRefusalOnceGone(icpanel::Panel::Status status);

    icpanel::Panel &m_panel;
    MessageBar *m_bar = nullptr;
    MessageBar *m_unreachable = nullptr;
    /// The user closed unreachableBar(): it comes back only after the game has answered.
    bool m_unreachableClosed = false;
    QLineEdit *m_password = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_find = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_resetText = nullptr;
    QWidget *m_configRow = nullptr;
    ElidedPathLabel *m_configFolder = nullptr;
    QPushButton *m_copyFolder = nullptr;
    QPushButton *m_reset = nullptr;
    QString m_stored;
    /// Whether the last read found a stored password.
    bool m_loadedOk = false;
    /// The field asks for the right password (onlyARefusedPassword() when it was loaded).
    bool m_asking = false;
    /// The panel's last try used a password typed for this game (never stored): refused, the
    /// panel has no other (a stored one would have been tried again, keptPasswordRestored).
    bool m_triedTyped = false;
    bool m_loaded = false;
    Pending m_pending = Pending::None;
    /// The focus waits on the field for Reset Password… to be on again (a reset runs).
    bool m_focusResetWhenDone = false;
    /// The config.toml the password on trial came from (empty: it was typed).
    QString m_foundIn;
    /// The bar's refusal message while it is shown (goes once the refusing game has gone).
    QString m_refusal;
    /// The config.toml each profile's last reset chose (this session), for the file dialog.
    QHash<QString, QString> m_lastConfig;
};

} // namespace icui
