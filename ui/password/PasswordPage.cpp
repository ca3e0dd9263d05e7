#include "ui/password/PasswordPage.h"
#include "ui/Tr.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/common/RevealGuard.h"
#include "ui/common/SecretClipboard.h"

#include "panel/Panel.h"

#include <QDir>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QShowEvent>
#include <QVBoxLayout>

#include <utility>

namespace icui {

PasswordPage::PasswordPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("passwordPage"));

    // --- the stored password -------------------------------------------------------------
    auto *stored = new QGroupBox(Tr::tr("Password of this profile"), this);
    auto *label = new QLabel(Tr::tr("&Password:"), stored);
    m_password = new QLineEdit(stored);
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_password->setAccessibleName(Tr::tr("ICRP password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_password->setPlaceholderText(Tr::tr("No password stored"));
    label->setBuddy(m_password);
    connect(m_password, &QLineEdit::textEdited, this, [this] {
        m_state->setText(Tr::tr("Changed — not saved yet."));
        m_save->setEnabled(true);
    });

    m_show = new QPushButton(Tr::tr("Sho&w"), stored);
    m_show->setObjectName(QStringLiteral("showPassword"));
    m_show->setAccessibleName(Tr::tr("Show or hide the password"));
    m_show->setCheckable(true);
    connect(m_show, &QPushButton::toggled, this, &PasswordPage::setShown);
    // Shown on a shared screen only as long as needed: hidden again on leaving the page and
    // after a while.
    new RevealGuard(m_show, this);

    m_copy = new QPushButton(Tr::tr("C&opy"), stored);
    m_copy->setObjectName(QStringLiteral("copyPassword"));
    m_copy->setAccessibleName(Tr::tr("Copy the password"));
    m_copy->setToolTip(Tr::tr("Copy the password; the clipboard is cleared again after %n s",
                              nullptr, SecretClipboard::clearDelayMs() / 1000));
    connect(m_copy, &QPushButton::clicked, this, [this] {
        SecretClipboard::copy(m_copy, m_password->text(), SecretClipboard::Kind::Secret);
    });

    m_save = new QPushButton(Tr::tr("Save to &Keychain"), stored);
    m_save->setObjectName(QStringLiteral("savePassword"));
    m_save->setAccessibleName(Tr::tr("Save the password in the keychain"));
    m_save->setToolTip(Tr::tr("Keep this password in the keychain and use it from the next "
                              "connection (when you changed the game's password yourself)"));
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &PasswordPage::save);

    m_state = new QLabel(stored);
    m_state->setObjectName(QStringLiteral("passwordState"));
    m_state->setAccessibleName(Tr::tr("Password status"));
    m_state->setWordWrap(true);

    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_password, 1);
    row->addWidget(m_show);
    row->addWidget(m_copy);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(m_save);
    row2->addStretch(1);
    auto *storedLayout = new QVBoxLayout(stored);
    storedLayout->addLayout(row);
    storedLayout->addLayout(row2);
    storedLayout->addWidget(m_state);

    // --- reset ---------------------------------------------------------------------------
    auto *reset = new QGroupBox(Tr::tr("Reset the game's password"), this);
    m_resetText = new QLabel(reset);
    m_resetText->setObjectName(QStringLiteral("resetDescription"));
    m_resetText->setAccessibleName(Tr::tr("What Reset will do"));
    m_resetText->setWordWrap(true);
    m_reset = new QPushButton(Tr::tr("&Reset Password…"), reset);
    m_reset->setObjectName(QStringLiteral("resetPassword"));
    m_reset->setAccessibleName(Tr::tr("Reset the game's password"));
    connect(m_reset, &QPushButton::clicked, this, &PasswordPage::resetPassword);
    auto *resetRow = new QHBoxLayout;
    resetRow->addWidget(m_reset);
    resetRow->addStretch(1);
    auto *resetLayout = new QVBoxLayout(reset);
    resetLayout->addWidget(m_resetText);
    resetLayout->addLayout(resetRow);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(stored);
    layout->addWidget(reset);
    layout->addStretch(1);

    setTabOrder(m_password, m_show);
    setTabOrder(m_show, m_copy);
    setTabOrder(m_copy, m_save);
    setTabOrder(m_save, m_reset);

    connect(&m_panel, &icpanel::Panel::statusChanged, this, &PasswordPage::updateReset);
    const auto reload = [this] {
        m_loaded = false;
        if (isVisible())
            loadStored();
    };
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, [this, reload] {
        reload();
        updateReset();
    });
    // A reset, a prompt or another page stored a new password: show that one, not the old.
    connect(&m_panel, &icpanel::Panel::passwordChanged, this, reload);
    connect(&m_panel, &icpanel::Panel::resetFinished, this,
            [this](icpanel::Panel::ResetMode, bool ok, const QString &message) {
                updateReset();
                m_resultMessage = message;
                m_loaded = false;
                loadStored();
                if (!ok)
                    MessageBox::warning(this, Tr::tr("Password Not Reset"), message);
            });
    updateReset();
}

void PasswordPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loaded)
        loadStored();
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
    m_panel.readPassword([self](bool ok, const QString &password) {
        if (!self)
            return;
        self->m_stored = ok ? password : QString();
        self->m_password->setText(self->m_stored);
        self->m_save->setEnabled(false);
        // What the last reset said stays readable until the page is loaded again.
        const QString result = std::exchange(self->m_resultMessage, QString());
        if (!result.isEmpty())
            self->m_state->setText(result);
        else
            self->m_state->setText(ok ? Tr::tr("Stored in the keychain.")
                                      : Tr::tr("No password is stored for this profile."));
    });
}

QString PasswordPage::stateText() const
{
    return m_state->text();
}

void PasswordPage::setShown(bool shown)
{
    m_password->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
    m_show->setText(shown ? Tr::tr("Hi&de") : Tr::tr("Sho&w"));
}

void PasswordPage::save()
{
    const QString password = m_password->text();
    QPointer<PasswordPage> self(this);
    m_panel.storePassword(password, [self, password](bool ok, const QString &message) {
        if (!self)
            return;
        if (ok) {
            self->m_stored = password;
            self->m_save->setEnabled(false);
            self->m_state->setText(Tr::tr("Saved. The panel uses it from the next connection."));
        } else {
            self->m_state->setText(message);
        }
    });
}

void PasswordPage::updateReset()
{
    const bool busy = m_panel.isResetting();
    const bool haveProfile = !m_panel.currentProfile().name.isEmpty();
    if (busy)
        m_resetText->setText(Tr::tr("Resetting the password…"));
    else if (m_panel.suggestedResetMode() == icpanel::Panel::ResetMode::Online)
        m_resetText->setText(
            Tr::tr("The panel is connected as admin: Reset asks the game for a new "
                   "password, keeps it in the keychain and reconnects."));
    else
        m_resetText->setText(
            Tr::tr("Lost the password? Reset writes a new strong password into the "
                   "game's config.toml (you pick the file; comments and other "
                   "settings stay), keeps it in the keychain and reconnects once "
                   "the game has applied it."));
    m_reset->setEnabled(!busy && haveProfile);
}

void PasswordPage::resetPassword()
{
    using Mode = icpanel::Panel::ResetMode;
    const Mode mode = m_panel.suggestedResetMode();
    QString configPath;
    if (mode == Mode::ConfigFile) {
        configPath = FileDialog::getOpenFileName(
            this, Tr::tr("Choose the Game's config.toml"), QDir::homePath(),
            Tr::tr("IC configuration (config.toml);;TOML files (*.toml);;All files (*)"));
        if (configPath.isEmpty())
            return;
    }
    const QMessageBox::StandardButton answer = MessageBox::question(
        this, Tr::tr("Reset Password"), m_panel.resetDescription(mode, configPath),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    if (mode == Mode::Online)
        m_panel.resetPasswordOnline();
    else
        m_panel.resetPasswordInConfig(configPath);
    updateReset();
}

} // namespace icui
