#include "ui/connectinfo/ConnectInfoPage.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/RevealGuard.h"
#include "ui/common/SecretClipboard.h"
#include "ui/connectinfo/QrCode.h"

#include "panel/ConnectInfo.h"
#include "panel/Panel.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

namespace {
constexpr int kQrScale = 5;
/// The widest a field gets, in characters: a wss:// URL with a host name and port fits.
constexpr int kFieldChars = 48;
constexpr int kPortChars = 10;
} // namespace

ConnectInfoPage::ConnectInfoPage(icpanel::Panel &panel, QWidget *parent)
    : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("connectInfoPage"));

    const auto field = [this](const QString &objectName, const QString &accessibleName) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(objectName);
        edit->setAccessibleName(accessibleName);
        edit->setReadOnly(true);
        edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        return edit;
    };
    m_url = field(QStringLiteral("connectUrl"), Tr::tr("Server URL"));
    m_host = field(QStringLiteral("connectHost"), Tr::tr("Server address"));
    m_port = field(QStringLiteral("connectPort"), Tr::tr("Server port"));
    m_password = field(QStringLiteral("connectPassword"), Tr::tr("Server password"));
    m_password->setEchoMode(QLineEdit::Password);
    // As wide as what they hold, not as the window: a maximised window leaves the rest empty
    // instead of stretching a port number over 1000 px.
    const int digit = m_url->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    for (QLineEdit *edit : {m_url, m_host, m_password})
        edit->setMaximumWidth(digit * kFieldChars);
    m_port->setMaximumWidth(digit * kPortChars);

    // The Password page's words and letters: Sho&w / Hide (&W), C&opy.
    m_show = new QPushButton(Tr::tr("Sho&w"), this);
    m_show->setObjectName(QStringLiteral("showConnectPassword"));
    m_show->setAccessibleName(Tr::tr("Show or hide the password and put it into the QR code"));
    m_show->setCheckable(true);
    connect(m_show, &QPushButton::toggled, this, &ConnectInfoPage::setPasswordShown);
    new RevealGuard(m_show, this);

    auto *grid = new QGridLayout;
    const auto addRow = [&](int row, const QString &text, QLineEdit *edit, QWidget *button,
                            QWidget *extra = nullptr) {
        auto *label = new QLabel(text, this);
        label->setBuddy(edit);
        grid->addWidget(label, row, 0);
        grid->addWidget(edit, row, 1);
        grid->addWidget(button, row, 2);
        if (extra)
            grid->addWidget(extra, row, 3);
    };
    QPushButton *copyUrl = copyButton(Tr::tr("Copy &URL"), Tr::tr("Copy the server URL"), m_url,
                                      Tr::tr("Copied the server URL, %1."));
    QPushButton *copyPort = copyButton(Tr::tr("Copy Por&t"), Tr::tr("Copy the server port"), m_port,
                                       Tr::tr("Copied the server port, %1."));
    QPushButton *copyHost = copyButton(Tr::tr("Copy &Address"), Tr::tr("Copy the server address"),
                                       m_host, Tr::tr("Copied the server address, %1."));
    // The password is copied even while hidden: it comes from the keychain when asked for.
    auto *copyPassword = new QPushButton(Tr::tr("C&opy"), this);
    copyPassword->setObjectName(QStringLiteral("connectPasswordCopy"));
    m_copyPassword = copyPassword;
    copyPassword->setAccessibleName(Tr::tr("Copy the server password"));
    copyPassword->setToolTip(Tr::tr("Copy the password; the clipboard is cleared again after %n s",
                                    nullptr, (SecretClipboard::clearDelayMs() + 999) / 1000));
    connect(copyPassword, &QPushButton::clicked, this, [this, copyPassword] {
        QPointer<QPushButton> button(copyPassword);
        m_panel.connectInfoWithPassword([button](const icpanel::ConnectInfo &info) {
            if (!button || info.password.isEmpty())
                return;
            SecretClipboard::copy(button, info.password, SecretClipboard::Kind::Secret);
            // Said, as the Overlays page says it (twenty-eighth newcomer: a referee pasting it
            // 15 s later found nothing and did not know why).
            ActionFeedback::say(button,
                                Tr::tr("Copied the server password; it leaves the "
                                       "clipboard again in %n s.",
                                       nullptr, (SecretClipboard::clearDelayMs() + 999) / 1000));
        });
    });
    addRow(0, Tr::tr("Server URL:"), m_url, copyUrl);
    addRow(1, Tr::tr("Server address:"), m_host, copyHost);
    addRow(2, Tr::tr("Server port:"), m_port, copyPort);
    addRow(3, Tr::tr("Server password:"), m_password, copyPassword, m_show);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(4, 1); // what the capped fields leave, after the buttons

    auto *details = new QGroupBox(Tr::tr("Connection details"), this);
    details->setLayout(grid);

    m_qr = new QLabel(this);
    m_qr->setObjectName(QStringLiteral("qrCode"));
    m_qr->setAccessibleName(Tr::tr("QR code of the connection address"));
    m_qr->setAlignment(Qt::AlignCenter);
    m_qrReason = new QLabel(this);
    m_qrReason->setObjectName(QStringLiteral("qrReason"));
    m_qrReason->setAccessibleName(Tr::tr("Why there is no QR code"));
    m_qrReason->setWordWrap(true);
    m_qrCaption = new QLabel(this);
    m_qrCaption->setObjectName(QStringLiteral("qrCaption"));
    m_qrCaption->setWordWrap(true);
    m_qrCaption->setAlignment(Qt::AlignCenter);

    auto *qrBox = new QGroupBox(Tr::tr("QR code"), this);
    auto *qrLayout = new QVBoxLayout(qrBox);
    qrLayout->addWidget(m_qr, 0, Qt::AlignHCenter);
    qrLayout->addWidget(m_qrReason);
    qrLayout->addWidget(m_qrCaption);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(details);
    layout->addWidget(qrBox);
    layout->addStretch(1);

    setTabOrder(copyUrl, copyHost);
    setTabOrder(copyHost, copyPort);
    setTabOrder(copyPort, copyPassword);
    setTabOrder(copyPassword, m_show);

    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, &ConnectInfoPage::refresh);
    connect(&m_panel, &icpanel::Panel::statusChanged, this, &ConnectInfoPage::refresh);
    connect(&m_panel, &icpanel::Panel::resetFinished, this, &ConnectInfoPage::refresh);
    connect(&m_panel, &icpanel::Panel::passwordChanged, this, &ConnectInfoPage::refresh);
    refresh();
}

