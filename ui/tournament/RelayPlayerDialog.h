#pragma once
// Kick… and Ban… on the Tournament page: a player of the selected game (those still in it) and
// a reason (at most 500 characters, as the relay takes). Ban says what it does before anything
// is sent: by the player's identity key, kicked from every game of the relay and seated in no
// new one.

#include "relayclient/RelayGameInfo.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPushButton;

namespace icui {

class RelayPlayerDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Action { Kick, Ban };

    RelayPlayerDialog(Action action, const icrelayclient::RelayGameInfo &game,
                      const QString &relayName, QWidget *parent = nullptr);

    QComboBox *playerBox() const { return m_player; }
    QLineEdit *reasonField() const { return m_reason; }
    QPushButton *okButton() const { return m_ok; }
    /// Chooses `name` in the list; false when the game has no such player.
    bool choosePlayer(const QString &name);
    QString player() const;
    /// The chosen player's identity key ("ick1:…"; empty when the relay sent none).
    QString identityKey() const;
    QString reason() const;

private:
    QComboBox *m_player = nullptr;
    QLineEdit *m_reason = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace icui
