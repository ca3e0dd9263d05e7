#include "ui/tournament/AddRelayDialog.h"
#include "ui/Tr.h"

#include "ui/connectors/FieldMark.h"
#include "ui/tournament/DeviceCodeView.h"

#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcutEvent>
#include <QVBoxLayout>
#include <algorithm>

namespace icui {

namespace {
/// The relay's default port (docs/icrp-spec.md §19.1).
constexpr int kDefaultRelayPort = 19720;

std::optional<QUrl> refuse(QString *why, const QString &text)
{
    if (why)
        *why = text;
    return std::nullopt;
}
} // namespace

AddRelayDialog::AddRelayDialog(icpanel::RelayHost &relays, QWidget *parent,
                               const QString &renewName)
    : QDialog(parent), m_relays(relays), m_renewName(renewName)
{
    setObjectName(QStringLiteral("addRelayDialog"));
    setWindowTitle(renewName.isEmpty() ? Tr::tr("Add Relay")
                                       : Tr::tr("Sign In Again to %1").arg(renewName));
    buildForm();
    orderTabs();
    showMode();
    setBusy(false);
    if (renewName.isEmpty())
        m_address->setFocus();
    else if (prepareRenewal())
        m_signInChoice->setFocus();
}

AddRelayDialog::~AddRelayDialog()
{
    stopWork();
}

QString AddRelayDialog::relayName() const
{
    return m_relayName;
}

QString AddRelayDialog::problem() const
{
    return m_problem->text();
}

QString AddRelayDialog::addressProblem() const
{
    return m_addressProblem->text();
}

std::optional<QUrl> AddRelayDialog::relayUrl(const QString &text, QString *why)
{
    const QString entered = text.trimmed();
    if (entered.isEmpty())
        return refuse(why, Tr::tr("Enter the relay's address as its admin published it: "
                                  "wss://host:port/."));
    if (entered.startsWith(QLatin1String("icrt_"), Qt::CaseInsensitive))
        return refuse(why, Tr::tr("This is a token, not the relay's address: clear it here, "
                                  "and paste the token under Paste a token."));
    const bool hasScheme = entered.contains(QLatin1String("://"));
    QUrl url(hasScheme ? entered : QStringLiteral("wss://") + entered, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || url.port() == 0)
        return refuse(why, Tr::tr("\"%1\" is not a relay's address: write it as "
                                  "wss://host:port/, or host:port.")
                               .arg(entered));
    if (url.scheme() != QLatin1String("wss"))
        return refuse(why, Tr::tr("A relay is reached over TLS only: its address starts with "
                                  "wss://, not %1://.")
                               .arg(url.scheme()));
    if (!url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment() ||
        (!url.path().isEmpty() && url.path() != QLatin1String("/")))
        return refuse(why, Tr::tr("A relay's address has no path, user name or query: write "
                                  "it as wss://%1:%2/.")
                               .arg(url.host())
                               .arg(url.port(kDefaultRelayPort)));
    if (url.port() < 0)
        url.setPort(kDefaultRelayPort);
    url.setPath(QStringLiteral("/"));
    return url;
}

void AddRelayDialog::buildForm()
{
    auto *intro = new QLabel(Tr::tr("A community relay hosts many games. Enter its address, "
                                    "then sign in: its admin approves this panel, or you paste "
                                    "a token they gave you. The token is kept in the keychain."),
                             this);
    intro->setObjectName(QStringLiteral("relayIntro"));
    intro->setWordWrap(true);
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("relayAddress"));
    m_address->setPlaceholderText(Tr::tr("wss://relay.example.org:19720/"));
    m_address->setMinimumWidth(m_address->fontMetrics().averageCharWidth() * 44);
    m_addressProblem = new QLabel(this);
    m_addressProblem->setObjectName(QStringLiteral("relayAddressProblem"));
    m_addressProblem->setWordWrap(true);
    m_addressProblem->hide();
    FieldMark::styleAsError(m_addressProblem);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("relayName"));
    m_name->setPlaceholderText(Tr::tr("The relay's host"));
    m_access = new QComboBox(this);
    m_access->setObjectName(QStringLiteral("relayAccess"));
    m_access->addItem(Tr::tr("Admin: watch, announce, pause, kick and ban"),
                      int(icrp::Tier::Admin));
    m_access->addItem(Tr::tr("Observer: watch only"), int(icrp::Tier::Observer));
    connect(m_address, &QLineEdit::textEdited, this, &AddRelayDialog::addressEdited);
    connect(m_name, &QLineEdit::textEdited, this,
            [this](const QString &text) { m_nameEdited = !text.isEmpty(); });

    auto *form = new QFormLayout;
    form->addRow(Tr::tr("Relay &address:"), m_address);
    form->addRow(QString(), m_addressProblem);
    form->addRow(Tr::tr("&Name:"), m_name);
    form->addRow(Tr::tr("Acc&ess:"), m_access);

    buildProgress();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_go = m_buttons->addButton(Tr::tr("Sign &In"), QDialogButtonBox::ActionRole);
    m_go->setObjectName(QStringLiteral("relayGo"));
    m_go->setDefault(true);
    connect(m_go, &QPushButton::clicked, this, &AddRelayDialog::go);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &AddRelayDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buildSignInChoice());
    layout->addWidget(m_codeView);
    layout->addWidget(m_progressText);
    layout->addWidget(m_progress);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
}

