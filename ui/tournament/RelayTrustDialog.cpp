#include "ui/tournament/RelayTrustDialog.h"
#include "ui/Tr.h"

#include "ui/appearance/Icons.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/SecretClipboard.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLoggingCategory>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
Q_LOGGING_CATEGORY(lcRelayTrust, "icpanel.ui.relaytrust")
} // namespace

namespace icui {

bool RelayTrustDialog::ask(QWidget *parent, const QString &relayName, const QString &fingerprint,
                           bool changed, const QString &pinnedFingerprint)
{
    RelayTrustDialog dialog(relayName, fingerprint, changed, pinnedFingerprint, parent);
    const bool trusted = ModalDialog::exec(dialog) == QDialog::Accepted;
    qCInfo(lcRelayTrust).noquote()
        << "relay" << relayName << "certificate" << fingerprint
        << (changed ? QStringLiteral("(changed from %1)").arg(pinnedFingerprint) : QString())
        << (trusted ? "trusted by the user" : "not trusted");
    return trusted;
}

RelayTrustDialog::RelayTrustDialog(const QString &relayName, const QString &fingerprint,
                                   bool changed, const QString &pinnedFingerprint, QWidget *parent)
    : QDialog(parent), m_fingerprint(fingerprint),
      m_pinned(changed ? pinnedFingerprint : QString()), m_changed(changed)
{
    setObjectName(QStringLiteral("relayTrustDialog"));
    setWindowTitle(changed ? Tr::tr("The Relay's Certificate Has Changed")
                           : Tr::tr("Trust the Relay's Certificate?"));
    auto *icon = new QLabel(this);
    const auto kind = changed ? Icons::Status::Warning : Icons::Status::Question;
    icon->setPixmap(Icons::statusPixmap(kind, 48, devicePixelRatioF()));
    icon->setAlignment(Qt::AlignTop);
    auto *text = new QLabel(explanation(relayName), this);
    text->setObjectName(QStringLiteral("relayTrustText"));
    text->setWordWrap(true);
    text->setMinimumWidth(text->fontMetrics().averageCharWidth() * 60);

    m_fingerprintLabel = fingerprintView(fingerprint, QStringLiteral("relayTrustFingerprint"));
    if (!m_pinned.isEmpty())
        m_pinnedLabel = fingerprintView(m_pinned, QStringLiteral("relayTrustPinned"));
    m_copy = new QPushButton(Tr::tr("&Copy Fingerprint"), this);
    m_copy->setObjectName(QStringLiteral("relayTrustCopy"));
    m_copy->setAutoDefault(false);
    SecretClipboard::reserveWidth(m_copy);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { SecretClipboard::copy(m_copy, m_fingerprint, SecretClipboard::Kind::Plain); });

    auto *buttons = new QDialogButtonBox(this);
    m_trust = buttons->addButton(Tr::tr("&Trust"), QDialogButtonBox::AcceptRole);
    m_trust->setObjectName(QStringLiteral("relayTrustYes"));
    m_dontTrust = buttons->addButton(Tr::tr("&Don't Trust"), QDialogButtonBox::RejectRole);
    m_dontTrust->setObjectName(QStringLiteral("relayTrustNo"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Return never trusts (as SSH wants a typed "yes"): the user compares the fingerprint, then
    // chooses Trust; a changed certificate may be someone else's.
    m_dontTrust->setDefault(true);
    m_dontTrust->setFocus();

    auto *right = new QVBoxLayout;
    right->addWidget(text);
    right->addLayout(fingerprintRows());
    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
}

QLabel *RelayTrustDialog::fingerprintView(const QString &fingerprint, const QString &objectName)
{
    auto *view = new QLabel(twoLines(fingerprint), this);
    view->setObjectName(objectName);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    view->setFocusPolicy(Qt::StrongFocus);
    view->setFrameShape(QFrame::StyledPanel);
    view->setMargin(6);
    return view;
}

QLayout *RelayTrustDialog::fingerprintRows()
{
    auto *grid = new QGridLayout;
    grid->setColumnStretch(0, 1);
    int row = 0;
    if (m_pinnedLabel) {
        // The one trusted before above the one shown now: pair by pair, what changed is seen.
        grid->addWidget(new QLabel(Tr::tr("Trusted before (SHA-256):"), this), row++, 0);
        grid->addWidget(m_pinnedLabel, row++, 0);
    }
    grid->addWidget(
        new QLabel(m_pinnedLabel ? Tr::tr("Shown now (SHA-256):") : Tr::tr("SHA-256 fingerprint:"),
                   this),
        row++, 0);
    grid->addWidget(m_fingerprintLabel, row, 0);
    grid->addWidget(m_copy, row, 1, Qt::AlignTop);
    return grid;
}

QString RelayTrustDialog::explanation(const QString &relayName) const
{
    if (m_changed)
        return Tr::tr("The relay \"%1\" now shows another certificate than the one you "
                      "trusted. This happens when the relay made a new certificate — or when "
                      "someone else answers in its place to read your token. Trust it only if "
                      "the relay's admin confirms that this new fingerprint is theirs.")
            .arg(relayName);
    return Tr::tr("The certificate of the relay \"%1\" is not signed by an authority this "
                  "computer trusts, as is usual for a community relay that made its own. Compare "
                  "its fingerprint below with the one the relay's admin published (their "
                  "website, their Discord, or in person). Trust it only if they are the same: "
                  "the panel then remembers it for this relay and warns if it changes.")
        .arg(relayName);
}

QString RelayTrustDialog::twoLines(const QString &fingerprint)
{
    const QStringList pairs = fingerprint.split(QLatin1Char(':'));
    if (pairs.size() != 32)
        return fingerprint;
    return pairs.mid(0, 16).join(QLatin1Char(':')) + QLatin1String(":\n") +
           pairs.mid(16).join(QLatin1Char(':'));
}

} // namespace icui
