#include "host/UpstreamBudget.h"

#include <algorithm>

namespace ichost {

void UpstreamBudget::setLimit(int requestsPerTick, int tickRate)
{
    m_perTick = std::max(1, requestsPerTick);
    const int rate = tickRate > 0 ? tickRate : 15;
    m_windowMs = std::max<qint64>(1, (3 * 1000 + 2 * rate - 1) / (2 * rate));
}

void UpstreamBudget::addSession(const QString &sessionId)
{
    m_sessions.insert(sessionId);
}

void UpstreamBudget::removeSession(const QString &sessionId)
{
    m_sessions.remove(sessionId);
    m_sentBy.remove(sessionId);
}

int UpstreamBudget::share() const
{
    return std::max<int>(1, m_perTick / std::max<qsizetype>(1, m_sessions.size()));
}

void UpstreamBudget::forgetBefore(QList<qint64> &times, qint64 oldest) const
{
    const auto kept =
        std::find_if(times.begin(), times.end(), [oldest](qint64 t) { return t > oldest; });
    times.erase(times.begin(), kept);
}

QString UpstreamBudget::take(const QString &sessionId, qint64 nowMs)
{
    const qint64 oldest = nowMs - m_windowMs;
    forgetBefore(m_sent, oldest);
    QList<qint64> &mine = m_sentBy[sessionId];
    forgetBefore(mine, oldest);
    const qsizetype tools = std::max<qsizetype>(1, m_sessions.size());
    if (mine.size() >= share() || m_sent.size() >= m_perTick)
        return QStringLiteral("Rate limited: the game allows %1 requests per tick for the %2 "
                              "tool(s) of this tier together; this tool's share is %3. Subscribe "
                              "to events instead of polling, or call less often")
            .arg(m_perTick)
            .arg(tools)
            .arg(share());
    mine.append(nowMs);
    m_sent.append(nowMs);
    return {};
}

} // namespace ichost
