#include "connectors/devtools/DevToolsErrors.h"

#include "connectors/common/Tr.h"

#include <QRegularExpression>

namespace icconnectors::devtools {

QString DevToolsErrors::classify(const QString &message)
{
    // The RFC's examples: "Invalid JSON: …", "Invalid command format: missing 'cmd' field",
    // "Unknown command: x", "Invalid arguments: …" / "Invalid spawn command arguments…",
    // "Internal error: …"; anything else that failed ("Position is not walkable") is a rule
    // of the game.
    static const QRegularExpression commandArguments(
        QStringLiteral("^Invalid [a-z0-9_-]+ command arguments\\b"));
    const QString text = message.trimmed();
    if (text.startsWith(QLatin1String("Invalid JSON")))
        return invalidJson;
    if (text.startsWith(QLatin1String("Invalid command format")))
        return missingField;
    if (text.startsWith(QLatin1String("Unknown command")))
        return unknownCommand;
    if (text.startsWith(QLatin1String("Invalid arguments")) ||
        commandArguments.match(text).hasMatch())
        return invalidArguments;
    if (text.startsWith(QLatin1String("Internal error")))
        return internalError;
    return businessLogic;
}

QString DevToolsErrors::label(const QString &code)
{
    if (code == invalidJson)
        return Tr::tr("Invalid JSON");
    if (code == missingField)
        return Tr::tr("Missing required field");
    if (code == unknownCommand)
        return Tr::tr("Unknown command");
    if (code == invalidArguments)
        return Tr::tr("Invalid arguments");
    if (code == businessLogic)
        return Tr::tr("Game rule (business logic)");
    if (code == internalError)
        return Tr::tr("Internal error");
    if (code == param)
        return Tr::tr("Refused before sending");
    if (code == notConnected)
        return Tr::tr("Not connected");
    if (code == timeout)
        return Tr::tr("Timed out");
    if (code == connectionLost)
        return Tr::tr("Connection lost");
    if (code == closed)
        return Tr::tr("Closed");
    if (code == malformedResult)
        return Tr::tr("Malformed answer");
    return code;
}

} // namespace icconnectors::devtools
