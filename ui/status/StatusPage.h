#pragma once
// The Status page: whether the panel reaches the game, in one line (connecting /
// authenticating / connected as <tier> / reconnecting in N s / refused: <reason>), and the
// game's vital signs — ICRP version, server name, round-trip time, game clock. After close
// 4011 the panel waits for the user: the Reconnect button is how they ask.

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

private:
    void updateStatus();
    void updateInfo();

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
};

} // namespace icui
