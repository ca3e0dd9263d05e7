#pragma once
// The DevTools connector's figures: round trip of the last answer and the average, commands
// sent, failures by class (DevToolsErrors codes), events seen by name, entities (and terrain
// tiles) in the last query's answer, messages ignored as malformed, and (once there is one)
// answers to other clients' commands that were not taken for this client's.

#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <optional>

namespace icconnectors::devtools {

class DevToolsStats
{
public:
    void recordSent() { ++m_sent; }
    /// An answer after `roundTripMs`; `errorCode` empty when it succeeded.
    void recordAnswer(qint64 roundTripMs, const QString &errorCode);
    /// A run that ended without an answer (timeout, connection lost, refused).
    void recordFailure(const QString &errorCode);
    void recordEvent(const QString &name) { ++m_events[name]; }
    void recordMalformed() { ++m_malformed; }
    /// A command_result that said it answers another command than the one waiting.
    void recordForeign() { ++m_foreign; }
    /// A successful query's result: counts its entities, terrain apart.
    void recordQuery(const QJsonValue &result);

    int sent() const { return m_sent; }
    int failures(const QString &errorCode) const { return m_failures.value(errorCode); }
    int events(const QString &name) const { return m_events.value(name); }
    int malformed() const { return m_malformed; }
    int foreign() const { return m_foreign; }
    std::optional<int> lastQueryEntities() const { return m_queryEntities; }
    std::optional<qint64> lastRoundTripMs() const { return m_lastRoundTrip; }

    /// Name and value for a person, in the order to show them.
    QList<QPair<QString, QString>> figures() const;

private:
    int m_sent = 0;
    int m_answers = 0;
    qint64 m_roundTripTotal = 0;
    std::optional<qint64> m_lastRoundTrip;
    QMap<QString, int> m_failures;
    QMap<QString, int> m_events;
    int m_malformed = 0;
    int m_foreign = 0;
    std::optional<int> m_queryEntities;
    int m_queryTiles = 0;
};

} // namespace icconnectors::devtools
