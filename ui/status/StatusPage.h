#pragma once
// The Status page: whether the panel reaches the game, in one line (connecting /
// authenticating / connected as <tier> / reconnecting in N s / refused: <reason>), and the
// game's vital signs — ICRP version, server name, round-trip time, game clock. When the
// connection fails it says why in plain words (the game is not running, it quit, the password is
// wrong, the panel was kicked, the game is full) and offers the action that helps: Retry Now,
// Open Password Page or Open Settings. After close 4011 the panel waits for the user.

#include <QWidget>

class QLabel;
class QPushButton;

namespace icpanel {
class Panel;
}

namespace icui {

class StatusPage : public QWidget
{
    Q_OBJECT
public:
    explicit StatusPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QPushButton *reconnectButton() const { return m_reconnect; }
    QPushButton *disconnectButton() const { return m_disconnect; }
    QLabel *statusLabel() const { return m_status; }
    /// The advice under the status line (hidden while connected).
    QLabel *hintLabel() const { return m_hint; }
    /// "Open Password Page" after a refused password, "Open Settings" after a refused tier or
    /// version; hidden otherwise.
    QPushButton *actionButton() const { return m_action; }

Q_SIGNALS:
    void passwordPageRequested();
    void settingsRequested();

private:
    void updateStatus();
    void updateInfo();
    /// The advice for the current status and failure; sets the action button.
    QString adviceForFailure();

    icpanel::Panel &m_panel;
    QLabel *m_status = nullptr;
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
};

} // namespace icui
