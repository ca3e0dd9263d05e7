#include "ui/tournament/RelayMessageDialog.h"

#include "ui/Tr.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

RelayMessageDialog::RelayMessageDialog(const QString &target, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("relayMessageDialog"));
    setWindowTitle(Tr::tr("Announce"));
    auto *label = new QLabel(Tr::tr("&Message to %1:").arg(target), this);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    m_message = new QLineEdit(this);
    m_message->setObjectName(QStringLiteral("relayMessage"));
    m_message->setMaxLength(500);
    m_message->setMinimumWidth(420);
    m_message->setPlaceholderText(Tr::tr("Finals start in 5 minutes"));
    m_message->setAccessibleName(Tr::tr("Announcement"));
    label->setBuddy(m_message);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_send = buttons->button(QDialogButtonBox::Ok);
    m_send->setText(Tr::tr("&Announce"));
    m_send->setEnabled(false);
    connect(m_message, &QLineEdit::textChanged, this,
            [this] { m_send->setEnabled(!message().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
}

QString RelayMessageDialog::message() const
{
    return m_message->text().trimmed();
}

} // namespace icui
