#pragma once
// The game's request budget for one of the gateway's upstream sessions, shared fairly between
// the tool sessions that ride it. The game allows a session N requests per tick (its identify
// result's rateLimit.requestsPerTick, at tickRate ticks a second) and answers -32002 beyond;
// all tools of a tier share one upstream session, so one greedy tool could use it up for all.
// Here each tool may send at most its share — N divided by the number of tools on the
// session, at least one — and all of them together at most N, in any window of one and a
// half ticks (the margin keeps the gateway under the game's limit whatever the two clocks'
// phase). A call beyond gets -32002 from the gateway, never from the game.

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace ichost {

class UpstreamBudget
{
public:
    /// The game's limit; before it is known, observer's default (10 at 15 ticks a second).
    void setLimit(int requestsPerTick, int tickRate);
    void addSession(const QString &sessionId);
    void removeSession(const QString &sessionId);

    /// Takes one request for `sessionId` at `nowMs` (a monotonic clock). Empty when it may
    /// go; else the sentence for the -32002 answer.
    QString take(const QString &sessionId, qint64 nowMs);

    int share() const;
    qint64 windowMs() const { return m_windowMs; }

private:
    void forgetBefore(QList<qint64> &times, qint64 oldest) const;

    int m_perTick = 10;
    qint64 m_windowMs = 100;
    QSet<QString> m_sessions;
    QList<qint64> m_sent;
    QHash<QString, QList<qint64>> m_sentBy;
};

} // namespace ichost
