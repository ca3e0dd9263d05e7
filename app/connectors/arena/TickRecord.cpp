#include "connectors/arena/TickRecord.h"

namespace icconnectors::arena {

namespace {

QJsonArray violationsJson(const SchemaViolations &violations)
{
    QJsonArray out;
    for (const SchemaViolation &v : violations) {
        QJsonObject o{{QStringLiteral("path"), v.path}, {QStringLiteral("message"), v.message}};
        if (!v.seedCode.isEmpty())
            o.insert(QStringLiteral("code"), v.seedCode);
        out.append(o);
    }
    return out;
}

} // namespace

QString TickRecord::outcomeName() const
{
    switch (outcome) {
    case Outcome::Answered:
        return QStringLiteral("answered");
    case Outcome::RuntimeDown:
        return QStringLiteral("runtime_down");
    case Outcome::RuntimeTimeout:
        return QStringLiteral("runtime_timeout");
    case Outcome::RuntimeMalformed:
        return QStringLiteral("runtime_malformed");
    }
    return {};
}

QJsonObject TickRecord::toJson() const
{
    QJsonObject o{
        {QStringLiteral("sequence"), qint64(sequence)},
        {QStringLiteral("at"), at.toString(Qt::ISODateWithMs)},
        {QStringLiteral("tick"), tick},
        {QStringLiteral("agents"), agents},
        {QStringLiteral("actions"), actions},
        {QStringLiteral("reasoning"), reasoning},
        {QStringLiteral("status"), httpStatus},
        {QStringLiteral("outcome"), outcomeName()},
        {QStringLiteral("round_trip_ms"), double(roundTripNs) / 1e6},
        {QStringLiteral("runtime_ms"), double(runtimeNs) / 1e6},
        {QStringLiteral("over_budget"), overBudget()},
        {QStringLiteral("perception_violations"), violationsJson(perceptionViolations)},
        {QStringLiteral("action_violations"), violationsJson(actionViolations)},
    };
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

} // namespace icconnectors::arena