QPushButton *ConnectInfoPage::copyButton(const QString &text, const QString &accessibleName,
                                         QLineEdit *source, const QString &said)
{
    auto *button = new QPushButton(text, this);
    button->setAccessibleName(accessibleName);
    button->setObjectName(source->objectName() + QLatin1String("Copy"));
    connect(button, &QPushButton::clicked, this, [button, source, said] {
        SecretClipboard::copy(button, source->text(), SecretClipboard::Kind::Plain);
        ActionFeedback::say(button, said.arg(source->text()));
    });
    return button;
}

void ConnectInfoPage::refresh()
{
    if (m_passwordShown) {
        QPointer<ConnectInfoPage> self(this);
        m_panel.connectInfoWithPassword([self](const icpanel::ConnectInfo &info) {
            if (self && self->m_passwordShown)
                self->apply(info);
        });
    } else {
        apply(m_panel.connectInfo());
    }
}

void ConnectInfoPage::apply(const icpanel::ConnectInfo &info)
{
    const bool known = info.port != 0;
    m_url->setText(known ? info.url.toString() : QString());
    m_host->setText(info.host);
    m_port->setText(known ? QString::number(info.port) : QString());
    if (m_passwordShown)
        m_password->setText(info.password);
    else
        showWhetherStored();
    m_qrText.clear();
    m_qr->setPixmap({});
    m_qr->hide();
    m_qrCaption->clear();
    m_qrReason->show();
    if (!known) {
        m_qrReason->setText(Tr::tr("No game chosen yet."));
        return;
    }
    if (info.loopback) {
        // A phone scanning 127.0.0.1 would reach itself, not this computer.
        m_qrReason->setText(
            Tr::tr("No QR code: the game is at %1, which only this computer can "
                   "reach. To connect from a phone or another computer, make the game "
                   "listen on this computer's network address ([remote] bind in its "
                   "config.toml) and connect the panel to that address.")
                .arg(info.host));
        return;
    }
    m_qrText = info.uri;
    QString error;
    const QImage image = QrCode::render(m_qrText, kQrScale, &error);
    if (image.isNull()) {
        m_qrReason->setText(error);
        return;
    }
    m_qrReason->hide();
    m_qr->setPixmap(QPixmap::fromImage(image));
    m_qr->show();
    m_qrCaption->setText(m_passwordShown && !info.password.isEmpty()
                             ? Tr::tr("This code contains the password: show it only to people "
                                      "you trust.")
                             : Tr::tr("The address only. Show the password to put it into the "
                                      "code as well."));
}

void ConnectInfoPage::setPasswordShown(bool shown)
{
    m_passwordShown = shown;
    m_password->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
    // One letter for both (Alt+W), as on the Password page.
    m_show->setText(shown ? Tr::tr("Hide (&W)") : Tr::tr("Sho&w"));
    refresh();
}

void ConnectInfoPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void ConnectInfoPage::showWhetherStored()
{
    // Masked as on the Password page: a fixed row of dots while a password is stored (its
    // length is not told), empty with a note when none is. The secret itself is put into the
    // field only by Show; here it is read to learn whether there is one, and dropped.
    if (m_panel.currentProfile().name.isEmpty()) {
        m_password->clear();
        m_password->setPlaceholderText(Tr::tr("No game chosen yet"));
        return;
    }
    if (!isVisible())
        return; // the keychain is asked when the page is shown (showEvent)
    QPointer<ConnectInfoPage> self(this);
    m_panel.readPassword([self](const ic::Result<QString> &password) {
        if (!self || self->m_passwordShown)
            return;
        const bool stored = !password.valueOr(QString()).isEmpty();
        self->m_password->setText(stored ? maskedPassword() : QString());
        self->m_password->setPlaceholderText(stored ? QString() : Tr::tr("None stored"));
    });
}

QString ConnectInfoPage::maskedPassword()
{
    return QString(12, QChar(0x2022)); // "•", shown as the field's own mask character
}

} // namespace icui
