#pragma once
// The Status page's Game card: whether the panel reaches the game, in one big line (connecting /
// authenticating / connected as <tier> / why it cannot reach the game, the countdown to the next
// try under it / refused: <reason>), and the
// game's vital signs as compact lines — profile, address, server, ICRP version, tier, round
// trip, clock. When the connection fails it says why in plain words (the game is not running,
// it quit, the password is wrong, the panel was kicked, the game is full) and offers the action
// that helps: Retry Now, Open Password Page or Open Settings. It only mentions an action that
// is enabled. After close 4011 the panel waits for the user. Reconnect and Disconnect say in
// the status bar how they ended.

#include "ui/status/StatusCard.h"

class QGridLayout;
class QLayout;

namespace icpanel {
class Panel;
}

namespace icui {

class GameCard : public StatusCard
{
    Q_OBJECT
public:
    explicit GameCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    QPushButton *reconnectButton() const { return m_reconnect; }
    QPushButton *disconnectButton() const { return m_disconnect; }
    QLabel *statusLabel() const { return bigLine(); }
    QLabel *hintLabel() const { return m_hint; }
    /// The Round trip value for `ms` milliseconds: "—" (none yet), "< 1 ms", "12 ms".
    static QString roundTripText(int ms);
    /// Open Password Page, Open Settings, or Connect to a Game… while none is chosen; hidden
    /// otherwise.
    QPushButton *actionButton() const { return m_action; }
    /// Connect… on the game in use, its address ready to be corrected (Connection ▸ Connect…
    /// while none is chosen).
    void openConnectDialog();

Q_SIGNALS:
    void passwordPageRequested();
    void settingsRequested();

private:
    QLayout *createButtons();
    QLayout *createGrid();
    QLabel *addValue(QGridLayout *grid, int row, int column, const QString &caption,
                     const QString &objectName);
    void updateStatus();
    void updateInfo();
    /// The status text; for a failure whose hint says what to do, only its first sentence.
    QString statusLine() const;
    /// The big line while the panel waits to try again ("Game not reachable"): the hint under
    /// it says why, the countdown is a small line between them.
    static QString unreachableLine();
    /// The advice while not connected; names Reconnect only while it is enabled.
    QString adviceWhileIdle() const;
    /// The advice for the current failure; sets the action button.
    QString adviceForFailure();
    void offer(const QString &text, const char *opens);
    /// After the user's Reconnect: says in the status bar how it ended.
    void reportReconnect();

    icpanel::Panel &m_panel;
    QLabel *m_hint = nullptr;
    QLabel *m_profile = nullptr;
    QLabel *m_url = nullptr;
    QLabel *m_tier = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_server = nullptr;
    QLabel *m_roundTrip = nullptr;
    QLabel *m_clock = nullptr;
    QLabel *m_match = nullptr;
    QPushButton *m_reconnect = nullptr;
    QPushButton *m_disconnect = nullptr;
    QPushButton *m_action = nullptr;
    /// Where the user's Reconnect is: not asked, asked, trying (then it is said how it ended).
    enum class Asked { No, Yes, Trying };
    Asked m_reconnectAsked = Asked::No;
};

} // namespace icui
