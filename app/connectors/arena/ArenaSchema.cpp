#include "connectors/arena/ArenaSchema.h"

#include "connectors/arena/SchemaChecker.h"
#include "connectors/common/Tr.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace icconnectors::arena {

using icconnectors::Tr;
using Type = SchemaChecker::Type;

const QStringList &ArenaSchema::errorCodes()
{
    static const QStringList codes{
        QStringLiteral("TOOL_NOT_FOUND"),  QStringLiteral("INVALID_PARAMETERS"),
        QStringLiteral("AGENT_NOT_FOUND"), QStringLiteral("LLM_TIMEOUT"),
        QStringLiteral("PARSING_ERROR"),   QStringLiteral("TOOL_EXECUTION_FAILED")};
    return codes;
}

SchemaViolations ArenaSchema::parse(const QByteArray &body, SchemaViolation::Direction direction,
                                    QJsonObject *object)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    SchemaChecker check(direction);
    if (error.error != QJsonParseError::NoError)
        check.fail(QString(), Tr::tr("The body is not JSON: %1 at byte %2.")
                                  .arg(error.errorString())
                                  .arg(error.offset));
    else if (!document.isObject())
        check.fail(QString(), Tr::tr("The body must be a JSON object, not an array or a value."));
    else
        *object = document.object();
    return check.take();
}

SchemaViolations ArenaSchema::checkHealth(const QJsonObject &health)
{
    SchemaChecker check(SchemaViolation::Direction::Health);
    check.expect(health, QString(), "status", Type::String);
    check.expect(health, QString(), "backend", Type::String);
    check.expect(health, QString(), "agents_active", Type::Integer);
    check.expect(health, QString(), "uptime_seconds", Type::Number);
    return check.take();
}

} // namespace icconnectors::arena
