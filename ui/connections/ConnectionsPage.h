#pragma once
// The Connections page: the game's ICRP sessions in a table like OBS's (client name and
// version, the start of the session id, tier, address, connected for, messages in/out,
// subscriptions), refreshed live, with how many of the game's connections are in use ("8 of 8 —
// the game is full"), Kick after a plain Kick/Cancel confirmation — and beside it the panel's own
// subscriptions by category, switchable on and off live. Below the game's sessions, the tools
// connected to the panel's own gateway (ToolSessionsBox).

#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace icpanel {
class Panel;
}

namespace icui {

class OneLineDelegate;
class SubscriptionsBox;
class ToolSessionsBox;

class ConnectionsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectionsPage(icpanel::Panel &panel, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QPushButton *kickButton() const { return m_kick; }
    SubscriptionsBox *subscriptionsBox() const { return m_subscriptions; }
    ToolSessionsBox *toolSessionsBox() const { return m_toolSessions; }
    QLabel *capacityLabel() const { return m_capacity; }

    /// Asks, then kicks the selected session.
    void kickSelected();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void fitColumns(QTableView *table);
    void updateButtons();
    void updateMessage();
    void updateCapacity();

    icpanel::Panel &m_panel;
    QTableView *m_table = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_capacity = nullptr;
    QPushButton *m_kick = nullptr;
    QPushButton *m_refresh = nullptr;
    SubscriptionsBox *m_subscriptions = nullptr;
    ToolSessionsBox *m_toolSessions = nullptr;
    OneLineDelegate *m_oneLine = nullptr; // the columns that do not wrap
    QString m_ownKicked;                  // the panel's own session, while its kick is on the way
};

} // namespace icui
