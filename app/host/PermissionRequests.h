#pragma once
// The gateway's open questions to the user. The authenticator asks (ask()); whoever shows them
// — the window, one prompt each — hears requested() and answers with answer(). A question
// nobody answers within the time limit is answered Deny, so a tool never waits forever; one
// whose connection closed is withdrawn. A headless panel has nobody to ask (isInteractive()
// false) and the gateway refuses at once, saying to approve in the window.
//
// A program the panel does not know can ask without any credential, so its questions are
// rationed and a program cannot bury the user in prompts: a few pairings wait at once (the
// installed tools' escalations have places of their own), a few are asked per minute, and a
// name the user just turned down is not asked about again for a while. What is not asked is
// refused, saying why.

#include "host/PermissionRequest.h"

#include <QHash>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>

namespace ichost {

class PermissionRequests : public QObject
{
    Q_OBJECT
public:
    using Decision = PermissionRequest::Decision;
    /// The decision; `notAsked` says why when nobody was asked (Deny then), else empty.
    using Answer = std::function<void(Decision decision, const QString &notAsked)>;

    struct Options
    {
        int answerTimeoutMs = 60'000;
        /// Questions waiting at once: all of them, and of those pairings.
        int maxWaiting = 8;
        int maxWaitingPairings = 3;
        /// Pairing questions asked in any minute.
        int maxPairingsPerMinute = 6;
        /// A name turned down (or not answered) is not asked about again for this long.
        int deniedQuietMs = 60'000;
    };

    explicit PermissionRequests(QObject *parent = nullptr);
    PermissionRequests(Options options, QObject *parent = nullptr);
    ~PermissionRequests() override;

    /// True while someone shows the questions (the window sets it). isInteractive() may be
    /// asked from any thread (the gateway's).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    /// How long a question waits for its answer.
    int answerTimeoutMs() const { return m_options.answerTimeoutMs; }

    /// Puts the question (requested()) and calls `answer` once: with the user's decision, Deny
    /// after the time limit or when its session closes, or Deny at once (with why) when nobody
    /// asks or it is not asked (too many, too often, just turned down).
    void ask(PermissionRequest request, Answer answer);
    /// The user's decision on request `id`; false when it is no longer waiting.
    bool answer(quint64 id, Decision decision);
    /// The session closed: its question goes (answered Deny, prompt closed).
    void withdraw(const QString &sessionId);
    /// Every waiting question is answered Deny (the panel is quitting).
    void denyAll();
    QList<PermissionRequest> waiting() const;

    /// Whether `request` is `ic-tool mcp`'s pairing, an AI assistant's MCP server asking to be
    /// let in (tool id "mcp", name "<MCP client> via ic-tool mcp"), and the MCP client's name
    /// from its initialize in `client` (empty when it gave none). A claim like any program's:
    /// anything can call itself so.
    static bool isMcpPairing(const PermissionRequest &request, QString *client = nullptr);

Q_SIGNALS:
    void requested(const ichost::PermissionRequest &request);
    /// The question was settled (answered, timed out, or its asker gone): its prompt closes.
    void settled(quint64 id, ichost::PermissionRequest::Decision decision);

private:
    struct Waiting;
    /// `remember`: a Deny by the user or the clock (not a withdrawal) keeps the name quiet.
    void settle(quint64 id, Decision decision, bool remember = true);
    /// Why `request` is not asked now; empty when it is.
    QString whyNotAsk(const PermissionRequest &request);

    Options m_options;
    std::atomic<bool> m_interactive = false;
    quint64 m_nextId = 1;
    QHash<quint64, std::shared_ptr<Waiting>> m_waiting;
    QList<qint64> m_pairingsAsked;     // when, ms since epoch
    QHash<QString, qint64> m_deniedAt; // pairing name → when it was turned down
};

} // namespace ichost
