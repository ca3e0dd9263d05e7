#include "connectors/tf2/Tf2Message.h"

#include "connectors/common/Tr.h"
#include "connectors/tf2/Tf2Values.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace icconnectors::tf2 {
namespace {

ic::Error fileError(const char *code, const QString &message)
{
    return ic::Error{QString::fromLatin1(code), message};
}

ic::Result<QJsonObject> parseObject(const QByteArray &bytes, const QString &what)
{
    if (bytes.size() > kMaxFileBytes)
        return fileError("tf2.oversized",
                         Tr::tr("The %1 file holds %2 bytes, more than the %3 allowed; delete it "
                                "and send the command again.")
                             .arg(what)
                             .arg(bytes.size())
                             .arg(kMaxFileBytes));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fileError("tf2.incomplete",
                         Tr::tr("The %1 file is not complete JSON yet (%2 at byte %3).")
                             .arg(what, parseError.errorString())
                             .arg(parseError.offset));
    if (!document.isObject())
        return fileError(what == QLatin1String("response") ? "tf2.bad_response" : "tf2.bad_command",
                         Tr::tr("The %1 file holds JSON that is not an object.").arg(what));
    return document.object();
}

} // namespace

QByteArray encodeCommand(const Tf2Command &command)
{
    QJsonObject object{{QStringLiteral("id"), command.id},
                       {QStringLiteral("cmd"), command.cmd},
                       {QStringLiteral("ts"), QString::number(command.ts)},
                       // Always there, {} when empty: a mod that indexes cmd.params without a
                       // nil guard would fail on a command without it.
                       {QStringLiteral("params"), stringify(command.params)}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray encodeResponse(const Tf2Response &response)
{
    QJsonObject object{{QStringLiteral("id"), response.id},
                       {QStringLiteral("status"),
                        response.answer ? QStringLiteral("ok") : QStringLiteral("error")}};
    if (response.answer)
        object.insert(QStringLiteral("data"), stringify(*response.answer));
    else
        object.insert(QStringLiteral("message"), response.answer.error().message);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

ic::Result<Tf2Response> decodeResponse(const QByteArray &bytes)
{
    auto object = parseObject(bytes, QStringLiteral("response"));
    if (!object)
        return object.error();
    const QJsonValue id = object->value(QStringLiteral("id"));
    const QString status = object->value(QStringLiteral("status")).toString();
    if (!id.isString() || (status != QLatin1String("ok") && status != QLatin1String("error")))
        return fileError("tf2.bad_response",
                         Tr::tr("The response file has no string \"id\" or its \"status\" is "
                                "neither \"ok\" nor \"error\"; check the mod's version."));
    Tf2Response response;
    response.id = id.toString();
    if (status == QLatin1String("ok")) {
        response.answer = object->value(QStringLiteral("data"));
        return response;
    }
    const QString message = object->value(QStringLiteral("message")).toString();
    response.answer = Tf2Response::refusal(
        message.isEmpty() ? Tr::tr("The game reported an error without a message.") : message);
    return response;
}

ic::Result<Tf2Command> decodeCommand(const QByteArray &bytes, QString *idOfRefused)
{
    auto object = parseObject(bytes, QStringLiteral("command"));
    if (!object)
        return object.error();
    const QJsonValue id = object->value(QStringLiteral("id"));
    const QJsonValue cmd = object->value(QStringLiteral("cmd"));
    if (!id.isString() || !cmd.isString())
        return fileError("tf2.bad_command",
                         Tr::tr("The command file needs string \"id\" and \"cmd\" values."));
    const QString offending = firstNonString(*object);
    if (!offending.isEmpty()) {
        if (idOfRefused)
            *idOfRefused = id.toString();
        return fileError("tf2.not_string",
                         Tr::tr("All values must be strings: %1 is not.").arg(offending));
    }
    Tf2Command command;
    command.id = id.toString();
    command.cmd = cmd.toString();
    command.ts = object->value(QStringLiteral("ts")).toString().toLongLong();
    command.params = object->value(QStringLiteral("params")).toObject();
    return command;
}

} // namespace icconnectors::tf2
