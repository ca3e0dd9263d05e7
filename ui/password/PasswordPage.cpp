#include "ui/password/PasswordPage.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/AddressText.h"
#include "ui/common/FocusReturn.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/RevealGuard.h"
#include "ui/common/SecretClipboard.h"
#include "ui/password/ElidedPathLabel.h"
#include "ui/password/GameConfigLocation.h"

#include "panel/GamePasswordReader.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QShowEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <utility>

namespace icui {

namespace {

QString keptRestoredText()
{
    return Tr::tr("The game refused the new password; still connected with the kept one.");
}

/// The password field holds 24 characters; wider only wastes the eye's way to Show and Copy.
constexpr int kPasswordFieldChars = 40;
} // namespace

PasswordPage::PasswordPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("passwordPage"));
    m_bar = new MessageBar(this);
    m_bar->setObjectName(QStringLiteral("passwordMessage"));
    m_unreachable = new MessageBar(this);
    m_unreachable->setObjectName(QStringLiteral("passwordUnreachable"));
    connect(m_unreachable, &MessageBar::closed, this, [this] {
        if (!unreachableText().isEmpty())
            m_unreachableClosed = true;
    });

    auto *stored = new QGroupBox(Tr::tr("Password of this profile"), this);
    buildStoredGroup(stored);

    // --- reset ---------------------------------------------------------------------------
    auto *reset = new QGroupBox(Tr::tr("Reset the game's password"), this);
    m_resetText = new QLabel(reset);
    m_resetText->setObjectName(QStringLiteral("resetDescription"));
    m_resetText->setAccessibleName(Tr::tr("What Reset will do"));
    m_resetText->setWordWrap(true);
    m_resetText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reset = new QPushButton(Tr::tr("&Reset Password…"), reset);
    m_reset->setObjectName(QStringLiteral("resetPassword"));
    m_reset->setAccessibleName(Tr::tr("Reset the game's password"));
    connect(m_reset, &QPushButton::clicked, this, &PasswordPage::resetPassword);
    auto *resetRow = new QHBoxLayout;
    resetRow->addWidget(m_reset);
    resetRow->addStretch(1);
    auto *resetLayout = new QVBoxLayout(reset);
    resetLayout->addWidget(m_resetText);
    m_configRow = buildConfigRow(reset);
    resetLayout->addWidget(m_configRow);
    resetLayout->addLayout(resetRow);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_unreachable);
    layout->addWidget(m_bar);
    layout->addWidget(stored);
    layout->addWidget(reset);
    layout->addStretch(1);

    setTabOrder(m_password, m_show);
    setTabOrder(m_show, m_copy);
    setTabOrder(m_copy, m_save);
    setTabOrder(m_save, m_find);
    setTabOrder(m_find, m_copyFolder);
    setTabOrder(m_copyFolder, m_reset);

    connect(&m_panel, &icpanel::Panel::statusChanged, this,
            [this](icpanel::Panel::Status status) { onStatusChanged(status); });
    const auto reload = [this] {
        m_loaded = false;
        if (isVisible())
            loadStored();
    };
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, [this, reload] {
        // What the page said about another game's reset is not about this one.
        m_pending = Pending::None;
        m_triedTyped = false;
        m_bar->hideMessage();
        m_unreachableClosed = false;
        updateUnreachable();
        reload();
        updateReset();
    });
    // A reset, a prompt or another page stored a new password: show that one, not the old.
    connect(&m_panel, &icpanel::Panel::passwordChanged, this, [this, reload] {
        reload();
        if (m_pending == Pending::Trial && m_panel.passwordRefused())
            onTrialRefused();
    });
    connect(&m_panel, &icpanel::Panel::resetFinished, this, [this, reload] {
        updateReset();
        reload();
    });
    connect(&m_panel, &icpanel::Panel::resetApplied, this, &PasswordPage::onResetApplied);
    connect(&m_panel, &icpanel::Panel::keptPasswordRestored, this,
            &PasswordPage::onKeptPasswordRestored);
    updateReset();
    updateUnreachable();
}

