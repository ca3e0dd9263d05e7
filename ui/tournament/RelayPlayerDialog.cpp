#include "ui/tournament/RelayPlayerDialog.h"

#include "ui/Tr.h"
#include "ui/common/ButtonName.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace icui {

namespace {
enum PlayerRoles { PlayerNameRole = Qt::UserRole + 1, PlayerKeyRole };
} // namespace

RelayPlayerDialog::RelayPlayerDialog(Action action, const icrelayclient::RelayGameInfo &game,
                                     const QString &relayName, QWidget *parent)
    : QDialog(parent)
{
    const bool ban = action == Action::Ban;
    setObjectName(ban ? QStringLiteral("relayBanDialog") : QStringLiteral("relayKickDialog"));
    setWindowTitle(ban ? Tr::tr("Ban a Player") : Tr::tr("Kick a Player"));
    const QString where = Tr::tr("%1 on %2").arg(game.id, relayName);
    auto *about = new QLabel(
        ban ? Tr::tr("Bans a player of %1 from the whole relay by their identity key: they are "
                     "kicked from every game of %2 where they play and seated in no new one.")
                  .arg(where, relayName)
            : Tr::tr("Removes a player from %1. They can join another game of the relay.")
                  .arg(where),
        this);
    about->setWordWrap(true);
    about->setTextFormat(Qt::PlainText);
    m_player = new QComboBox(this);
    m_player->setObjectName(QStringLiteral("relayPlayer"));
    m_player->setAccessibleName(Tr::tr("Player"));
    for (const auto &p : game.players) {
        if (!p.present)
            continue;
        const QString label =
            p.identityKey.isEmpty()
                ? Tr::tr("%1 (Team %2)").arg(p.name).arg(p.team + 1)
                : Tr::tr("%1 (Team %2, %3)").arg(p.name).arg(p.team + 1).arg(p.identityKey);
        m_player->addItem(label);
        m_player->setItemData(m_player->count() - 1, p.name, PlayerNameRole);
        m_player->setItemData(m_player->count() - 1, p.identityKey, PlayerKeyRole);
    }
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("relayReason"));
    m_reason->setAccessibleName(Tr::tr("Reason"));
    m_reason->setMaxLength(500);
    m_reason->setMinimumWidth(360);
    m_reason->setPlaceholderText(Tr::tr("Told to the player and kept in the relay's log"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setEnabled(m_player->count() > 0);
    // A kick cannot be taken back: Return keeps to Cancel, as the Match page's Kick does (the
    // twenty-ninth newcomer kicked with Return at once); Ban asks once more after this.
    if (!ban) {
        m_ok->setAutoDefault(false);
        m_ok->setDefault(false);
        QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
        cancel->setAutoDefault(true);
        cancel->setDefault(true);
    }
    // The button names the player chosen ("Kick bricky", "Ban Zephyr…"), as every confirmation
    // names what it does.
    const auto name = [this, ban] {
        const QString player = buttonName(m_player->currentData(PlayerNameRole).toString());
        if (player.isEmpty())
            m_ok->setText(ban ? Tr::tr("&Ban…") : Tr::tr("&Kick"));
        else
            m_ok->setText(ban ? Tr::tr("&Ban %1…").arg(player) : Tr::tr("&Kick %1").arg(player));
    };
    name();
    connect(m_player, &QComboBox::currentIndexChanged, this, name);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(about);
    auto *playerLabel = new QLabel(Tr::tr("&Player:"), this);
    playerLabel->setBuddy(m_player);
    form->addRow(playerLabel, m_player);
    auto *reasonLabel = new QLabel(Tr::tr("&Reason:"), this);
    reasonLabel->setBuddy(m_reason);
    form->addRow(reasonLabel, m_reason);
    form->addRow(buttons);
}

bool RelayPlayerDialog::choosePlayer(const QString &name)
{
    const int index = m_player->findData(name, PlayerNameRole);
    if (index >= 0)
        m_player->setCurrentIndex(index);
    return index >= 0;
}

QString RelayPlayerDialog::player() const
{
    return m_player->currentData(PlayerNameRole).toString();
}

QString RelayPlayerDialog::identityKey() const
{
    return m_player->currentData(PlayerKeyRole).toString();
}

QString RelayPlayerDialog::reason() const
{
    return m_reason->text().trimmed();
}

} // namespace icui
