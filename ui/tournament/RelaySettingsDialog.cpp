#include "ui/tournament/RelaySettingsDialog.h"

#include "ui/Tr.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

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
                                         QWidget *parent, const QJsonArray &bans)
    : QDialog(parent), m_settings(settings)
{
    setObjectName(QStringLiteral("relaySettingsDialog"));
    setWindowTitle(Tr::tr("Settings of %1").arg(relayName));
    m_name = new QLineEdit(settings.value(kSettingName).toString(), this);
    m_name->setAccessibleName(Tr::tr("The relay's own name"));
    m_name->setObjectName(QStringLiteral("relaySettingName"));
    m_name->setToolTip(Tr::tr("What the relay calls itself for its players and admins (1 to 64 "
                              "characters). The panel's name for it, %1, is yours and stays.")
                           .arg(relayName));
    auto *nameNote =
        new QLabel(Tr::tr("What the relay calls itself. The panel calls it “%1”: that name is "
                          "yours and does not change here.")
                       .arg(relayName),
                   this);
    nameNote->setObjectName(QStringLiteral("relaySettingNameNote"));
    nameNote->setWordWrap(true);
    nameNote->setForegroundRole(QPalette::PlaceholderText);
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
    form->addRow(settingLabel(Tr::tr("The relay's own &name:"), m_name, this), m_name);
    form->addRow(QString(), nameNote);
    form->addRow(settingLabel(Tr::tr("&Message of the day:"), m_motd, this), m_motd);
    form->addRow(settingLabel(Tr::tr("&Ended games listed for:"), m_linger, this), m_linger);
    form->addRow(settingLabel(Tr::tr("Most sess&ions at once:"), m_maxSessions, this),
                 m_maxSessions);
    // The bans are an admin's only: an observer's answer has none.
    if (settings.contains(kSettingMaxSessions) || !bans.isEmpty())
        form->addRow(createBans(bans));
    form->addRow(buttons);
}

QWidget *RelaySettingsDialog::createBans(const QJsonArray &bans)
{
    auto *box = new QWidget(this);
    m_bans = new QListWidget(box);
    m_bans->setObjectName(QStringLiteral("relayBans"));
    m_bans->setAccessibleName(Tr::tr("Bans"));
    m_bans->setMaximumHeight(m_bans->fontMetrics().lineSpacing() * 6);
    const QLocale locale;
    for (const QJsonValue &v : bans) {
        const QJsonObject ban = v.toObject();
        const QString player = ban.value(u"player").toString();
        const QString key = ban.value(u"identity_key").toString();
        const QString reason = ban.value(u"reason").toString();
        const QDateTime at = QDateTime::fromString(ban.value(u"at").toString(), Qt::ISODate);
        QString text = Tr::tr("%1 (%2)").arg(player, key);
        if (!reason.isEmpty())
            text = Tr::tr("%1: %2").arg(text, reason);
        auto *item = new QListWidgetItem(text, m_bans);
        item->setData(Qt::UserRole, key);
        item->setData(Qt::UserRole + 1, player);
        item->setToolTip(Tr::tr("Banned by %1, %2")
                             .arg(ban.value(u"by").toString(),
                                  locale.toString(at.toLocalTime(), QLocale::ShortFormat)));
    }
    auto *label = new QLabel(
        bans.isEmpty() ? Tr::tr("&Bans: none.") : Tr::tr("&Bans (%1):").arg(bans.size()), box);
    label->setObjectName(QStringLiteral("relayBansLabel"));
    label->setBuddy(m_bans);
    m_lift = new QPushButton(Tr::tr("&Lift Ban"), box);
    m_lift->setObjectName(QStringLiteral("relayLiftBan"));
    m_lift->setToolTip(Tr::tr("The player may be seated in the relay's games again."));
    m_banAnswer = new QLabel(box);
    m_banAnswer->setObjectName(QStringLiteral("relayBanAnswer"));
    m_banAnswer->setWordWrap(true);
    m_banAnswer->hide();
    connect(m_bans, &QListWidget::currentRowChanged, this, &RelaySettingsDialog::updateLift);
    connect(m_lift, &QPushButton::clicked, this, [this] {
        const QListWidgetItem *item = m_bans->currentItem();
        if (!item || !m_lifting.isEmpty())
            return;
        m_lifting = item->data(Qt::UserRole).toString();
        updateLift();
        Q_EMIT liftBanRequested(m_lifting, item->data(Qt::UserRole + 1).toString());
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_bans, 1);
    row->addWidget(m_lift, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addLayout(row);
    layout->addWidget(m_banAnswer);
    m_bans->setVisible(!bans.isEmpty());
    m_lift->setVisible(!bans.isEmpty());
    updateLift();
    return box;
}

void RelaySettingsDialog::updateLift()
{
    if (m_lift)
        m_lift->setEnabled(m_bans->currentItem() && m_lifting.isEmpty());
}

bool RelaySettingsDialog::chooseBan(const QString &player)
{
    for (int i = 0; m_bans && i < m_bans->count(); ++i) {
        if (m_bans->item(i)->data(Qt::UserRole + 1).toString() == player) {
            m_bans->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

QString RelaySettingsDialog::banAnswer() const
{
    return m_banAnswer ? m_banAnswer->text() : QString();
}

void RelaySettingsDialog::banLifted(const QString &identityKey, const QString &sentence)
{
    for (int i = 0; m_bans && i < m_bans->count(); ++i) {
        if (m_bans->item(i)->data(Qt::UserRole).toString() == identityKey)
            delete m_bans->takeItem(i--);
    }
    if (m_lifting == identityKey)
        m_lifting.clear();
    m_banAnswer->setText(sentence);
    m_banAnswer->show();
    updateLift();
}

void RelaySettingsDialog::banNotLifted(const QString &identityKey, const QString &sentence)
{
    if (m_lifting == identityKey)
        m_lifting.clear();
    m_banAnswer->setText(sentence);
    m_banAnswer->show();
    updateLift();
}

QString RelaySettingsDialog::settingName(const QString &key)
{
    if (key == kSettingName)
        return Tr::tr("the relay's own name");
    if (key == kSettingMotd)
        return Tr::tr("message of the day");
    if (key == kSettingLinger)
        return Tr::tr("how long ended games stay listed");
    if (key == kSettingMaxSessions)
        return Tr::tr("most sessions at once");
    return key;
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