void PasswordPage::buildStoredGroup(QWidget *group)
{
    auto *label = new QLabel(Tr::tr("&Password:"), group);
    m_password = new QLineEdit(group);
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_password->setAccessibleName(Tr::tr("ICRP password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_password->setPlaceholderText(Tr::tr("No password stored"));
    // Room for a password and some, not the whole width of a maximised window.
    const QFontMetrics metrics(m_password->font());
    m_password->setMaximumWidth(metrics.horizontalAdvance(QLatin1Char('M')) * kPasswordFieldChars);
    label->setBuddy(m_password);
    // Save is there for a password other than the stored one.
    connect(m_password, &QLineEdit::textEdited, this, [this](const QString &text) {
        const bool changed = text != m_stored;
        m_state->setText(changed ? Tr::tr("Changed — not saved yet.") : storedState(m_loadedOk));
        m_save->setEnabled(changed && !m_panel.currentProfile().name.isEmpty());
    });

    m_show = new QPushButton(Tr::tr("Sho&w"), group);
    m_show->setObjectName(QStringLiteral("showPassword"));
    m_show->setAccessibleName(Tr::tr("Show or hide the password"));
    m_show->setCheckable(true);
    connect(m_show, &QPushButton::toggled, this, &PasswordPage::setShown);
    // Shown on a shared screen only as long as needed: hidden again on leaving the page and
    // after a while.
    new RevealGuard(m_show, this);

    m_copy = new QPushButton(Tr::tr("C&opy"), group);
    m_copy->setObjectName(QStringLiteral("copyPassword"));
    m_copy->setAccessibleName(Tr::tr("Copy the password"));
    m_copy->setToolTip(Tr::tr("Copy the password; the clipboard is cleared again after %n s",
                              nullptr, (SecretClipboard::clearDelayMs() + 999) / 1000));
    connect(m_copy, &QPushButton::clicked, this, [this] {
        SecretClipboard::copy(m_copy, m_password->text(), SecretClipboard::Kind::Secret);
        ActionFeedback::say(this, Tr::tr("Copied the password; it leaves the clipboard again in "
                                         "%n s.",
                                         nullptr, (SecretClipboard::clearDelayMs() + 999) / 1000));
    });

    // Save tries the password first: a mistyped one never replaces a good one in the keychain
    // (as the Password Needed prompt and the Connect dialog).
    m_save = new QPushButton(Tr::tr("&Save and Connect"), group);
    m_save->setObjectName(QStringLiteral("savePassword"));
    m_save->setAccessibleName(Tr::tr("Connect with this password and keep it if the game "
                                     "accepts it"));
    m_save->setToolTip(Tr::tr("Connects with this password (when you changed the game's "
                              "password yourself) and keeps it in the keychain once the game "
                              "accepts it; a password the game refuses is not kept"));
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &PasswordPage::save);
    // Return in the field saves, as in a login form (when there is something to save).
    connect(m_password, &QLineEdit::returnPressed, this, [this] {
        if (m_save->isEnabled())
            save();
    });

    // The password the game keeps in its config.toml, read without showing it. Alt+D: F is the
    // File menu's, and an underline under the narrow "i" of "F&ind" was read as F's (twentieth
    // and twenty-second newcomers); P is the field's, A and N the bar's buttons'.
    m_find = new QPushButton(Tr::tr("Fin&d the Password…"), group);
    m_find->setObjectName(QStringLiteral("findPassword"));
    m_find->setAccessibleName(Tr::tr("Find the password in the game's config file"));
    m_find->setToolTip(Tr::tr("Reads the password from the game's config.toml ([remote] "
                              "password; the game makes one there when remote access is first "
                              "turned on) and connects with it; it is kept in the keychain once "
                              "the game accepts it"));
    connect(m_find, &QPushButton::clicked, this, &PasswordPage::findPassword);

    m_state = new QLabel(group);
    m_state->setObjectName(QStringLiteral("passwordState"));
    m_state->setAccessibleName(Tr::tr("Password status"));
    m_state->setWordWrap(true);

    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_password, 1);
    row->addWidget(m_show);
    row->addWidget(m_copy);
    row->addStretch(0);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(m_save);
    row2->addWidget(m_find);
    row2->addStretch(1);
    auto *storedLayout = new QVBoxLayout(group);
    storedLayout->addLayout(row);
    storedLayout->addLayout(row2);
    storedLayout->addWidget(m_state);
}

void PasswordPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loaded)
        loadStored(); // focuses the field once read, when it asks for the right password
    else
        focusFieldIfAsking();
    updateReset(); // the game's folder may be there (or elsewhere) since the page was last shown
}

void PasswordPage::hideEvent(QHideEvent *event)
{
    // Back later, it would be stale (twenty-first newcomer); the Log keeps it.
    if (m_bar->hasMessage() && m_bar->text() == keptRestoredText() &&
        m_panel.status() == icpanel::Panel::Status::Connected)
        m_bar->hideMessage();
    QWidget::hideEvent(event);
}

void PasswordPage::loadStored()
{
    m_loaded = true;
    if (m_panel.currentProfile().name.isEmpty()) {
        m_password->clear();
        m_state->setText(Tr::tr("No profile in use yet."));
        return;
    }
    QPointer<PasswordPage> self(this);
    m_panel.readPassword([self](const ic::Result<QString> &password) {
        if (self)
            self->showRead(password);
    });
}

bool PasswordPage::onlyARefusedPassword() const
{
    // The panel forgets a typed password once refused (passwordPending() is false by then).
    return m_panel.passwordRefused() && (m_panel.passwordPending() || m_triedTyped);
}

void PasswordPage::showRead(const ic::Result<QString> &password)
{
    // Seventeenth newcomer (s4-08): after a new game refused the password typed in Connect…,
    // the page showed that refused password as the profile's, Save off; they had to work out
    // to type over it. With nothing stored that worked, the field is empty and asks.
    m_asking = password.ok() && onlyARefusedPassword();
    const QString stored = m_asking ? QString() : password.valueOr(QString());
    // A new password (after a reset) is not put on screen by a Show pressed for the old.
    if (stored != m_stored)
        m_show->setChecked(false);
    m_stored = stored;
    m_loadedOk = password.ok() && !m_asking;
    m_password->setText(m_stored);
    m_password->setPlaceholderText(
        m_asking ? Tr::tr("The game refused the last one: type the right password")
                 : Tr::tr("No password stored"));
    // The request is read whole, never "…type t…" (the field's usual width holds a password).
    const QFontMetrics metrics(m_password->font());
    m_password->setMaximumWidth(qMax(
        metrics.horizontalAdvance(QLatin1Char('M')) * kPasswordFieldChars,
        metrics.horizontalAdvance(m_password->placeholderText()) + 4 * metrics.averageCharWidth()));
    m_save->setEnabled(false);
    m_state->setText(storedState(m_loadedOk));
    focusFieldIfAsking();
}

void PasswordPage::focusFieldIfAsking()
{
    // After the window has put the focus where a page change leaves it (the page list).
    QTimer::singleShot(0, this, [this] {
        if (m_asking && isVisible() && m_password->text().isEmpty())
            m_password->setFocus(Qt::OtherFocusReason);
    });
}

void PasswordPage::retryNow()
{
    // The window's Connection ▸ Reconnect (Ctrl+R), as the Status page's Retry Now: the panel
    // tries at once and the status bar says so until the connection settles.
    if (auto *reconnect = window()->findChild<QAction *>(QStringLiteral("actionReconnect"))) {
        reconnect->trigger();
        return;
    }
    m_panel.reconnect(); // a page without the window (nothing to say it in)
}

QString PasswordPage::storedState(bool stored) const
{
    if (m_asking)
        return Tr::tr("No password is stored for this profile: the game refused the one typed "
                      "last. Type the right one above (Save and Connect becomes available), or "
                      "reset it.");
    if (stored && m_panel.passwordRefused() && m_panel.status() == icpanel::Panel::Status::Refused)
        return Tr::tr("The game refused this password. Type the right one (Save and Connect "
                      "becomes available), or reset it.");
    if (stored && m_panel.passwordRefused()) // the game that refused it has gone (round 11)
        return Tr::tr("The game is not answering now. The last time it answered, it refused this "
                      "password: type the right one (Save and Connect becomes available), or "
                      "reset it.");
    if (stored && m_panel.passwordPending())
        return Tr::tr("Not stored yet: kept once the game accepts it.");
    return stored ? Tr::tr("Stored in the keychain.")
                  : Tr::tr("No password is stored for this profile.");
}

