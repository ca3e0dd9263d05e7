#pragma once
// The panel's tray icon: shows the connection status in its tooltip, opens the window, and
// notifies when the panel connects, disconnects or is refused — unless switched off in
// Settings. Without a system tray (e.g. under Xvfb) it stays hidden but still records what it
// would have said (lastNotification(), for tests).

#include <QObject>
#include <QString>
#include <QSystemTrayIcon>

class QAction;
class QMenu;
class QWidget;

namespace icpanel {
class Panel;
}

namespace icui {

class TrayIcon : public QObject
{
    Q_OBJECT
public:
    TrayIcon(icpanel::Panel &panel, QWidget *window, QObject *parent = nullptr);
    ~TrayIcon() override;

    /// Says `message` in a notification (whether the user switched them off is the caller's
    /// to check).
    void notify(const QString &title, const QString &message,
                QSystemTrayIcon::MessageIcon icon = QSystemTrayIcon::Information);
    /// "title: message" of the last notification given (shown or not), empty if none.
    QString lastNotification() const { return m_last; }
    int notificationCount() const { return m_count; }
    bool isShown() const;

Q_SIGNALS:
    void notified(const QString &title, const QString &message);

private:
    void updateVisibility();
    /// The icon and tooltip say the connection's state.
    void updateState();
    void showWindow();

    icpanel::Panel &m_panel;
    QWidget *m_window;
    QSystemTrayIcon *m_icon = nullptr;
    QMenu *m_menu = nullptr;
    QString m_last;
    int m_count = 0;
};

} // namespace icui