void AddRelayDialog::buildProgress()
{
    m_codeView = new DeviceCodeView(this);
    m_codeView->hide();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("relayProgress"));
    m_progress->setRange(0, 0); // busy: how long it takes is the relay's (or its admin's) affair
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(m_progress->fontMetrics().height() / 2 + 2);
    m_progressText = new QLabel(this);
    m_progressText->setObjectName(QStringLiteral("relayProgressText"));
    m_progressText->setWordWrap(true);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("relayProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    FieldMark::styleAsError(m_problem);
}

QWidget *AddRelayDialog::buildSignInChoice()
{
    auto *box = new QGroupBox(Tr::tr("Sign in"), this);
    m_signInBox = box;
    m_signInChoice = new QRadioButton(Tr::tr("&Sign in with the relay"), box);
    m_signInChoice->setObjectName(QStringLiteral("relaySignInChoice"));
    m_signInChoice->setChecked(true);
    auto *signInHelp = new QLabel(Tr::tr("The panel shows a code; the relay's admin approves "
                                         "it, and the relay gives the panel its token."),
                                  box);
    signInHelp->setWordWrap(true);
    signInHelp->setIndent(20);
    m_tokenChoice = new QRadioButton(Tr::tr("&Paste a token"), box);
    m_tokenChoice->setObjectName(QStringLiteral("relayTokenChoice"));
    m_token = new QLineEdit(box);
    m_token->setObjectName(QStringLiteral("relayToken"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(Tr::tr("icrt_… as the relay's admin gave it to you"));
    auto *tokenLabel = new QLabel(Tr::tr("&Token:"), box);
    tokenLabel->setBuddy(m_token);
    m_tokenRow = new QWidget(box);
    auto *tokenLayout = new QHBoxLayout(m_tokenRow);
    tokenLayout->setContentsMargins(20, 0, 0, 0);
    tokenLayout->addWidget(tokenLabel);
    tokenLayout->addWidget(m_token, 1);
    connect(m_signInChoice, &QRadioButton::toggled, this, &AddRelayDialog::showMode);
    // Alt+P acts at once (not after the button's click animation), and a click on it when it is
    // already chosen still goes on to the field.
    m_tokenChoice->installEventFilter(this);
    connect(m_tokenChoice, &QRadioButton::clicked, this, &AddRelayDialog::chooseToken);
    connect(m_token, &QLineEdit::textEdited, this, [this] { FieldMark::clear(m_token); });

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_signInChoice);
    layout->addWidget(signInHelp);
    layout->addWidget(m_tokenChoice);
    layout->addWidget(m_tokenRow);
    return box;
}

void AddRelayDialog::orderTabs()
{
    const QList<QWidget *> chain{m_address,
                                 m_name,
                                 m_access,
                                 m_signInChoice,
                                 m_tokenChoice,
                                 m_token,
                                 m_codeView->copyButton(),
                                 m_go,
                                 m_buttons->button(QDialogButtonBox::Cancel)};
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain.at(i - 1), chain.at(i));
}