QString PasswordPage::stateText() const
{
    return m_state->text();
}

QString PasswordPage::resetText() const
{
    return m_resetText->text();
}

QString PasswordPage::configStartPath() const
{
    return GameConfigLocation::startPath(m_lastConfig.value(m_panel.currentProfile().name));
}

void PasswordPage::setShown(bool shown)
{
    m_password->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
    // One letter for both (Alt+W): the key that showed the password hides it again.
    m_show->setText(shown ? Tr::tr("Hide (&W)") : Tr::tr("Sho&w"));
}

void PasswordPage::save()
{
    // The panel's "keep it once accepted" path: connects with it, stores it on authentication,
    // and keeps the stored one when the game refuses it (stays refused then; the bar offers the
    // kept one).
    m_save->setEnabled(false);
    m_foundIn.clear();
    m_state->setText(Tr::tr("Not kept yet: waiting for the game to accept it."));
    const QString text = Tr::tr("Connecting with this password… It is kept once the game "
                                "accepts it.");
    m_bar->showMessage(MessageBar::Kind::Information, text);
    ActionFeedback::say(this, text);
    m_panel.connectWithPassword(m_panel.currentProfile().name, m_password->text(), true);
    // After the old connection has closed: its answers are not this password's.
    m_pending = Pending::Trial;
}

void PasswordPage::onTrialRefused()
{
    m_pending = Pending::None;
    const QString foundIn = std::exchange(m_foundIn, QString());
    if (!foundIn.isEmpty()) {
        // The file is not the one this game reads (a server may keep its own).
        const QString text =
            Tr::tr("The game refused the password in %1: it may read another config.toml. "
                   "Choose the file the game reads; the password kept before is unchanged.")
                .arg(QDir::toNativeSeparators(foundIn));
        m_bar->showMessage(MessageBar::Kind::Error, text);
        m_bar->setAction(Tr::tr("Choose &Another File…"), [this] { chooseConfigAndFind(); });
        m_refusal = text;
        ActionFeedback::say(this, Tr::tr("The game refused the password found in its config "
                                         "file."));
        return;
    }
    const QString text =
        onlyARefusedPassword()
            ? Tr::tr("The game refused this password too: type the right one, or reset it.")
            : Tr::tr("The game refused this password; the one kept before is unchanged.");
    m_bar->showMessage(MessageBar::Kind::Error, text);
    m_refusal = text;
    ActionFeedback::say(this, text);
}

void PasswordPage::onKeptPasswordRestored()
{
    // Whoever tried it (this page, the Connect dialog): the panel is back on the kept one.
    m_pending = Pending::KeptRestored;
    m_triedTyped = false;
    m_foundIn.clear();
    const QString text = keptRestoredText();
    m_bar->showMessage(MessageBar::Kind::Warning, text);
    m_refusal = text;
    ActionFeedback::say(this, text);
    sayIfKeptRefusedToo();
}

void PasswordPage::sayIfKeptRefusedToo()
{
    if (m_panel.status() != icpanel::Panel::Status::Refused || !m_panel.passwordRefused())
        return;
    // The kept password was refused too: "still connected with the kept one" is not true.
    m_pending = Pending::None;
    m_refusal = Tr::tr("The game refused this password and the one kept before too. Type the "
                       "right one, or reset the password.");
    m_bar->showMessage(MessageBar::Kind::Error, m_refusal);
    ActionFeedback::say(this, m_refusal); // in place of "still connected with the kept one"
}

void PasswordPage::onTrialAccepted()
{
    m_pending = Pending::None;
    m_foundIn.clear();
    const QString text = Tr::tr("The game accepted the password; it is kept in the keychain.");
    m_bar->showMessage(MessageBar::Kind::Positive, text);
    ActionFeedback::say(this, text);
}

