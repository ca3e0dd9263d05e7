#include "ui/connectors/ConnectorProfileDialog.h"
#include "ui/Tr.h"

#include "ui/connectors/FieldMark.h"
#include "ui/connectors/ParamForm.h"

#include "connectors/ConnectorKinds.h"
#include "panel/ConnectorHost.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

ConnectorProfileDialog::ConnectorProfileDialog(icpanel::ConnectorHost &host,
                                               const icpanel::ConnectorProfile &profile,
                                               QWidget *parent)
    : QDialog(parent), m_host(host), m_saved(profile)
{
    setObjectName(QStringLiteral("connectorProfileDialog"));
    setWindowTitle(profile.name.isEmpty() ? Tr::tr("New Connection") : Tr::tr("Edit Connection"));
    m_name = new QLineEdit(profile.name, this);
    m_name->setObjectName(QStringLiteral("connectorProfileName"));
    // A profile's password is kept under its name: an existing one keeps its name.
    m_name->setReadOnly(!profile.name.isEmpty());
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("connectorProfileKind"));
    for (const auto &kind : icconnectors::connectorKinds())
        m_kind->addItem(kind.title, kind.id);
    // Its settings (and its password) belong to the game it was made for: a connection keeps
    // its kind, as it keeps its name; another game is a new connection.
    m_kind->setEnabled(profile.name.isEmpty());
    if (!profile.name.isEmpty())
        m_kind->setToolTip(Tr::tr("A connection keeps the game it was made for: choose New… "
                                  "for another one."));
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_setupHelp = new QLabel(this);
    m_setupHelp->setObjectName(QStringLiteral("connectorProfileSetupHelp"));
    m_setupHelp->setWordWrap(true);
    m_settings = new ParamForm(this);
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("connectorProfilePassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(profile.name.isEmpty()
                                       ? Tr::tr("The game's password (kept in the keychain)")
                                       : Tr::tr("Empty: keep the one in the keychain"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("connectorProfileProblem"));
    m_problem->setWordWrap(true);
    FieldMark::styleAsError(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectorProfileDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectorProfileDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(Tr::tr("&Name:"), m_name);
    form->addRow(Tr::tr("&Kind:"), m_kind);
    form->addRow(m_description);
    form->addRow(m_setupHelp);
    form->addRow(m_settings);
    m_passwordLabel = new QLabel(Tr::tr("Game &password:"), this);
    m_passwordLabel->setBuddy(m_password);
    form->addRow(m_passwordLabel, m_password);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ConnectorProfileDialog::showKind);
    const int index = m_kind->findData(profile.kind);
    m_kind->setCurrentIndex(index >= 0 ? index : 0);
    showKind(m_kind->currentIndex());
    for (auto it = profile.settings.cbegin(); it != profile.settings.cend(); ++it)
        m_settings->setValue(it.key(), it.value().toString());
}

void ConnectorProfileDialog::showKind(int index)
{
    const auto kind = icconnectors::connectorKind(m_kind->itemData(index).toString());
    if (!kind)
        return;
    m_description->setText(kind->description);
    m_settings->setCommand(kind->settingsSpec());
    showPasswordRow(*kind);
    // A choice may decide whether the kind carries a password (OA1: ICRP or RemoteBash).
    for (const icconnectors::ParamSpec &setting : kind->settings)
        if (auto *choice = qobject_cast<QComboBox *>(m_settings->editorOf(setting.name)))
            connect(choice, &QComboBox::currentTextChanged, this,
                    [this, k = *kind] { showPasswordRow(k); });
    showSetupHelp(kind->id);
}

void ConnectorProfileDialog::showPasswordRow(const icconnectors::ConnectorKind &kind)
{
    const bool shown = kind.needsPasswordWith(m_settings->values());
    m_password->setVisible(shown);
    m_passwordLabel->setVisible(shown);
    if (!shown)
        m_password->clear();
}

void ConnectorProfileDialog::showSetupHelp(const QString &kind)
{
    // Where a setting is not what the other program expects by default (issue 28).
    const bool arena = kind == QLatin1String("arena");
    m_setupHelp->setVisible(arena);
    if (!arena)
        return;
    m_setupHelp->setText(
        Tr::tr("Agent Arena's simulation sends its ticks to 127.0.0.1:5000 by default, where its "
               "runtime listens. Point the simulation at listenPort (5001); if it cannot be "
               "changed, run the runtime on another port, enter that as runtimePort and set "
               "listenPort to 5000. Ticks and GET /health go on to the runtime unchanged: the "
               "inspector only measures (a runtime that is down gets the simulation HTTP 502)."));
    if (QWidget *listen = m_settings->editorOf(QStringLiteral("listenPort")))
        listen->setToolTip(Tr::tr("The port the simulation sends its ticks to, on 127.0.0.1. "
                                  "Not Agent Arena's default 5000, where the runtime listens: "
                                  "point the simulation here, or listen on 5000 and move the "
                                  "runtime."));
    if (QWidget *runtime = m_settings->editorOf(QStringLiteral("runtimePort")))
        runtime->setToolTip(Tr::tr("The agent runtime's port (Agent Arena's default: 5000). "
                                   "GET /health at the inspector is answered by the runtime, "
                                   "with its own values."));
}

void ConnectorProfileDialog::accept()
{
    icpanel::ConnectorProfile profile;
    profile.name = m_name->text().trimmed();
    profile.kind = m_kind->currentData().toString();
    m_problem->clear();
    const auto entered = m_settings->check(); // a wrong entry is marked and said under the form
    if (!entered)
        return;
    profile.settings = m_settings->values();
    if (m_saved.name.isEmpty() && m_host.profiles().profile(profile.name)) {
        m_problem->setText(Tr::tr("There is a connection called \"%1\" already: choose another "
                                  "name, or edit that one.")
                               .arg(profile.name));
        return;
    }
    const auto saved = m_host.profiles().save(profile);
    if (!saved) {
        m_problem->setText(saved.error().message);
        return;
    }
    m_saved = *saved;
    const auto kind = icconnectors::connectorKind(m_saved.kind);
    if (!kind || !kind->needsPasswordWith(profile.settings) || m_password->text().isEmpty()) {
        QDialog::accept();
        return;
    }
    m_buttons->setEnabled(false);
    m_problem->setPalette(palette()); // progress, not an error
    m_problem->setText(Tr::tr("Keeping the password in the keychain…"));
    QPointer<ConnectorProfileDialog> self(this);
    m_host.savePassword(m_saved.name, m_password->text(), [self](const QString &error) {
        if (!self)
            return;
        self->m_buttons->setEnabled(true);
        if (!error.isEmpty()) {
            FieldMark::styleAsError(self->m_problem);
            self->m_problem->setText(error);
            return;
        }
        self->m_password->clear();
        self->QDialog::accept();
    });
}

} // namespace icui
