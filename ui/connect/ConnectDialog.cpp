#include "ui/connect/ConnectDialog.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/AddressText.h"

#include "panel/GameAddress.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "ui/connectors/FieldMark.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace icui {

namespace {
/// The profile box's last entry: a profile that does not exist yet.
const QString kNewProfile = QStringLiteral("\x01new");
} // namespace

ConnectDialog::ConnectDialog(icpanel::Panel &panel, QWidget *parent)
    : QDialog(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("connectDialog"));
    setWindowTitle(Tr::tr("Connect to a Game"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);

    m_profiles = new QComboBox(this);
    m_profiles->setObjectName(QStringLiteral("connectProfile"));
    m_profiles->setAccessibleName(Tr::tr("Saved game"));
    for (const QString &name : m_panel.profiles()->names())
        m_profiles->addItem(name, name);
    m_profiles->addItem(Tr::tr("New game…"), kNewProfile);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("connectName"));
    m_name->setAccessibleName(Tr::tr("Profile name"));
    m_name->setPlaceholderText(Tr::tr("e.g. Tournament PC"));
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("connectAddress"));
    m_url->setAccessibleName(Tr::tr("Game address"));
    // An example, not a value: a bare address in grey read as one already filled in.
    m_url->setPlaceholderText(Tr::tr("e.g. %1").arg(ic::defaultGameUrl().toString()));
    m_urlHint = new QLabel(this);
    m_urlHint->setObjectName(QStringLiteral("connectAddressHint"));
    m_urlHint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Under the fields, the dialog's width: what the panel makes of the address, or (nothing
    // typed yet) what to type, in grey. Wrapped within the dialog (a long address made it run
    // off the edge); two lines are kept: the dialog does not grow when it says something.
    m_urlHint->setWordWrap(true);
    m_urlHint->setForegroundRole(QPalette::PlaceholderText);
    m_urlHint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_tier = new QComboBox(this);
    m_tier->setObjectName(QStringLiteral("connectTier"));
    m_tier->setAccessibleName(Tr::tr("Tier to ask for"));
    for (const icrp::Tier tier : icrp::allTiers())
        m_tier->addItem(icrp::tierName(tier), static_cast<unsigned>(tier));
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("connectPasswordEdit"));
    m_password->setAccessibleName(Tr::tr("Game password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_remember = new QCheckBox(Tr::tr("&Remember in the keychain"), this);
    m_remember->setObjectName(QStringLiteral("connectRemember"));
    m_remember->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(Tr::tr("&Game:"), m_profiles);
    form->addRow(Tr::tr("&Name:"), m_name);
    form->addRow(Tr::tr("&Address:"), m_url);
    form->addRow(Tr::tr("&Tier:"), m_tier);
    form->addRow(Tr::tr("&Password:"), m_password);
    form->addRow(QString(), m_remember);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("connectProblem"));
    m_problem->setWordWrap(true);
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    FieldMark::styleAsError(m_problem);
    m_problem->hide();
    // While the panel connects: what it is doing, where the problem would be.
    m_busy = new QLabel(this);
    m_busy->setObjectName(QStringLiteral("connectBusy"));
    m_busy->setWordWrap(true);
    m_busy->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_busy->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(Tr::tr("&Connect"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    // The hint and the problem share two lines kept under the fields (one of them shows at a
    // time, as a rule), so neither leaves a blank band and the dialog does not jump.
    auto *notes = new QWidget(this);
    auto *notesLayout = new QVBoxLayout(notes);
    notesLayout->setContentsMargins(0, 0, 0, 0);
    notesLayout->setSpacing(2);
    notesLayout->addWidget(m_urlHint);
    notesLayout->addWidget(m_problem);
    notesLayout->addWidget(m_busy);
    notesLayout->addStretch(1);
    notes->setMinimumHeight(2 * fontMetrics().lineSpacing());
    layout->addWidget(notes);
    m_leaves = new QLabel(this);
    m_leaves->setObjectName(QStringLiteral("connectLeaves"));
    m_leaves->setWordWrap(true);
    m_leaves->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_leaves->hide();
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_leaves, 1);
    bottom->addWidget(m_buttons);
    layout->addLayout(bottom);

    connect(m_profiles, &QComboBox::currentIndexChanged, this, &ConnectDialog::fillFromProfile);
    connect(m_name, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_url, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    connect(m_password, &QLineEdit::textEdited, this, [this] { markField(m_password, false); });
    connect(&m_panel, &icpanel::Panel::statusChanged, this,
            [this](icpanel::Panel::Status status, const QString &text) {
                followAttempt(int(status), text);
            });
    connect(&m_panel, &icpanel::Panel::passwordChanged, this, &ConnectDialog::sayIfPasswordRefused);
    // The game wants a password and none was typed or stored: asked here, beside the field
    // (the window does not open its own prompt over this dialog).
    connect(&m_panel, &icpanel::Panel::passwordNeeded, this, [this](const QString &name) {
        if (name != m_attempt)
            return;
        markField(m_password, true);
        attemptFailed(Tr::tr("The game wants a password: type it and press Connect again."));
    });
    connect(&m_panel, &icpanel::Panel::keptPasswordRestored, this, [this](const QString &name) {
        if (name != m_attempt)
            return;
        markField(m_password, true);
        attemptFailed(Tr::tr("The game refused this password; the panel connects with the "
                             "stored one again. Type the right one and press Connect, or Close "
                             "to keep the stored one."));
    });
    // Connect… adds a game: the one in use is changed only when chosen in the list.
    m_profiles->setCurrentIndex(m_profiles->count() - 1);
    fillFromProfile();
}

void ConnectDialog::fillFromProfile()
{
    const QString name = m_profiles->currentData().toString();
    const bool isNew = name == kNewProfile;
    const auto existing = isNew ? std::nullopt : m_panel.profiles()->profile(name);
    const icpanel::ConnectionProfile profile = existing.value_or(icpanel::ConnectionProfile{});
    m_name->setText(isNew ? suggestedName() : profile.name);
    m_name->setReadOnly(!isNew); // renaming would leave the keychain entry behind
    m_url->setText(isNew ? QString() : profile.url.toString());
    m_tier->setCurrentIndex(m_tier->findData(static_cast<unsigned>(profile.tier)));
    m_password->clear();
    m_connectPressed = false; // an empty address is not wrong until Connect is pressed
    // A new game has nothing in the keychain; a saved one may or may not.
    m_password->setPlaceholderText(isNew ? Tr::tr("Type it: none is stored for a new game")
                                         : Tr::tr("Empty: the keychain's, if it holds one"));
    // Its hint whole, in every language (nineteenth newcomer: "Type it: none is stored for a …").
    m_password->setMinimumWidth(
        m_password->fontMetrics().horizontalAdvance(m_password->placeholderText()) +
        m_password->fontMetrics().averageCharWidth() * 4);
    m_password->setToolTip(
        isNew ? Tr::tr("A new game has no password in the keychain yet: type the game's "
                       "password (leave it empty only if the game has none).")
              : Tr::tr("Left empty, the panel uses the password the keychain holds for this "
                       "game, and asks for it if it holds none."));
    // Fields are filled top down: a new game starts at its name (suggested, selected so typing
    // replaces it); a saved game's name is fixed, so its address is what is corrected.
    QLineEdit *first = isNew ? m_name : m_url;
    first->setFocus();
    first->selectAll();
    validate();
}

void ConnectDialog::chooseGame(const QString &name)
{
    const int index = m_profiles->findData(name);
    if (index < 0)
        return;
    m_profiles->setCurrentIndex(index);
    m_url->selectAll();
}

QString ConnectDialog::suggestedName() const
{
    for (int n = m_panel.profiles()->names().size() + 1;; ++n) {
        const QString name = Tr::tr("Game %1").arg(n);
        if (!m_panel.profiles()->contains(name))
            return name;
    }
}

bool ConnectDialog::addressHasNoScheme() const
{
    return icpanel::GameAddress::hasNoScheme(m_url->text());
}

QUrl ConnectDialog::address() const
{
    return icpanel::GameAddress::parse(m_url->text()).valueOr(QUrl());
}

icpanel::ConnectionProfile ConnectDialog::profile() const
{
    icpanel::ConnectionProfile profile;
    const QString name = m_profiles->currentData().toString();
    if (name != kNewProfile)
        profile = m_panel.profiles()->profile(name).value_or(profile);
    profile.name = m_name->text().trimmed();
    profile.url = address();
    profile.tier = static_cast<icrp::Tier>(m_tier->currentData().toUInt());
    return profile;
}

QString ConnectDialog::password() const
{
    return m_password->text();
}

bool ConnectDialog::remember() const
{
    return m_remember->isChecked();
}

QString ConnectDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problemText;
}

void ConnectDialog::validate()
{
    const icpanel::ConnectionProfile p = profile();
    const bool addressEmpty = m_url->text().trimmed().isEmpty();
    const auto typed = icpanel::GameAddress::parse(m_url->text());
    QString problem;
    const bool isNew = m_profiles->currentData().toString() == kNewProfile;
    if (p.name.isEmpty())
        problem = Tr::tr("Give this game a name.");
    else if (isNew && m_panel.profiles()->contains(p.name))
        problem = Tr::tr("There is a game named \"%1\" already: choose it above, or pick "
                         "another name.")
                      .arg(p.name);
    else if (!typed && (m_connectPressed || !addressEmpty))
        problem = typed.error().message;
    // The address is marked as soon as something typed there is wrong (an empty one is not
    // wrong yet: the placeholder shows what to type).
    const bool badAddress = !typed && !addressEmpty;
    markField(m_url, badAddress);
    markField(m_name, p.name.isEmpty() || (isNew && m_panel.profiles()->contains(p.name)));
    if (problem.isEmpty() && badAddress)
        problem = typed.error().message;
    // What the panel adds to what was typed (ws://, the game's port) is said, never hidden.
    QString hint;
    if (typed && addressHasNoScheme())
        hint = Tr::tr("ws:// added; the panel connects to:") + QLatin1Char('\n') +
               typed->toString(); // the address on a line of its own: never broken
    else if (typed && typed->port() >= 0 && !m_url->text().contains(QString::number(typed->port())))
        hint = Tr::tr("No port given: the panel connects to %1, the game's own port.")
                   .arg(typed->toString());
    else if (addressEmpty && !m_connectPressed)
        hint = Tr::tr("Type the game's address, for example:") + QLatin1Char('\n') +
               ic::defaultGameUrl().toString();
    m_urlHint->setText(hint);
    m_urlHint->setVisible(!hint.isEmpty());
    showProblem(problem);
    // Connect with the address empty says (in red) what is missing.
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled((problem.isEmpty() || addressEmpty) && m_attempt.isEmpty());
    sayWhatIsLeft();
}

void ConnectDialog::sayWhatIsLeft()
{
    // Connecting to another game switches the whole panel (Status, Match, the overlays) to it.
    const QString current = m_panel.currentProfile().name;
    const bool leaves = m_panel.status() == icpanel::Panel::Status::Connected &&
                        !current.isEmpty() && profile().name != current;
    m_leaves->setText(
        leaves ? Tr::tr("Connecting leaves %1: the overlays will show the new game.").arg(current)
               : QString());
    m_leaves->setVisible(leaves);
}

void ConnectDialog::showProblem(const QString &problem)
{
    m_problemText = problem;
    m_problem->setText(AddressText::keptWhole(problem));
    m_problem->setVisible(!problem.isEmpty());
}

void ConnectDialog::markField(QWidget *field, bool wrong)
{
    if (wrong)
        FieldMark::markInvalid(field, palette());
    else
        FieldMark::clear(field);
}

bool ConnectDialog::addressMarked() const
{
    return FieldMark::isMarked(m_url);
}

void ConnectDialog::accept()
{
    m_connectPressed = true;
    validate();
    if (!m_problem->isHidden())
        return;
    const icpanel::ConnectionProfile wanted = profile();
    markField(m_password, false);
    m_refusedGame.clear();
    // Before connectTo(): the panel may say its first steps while it starts.
    m_attempt = wanted.name;
    setBusy(Tr::tr("Connecting to %1…").arg(wanted.url.toString()));
    m_starting = true; // the game left and the new one's first states are not its outcome
    const auto connected = m_panel.connectTo(wanted, password(), remember());
    m_starting = false;
    if (!connected) {
        m_attempt.clear();
        setBusy(QString());
        showProblem(connected.error().message);
        validate();
        return;
    }
    // The game is saved now: it is a saved one in the list (editing it, not adding it again),
    // and leaving the dialog keeps it (the panel goes on connecting).
    if (m_profiles->currentData().toString() == kNewProfile) {
        const QSignalBlocker keep(m_profiles); // the fields stay as typed
        const int at = m_profiles->count() - 1;
        m_profiles->insertItem(at, wanted.name, wanted.name);
        m_profiles->setCurrentIndex(at);
        m_name->setReadOnly(true);
    }
    m_buttons->button(QDialogButtonBox::Cancel)->setText(Tr::tr("Close"));
}

void ConnectDialog::followAttempt(int status, const QString &text)
{
    using S = icpanel::Panel::Status;
    if (m_starting || m_attempt.isEmpty() || m_panel.currentProfile().name != m_attempt)
        return;
    switch (S(status)) {
    case S::Connecting:
    case S::Authenticating:
        setBusy(text);
        return;
    case S::Connected:
        connected();
        return;
    case S::Refused:
        // The panel marks the password refused (passwordChanged) once it has said the status.
        m_refusedGame = m_attempt;
        attemptFailed(text);
        sayIfPasswordRefused();
        return;
    case S::WaitingForUser:
        if (m_panel.awaitingPassword()) {
            markField(m_password, true);
            attemptFailed(Tr::tr("The game wants a password: type it and press Connect again."));
        } else {
            attemptFailed(text);
        }
        return;
    case S::Reconnecting:
        attemptFailed(Tr::tr("Nothing answers at %1: is the game running there? Correct the "
                             "address and press Connect again, or Close: the panel keeps trying.")
                          .arg(m_panel.currentProfile().url.toString()));
        m_url->setFocus();
        return;
    case S::Idle:
    case S::Disconnected:
        // The session before closing on the way to this one (connecting again to the game in
        // use goes through Disconnected): the attempt goes on.
        return;
    }
}

void ConnectDialog::sayIfPasswordRefused()
{
    if (m_refusedGame.isEmpty() || m_refusedGame != m_panel.currentProfile().name ||
        !m_panel.passwordRefused())
        return;
    m_refusedGame.clear();
    markField(m_password, true);
    attemptFailed(
        Tr::tr("The game refused this password. Type the right one and press Connect again."));
}

void ConnectDialog::attemptFailed(const QString &problem)
{
    m_attempt.clear();
    setBusy(QString());
    validate();
    showProblem(problem);
    if (FieldMark::isMarked(m_password)) {
        m_password->setFocus();
        m_password->selectAll();
    }
}

void ConnectDialog::setBusy(const QString &line)
{
    m_busy->setText(AddressText::keptWhole(line));
    m_busy->setVisible(!line.isEmpty());
    if (!line.isEmpty()) {
        showProblem(QString());
        m_urlHint->hide();
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(line.isEmpty());
}

void ConnectDialog::connected()
{
    m_attempt.clear();
    m_password->clear();
    QDialog::accept();
}

bool ConnectDialog::passwordMarked() const
{
    return FieldMark::isMarked(m_password);
}

} // namespace icui