QWidget *PasswordPage::buildConfigRow(QWidget *parent)
{
    auto *row = new QWidget(parent);
    m_configFolder = new ElidedPathLabel(row);
    m_configFolder->setObjectName(QStringLiteral("configFolder"));
    m_configFolder->setAccessibleName(Tr::tr("The game's config folder"));
    m_copyFolder = new QPushButton(Tr::tr("Cop&y Path"), row);
    m_copyFolder->setObjectName(QStringLiteral("copyConfigFolder"));
    m_copyFolder->setAccessibleName(Tr::tr("Copy the config folder's path"));
    connect(m_copyFolder, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_configFolder->fullPath());
        ActionFeedback::say(this, Tr::tr("Copied the path %1.").arg(m_configFolder->fullPath()));
    });
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_configFolder);
    layout->addWidget(m_copyFolder);
    layout->addStretch(1);
    return row;
}

void PasswordPage::updateReset()
{
    const bool busy = m_panel.isResetting();
    const bool haveProfile = !m_panel.currentProfile().name.isEmpty();
    const QString chosen = m_lastConfig.value(m_panel.currentProfile().name);
    if (busy)
        m_resetText->setText(Tr::tr("Resetting the password…"));
    else if (m_panel.suggestedResetMode() == ResetMode::Online)
        m_resetText->setText(
            Tr::tr("The panel is connected as admin: Reset asks the game for a new "
                   "password, keeps it in the keychain and reconnects. Tools and overlays "
                   "keep working through the panel."));
    else if (chosen.isEmpty() && !QFileInfo(GameConfigLocation::usualFolder()).isDir())
        m_resetText->setText(
            Tr::tr("Lost the password? Reset writes a new strong password into the game's "
                   "config.toml. The game keeps it in the folder below once it has run for this "
                   "user, and that folder is not there yet: you choose the file (a server may "
                   "keep it in its own folder). Only the password changes; the panel keeps it in "
                   "the keychain and connects with it as soon as the game runs."));
    else if (chosen.isEmpty())
        m_resetText->setText(
            Tr::tr("Lost the password? Reset writes a new strong password into the game's "
                   "config.toml, which the game keeps in the folder below (a server may keep it "
                   "in its own folder: you choose the file). Only the password changes; the "
                   "panel keeps it in the keychain and connects with it as soon as the game "
                   "runs."));
    else
        m_resetText->setText(
            Tr::tr("Lost the password? Reset writes a new strong password into the game's "
                   "config.toml: the file below, which you chose last (you can choose another). "
                   "Only the password changes; the panel keeps it in the keychain and connects "
                   "with it as soon as the game runs."));
    // The file chosen last (Reset, Find the Password) once there is one: that is the game's.
    m_configFolder->setPath(
        QDir::toNativeSeparators(chosen.isEmpty() ? GameConfigLocation::usualFolder() : chosen));
    m_configFolder->setAccessibleName(chosen.isEmpty() ? Tr::tr("The game's config folder")
                                                       : Tr::tr("The game's config file"));
    m_configRow->setVisible(!busy && m_panel.suggestedResetMode() != ResetMode::Online);
    m_reset->setEnabled(!busy && haveProfile);
    m_find->setEnabled(!busy && haveProfile);
}

void PasswordPage::findPassword()
{
    // This profile's file from before, else where the game keeps it; a dialog when neither is.
    findIn(GameConfigLocation::existingOrChosenConfigFile(
        this, m_lastConfig.value(m_panel.currentProfile().name)));
}

void PasswordPage::chooseConfigAndFind()
{
    findIn(GameConfigLocation::chooseConfigFile(this,
                                                m_lastConfig.value(m_panel.currentProfile().name)));
}

