#include "ui/tournament/RelaySettingsDialog.h"

#include "ui/Tr.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace icui {

namespace {
const QString kSettingName = QStringLiteral("name");
const QString kSettingMotd = QStringLiteral("motd");
const QString kSettingLinger = QStringLiteral("ended_linger_seconds");
const QString kSettingMaxSessions = QStringLiteral("max_sessions");

QLabel *settingLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}
} // namespace

RelaySettingsDialog::RelaySettingsDialog(const QString &relayName, const QJsonObject &settings,
                                         QWidget *parent)
    : QDialog(parent), m_settings(settings)
{
    setObjectName(QStringLiteral("relaySettingsDialog"));
    setWindowTitle(Tr::tr("Settings of %1").arg(relayName));
    m_name = new QLineEdit(settings.value(kSettingName).toString(), this);
    m_name->setAccessibleName(Tr::tr("Name"));
    m_name->setObjectName(QStringLiteral("relaySettingName"));
    m_name->setToolTip(Tr::tr("The relay's name for its players and admins (1 to 64 characters)."));
    m_motd = new QLineEdit(settings.value(kSettingMotd).toString(), this);
    m_motd->setAccessibleName(Tr::tr("Message of the day"));
    m_motd->setObjectName(QStringLiteral("relaySettingMotd"));
    m_motd->setMinimumWidth(360);
    m_motd->setToolTip(Tr::tr("Shown to everyone who joins (at most 500 characters)."));
    m_linger = new QSpinBox(this);
    m_linger->setAccessibleName(Tr::tr("Ended games listed for"));
    m_linger->setObjectName(QStringLiteral("relaySettingLinger"));
    m_linger->setRange(0, 3600);
    m_linger->setSuffix(Tr::tr(" s"));
    m_linger->setValue(settings.value(kSettingLinger).toInt());
    m_linger->setToolTip(
        Tr::tr("Game seconds an ended game stays listed before a new game takes its place."));
    m_maxSessions = new QSpinBox(this);
    m_maxSessions->setAccessibleName(Tr::tr("Most sessions at once"));
    m_maxSessions->setObjectName(QStringLiteral("relaySettingMaxSessions"));
    m_maxSessions->setRange(1, 256);
    m_maxSessions->setValue(settings.value(kSettingMaxSessions).toInt());
    m_maxSessions->setToolTip(Tr::tr("Sessions (players' tools, panels) connected at once."));
    // An observer's token reads the public settings only: what is not there is not offered.
    m_maxSessions->setEnabled(settings.contains(kSettingMaxSessions));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(Tr::tr("&Save to the Relay"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(settingLabel(Tr::tr("&Name:"), m_name, this), m_name);
    form->addRow(settingLabel(Tr::tr("&Message of the day:"), m_motd, this), m_motd);
    form->addRow(settingLabel(Tr::tr("&Ended games listed for:"), m_linger, this), m_linger);
    form->addRow(settingLabel(Tr::tr("Most &sessions at once:"), m_maxSessions, this),
                 m_maxSessions);
    form->addRow(buttons);
}

QJsonObject RelaySettingsDialog::changes() const
{
    QJsonObject set;
    if (m_name->text() != m_settings.value(kSettingName).toString())
        set.insert(kSettingName, m_name->text());
    if (m_motd->text() != m_settings.value(kSettingMotd).toString())
        set.insert(kSettingMotd, m_motd->text());
    if (m_linger->value() != m_settings.value(kSettingLinger).toInt())
        set.insert(kSettingLinger, m_linger->value());
    if (m_maxSessions->isEnabled() &&
        m_maxSessions->value() != m_settings.value(kSettingMaxSessions).toInt())
        set.insert(kSettingMaxSessions, m_maxSessions->value());
    return set;
}

} // namespace icui
