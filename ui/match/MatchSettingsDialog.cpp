#include "ui/match/MatchSettingsDialog.h"

#include "match/MatchSettingsText.h"

#include "ui/Tr.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QSpinBox>

namespace icui {

MatchSettingsDialog::MatchSettingsDialog(const QJsonObject &settings, QWidget *parent)
    : QDialog(parent), m_settings(settings)
{
    setWindowTitle(Tr::tr("Match Settings"));
    m_speed = new QComboBox(this);
    for (const QString &value : icmatch::speeds())
        m_speed->addItem(icmatch::speedName(value), value);
    m_speed->setCurrentIndex(m_speed->findData(settings.value(u"game_speed").toString()));
    m_spectatorChat = new QCheckBox(Tr::tr("Spectators may &chat"), this);
    m_spectatorChat->setChecked(settings.value(u"spectator_chat").toBool());
    m_pauseLimit = new QSpinBox(this);
    m_pauseLimit->setRange(0, 10);
    m_pauseLimit->setValue(settings.value(u"pause_limit").toInt());
    m_pauseLimit->setToolTip(Tr::tr("How many times each player may pause the match."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(Tr::tr("&Apply to the Match"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(Tr::tr("Game &speed:"), m_speed);
    form->addRow(QString(), m_spectatorChat);
    form->addRow(Tr::tr("&Pauses per player:"), m_pauseLimit);
    form->addRow(buttons);
}

QJsonObject MatchSettingsDialog::changes() const
{
    QJsonObject set;
    if (m_speed->currentData().toString() != m_settings.value(u"game_speed").toString())
        set.insert(QStringLiteral("game_speed"), m_speed->currentData().toString());
    if (m_spectatorChat->isChecked() != m_settings.value(u"spectator_chat").toBool())
        set.insert(QStringLiteral("spectator_chat"), m_spectatorChat->isChecked());
    if (m_pauseLimit->value() != m_settings.value(u"pause_limit").toInt())
        set.insert(QStringLiteral("pause_limit"), m_pauseLimit->value());
    return set;
}

} // namespace icui
