#pragma once
// What the inspector keeps of one POST /tick that went through the proxy: the tick, its agents
// with their observations, the runtime's actions and reasoning, its error (or the one the proxy
// gave for it), every schema finding of both directions, and the timings against the seed's
// 5 ms budget.

#include "connectors/arena/SchemaViolation.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <chrono>

namespace icconnectors::arena {

struct TickRecord
{
    /// How the tick ended for the simulation.
    enum class Outcome {
        Answered,        ///< the runtime's answer went back unchanged
        RuntimeDown,     ///< nothing answered at the runtime's address: the proxy's 502
        RuntimeTimeout,  ///< no whole answer within a deadline that was set: the proxy's 504
        RuntimeMalformed ///< bytes that are not an HTTP answer: the proxy's 502
        // (with ArenaProxy::Options::seedErrorAnswers: LLM_TIMEOUT, LLM_TIMEOUT, PARSING_ERROR)
    };

    /// The seed's "IPC Latency Budget: < 5ms per request".
    static constexpr std::chrono::nanoseconds budget{5'000'000};

    quint64 sequence = 0;
    QDateTime at;
    /// The request's tick, or -1 when it has none that is an integer.
    qint64 tick = -1;
    /// The request's agents as sent: [{agent_id, observations}, …].
    QJsonArray agents;
    /// The answer's actions as sent.
    QJsonArray actions;
    /// agent_id → reasoning, for the actions that give one.
    QJsonObject reasoning;
    /// The answer's error object ({code, message, agent_id}); empty when there is none.
    QJsonObject error;
    int httpStatus = 0;
    Outcome outcome = Outcome::Answered;
    SchemaViolations perceptionViolations;
    SchemaViolations actionViolations;
    /// From the whole request read to the whole answer handed to the simulation's socket.
    qint64 roundTripNs = 0;
    /// From the request handed to the runtime's socket to its whole answer read (0 when none).
    qint64 runtimeNs = 0;

    bool overBudget() const { return roundTripNs >= budget.count(); }
    /// The answer carried an error, or the proxy had to make one, or it was not HTTP 200.
    bool runtimeError() const
    {
        return !error.isEmpty() || outcome != Outcome::Answered || httpStatus != 200;
    }
    QString outcomeName() const;
    /// The record as the window's event shows it.
    QJsonObject toJson() const;
};

} // namespace icconnectors::arena
