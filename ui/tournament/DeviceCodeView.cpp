#include "ui/tournament/DeviceCodeView.h"
#include "ui/Tr.h"

#include "ui/common/ExternalLink.h"
#include "ui/common/SecretClipboard.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

DeviceCodeView::DeviceCodeView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("deviceCodeView"));
    auto *intro = new QLabel(Tr::tr("Give this code to the relay's admin, or enter it on the "
                                    "relay's sign-in page if you are its admin:"),
                             this);
    intro->setWordWrap(true);
    m_code = new QLabel(this);
    m_code->setObjectName(QStringLiteral("relayUserCode"));
    QFont big = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    big.setPointSizeF(QFontInfo(font()).pointSizeF() * 2);
    big.setBold(true);
    m_code->setFont(big);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_code->setFocusPolicy(Qt::StrongFocus);
    m_copy = new QPushButton(Tr::tr("Cop&y Code"), this);
    m_copy->setObjectName(QStringLiteral("relayCopyCode"));
    m_copy->setAutoDefault(false);
    SecretClipboard::reserveWidth(m_copy);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { SecretClipboard::copy(m_copy, m_userCode, SecretClipboard::Kind::Plain); });
    m_link = new QLabel(this);
    m_link->setObjectName(QStringLiteral("relayVerificationLink"));
    m_link->setTextFormat(Qt::RichText);
    m_link->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_link->setWordWrap(true);
    connect(m_link, &QLabel::linkActivated, this,
            [this](const QString &link) { ExternalLink::open(QUrl(link), this); });
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("relayCodeStatus"));
    m_status->setWordWrap(true);
    m_timeLeft = new QLabel(this);
    m_timeLeft->setObjectName(QStringLiteral("relayCodeTimeLeft"));

    auto *codeRow = new QHBoxLayout;
    codeRow->addWidget(m_code);
    codeRow->addWidget(m_copy);
    codeRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro);
    layout->addLayout(codeRow);
    layout->addWidget(m_link);
    layout->addWidget(m_status);
    layout->addWidget(m_timeLeft);

    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &DeviceCodeView::showTimeLeft);
}

void DeviceCodeView::setCode(const icrelayclient::RelayDeviceLogin::Code &code)
{
    m_userCode = code.userCode;
    m_code->setText(code.userCode);
    const QUrl page = code.verificationUriComplete.isValid() ? code.verificationUriComplete
                                                             : code.verificationUri;
    m_link->setText(Tr::tr("The relay's sign-in page: <a href=\"%1\">%2</a>")
                        .arg(page.toString(QUrl::FullyEncoded).toHtmlEscaped(),
                             code.verificationUri.toDisplayString().toHtmlEscaped()));
    m_timeLeft->clear();
    if (code.expiresInSeconds <= 0)
        return;
    m_expires = QDeadlineTimer(qint64(code.expiresInSeconds) * 1000);
    showTimeLeft();
    m_tick.start();
}

void DeviceCodeView::clear()
{
    m_tick.stop();
    m_userCode.clear();
    m_code->clear();
    m_link->clear();
    m_status->clear();
    m_timeLeft->clear();
}

void DeviceCodeView::setStatus(const QString &text)
{
    m_status->setText(text);
}

void DeviceCodeView::showTimeLeft()
{
    const qint64 seconds = (m_expires.remainingTime() + 999) / 1000;
    if (seconds <= 0) {
        m_tick.stop();
        m_timeLeft->setText(Tr::tr("The code has expired."));
        return;
    }
    m_timeLeft->setText(Tr::tr("The code is valid for another %1:%2.")
                            .arg(seconds / 60)
                            .arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

} // namespace icui
