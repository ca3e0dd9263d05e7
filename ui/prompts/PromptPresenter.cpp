#include "ui/prompts/PromptPresenter.h"
#include "ui/Tr.h"

#include "ui/TrayIcon.h"
#include "ui/common/ActionFeedback.h"
#include "ui/prompts/PermissionPrompt.h"

#include "host/PermissionRequests.h"
#include "host/ToolHost.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/PanelSettings.h"

#include <QWidget>

namespace icui {

PromptPresenter::PromptPresenter(icpanel::Panel &panel, QWidget *window, TrayIcon *tray,
                                 QObject *parent)
    : QObject(parent), m_panel(panel), m_window(window), m_tray(tray)
{
    ichost::ToolHost *host = m_panel.host();
    if (!host)
        return; // no overlay host, no gateway: nothing will ask
    ichost::PermissionRequests *requests = host->requests();
    requests->setInteractive(true);
    connect(requests, &ichost::PermissionRequests::requested, this, &PromptPresenter::ask);
    connect(requests, &ichost::PermissionRequests::settled, this,
            [this](quint64 id, ichost::PermissionRequest::Decision decision) {
                if (const QPointer<PermissionPrompt> prompt = m_prompts.take(id))
                    prompt->dismiss();
                noteSettled(id, decision);
            });
}

void PromptPresenter::noteSettled(quint64 id, ichost::PermissionRequest::Decision decision)
{
    const QString asked = m_asked.take(id);
    const ichost::PermissionRequest request = m_requests.take(id);
    if (asked.isEmpty())
        return;
    using D = ichost::PermissionRequest::Decision;
    m_panel.log()->append(decision == D::Deny ? icpanel::LogModel::Level::Warning
                                              : icpanel::LogModel::Level::Info,
                          decision == D::AllowOnce     ? Tr::tr("Allowed once: %1").arg(asked)
                          : decision == D::AllowAlways ? Tr::tr("Allowed always: %1").arg(asked)
                                                       : Tr::tr("Denied: %1").arg(asked));
    ActionFeedback::say(m_window, settledText(request, decision));
}

QString PromptPresenter::settledText(const ichost::PermissionRequest &request,
                                     ichost::PermissionRequest::Decision decision)
{
    using D = ichost::PermissionRequest::Decision;
    const bool program = request.kind == ichost::PermissionRequest::Kind::Pairing;
    if (decision == D::AllowOnce)
        return Tr::tr("Allowed %1 once: for this connection only.").arg(request.name);
    if (decision == D::AllowAlways)
        return program
                   ? Tr::tr("Allowed %1 from now on: the Tools page lists it.").arg(request.name)
                   : Tr::tr("Allowed %1 from now on: the Tools page shows what it may do.")
                         .arg(request.name);
    return program
               ? Tr::tr("Refused %1: it may not reach the game.").arg(request.name)
               : Tr::tr("Refused %1 more: it keeps what it was allowed before.").arg(request.name);
}

PromptPresenter::~PromptPresenter()
{
    if (ichost::ToolHost *host = m_panel.host())
        host->requests()->setInteractive(false);
}

QList<PermissionPrompt *> PromptPresenter::openPrompts() const
{
    QList<PermissionPrompt *> open;
    for (const QPointer<PermissionPrompt> &prompt : m_prompts) {
        if (prompt && prompt->isVisible())
            open << prompt.data();
    }
    return open;
}

void PromptPresenter::ask(const ichost::PermissionRequest &request)
{
    ichost::PermissionRequests *requests = m_panel.host()->requests();
    auto *prompt = new PermissionPrompt(request, requests->answerTimeoutMs(), m_window);
    const quint64 id = request.id;
    m_panel.log()->info(Tr::tr("Asking: %1").arg(prompt->headline()));
    m_asked.insert(id, prompt->headline());
    m_requests.insert(id, request);
    if (const auto answer = PermissionPrompt::takeNextAnswer()) { // the test seam
        prompt->deleteLater();
        requests->answer(id, *answer);
        return;
    }
    m_prompts.insert(id, prompt);
    connect(prompt, &PermissionPrompt::decided, this,
            [this, requests, id](ichost::PermissionRequest::Decision decision) {
                m_prompts.remove(id);
                requests->answer(id, decision);
            });
    prompt->show();
    prompt->raise();
    if (!m_window->isVisible() || m_window->isMinimized()) {
        const icpanel::PanelSettings *settings = m_panel.settings();
        if (settings->trayIconEnabled() && settings->notificationsEnabled())
            m_tray->notify(prompt->headline(), Tr::tr("IC Control Panel waits for your answer."),
                           QSystemTrayIcon::Warning);
    }
}

} // namespace icui