void PasswordPage::findIn(const QString &path)
{
    if (path.isEmpty()) {
        ActionFeedback::say(this, Tr::tr("No password was read."));
        return;
    }
    const QString profile = m_panel.currentProfile().name;
    if (profile.isEmpty())
        return;
    const ic::Result<QString> found = icpanel::GamePasswordReader::read(path);
    if (!found) {
        m_bar->showMessage(MessageBar::Kind::Error, found.error().message);
        m_bar->setAction(Tr::tr("Choose &Another File…"), [this] { chooseConfigAndFind(); });
        // The whole message (the file, what to do) is on the page; the status bar is one line.
        ActionFeedback::say(this, Tr::tr("No password found: the page says why."));
        return;
    }
    m_lastConfig.insert(profile, path);
    updateReset(); // the page shows this file
    m_foundIn = path;
    m_show->setChecked(false);
    m_save->setEnabled(false);
    m_state->setText(Tr::tr("Not kept yet: waiting for the game to accept it."));
    const QString text = Tr::tr("Found the password in %1; connecting with it… It is kept once "
                                "the game accepts it.")
                             .arg(QDir::toNativeSeparators(path));
    m_bar->showMessage(MessageBar::Kind::Information, text);
    ActionFeedback::say(this, text);
    // As Save and Connect: tried first, kept in the keychain only once the game accepts it.
    m_panel.connectWithPassword(profile, *found, true);
    m_pending = Pending::Trial;
}

void PasswordPage::resetPassword()
{
    askAndReset();
    returnFocusAfterReset();
}

void PasswordPage::returnFocusAfterReset()
{
    // Sixteenth newcomer: once Reset's dialogs had closed (the file, the confirmation; accepted
    // or cancelled) the focus was on the Game box at the top of the window. It is on Reset
    // Password…, as a click leaves it; while a reset runs that button is off, so the password
    // field (where the new password shows) holds it until the reset is done.
    m_focusResetWhenDone = !m_reset->isEnabled();
    FocusReturn::giveBack(m_reset->isEnabled() ? static_cast<QWidget *>(m_reset) : m_password);
}

void PasswordPage::askAndReset()
{
    const ResetMode mode = m_panel.suggestedResetMode();
    QString configPath;
    if (mode == ResetMode::ConfigFile) {
        // The page says where the game keeps it; the dialog starts there.
        configPath = GameConfigLocation::chooseConfigFile(
            this, m_lastConfig.value(m_panel.currentProfile().name));
        if (configPath.isEmpty()) {
            ActionFeedback::say(this, Tr::tr("Nothing was reset."));
            return;
        }
        m_lastConfig.insert(m_panel.currentProfile().name, configPath);
        updateReset(); // the page shows this file
    }
    if (!confirmReset(mode, configPath)) {
        ActionFeedback::say(this, Tr::tr("Nothing was reset."));
        return;
    }
    m_bar->hideMessage();
    QPointer<PasswordPage> self(this);
    const auto done = [self, mode](const ic::Result<QString> &outcome) {
        if (self)
            self->onResetDone(mode, outcome);
    };
    if (mode == ResetMode::Online)
        m_panel.resetPasswordOnline(done);
    else
        m_panel.resetPasswordInConfig(configPath, done);
    updateReset();
}

void PasswordPage::showPathOnItsOwnLine(QMessageBox &box, const QString &text, const QString &path)
{
    // "…write it into /tmp/⏎tmp.i2k…/config.toml" was hard to read (thirteenth newcomer): the
    // path stands on a line of its own, whole and selectable, as KeePassXC shows a database's.
    const QString native = QDir::toNativeSeparators(path);
    const qsizetype at = native.isEmpty() ? -1 : text.indexOf(native);
    if (at < 0)
        return;
    box.setTextFormat(Qt::RichText);
    box.setText(QStringLiteral("<p>%1</p><p style=\"white-space:pre\">%2</p><p>%3</p>")
                    .arg(text.left(at).trimmed().toHtmlEscaped(), native.toHtmlEscaped(),
                         text.mid(at + native.size()).trimmed().toHtmlEscaped()));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
}

bool PasswordPage::confirmReset(ResetMode mode, const QString &configPath)
{
    const QString description = m_panel.resetDescription(mode, configPath);
    QMessageBox box(QMessageBox::Warning, Tr::tr("Reset Password"), description,
                    QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("resetConfirmation"));
    box.setAccessibleDescription(description); // the plain sentence, read out whole
    showPathOnItsOwnLine(box, description, configPath);
    box.setAccessibleName(Tr::tr("Reset Password"));
    MessageBox::useOwnIcon(box, QMessageBox::Warning);
    QPushButton *verb = box.addButton(Tr::tr("&Reset Password"), QMessageBox::AcceptRole);
    verb->setObjectName(QStringLiteral("confirmReset"));
    // Both resets change the game's password and cannot be undone: Return stays on Cancel, as
    // in KeePassXC, and Alt+R resets.
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    ModalDialog::exec(box);
    return box.clickedButton() == verb;
}

