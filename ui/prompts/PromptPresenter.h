#pragma once
// Puts the gateway's questions (ichost::PermissionRequests) in front of the user: while the
// window exists the panel can ask, so each request becomes a PermissionPrompt, the answer goes
// back, a request settled elsewhere (time limit, connection closed) closes its prompt, and a
// tray notification says so when the window is hidden. How each was settled is said in the
// status bar ("Refused … : it may not reach the game.") and on the Log page. Answers that keep
// something (Always) change the Tools page through the panel (Panel::toolsChanged).

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
    /// The Log page's line and the status bar's about how a question was settled.
    void noteSettled(quint64 id, ichost::PermissionRequest::Decision decision);
    static QString settledText(const ichost::PermissionRequest &request,
                               ichost::PermissionRequest::Decision decision);

    icpanel::Panel &m_panel;
    QWidget *m_window;
    TrayIcon *m_tray;
    QHash<quint64, QPointer<PermissionPrompt>> m_prompts;
    /// What each open question was, for the Log page's line about its answer.
    QHash<quint64, QString> m_asked;
    /// Each open question, for the status bar's line about its answer.
    QHash<quint64, ichost::PermissionRequest> m_requests;
};

} // namespace icui