bool AddRelayDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tokenChoice && event->type() == QEvent::Shortcut &&
        !static_cast<QShortcutEvent *>(event)->isAmbiguous() && m_tokenChoice->isEnabled()) {
        chooseToken();
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void AddRelayDialog::chooseToken()
{
    m_tokenChoice->setChecked(true);
    showMode();
}

void AddRelayDialog::showMode()
{
    const bool pasting = m_tokenChoice->isChecked();
    m_tokenRow->setEnabled(pasting);
    if (!pasting)
        m_go->setText(Tr::tr("Sign &In"));
    else
        m_go->setText(m_renewName.isEmpty() ? Tr::tr("A&dd Relay") : Tr::tr("Sign In A&gain"));
    if (pasting && !m_busy)
        m_token->setFocus();
}

void AddRelayDialog::addressEdited(const QString &text)
{
    FieldMark::clear(m_address);
    m_addressProblem->clear();
    m_addressProblem->hide();
    QString why;
    if (text.trimmed().startsWith(QLatin1String("icrt_"), Qt::CaseInsensitive)) {
        relayUrl(text, &why); // a token here is said at once, not only at Sign In
        FieldMark::markInvalid(m_address, palette());
        m_addressProblem->setText(why);
        m_addressProblem->show();
    }
    if (m_nameEdited)
        return;
    const auto url = relayUrl(text);
    m_name->setText(url ? url->host() : QString());
}

void AddRelayDialog::go()
{
    if (m_busy)
        return;
    m_problem->clear();
    auto profile = profileFromForm();
    if (!profile)
        return;
    if (profile->url == m_profile.url) // a fingerprint the user trusted for it stays trusted
        profile->pinnedFingerprint = m_profile.pinnedFingerprint;
    m_profile = *profile;
    if (m_signInChoice->isChecked())
        return startDeviceLogin();
    if (m_token->text().trimmed().isEmpty()) {
        FieldMark::markInvalid(m_token, palette());
        m_token->setFocus();
        m_problem->setText(Tr::tr("Paste the token the relay's admin gave you, or choose Sign "
                                  "in with the relay."));
        return;
    }
    startTokenCheck();
}

std::optional<icpanel::RelayProfile> AddRelayDialog::profileFromForm()
{
    QString why;
    const auto url = relayUrl(m_address->text(), &why);
    if (!url) {
        FieldMark::markInvalid(m_address, palette());
        m_addressProblem->setText(why);
        m_addressProblem->show();
        m_address->setFocus();
        return std::nullopt;
    }
    m_address->setText(url->toString()); // what was completed is seen
    icpanel::RelayProfile profile;
    profile.url = *url;
    profile.name = m_name->text().trimmed();
    if (profile.name.isEmpty())
        profile.name = url->host();
    profile.tier = icrp::Tier(m_access->currentData().toUInt());
    if (!m_renewName.isEmpty())
        profile.name = m_renewName;
    else if (alreadyAdded(profile))
        return std::nullopt;
    const auto checked = icpanel::RelayProfileStore::checked(profile);
    if (!checked) {
        m_problem->setText(checked.error().message);
        m_name->setFocus();
        return std::nullopt;
    }
    return *checked;
}

bool AddRelayDialog::alreadyAdded(const icpanel::RelayProfile &profile)
{
    const auto sameAddress = [&profile](const QUrl &url) {
        return url.host().compare(profile.url.host(), Qt::CaseInsensitive) == 0 &&
               url.port(kDefaultRelayPort) == profile.url.port(kDefaultRelayPort);
    };
    for (const icpanel::RelayProfile &known : m_relays.profiles().profiles()) {
        if (sameAddress(known.url)) {
            m_problem->setText(Tr::tr("%1 is already added as \"%2\". To sign in to it again, "
                                      "choose Sign In Again… on the Tournament page.")
                                   .arg(profile.url.toString(), known.name));
            m_address->setFocus();
            return true;
        }
        if (known.name == profile.name) {
            m_problem->setText(Tr::tr("There is a relay called \"%1\" already. To sign in to "
                                      "it again, choose Sign In Again… on the Tournament page; "
                                      "to add another relay, give this one another name.")
                                   .arg(profile.name));
            m_name->setFocus();
            return true;
        }
    }
    return false;
}

bool AddRelayDialog::prepareRenewal()
{
    const auto known = m_relays.profiles().profile(m_renewName);
    if (!known) {
        m_problem->setText(Tr::tr("There is no relay called \"%1\".").arg(m_renewName));
        m_go->setEnabled(false);
        return false;
    }
    // What signing in again keeps: the address, the name and the trusted certificate.
    m_profile = *known;
    m_address->setText(known->url.toString());
    m_address->setReadOnly(true);
    m_name->setText(known->name);
    m_name->setReadOnly(true);
    m_nameEdited = true;
    m_access->setCurrentIndex(std::max(0, m_access->findData(int(known->tier))));
    findChild<QLabel *>(QStringLiteral("relayIntro"))
        ->setText(Tr::tr("Sign in to \"%1\" again: its admin approves this panel, or you paste "
                         "a new token they gave you. The new token replaces the old one in the "
                         "keychain; the relay's address and its trusted certificate stay.")
                      .arg(known->name));
    return true;
}

void AddRelayDialog::setBusy(bool busy, const QString &progress)
{
    m_busy = busy;
    for (QWidget *field : {static_cast<QWidget *>(m_address), static_cast<QWidget *>(m_name),
                           static_cast<QWidget *>(m_access), m_signInBox})
        field->setEnabled(!busy);
    m_tokenRow->setEnabled(!busy && m_tokenChoice->isChecked());
    m_go->setEnabled(!busy);
    if (!busy)
        m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(true);
    m_progress->setVisible(busy);
    m_progressText->setText(progress);
    m_progressText->setVisible(busy && !progress.isEmpty());
    if (busy)
        m_problem->clear();
}

void AddRelayDialog::fail(const QString &message)
{
    stopWork();
    setBusy(false);
    m_codeView->clear();
    m_codeView->hide();
    m_problem->setText(message);
    m_go->setFocus();
}

void AddRelayDialog::reject()
{
    stopWork();
    QDialog::reject();
}

} // namespace icui