void PasswordPage::onResetDone(ResetMode mode, const ic::Result<QString> &outcome)
{
    updateReset();
    if (std::exchange(m_focusResetWhenDone, false) && window()->focusWidget() == m_password)
        FocusReturn::giveBack(m_reset); // the button is on again: the focus goes back to it
    if (!outcome) {
        // Also a reset that wrote the file but could not keep the password in the keychain:
        // the message says what happened and where the password is.
        m_pending = Pending::None;
        m_bar->showMessage(MessageBar::Kind::Error, outcome.error().message);
        m_bar->setAction(Tr::tr("Try &Again…"), [this] { resetPassword(); });
        ActionFeedback::say(this, outcome.error().message);
        return;
    }
    if (mode == ResetMode::Online) {
        m_pending = Pending::Reconnect;
        m_bar->showMessage(MessageBar::Kind::Information,
                           Tr::tr("Password changed; the panel is reconnecting with it…"));
        return;
    }
    m_pending = Pending::GameStart;
    // "Nothing answers… can still be reset offline" is over: it was (fourteenth newcomer, s1-61:
    // the amber bar stayed above the green one that says to start the game).
    updateUnreachable();
    // Stays until the game answers (this bar then says how): a bar that went by itself would
    // leave the page saying nothing while the user starts the game.
    m_bar->showMessage(MessageBar::Kind::Positive, *outcome, 0);
    // The game started meanwhile: no need to wait for the panel's next try.
    m_bar->setAction(
        Tr::tr("Retry &Now"), [this] { retryNow(); }, true);
    ActionFeedback::say(this, Tr::tr("New password written into the game's config file."));
}

void PasswordPage::onResetApplied(const ic::Result<QString> &outcome)
{
    if (outcome) // said by onStatusChanged, which sees the connection first
        return;
    m_pending = Pending::None;
    updateUnreachable();
    m_bar->showMessage(MessageBar::Kind::Error, outcome.error().message);
    m_bar->setAction(Tr::tr("Choose &Another File…"), [this] { resetPassword(); });
    ActionFeedback::say(this, Tr::tr("The game refuses the new password: restart it so it reads "
                                     "its config file, or reset again (Password page)."));
}

void PasswordPage::forgetRefusalOnceGone(icpanel::Panel::Status status)
{
    using S = icpanel::Panel::Status;
    // What the page says about the stored password follows the status (the game refused it /
    // the game is not answering now), unless the user is typing or trying another one.
    if (m_loaded && m_pending == Pending::None && m_password->text() == m_stored &&
        !m_panel.currentProfile().name.isEmpty())
        m_state->setText(storedState(m_loadedOk));
    // The game that refused has gone (stopped, closed by the user): "refused" is not true now.
    const bool gone = status == S::Reconnecting || status == S::Idle || status == S::Disconnected;
    if (gone && !m_refusal.isEmpty() && m_bar->text() == m_refusal)
        m_bar->hideMessage();
    if (gone || m_bar->text() != m_refusal)
        m_refusal.clear();
}

QString PasswordPage::unreachableText() const
{
    using Failure = icrp::IcrpClient::Failure;
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    // Between two tries too (Connecting), so that the bar does not blink with the countdown.
    if (status != Status::Reconnecting && status != Status::Connecting)
        return {};
    // A reset wrote the new password and waits for the game: the page's bar says to start it.
    if (m_pending == Pending::GameStart)
        return {};
    const QString offline = Tr::tr("A lost password can still be reset offline: Reset Password… "
                                   "below writes a new one into the game's config.toml.");
    switch (m_panel.failure()) {
    case Failure::Refused:
        return Tr::tr("Nothing answers at %1, so the password cannot be checked now. %2")
            .arg(m_panel.currentProfile().url.toString(QUrl::RemoveUserInfo), offline);
    case Failure::ServerShutdown:
    case Failure::TimedOut:
    case Failure::TooManyConnections:
    case Failure::ProtocolError:
    case Failure::Closed:
        return Tr::tr("%1 cannot be reached now, so the password cannot be checked (the "
                      "Status page says why). %2")
            .arg(m_panel.currentProfile().name, offline);
    default:
        return {};
    }
}

