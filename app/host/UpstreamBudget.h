#pragma once
// The game's request budget for one of the gateway's upstream sessions, shared fairly between
// the tool sessions that ride it. The game allows a session N requests per tick (its identify
// result's rateLimit.requestsPerTick, at tickRate ticks a second) and answers -32002 beyond;
// all tools of a tier share one upstream session, so one greedy tool could use it up for all.
// Here each tool may send at most its share — N divided by the number of tools on the
// session, at least one — and all of them together at most N, in any window of one and a
// half ticks (the margin keeps the gateway under the game's limit whatever the two clocks'
// phase). A call beyond its tool's share waits, in order, for the next windows — an overlay
// asking four things at once on load is served, a little later — up to kBacklog waiting calls
// per tool; only a call beyond that gets -32002, from the gateway, never from the game.
// Waiting tools take turns, so a flooding tool does not hold back the others.

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <functional>

namespace ichost {

class UpstreamBudget
{
public:
    /// Calls of one tool that may wait for its share.
    static constexpr int kBacklog = 16;
    /// Sends a call (`go`) or, when the way to the game is lost while it waits, answers it
    /// as unavailable (`!go`).
    using Send = std::function<void(bool go)>;

    /// The game's limit; before it is known, observer's default (10 at 15 ticks a second).
    void setLimit(int requestsPerTick, int tickRate);
    void addSession(const QString &sessionId);
    /// The session's waiting calls are dropped (there is no one to answer).
    void removeSession(const QString &sessionId);

    /// A call of `sessionId` at `nowMs` (a monotonic clock): sent now if its share allows and
    /// none of its calls waits, else queued behind them. Empty when sent or queued; else the
    /// sentence for the -32002 answer (the call is not kept).
    QString submit(const QString &sessionId, qint64 nowMs, const Send &send);
    /// Sends the waiting calls that may go at `nowMs`, the tools taking turns. Returns in how
    /// many ms to drain again, or -1 when nothing waits.
    qint64 drain(qint64 nowMs);
    /// Tells every waiting call the way to the game is lost (Send with false) and forgets them.
    void dropWaiting();

    int share() const;
    qint64 windowMs() const { return m_windowMs; }
    qsizetype waiting(const QString &sessionId) const { return m_waiting.value(sessionId).size(); }

private:
    void forgetBefore(QList<qint64> &times, qint64 oldest) const;
    /// Takes one request for `sessionId` at `nowMs` if its share and the total allow.
    bool take(const QString &sessionId, qint64 nowMs);
    /// Milliseconds until `sessionId` may send again (0: now).
    qint64 waitMs(const QString &sessionId, qint64 nowMs);
    QString refusal() const;

    int m_perTick = 10;
    qint64 m_windowMs = 100;
    QSet<QString> m_sessions;
    QList<qint64> m_sent;
    QHash<QString, QList<qint64>> m_sentBy;
    QHash<QString, QList<Send>> m_waiting;
    /// Sessions with waiting calls, in the order they take turns.
    QList<QString> m_turns;
};

} // namespace ichost
