#pragma once
// Puts the gateway's questions (ichost::PermissionRequests) in front of the user: while the
// window exists the panel can ask, so each request becomes a PermissionPrompt, the answer goes
// back, a request settled elsewhere (time limit, connection closed) closes its prompt, and a
// tray notification says so when the window is hidden. Answers that keep something (Always)
// change the Tools page through the panel (Panel::toolsChanged).

#include "host/PermissionRequest.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QWidget;

namespace icpanel {
class Panel;
}

namespace icui {

class PermissionPrompt;
class TrayIcon;

class PromptPresenter : public QObject
{
    Q_OBJECT
public:
    /// Makes the panel's gateway ask (PermissionRequests::setInteractive(true)) until destroyed.
    PromptPresenter(icpanel::Panel &panel, QWidget *window, TrayIcon *tray,
                    QObject *parent = nullptr);
    ~PromptPresenter() override;

    /// The prompts on screen now.
    QList<PermissionPrompt *> openPrompts() const;

private:
    void ask(const ichost::PermissionRequest &request);

    icpanel::Panel &m_panel;
    QWidget *m_window;
    TrayIcon *m_tray;
    QHash<quint64, QPointer<PermissionPrompt>> m_prompts;
    /// What each open question was, for the Log page's line about its answer.
    QHash<quint64, QString> m_asked;
};

} // namespace icui
