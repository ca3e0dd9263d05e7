#pragma once
// The gateway's open questions to the user. The authenticator asks (ask()); whoever shows them
// — the window, one prompt each — hears requested() and answers with answer(). A question
// nobody answers within the time limit is answered Deny, so a tool never waits forever; a
// headless panel has nobody to ask (isInteractive() false) and the gateway refuses at once,
// saying to approve in the window. At most a few questions wait at once: more are denied
// without asking, so a program cannot bury the user in prompts.

#include "host/PermissionRequest.h"

#include <QHash>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

namespace ichost {

class PermissionRequests : public QObject
{
    Q_OBJECT
public:
    using Decision = PermissionRequest::Decision;
    using Answer = std::function<void(Decision decision)>;

    struct Options
    {
        int answerTimeoutMs = 60'000;
        int maxWaiting = 4;
    };

    explicit PermissionRequests(QObject *parent = nullptr);
    PermissionRequests(Options options, QObject *parent = nullptr);
    ~PermissionRequests() override;

    /// True while someone shows the questions (the window sets it).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }

    /// Puts the question (requested()) and calls `answer` once: with the user's decision, Deny
    /// after the time limit, or Deny at once when too many wait or nobody asks.
    void ask(PermissionRequest request, Answer answer);
    /// The user's decision on request `id`; false when it is no longer waiting.
    bool answer(quint64 id, Decision decision);
    QList<PermissionRequest> waiting() const;

Q_SIGNALS:
    void requested(const ichost::PermissionRequest &request);
    /// The question was settled (answered, timed out, or its asker gone): its prompt closes.
    void settled(quint64 id, ichost::PermissionRequest::Decision decision);

private:
    struct Waiting;
    void settle(quint64 id, Decision decision);

    Options m_options;
    bool m_interactive = false;
    quint64 m_nextId = 1;
    QHash<quint64, std::shared_ptr<Waiting>> m_waiting;
};

} // namespace ichost
