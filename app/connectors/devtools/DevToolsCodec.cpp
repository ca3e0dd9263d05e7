#include "connectors/devtools/DevToolsCodec.h"

#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace icconnectors::devtools {
namespace {

const QString kType = QStringLiteral("type");
const QString kEvent = QStringLiteral("event");

// The text is made apart from the ic::Error: lupdate takes a function whose return type is
// qualified with ic:: for one of namespace ic and would file the string under the wrong context.
QString refusalText(const QString &what)
{
    return Tr::tr("Ignored a message from the DevTools server: %1. The connection stays open; "
                  "if this repeats, check that the server speaks RFC-014.")
        .arg(what);
}

ic::Error refuse(const QString &code, const QString &what)
{
    return ic::Error{code, refusalText(what)};
}

bool isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && std::trunc(d) == d && std::fabs(d) <= 9007199254740992.0;
}

enum class FieldKind { Integer, Text, Id };

// The fields the RFC gives each entity event, all required. An entity's id is shown only by
// example (42) and the RFC never states its type, while `entity` arguments are strings: an id
// is read in either form, a whole number or a string ("42").
QList<QPair<QString, FieldKind>> entityFields(const QString &event)
{
    const auto id = QPair<QString, FieldKind>(QStringLiteral("entityId"), FieldKind::Id);
    const auto type = QPair<QString, FieldKind>(QStringLiteral("entityType"), FieldKind::Text);
    const auto num = [](const char *name) {
        return QPair<QString, FieldKind>(QString::fromLatin1(name), FieldKind::Integer);
    };
    if (event == DevToolsEvent::entityCreated)
        return {id, type, num("x"), num("y")};
    if (event == DevToolsEvent::entityMoved)
        return {id, num("fromX"), num("fromY"), num("toX"), num("toY")};
    if (event == DevToolsEvent::entityDied)
        return {id, type};
    return {};
}

QString fieldProblem(const QString &event, const QString &name, FieldKind kind,
                     const QJsonValue &value)
{
    if (kind == FieldKind::Integer && !isInteger(value))
        return Tr::tr("%1 needs '%2' as a whole number").arg(event, name);
    if (kind == FieldKind::Text && !value.isString())
        return Tr::tr("%1 needs '%2' as a string").arg(event, name);
    if (kind == FieldKind::Id && !isInteger(value) &&
        (!value.isString() || value.toString().isEmpty()))
        return Tr::tr("%1 needs '%2' as an entity id (a whole number or a string)")
            .arg(event, name);
    return {};
}

ic::Result<void> checkEntityEvent(const DevToolsEvent &event)
{
    for (const auto &[name, kind] : entityFields(event.name)) {
        const QString problem = fieldProblem(event.name, name, kind, event.fields.value(name));
        if (!problem.isEmpty())
            return refuse(DevToolsCodec::badField, problem);
    }
    return ic::success();
}

ic::Result<void> readCommandResult(DevToolsEvent &event)
{
    const QJsonValue success = event.fields.value(QStringLiteral("success"));
    const QJsonValue message = event.fields.value(QStringLiteral("message"));
    if (!success.isBool())
        return refuse(DevToolsCodec::badResult,
                      Tr::tr("a command_result needs 'success' as true or false"));
    if (!message.isString())
        return refuse(DevToolsCodec::badResult,
                      Tr::tr("a command_result needs 'message' as a string"));
    QJsonValue result = event.fields.value(QStringLiteral("result"));
    if (result.isUndefined() || result.isNull())
        result = event.fields.value(QStringLiteral("data")); // the RFC's C# DTO calls it data
    if (!result.isUndefined() && !result.isNull() && !result.isObject())
        return refuse(DevToolsCodec::badResult,
                      Tr::tr("a command_result's 'result' must be an object"));
    event.success = success.toBool();
    event.message = message.toString();
    event.result = result.isObject() ? result : QJsonValue(QJsonValue::Undefined);
    return ic::success();
}

ic::Result<QJsonObject> readObject(const QByteArray &text)
{
    if (text.size() > DevToolsCodec::maxMessageBytes)
        return refuse(DevToolsCodec::oversized,
                      Tr::tr("it is %1 bytes long, more than the %2 accepted")
                          .arg(text.size())
                          .arg(DevToolsCodec::maxMessageBytes));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return refuse(
            DevToolsCodec::notJson,
            Tr::tr("it is not JSON (%1 at offset %2)").arg(error.errorString()).arg(error.offset));
    if (!doc.isObject())
        return refuse(DevToolsCodec::notObject, Tr::tr("it is not a JSON object"));
    return doc.object();
}

ic::Result<DevToolsEvent> readHeader(const QJsonObject &object)
{
    static const QRegularExpression snakeCase(QStringLiteral("^[a-z][a-z0-9_]*$"));
    const QJsonValue type = object.value(kType);
    if (!type.isString())
        return refuse(DevToolsCodec::missingType, Tr::tr("it has no 'type' string"));
    if (type.toString() != kEvent)
        return refuse(DevToolsCodec::unknownType,
                      Tr::tr("its type \"%1\" is not one a server sends (only \"event\")")
                          .arg(type.toString()));
    const QString name = object.value(kEvent).toString();
    if (!snakeCase.match(name).hasMatch())
        return refuse(DevToolsCodec::missingEvent, Tr::tr("it has no 'event' name in snake_case"));
    const QJsonValue timestamp = object.value(QStringLiteral("timestamp"));
    if (!timestamp.isUndefined() && !isInteger(timestamp))
        return refuse(DevToolsCodec::badField,
                      Tr::tr("its 'timestamp' is not a whole number of milliseconds"));
    DevToolsEvent event;
    event.name = name;
    if (!timestamp.isUndefined())
        event.timestamp = qint64(timestamp.toDouble());
    event.fields = object;
    return event;
}

} // namespace

QByteArray DevToolsCodec::encodeCommand(const QString &cmd, const QVariantMap &args)
{
    QJsonObject message{{kType, QStringLiteral("command")}, {QStringLiteral("cmd"), cmd}};
    if (!args.isEmpty())
        message.insert(QStringLiteral("args"), QJsonObject::fromVariantMap(args));
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

ic::Result<DevToolsEvent> DevToolsCodec::decode(const QByteArray &text)
{
    auto object = readObject(text);
    if (!object)
        return object.error();
    auto event = readHeader(*object);
    if (!event)
        return event.error();
    const auto checked =
        event->isCommandResult() ? readCommandResult(*event) : checkEntityEvent(*event);
    if (!checked)
        return checked.error();
    return event;
}

} // namespace icconnectors::devtools