void PasswordPage::updateUnreachable()
{
    // The address wraps whole (AddressText), never "ws://⏎127.0.0.1…".
    const QString text = AddressText::keptWhole(unreachableText());
    if (text.isEmpty()) {
        // The game answered (or the panel stopped trying): what was said is over.
        const auto status = m_panel.status();
        if (status != icpanel::Panel::Status::Connecting)
            m_unreachableClosed = false;
        m_unreachable->hideMessage();
        return;
    }
    if (m_unreachableClosed || (m_unreachable->hasMessage() && m_unreachable->text() == text))
        return;
    m_unreachable->showMessage(MessageBar::Kind::Warning, text, 0);
    // Seventeenth newcomer (s4-09, s4-13): the Status page offered Retry Now, this bar did not.
    m_unreachable->setAction(
        Tr::tr("Retry &Now"), [this] { retryNow(); }, true);
}

void PasswordPage::onStatusChanged(icpanel::Panel::Status status)
{
    updateReset();
    updateUnreachable();
    if (status == icpanel::Panel::Status::Connecting ||
        status == icpanel::Panel::Status::Authenticating) {
        // Which password this try uses: a typed one, or one the game did not refuse yet.
        if (m_panel.passwordPending())
            m_triedTyped = true;
        else if (!m_panel.passwordRefused())
            m_triedTyped = false;
    }
    // The game refused the only password there is (or accepted one since): the field asks for
    // the right one (or shows the kept one), unless the user is typing or trying one.
    if (m_loaded && m_pending == Pending::None && onlyARefusedPassword() != m_asking &&
        m_password->text() == m_stored) {
        m_loaded = false;
        if (isVisible())
            loadStored();
    }
    if (status == icpanel::Panel::Status::Refused && m_pending == Pending::Trial) {
        // Refused for another reason than the password (said after the status: look once the
        // panel has heard why).
        QTimer::singleShot(0, this, [this] {
            if (m_pending == Pending::Trial && !m_panel.passwordRefused()) {
                m_pending = Pending::None;
                m_refusal =
                    Tr::tr("%1 The password kept before is unchanged.").arg(m_panel.statusText());
                m_bar->showMessage(MessageBar::Kind::Error, m_refusal);
            }
        });
    }
    if (status == icpanel::Panel::Status::Refused && m_pending == Pending::KeptRestored) {
        // Once the panel has heard why (as above).
        QTimer::singleShot(0, this, [this] {
            if (m_pending == Pending::KeptRestored)
                sayIfKeptRefusedToo();
        });
    }
    forgetRefusalOnceGone(status);
    if (status != icpanel::Panel::Status::Connected) {
        // "…the panel reconnected with it" is not true any more once it is not connected (a
        // reset still waiting for the game keeps its bar).
        if (m_pending == Pending::None)
            m_bar->clearIfKind(MessageBar::Kind::Positive);
        return;
    }
    // Connected: an error about the password is over.
    m_bar->clearIfKind(MessageBar::Kind::Error);
    if (m_pending == Pending::Trial) {
        onTrialAccepted();
        return;
    }
    if (m_pending == Pending::KeptRestored) {
        // The bar stays: the new password was refused; the status bar says the panel is back.
        m_pending = Pending::None;
        ActionFeedback::say(
            this,
            Tr::tr("Reconnected to %1 with the kept password.").arg(m_panel.currentProfile().name));
        return;
    }
    const Pending pending = std::exchange(m_pending, Pending::None);
    if (pending == Pending::None)
        return;
    const QString text = pending == Pending::Reconnect
                             ? Tr::tr("Password changed; the panel reconnected with it.")
                             : Tr::tr("Password changed; the panel connected with it.");
    // The end of a reset the user may have waited minutes for (the game started meanwhile, on
    // another page perhaps): it stays until closed, in the place of the bar that said "start
    // the game" (no empty band in between).
    m_bar->showMessage(MessageBar::Kind::Positive, text, 0);
    ActionFeedback::say(this, text);
}

} // namespace icui
