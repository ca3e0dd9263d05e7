#pragma once
// The question the gateway puts to the user (ichost::PermissionRequest), as a dialog: who asks
// — an installed tool by name and id, "an unknown program" with the name it gives and where
// it connects from, or, for `ic-tool mcp`'s pairing, an AI assistant by its MCP client's name
// and what the model will read (history, replays, styles…) — what it asks for, in the install
// dialog's words (PermissionSummary), what it has now, and Allow Once / Always / Deny, Deny the
// default. The gateway's time limit ends
// an unanswered one as Deny (the dialog counts down and closes). Always is offered only where
// it can be kept (a program's pairing, or more of what a tool has; admin and mod do not mix).
//
// Test seam, as MessageBox's: setNextAnswer() answers the next prompt without showing it.

#include "host/PermissionRequest.h"

#include <QDialog>
#include <QTimer>
#include <optional>

class QLabel;
class QPushButton;

namespace icui {

class PermissionPrompt : public QDialog
{
    Q_OBJECT
public:
    using Decision = ichost::PermissionRequest::Decision;

    PermissionPrompt(const ichost::PermissionRequest &request, int answerTimeoutMs,
                     QWidget *parent = nullptr);

    const ichost::PermissionRequest &request() const { return m_request; }
    /// The headline and the body, as shown.
    QString headline() const;
    QString body() const;
    QPushButton *allowOnceButton() const { return m_once; }
    QPushButton *alwaysButton() const { return m_always; }
    QPushButton *denyButton() const { return m_deny; }

    /// The question was settled elsewhere (the time limit, its connection closed): close
    /// without answering.
    void dismiss();
    /// Whether Always can be kept for this request.
    static bool canKeep(const ichost::PermissionRequest &request);

    /// The seam: the next prompt is answered `decision` without being shown.
    static void setNextAnswer(Decision decision);
    static std::optional<Decision> takeNextAnswer();
    /// The headline and body of the last prompt made (shown or answered by the seam).
    static QString lastHeadline();
    static QString lastBody();

Q_SIGNALS:
    void decided(ichost::PermissionRequest::Decision decision);

private:
    void choose(Decision decision);
    void tick();

    ichost::PermissionRequest m_request;
    QLabel *m_headline = nullptr;
    QLabel *m_body = nullptr;
    QLabel *m_countdown = nullptr;
    QPushButton *m_once = nullptr;
    QPushButton *m_always = nullptr;
    QPushButton *m_deny = nullptr;
    QTimer m_clock;
    int m_secondsLeft = 0;
    bool m_chosen = false;
};

} // namespace icui
