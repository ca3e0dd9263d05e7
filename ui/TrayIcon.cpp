#include "ui/TrayIcon.h"

#include "match/MatchModel.h"
#include "match/MatchSummary.h"
#include "ui/Tr.h"
#include "ui/appearance/Icons.h"

#include "panel/Panel.h"
#include "panel/PanelSettings.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSystemTrayIcon>
#include <QWidget>

namespace icui {

TrayIcon::TrayIcon(icpanel::Panel &panel, QWidget *window, QObject *parent)
    : QObject(parent), m_panel(panel), m_window(window)
{
    m_icon = new QSystemTrayIcon(this);

    m_menu = new QMenu;
    QAction *show = m_menu->addAction(Tr::tr("&Show Window"));
    connect(show, &QAction::triggered, this, &TrayIcon::showWindow);
    QAction *reconnect = m_menu->addAction(Tr::tr("&Reconnect"));
    connect(reconnect, &QAction::triggered, this, [this] { m_panel.reconnect(); });
    m_menu->addSeparator();
    QAction *quit = m_menu->addAction(Tr::tr("&Quit"));
    connect(quit, &QAction::triggered, qApp, &QApplication::quit);
    m_icon->setContextMenu(m_menu);
    connect(m_icon, &QSystemTrayIcon::activated, this,
            [this](QSystemTrayIcon::ActivationReason reason) {
                if (reason == QSystemTrayIcon::Trigger)
                    showWindow();
            });

    connect(m_panel.match(), &icmatch::MatchModel::matchEnded, this, [this] {
        const icpanel::PanelSettings *settings = m_panel.settings();
        if (settings->trayIconEnabled() && settings->notificationsEnabled())
            notify(Tr::tr("The match ended"), icmatch::endSummary(*m_panel.match()));
    });
    connect(&m_panel, &icpanel::Panel::notice, this,
            [this](icpanel::Panel::Notice kind, const QString &message) {
                const icpanel::PanelSettings *settings = m_panel.settings();
                if (!settings->trayIconEnabled() || !settings->notificationsEnabled())
                    return;
                QString title;
                QSystemTrayIcon::MessageIcon icon = QSystemTrayIcon::Information;
                switch (kind) {
                case icpanel::Panel::Notice::Connected:
                    title = Tr::tr("Connected to the game");
                    break;
                case icpanel::Panel::Notice::Disconnected:
                    title = Tr::tr("Disconnected from the game");
                    icon = QSystemTrayIcon::Warning;
                    break;
                case icpanel::Panel::Notice::AuthenticationFailed:
                    title = Tr::tr("Authentication failed");
                    icon = QSystemTrayIcon::Critical;
                    break;
                }
                notify(title, message, icon);
            });
    connect(&m_panel, &icpanel::Panel::statusChanged, this, &TrayIcon::updateState);
    connect(m_panel.settings(), &icpanel::PanelSettings::changed, this,
            &TrayIcon::updateVisibility);
    updateState();
    updateVisibility();
}

void TrayIcon::notify(const QString &title, const QString &message,
                      QSystemTrayIcon::MessageIcon icon)
{
    m_last = title + QLatin1String(": ") + message;
    ++m_count;
    if (m_icon->isVisible())
        m_icon->showMessage(title, message, icon);
    Q_EMIT notified(title, message);
}

TrayIcon::~TrayIcon()
{
    delete m_menu;
}

bool TrayIcon::isShown() const
{
    return m_icon->isVisible();
}

void TrayIcon::updateVisibility()
{
    m_icon->setVisible(m_panel.settings()->trayIconEnabled() &&
                       QSystemTrayIcon::isSystemTrayAvailable());
}

void TrayIcon::updateState()
{
    // The icon says the connection's state at a glance: connected, on its way, or not.
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    m_icon->setIcon(Icons::tray(status == Status::Connected ? Icons::Tray::Connected
                                : status == Status::Connecting ||
                                        status == Status::Authenticating ||
                                        status == Status::Reconnecting
                                    ? Icons::Tray::Connecting
                                    : Icons::Tray::Disconnected));
    m_icon->setToolTip(Tr::tr("IC Control Panel — %1").arg(m_panel.statusText()));
}

void TrayIcon::showWindow()
{
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

} // namespace icui
