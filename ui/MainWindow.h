#pragma once
// The control panel's main window: a status line that is always in view, a page list
// (Status, Connections, Password, Connect Info, Log) beside the pages, menus with shortcuts
// for every action, the tray icon and the Settings dialog. It only shows and drives an
// icpanel::Panel; all logic lives there.

#include <QMainWindow>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace icpanel {
class Panel;
}

namespace icui {

class ConnectInfoPage;
class ConnectionsPage;
class LogPage;
class PasswordPage;
class StatusPage;
class TrayIcon;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Page { Status, Connections, Password, ConnectInfo, Log };
    Q_ENUM(Page)

    explicit MainWindow(icpanel::Panel &panel, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showPage(Page page);
    Page currentPage() const;
    QWidget *pageWidget(Page page) const;

    StatusPage *statusPage() const { return m_status; }
    ConnectionsPage *connectionsPage() const { return m_connections; }
    PasswordPage *passwordPage() const { return m_password; }
    ConnectInfoPage *connectInfoPage() const { return m_connectInfo; }
    LogPage *logPage() const { return m_log; }
    TrayIcon *trayIcon() const { return m_tray; }
    /// The plain message shown while the keychain is missing (hidden otherwise).
    QLabel *keychainNotice() const { return m_keychainNotice; }

    /// Opens the Settings dialog (modal).
    void openSettings();

private:
    void createMenus();
    void addPage(Page page, const QString &title, QWidget *widget, const QIcon &icon);
    void updateStatusLine();
    void updateKeychainNotice();
    void askForPassword(const QString &profileName);
    void showAbout();

    icpanel::Panel &m_panel;
    QLabel *m_keychainNotice = nullptr;
    QListWidget *m_pageList = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_statusLine = nullptr;
    StatusPage *m_status = nullptr;
    ConnectionsPage *m_connections = nullptr;
    PasswordPage *m_password = nullptr;
    ConnectInfoPage *m_connectInfo = nullptr;
    LogPage *m_log = nullptr;
    TrayIcon *m_tray = nullptr;
};

} // namespace icui
